import { beforeEach, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../db/seed.ts";
import { createTestParent } from "../../../tests/support/accounts";
import { fakeGateway } from "../../../tests/support/payments";
import { createTestDatabase } from "../../../tests/support/test-database.ts";
import { startCheckout } from "../subscriptions/checkout.server";
import { NEW_CARD } from "../subscriptions/checkout-choices";
import { subscribeJson } from "./shapes.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  // Paid from the first day, so the checkout charges (and the coupon discounts) at once.
  await database.db.updateTable("subscription_plans").set({ trial_days: 0 }).execute();
});

const gateway = fakeGateway({
  startPayment: (request) => Promise.resolve({ redirectUrl: `https://pay.example/${request.orderId}`, transaction: `te-${request.orderId}`, cardId: null }),
});

describe("the subscribe call's answer", () => {
  it("repeated while a payment is pending, names that payment: its order, coupon and discount", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const subscribe = (idempotencyKey: string, couponCode: string | null) =>
      startCheckout(db, gateway, {
        userId: parent.id,
        choice: { planId: "yearly", method: NEW_CARD, autoRenew: true, idempotencyKey, couponCode },
        language: "en",
        origin: "http://localhost",
      });
    const first = await subscribeJson(db, parent.id, await subscribe("api-first", "WELCOME10"));
    expect(first).toMatchObject({ coupon_applied: "WELCOME10", payment_required: true });
    expect(first.order_id).not.toBeNull();
    expect(first.discount_applied).not.toBe("0.00");
    const again = await subscribeJson(db, parent.id, await subscribe("api-second", null));
    expect(again).toMatchObject({
      payment_url: first.payment_url,
      order_id: first.order_id,
      coupon_applied: "WELCOME10",
      discount_applied: first.discount_applied,
      amount: first.amount,
    });
    expect(await db.selectFrom("payments").select("id").where("user_id", "=", parent.id).execute()).toHaveLength(1);
  });
});
