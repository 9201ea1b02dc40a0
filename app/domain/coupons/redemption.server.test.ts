import { beforeEach, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../db/seed.ts";
import { createTestParent } from "../../../tests/support/accounts";
import { fakeGateway, gatewayOutcome } from "../../../tests/support/payments";
import { createTestDatabase } from "../../../tests/support/test-database.ts";
import { applyGatewayOutcome } from "../payments/payments.server";
import { startCheckout } from "../subscriptions/checkout.server";
import { NEW_CARD } from "../subscriptions/checkout-choices";
import { couponOverview, couponUsage, validateCouponCode } from "./coupons.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  // Its races run on separate connections at once on PostgreSQL.
  database = await createTestDatabase({ concurrent: true });
  await seedDatabase(database.db);
  // Paid from the first day (no trial), so every checkout charges at once.
  await database.db.updateTable("subscription_plans").set({ trial_days: 0 }).execute();
});

const gateway = fakeGateway({
  startPayment: (request) => Promise.resolve({ redirectUrl: `https://pay.example/${request.orderId}`, transaction: `te-${request.orderId}`, cardId: null }),
});

function checkout(userId: string, couponCode: string, key = `form-${userId}`) {
  return startCheckout(database.db, gateway, {
    userId,
    choice: { planId: "monthly", method: NEW_CARD, autoRenew: false, idempotencyKey: key, couponCode },
    language: "az",
    origin: "http://localhost",
  });
}

async function succeed(userId: string) {
  const payment = await database.db.selectFrom("payments").selectAll().where("user_id", "=", userId).executeTakeFirstOrThrow();
  await applyGatewayOutcome(
    database.db,
    gatewayOutcome({ orderId: payment.order_id, amountMinor: payment.amount_minor, transaction: `te-${payment.order_id}` }),
    "callback",
  );
  return payment;
}

describe("coupon redemption", () => {
  it("gives a coupon's last use to one of two parents who pay at the same moment", async () => {
    const { db } = database;
    await db.updateTable("coupons").set({ usage_limit: 1 }).where("code", "=", "WELCOME10").execute();
    const [first, second] = await Promise.all([createTestParent(db), createTestParent(db)]);
    const results = await Promise.all([checkout(first.id, "WELCOME10"), checkout(second.id, "WELCOME10")]);
    expect(results.map((result) => result.kind).toSorted()).toEqual(["redirect", "refused"]);
    expect(results.find((result) => result.kind === "refused")).toEqual({
      kind: "refused",
      message: "subscription.coupon.noLongerValid",
      values: { reason: "subscription.coupon.failures.usage_limit_reached" },
    });
    expect(await db.selectFrom("payments").select("coupon_code").where("coupon_code", "=", "WELCOME10").execute()).toHaveLength(1);
  });

  it("counts the use when the payment succeeds, once, and a double submit keeps its coupon", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const first = await checkout(parent.id, "welcome10");
    expect(await checkout(parent.id, "welcome10")).toEqual(first);
    expect((await db.selectFrom("coupons").select("current_usage").where("code", "=", "WELCOME10").executeTakeFirstOrThrow()).current_usage).toBe(0);
    const payment = await succeed(parent.id);
    await applyGatewayOutcome(
      db,
      gatewayOutcome({ orderId: payment.order_id, amountMinor: payment.amount_minor, transaction: `te-${payment.order_id}` }),
      "callback",
    );
    expect((await db.selectFrom("coupons").select("current_usage").where("code", "=", "WELCOME10").executeTakeFirstOrThrow()).current_usage).toBe(1);
    expect(await db.selectFrom("coupon_redemptions").selectAll().execute()).toHaveLength(1);
    const usage = await couponUsage(db, parent.id);
    expect(usage).toMatchObject({ totalUses: 1, totalSavedMinor: payment.discount_minor, uses: [{ code: "WELCOME10", orderId: payment.order_id }] });
    expect(payment.discount_minor).toBeGreaterThan(0);
    expect(await couponUsage(db, (await createTestParent(db)).id)).toEqual({ uses: [], totalUses: 0, totalSavedMinor: 0 });
  });

  it("draws a gift balance down on success; what pending payments hold is not offered twice", async () => {
    const { db } = database;
    await db.updateTable("coupons").set({ remaining_balance_minor: 1000 }).where("code", "=", "GIFT50").execute();
    const parent = await createTestParent(db);
    const price = (await db.selectFrom("subscription_plans").select("price_minor").where("plan_id", "=", "monthly").executeTakeFirstOrThrow()).price_minor;
    const purchase = { amountMinor: price, currency: "AZN", planId: "monthly" };
    expect(await validateCouponCode(db, "gift50", purchase)).toMatchObject({ isValid: true, discountMinor: 1000, finalMinor: price - 1000 });
    expect(await checkout(parent.id, "GIFT50")).toMatchObject({ kind: "redirect" });
    // While that payment is open, its 10 AZN are held: nobody else is offered them.
    expect(await validateCouponCode(db, "gift50", purchase)).toMatchObject({ isValid: false, failure: "usage_limit_reached" });
    const payment = await succeed(parent.id);
    expect(payment).toMatchObject({ discount_minor: 1000, amount_minor: price - 1000 });
    const gift = await db.selectFrom("coupons").select(["remaining_balance_minor", "current_usage"]).where("code", "=", "GIFT50").executeTakeFirstOrThrow();
    expect(gift).toEqual({ remaining_balance_minor: 0, current_usage: 1 });
    expect(await validateCouponCode(db, "gift50", purchase)).toMatchObject({ isValid: false, failure: "usage_limit_reached" });
    expect(await couponOverview(db, " gift50 ")).toMatchObject({ found: true, kind: "gift", remainingBalanceMinor: 0, unusableBecause: "usage_limit_reached" });
    expect(await couponOverview(db, "summer2025")).toMatchObject({ found: true, unusableBecause: "expired" });
    expect(await couponOverview(db, "nope")).toEqual({ found: false, code: "NOPE" });
  });

  it("releases what a failed payment held", async () => {
    const { db } = database;
    await db.updateTable("coupons").set({ usage_limit: 1 }).where("code", "=", "WELCOME10").execute();
    const [first, second] = await Promise.all([createTestParent(db), createTestParent(db)]);
    await checkout(first.id, "WELCOME10");
    const payment = await db.selectFrom("payments").selectAll().where("user_id", "=", first.id).executeTakeFirstOrThrow();
    await applyGatewayOutcome(
      db,
      gatewayOutcome({ orderId: payment.order_id, status: "failed", code: "05", transaction: `te-${payment.order_id}` }),
      "callback",
    );
    expect(await checkout(second.id, "WELCOME10")).toMatchObject({ kind: "redirect" });
  });
});
