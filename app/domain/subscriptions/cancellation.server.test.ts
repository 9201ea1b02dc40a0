import { beforeEach, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../db/seed.ts";
import { createTestParent } from "../../../tests/support/accounts";
import { createTestDatabase } from "../../../tests/support/test-database.ts";
import { fakeGateway, gatewayOutcome, startedPayment, subscriptionPayment } from "../../../tests/support/payments";
import { GatewayError } from "../payments/gateway";
import { applyGatewayOutcome } from "../payments/payments.server";
import { cancelSubscription, refundablePayment, setAutoRenew } from "./cancellation.server";
import { schedulePlanChange } from "./plan-change.server";
import { hasContentAccess, subscriptionStatusView } from "./status";
import { findSubscription, subscriptionRecord } from "./subscriptions.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
});

const PAID = new Date("2026-11-22T10:00:00.000Z");
const LATER = new Date("2026-12-01T10:00:00.000Z");

function gatewayThatRefunds(answer: "success" | "failed" | "unreachable") {
  const refunds: Array<{ transaction: string; minor: number }> = [];
  const gateway = fakeGateway({
    refund: async (request) => {
      if (answer === "unreachable") throw new GatewayError("down");
      refunds.push({ transaction: request.transaction, minor: request.amount.minor });
      return gatewayOutcome({ status: answer, code: answer === "success" ? "00" : "96", transaction: request.transaction, amountMinor: request.amount.minor });
    },
  });
  return { gateway, refunds };
}

/** A parent who paid for 6 months on 22 November. */
async function paidParent() {
  const { db } = database;
  const parent = await createTestParent(db);
  const { payment } = await startedPayment(db, subscriptionPayment(parent.id, { idempotencyKey: "pay", kind: "pay_and_save_card" }), PAID, `te-${parent.id}`);
  await applyGatewayOutcome(db, gatewayOutcome({ orderId: payment.order_id, transaction: `te-${parent.id}`, cardId: `ca-${parent.id}` }), "callback", PAID);
  return parent;
}

describe("cancellation", () => {
  it("at the end of the paid period keeps access until then and stops renewing", async () => {
    const { db } = database;
    const parent = await paidParent();
    const result = await cancelSubscription(db, null, { userId: parent.id, reason: "not_using", timing: "period_end", language: "az" }, LATER);
    expect(result).toEqual({ kind: "cancelled", timing: "period_end", endsAt: "2027-05-22T10:00:00.000Z", refunded: null });
    expect(await findSubscription(db, parent.id)).toMatchObject({ status: "active", auto_renew: 0, cancel_at_period_end: 1, cancellation_reason: "not_using" });
    expect(hasContentAccess(subscriptionStatusView(await subscriptionRecord(db, parent.id), LATER), LATER)).toBe(true);
    // Changing one's mind: renewal back on.
    expect(await setAutoRenew(db, parent.id, true, LATER)).toBe(true);
    expect(await findSubscription(db, parent.id)).toMatchObject({ auto_renew: 1, cancel_at_period_end: 0 });
  });

  it("is not undone by a change of plan unless the parent says renewal comes back on", async () => {
    const { db } = database;
    const parent = await paidParent();
    await cancelSubscription(db, null, { userId: parent.id, reason: "not_using", timing: "period_end", language: "az" }, LATER);
    expect(await schedulePlanChange(db, parent.id, "yearly", LATER)).toEqual({ kind: "needs_resume", endsAt: "2027-05-22T10:00:00.000Z" });
    expect(await findSubscription(db, parent.id)).toMatchObject({ auto_renew: 0, cancel_at_period_end: 1, scheduled_plan_id: null });
    expect(await schedulePlanChange(db, parent.id, "yearly", LATER, { resumeRenewal: true })).toMatchObject({ kind: "scheduled" });
    expect(await findSubscription(db, parent.id)).toMatchObject({ auto_renew: 1, cancel_at_period_end: 0, scheduled_plan_id: "yearly" });
  });

  it("now ends access at once", async () => {
    const { db } = database;
    const parent = await paidParent();
    await cancelSubscription(db, null, { userId: parent.id, reason: "other", timing: "immediate", language: "az" }, LATER);
    const record = await subscriptionRecord(db, parent.id);
    expect(record?.status).toBe("cancelled");
    expect(hasContentAccess(subscriptionStatusView(record, LATER), LATER)).toBe(false);
    expect(await cancelSubscription(db, null, { userId: parent.id, reason: "other", timing: "immediate", language: "az" }, LATER)).toEqual({
      kind: "nothing_to_cancel",
    });
  });

  it("with the money-back refund returns the payment through the gateway, within 30 days only", async () => {
    const { db } = database;
    const parent = await paidParent();
    const { gateway, refunds } = gatewayThatRefunds("success");
    const result = await cancelSubscription(db, gateway, { userId: parent.id, reason: "too_expensive", timing: "refund", language: "az" }, LATER);
    expect(result).toMatchObject({ kind: "cancelled", refunded: { minor: 7140, currency: "AZN" } });
    expect(refunds).toEqual([{ transaction: `te-${parent.id}`, minor: 7140 }]);
    expect((await db.selectFrom("payments").select("status").executeTakeFirstOrThrow()).status).toBe("refunded");
    expect((await findSubscription(db, parent.id))?.status).toBe("cancelled");

    const late = await paidParent();
    const subscription = await findSubscription(db, late.id);
    expect(subscription && (await refundablePayment(db, subscription, new Date("2026-12-23T10:00:00.000Z")))).toBeNull();
  });

  it("changes nothing when the refund fails", async () => {
    const { db } = database;
    for (const answer of ["failed", "unreachable"] as const) {
      const parent = await paidParent();
      const { gateway } = gatewayThatRefunds(answer);
      expect(await cancelSubscription(db, gateway, { userId: parent.id, reason: "other", timing: "refund", language: "az" }, LATER)).toEqual({
        kind: "failed",
      });
      expect(await findSubscription(db, parent.id)).toMatchObject({ status: "active", auto_renew: 1, cancelled_at: null });
    }
  });
});
