import { beforeEach, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../db/seed.ts";
import { createTestParent } from "../../../tests/support/accounts";
import { createTestDatabase } from "../../../tests/support/test-database.ts";
import { fakeGateway, gatewayOutcome, subscriptionPayment } from "../../../tests/support/payments";
import { applyGatewayOutcome, createPayment } from "../payments/payments.server";
import { subscriptionOverview } from "./overview.server";
import { previewPlanChange, schedulePlanChange } from "./plan-change.server";
import { importPlans } from "./plans-import.server";
import { RENEWAL_POLICY, runRenewals } from "./renewals.server";
import { findSubscription } from "./subscriptions.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
});

const START = new Date("2026-11-22T10:00:00.000Z");
const at = (iso: string) => new Date(iso);

/** A gateway whose saved-card charges answer as told; the other calls are not used here. */
function chargingGateway(answers: Array<"success" | "failed">) {
  const charges: Array<{ cardId: string; amountMinor: number; orderId: string }> = [];
  const gateway = fakeGateway({
    chargeSavedCard: async (request) => {
      charges.push({ cardId: request.cardId, amountMinor: request.amount.minor, orderId: request.orderId });
      const status = answers.shift() ?? "success";
      return gatewayOutcome({
        status,
        code: status === "success" ? "00" : "51",
        message: null,
        orderId: request.orderId,
        transaction: `te-${charges.length}`,
        cardId: request.cardId,
        amountMinor: request.amount.minor,
      });
    },
  });
  return { gateway, charges };
}

/** A parent on the monthly plan's 7-day trial, with a saved card. */
async function parentOnTrial() {
  const { db } = database;
  const parent = await createTestParent(db);
  const { payment } = await createPayment(
    db,
    subscriptionPayment(parent.id, {
      idempotencyKey: "trial",
      kind: "card_registration",
      planId: "monthly",
      amount: { minor: 0, currency: "AZN" },
      originalMinor: 1990,
    }),
    START,
  );
  await db.updateTable("payments").set({ gateway_card_id: "ca-trial" }).where("id", "=", payment.id).execute();
  await applyGatewayOutcome(
    db,
    gatewayOutcome({ transaction: null, cardId: "ca-trial", cardMask: "416973******0001", cardName: "VISA", amountMinor: 0, operationCode: "100" }),
    "callback",
    START,
  );
  return parent;
}

