import { beforeEach, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../db/seed.ts";
import { createTestParent } from "../../../tests/support/accounts";
import { gatewayOutcome, startedPayment, subscriptionPayment } from "../../../tests/support/payments";
import { createTestDatabase } from "../../../tests/support/test-database.ts";
import { deleteUser } from "../accounts/users.server";
import { hasContentAccess, subscriptionStatusView } from "../subscriptions/status";
import { subscriptionRecord } from "../subscriptions/subscriptions.server";
import { applyGatewayOutcome, createPayment } from "./payments.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
});

const NOW = new Date("2026-11-22T10:00:00.000Z");

describe("payments", () => {
  it("are created once per idempotency key", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const first = await createPayment(db, subscriptionPayment(parent.id), NOW);
    const again = await createPayment(db, subscriptionPayment(parent.id), NOW);
    expect(first.created).toBe(true);
    expect(again).toEqual({ payment: first.payment, created: false });
    expect(first.payment.order_id).toMatch(/^BLC-[0-9A-F]{18}$/);
    const other = await createPayment(db, subscriptionPayment(parent.id, { idempotencyKey: "form-2" }), NOW);
    expect(other.payment.order_id).not.toBe(first.payment.order_id);
    expect(await db.selectFrom("payments").selectAll().execute()).toHaveLength(2);
  });

  it("activate the subscription on a verified success, once, whatever arrives after", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const { payment } = await startedPayment(db, subscriptionPayment(parent.id), NOW);
    const success = gatewayOutcome({ orderId: payment.order_id });
    expect(await applyGatewayOutcome(db, success, "callback", NOW)).toBe("applied");
    expect(await applyGatewayOutcome(db, success, "callback", NOW)).toBe("duplicate");
    expect(await applyGatewayOutcome(db, { ...success, status: "failed", code: "05" }, "callback", NOW)).toBe("ignored");

    const stored = await db.selectFrom("payments").selectAll().where("id", "=", payment.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: "succeeded", gateway_transaction: "te-1", failure_code: null });
    const record = await subscriptionRecord(db, parent.id);
    expect(record).toMatchObject({ planId: "six-months", planName: "6 Months", status: "active", endDate: "2027-05-22T10:00:00.000Z" });
    expect(hasContentAccess(subscriptionStatusView(record, NOW), NOW)).toBe(true);
    expect(await db.selectFrom("payment_events").selectAll().execute()).toHaveLength(2);
  });

  it("refuse a success that names another currency or amount", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const { payment } = await startedPayment(db, subscriptionPayment(parent.id), NOW);
    expect(await applyGatewayOutcome(db, gatewayOutcome({ orderId: payment.order_id, currency: "USD" }), "callback", NOW)).toBe("amount_mismatch");
    expect(await applyGatewayOutcome(db, gatewayOutcome({ orderId: payment.order_id, amountMinor: 7139 }), "callback", NOW)).toBe("amount_mismatch");
    expect(await applyGatewayOutcome(db, gatewayOutcome({ orderId: payment.order_id, amountMinor: null }), "callback", NOW)).toBe("amount_mismatch");
    expect(await subscriptionRecord(db, parent.id)).toBeNull();
    expect(await applyGatewayOutcome(db, gatewayOutcome({ orderId: payment.order_id, currency: "AZN" }), "callback", NOW)).toBe("applied");
  });

  it("accept a success after a decline for the same order (the parent tried another card)", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const { payment } = await startedPayment(db, subscriptionPayment(parent.id), NOW);
    expect(await applyGatewayOutcome(db, gatewayOutcome({ orderId: payment.order_id, status: "failed", code: "51" }), "callback", NOW)).toBe("applied");
    expect(await db.selectFrom("payments").select(["status", "failure_code"]).executeTakeFirstOrThrow()).toEqual({ status: "failed", failure_code: "51" });
    expect(await subscriptionRecord(db, parent.id)).toBeNull();
    expect(await applyGatewayOutcome(db, gatewayOutcome({ orderId: payment.order_id }), "callback", NOW)).toBe("applied");
    expect((await subscriptionRecord(db, parent.id))?.status).toBe("active");
  });

  it("refuse a success for another amount than the one asked for, and unknown orders", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const { payment } = await startedPayment(db, subscriptionPayment(parent.id), NOW);
    expect(await applyGatewayOutcome(db, gatewayOutcome({ orderId: payment.order_id, amountMinor: 1 }), "callback", NOW)).toBe("amount_mismatch");
    expect(await applyGatewayOutcome(db, gatewayOutcome({ orderId: "BLC-NOPE" }), "callback", NOW)).toBe("unknown_payment");
    expect((await db.selectFrom("payments").select("status").executeTakeFirstOrThrow()).status).toBe("pending");
    expect(await subscriptionRecord(db, parent.id)).toBeNull();
  });

  it("start a trial when the trial card is saved, with nothing charged", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const { payment } = await createPayment(db, subscriptionPayment(parent.id, { kind: "card_registration", amount: { minor: 0, currency: "AZN" } }), NOW);
    await db.updateTable("payments").set({ gateway_card_id: "ca-1" }).where("id", "=", payment.id).execute();
    const saved = gatewayOutcome({
      orderId: null,
      transaction: null,
      cardId: "ca-1",
      cardMask: "416973******0001",
      cardName: "VISA",
      amountMinor: 0,
      operationCode: "100",
    });
    expect(await applyGatewayOutcome(db, saved, "callback", NOW)).toBe("applied");
    const record = await subscriptionRecord(db, parent.id);
    expect(record).toMatchObject({ status: "trial", trialEndDate: "2026-11-29T10:00:00.000Z", endDate: null });
    expect(subscriptionStatusView(record, NOW)).toMatchObject({ trial_active: true, can_access_content: true, days_until_expiry: 7 });
    const card = await db.selectFrom("saved_cards").selectAll().executeTakeFirstOrThrow();
    expect(card).toMatchObject({ user_id: parent.id, gateway_card_id: "ca-1", card_mask: "416973******0001", is_default: 1 });
    const subscription = await db.selectFrom("subscriptions").select("card_id").executeTakeFirstOrThrow();
    expect(subscription.card_id).toBe(card.id);
  });

  it("mark a refunded payment, and leave with the account", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const { payment } = await startedPayment(db, subscriptionPayment(parent.id), NOW);
    await applyGatewayOutcome(db, gatewayOutcome({ orderId: payment.order_id }), "callback", NOW);
    expect(await applyGatewayOutcome(db, gatewayOutcome({ orderId: payment.order_id, status: "returned" }), "status", NOW)).toBe("applied");
    expect((await db.selectFrom("payments").select("status").executeTakeFirstOrThrow()).status).toBe("refunded");
    await deleteUser(db, parent.id);
    const left = await Promise.all(
      (["payments", "payment_events", "subscriptions", "saved_cards"] as const).map(async (table) => [
        table,
        (await db.selectFrom(table).selectAll().execute()).length,
      ]),
    );
    expect(left).toEqual([
      ["payments", 0],
      ["payment_events", 0],
      ["subscriptions", 0],
      ["saved_cards", 0],
    ]);
  });

  it("count a coupon's use once, when its payment succeeds", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const { payment } = await startedPayment(
      db,
      subscriptionPayment(parent.id, { amount: { minor: 6426, currency: "AZN" }, discountMinor: 714, couponCode: "WELCOME10" }),
      NOW,
    );
    const usage = async () => (await db.selectFrom("coupons").select("current_usage").where("code", "=", "WELCOME10").executeTakeFirstOrThrow()).current_usage;
    expect(await usage()).toBe(0);
    const success = gatewayOutcome({ orderId: payment.order_id, amountMinor: 6426 });
    await applyGatewayOutcome(db, success, "callback", NOW);
    await applyGatewayOutcome(db, success, "status", NOW);
    expect(await usage()).toBe(1);
    expect(await db.selectFrom("coupon_redemptions").select(["user_id", "discount_minor"]).execute()).toEqual([{ user_id: parent.id, discount_minor: 714 }]);
  });
});
