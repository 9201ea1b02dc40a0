import { beforeEach, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../db/seed.ts";
import { createTestParent } from "../../../tests/support/accounts";
import { gatewayOutcome, startedPayment, subscriptionPayment } from "../../../tests/support/payments";
import { createTestDatabase } from "../../../tests/support/test-database.ts";
import { applyGatewayOutcome, createPayment } from "../payments/payments.server";
import { activationOf } from "./activation.server";
import { findSubscription } from "./subscriptions.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
});

const START = new Date("2026-11-22T10:00:00.000Z");

describe("what the success page says happened", () => {
  it("a free trial: nothing charged, the first charge's amount and date at the trial's end", async () => {
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
    const subscription = await findSubscription(db, parent.id);
    if (!subscription) throw new Error("the trial made a subscription");
    const activation = await activationOf(db, payment, subscription, START);
    expect(activation).toEqual({
      kind: "trial",
      trialEnds: subscription.trial_end_date,
      firstCharge: { amountMinor: 1990, currency: "AZN", dueAt: subscription.trial_end_date },
    });
    expect(subscription.trial_end_date?.slice(0, 10)).toBe("2026-11-29");
  });

  it("a paid start: the amount taken", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const { payment } = await startedPayment(db, subscriptionPayment(parent.id), START);
    await applyGatewayOutcome(db, gatewayOutcome({ orderId: payment.order_id }), "callback", START);
    const subscription = await findSubscription(db, parent.id);
    if (!subscription) throw new Error("the payment made a subscription");
    expect(await activationOf(db, payment, subscription, START)).toEqual({ kind: "paid", amountMinor: 7140, currency: "AZN" });
  });
});