describe("renewals", () => {
  it("remind three days before the trial ends, then charge the saved card once it has", async () => {
    const { db } = database;
    const parent = await parentOnTrial();
    const { gateway, charges } = chargingGateway(["success"]);

    expect(await runRenewals(db, gateway, at("2026-11-25T09:00:00.000Z"))).toEqual({ charged: 0, failed: 0, ended: 0, reminded: 0 });
    expect(await runRenewals(db, gateway, at("2026-11-26T11:00:00.000Z"))).toEqual({ charged: 0, failed: 0, ended: 0, reminded: 1 });
    expect(await runRenewals(db, gateway, at("2026-11-26T11:05:00.000Z"))).toMatchObject({ reminded: 0 });
    const mail = await db.selectFrom("mail_outbox").selectAll().where("user_id", "=", parent.id).execute();
    expect(mail.map((m) => m.subject)).toContain("Balaca-da pulsuz sınaq müddətiniz tezliklə bitir");

    expect(await runRenewals(db, gateway, at("2026-11-29T10:05:00.000Z"))).toMatchObject({ charged: 1 });
    expect(charges).toEqual([{ cardId: "ca-trial", amountMinor: 1990, orderId: expect.stringMatching(/^BLC-/) }]);
    const subscription = await findSubscription(db, parent.id);
    expect(subscription).toMatchObject({
      status: "active",
      end_date: "2026-12-29T10:05:00.000Z",
      first_paid_at: "2026-11-29T10:05:00.000Z",
      renewal_failures: 0,
    });
    // Running again the same minute charges nothing more.
    expect(await runRenewals(db, gateway, at("2026-11-29T10:06:00.000Z"))).toEqual({ charged: 0, failed: 0, ended: 0, reminded: 0 });
  });

  it("name a switched-to plan by its own name in the parent's language: the preview, the subscription tab and the reminder", async () => {
    const { db } = database;
    await importPlans(db, {
      plans: [{ plan_id: "family-year", name: "Family Year", name_az: "Ailə ili", name_ru: "Семейный год", price: "95.50", billing_period: "annual" }],
    });
    const parent = await parentOnTrial();
    const { gateway } = chargingGateway(["success"]);
    const preview = await previewPlanChange(db, parent.id, "family-year", START);
    expect(preview).toMatchObject({
      currentPlan: { name: "1 Month", nameAz: "1 ay", nameRu: "1 месяц" },
      newPlan: { nameAz: "Ailə ili", nameRu: "Семейный год" },
    });
    expect(await schedulePlanChange(db, parent.id, "family-year", START)).toMatchObject({ kind: "scheduled" });
    expect(await subscriptionOverview(db, parent.id, START)).toMatchObject({
      plan: { name: "1 Month", nameAz: "1 ay", nameRu: "1 месяц" },
      scheduledPlan: { name: "Family Year", nameAz: "Ailə ili", nameRu: "Семейный год" },
    });
    expect(await runRenewals(db, gateway, at("2026-11-26T11:00:00.000Z"))).toMatchObject({ reminded: 1 });
    const mail = await db.selectFrom("mail_outbox").select("body").where("user_id", "=", parent.id).execute();
    expect(mail.map((m) => m.body).join("\n")).toContain("«Ailə ili»");
  });

  it("retry a failed charge after 1 day, then 3 days, and end it at the third failure", async () => {
    const { db } = database;
    const parent = await parentOnTrial();
    const { gateway, charges } = chargingGateway(["failed", "failed", "failed"]);
    expect(await runRenewals(db, gateway, at("2026-11-29T10:05:00.000Z"))).toMatchObject({ failed: 1 });
    expect(await findSubscription(db, parent.id)).toMatchObject({ status: "trial", renewal_failures: 1, next_charge_attempt_at: "2026-11-30T10:05:00.000Z" });
    expect(await runRenewals(db, gateway, at("2026-11-30T10:00:00.000Z"))).toMatchObject({ failed: 0 });
    expect(await runRenewals(db, gateway, at("2026-11-30T10:05:00.000Z"))).toMatchObject({ failed: 1 });
    expect(await findSubscription(db, parent.id)).toMatchObject({ renewal_failures: 2, next_charge_attempt_at: "2026-12-03T10:05:00.000Z" });
    expect(await runRenewals(db, gateway, at("2026-12-03T10:05:00.000Z"))).toMatchObject({ failed: 1 });
    expect(await findSubscription(db, parent.id)).toMatchObject({ status: "expired", renewal_failures: RENEWAL_POLICY.MAX_FAILURES });
    expect(charges).toHaveLength(3);
    const statuses = await db.selectFrom("payments").select("status").where("purpose", "=", "renewal").execute();
    expect(statuses.map((row) => row.status)).toEqual(["failed", "failed", "failed"]);
  });

  it("end a subscription that does not renew, as cancelled when the parent cancelled it", async () => {
    const { db } = database;
    const parent = await parentOnTrial();
    const { gateway, charges } = chargingGateway([]);
    await db.updateTable("subscriptions").set({ cancel_at_period_end: 1, auto_renew: 0 }).where("user_id", "=", parent.id).execute();
    expect(await runRenewals(db, gateway, at("2026-11-26T11:00:00.000Z"))).toMatchObject({ reminded: 0 });
    expect(await runRenewals(db, gateway, at("2026-11-29T10:05:00.000Z"))).toMatchObject({ ended: 1 });
    expect((await findSubscription(db, parent.id))?.status).toBe("cancelled");
    expect(charges).toEqual([]);
  });
});
