import { beforeEach, describe, expect, it } from "vitest";
import type { OpenDatabase } from "../../../db/database.ts";
import { seedDatabase } from "../../../db/seed.ts";
import { createTestParent } from "../../../tests/support/accounts";
import { fakeGateway, gatewayOutcome, startedPayment, subscriptionPayment } from "../../../tests/support/payments";
import { createTestDatabase } from "../../../tests/support/test-database.ts";
import type { GatewayOutcome } from "./gateway";
import { outcomeFrom } from "./epoint.server";
import { applyCallback } from "./payment-flow.server";
import { applyGatewayOutcome, createPayment } from "./payments.server";

/**
 * What a signed callback may do: only its own payment's transaction moves it, an event about
 * one payment never takes another's place, and a success must name our currency.
 */

let database: OpenDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
});

const NOW = new Date("2026-11-28T10:00:00.000Z");

const statusOf = async (paymentId: string) =>
  (await database.db.selectFrom("payments").select("status").where("id", "=", paymentId).executeTakeFirstOrThrow()).status;
const subscriptionOf = (userId: string) =>
  database.db.selectFrom("subscriptions").select(["plan_id", "status"]).where("user_id", "=", userId).executeTakeFirst();

describe("a signed callback's transaction", () => {
  it("a made-up transaction does not mark a pending order paid", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const { payment } = await startedPayment(db, subscriptionPayment(parent.id), NOW, "te-real");
    expect(await applyGatewayOutcome(db, gatewayOutcome({ orderId: payment.order_id, transaction: "te-made-up" }), "callback", NOW)).toBe(
      "transaction_mismatch",
    );
    expect(await applyGatewayOutcome(db, gatewayOutcome({ orderId: payment.order_id, transaction: null }), "callback", NOW)).toBe("transaction_mismatch");
    expect(await statusOf(payment.id)).toBe("pending");
    expect(await subscriptionOf(parent.id)).toBeUndefined();
    expect(await db.selectFrom("payment_events").selectAll().execute()).toEqual([]);
    // The real one still goes through.
    expect(await applyGatewayOutcome(db, gatewayOutcome({ orderId: payment.order_id, transaction: "te-real" }), "callback", NOW)).toBe("applied");
    expect(await statusOf(payment.id)).toBe("succeeded");
  });

  it("a callback naming order X with order Y's transaction does not drop Y's real callback or status answer", async () => {
    const { db } = database;
    const x = await createTestParent(db);
    const y = await createTestParent(db);
    const paymentX = (await startedPayment(db, subscriptionPayment(x.id), NOW, "te-x")).payment;
    const paymentY = (await startedPayment(db, subscriptionPayment(y.id), NOW, "te-y")).payment;
    expect(await applyGatewayOutcome(db, gatewayOutcome({ orderId: paymentX.order_id, transaction: "te-y" }), "callback", NOW)).toBe("transaction_mismatch");
    expect(await statusOf(paymentX.id)).toBe("pending");
    expect(await applyGatewayOutcome(db, gatewayOutcome({ orderId: paymentY.order_id, transaction: "te-y" }), "callback", NOW)).toBe("applied");
    expect(await statusOf(paymentY.id)).toBe("succeeded");
    expect(await subscriptionOf(y.id)).toEqual({ plan_id: "six-months", status: "active" });
  });

  it("an event's key is its payment's: the same transaction and status about two payments are two events", async () => {
    const { db } = database;
    const x = await createTestParent(db);
    const y = await createTestParent(db);
    // X's transaction was never recorded (its process stopped after the gateway answered).
    const paymentX = (await createPayment(db, subscriptionPayment(x.id), NOW)).payment;
    const paymentY = (await startedPayment(db, subscriptionPayment(y.id), NOW, "te-y")).payment;
    // Whatever names the same transaction and status for X first…
    expect(await applyGatewayOutcome(db, gatewayOutcome({ orderId: paymentX.order_id, transaction: "te-y" }), "status", NOW)).toBe("applied");
    // …Y's own status answer and callback are Y's events, applied once.
    expect(await applyGatewayOutcome(db, gatewayOutcome({ orderId: paymentY.order_id, transaction: "te-y" }), "status", NOW)).toBe("applied");
    expect(await applyGatewayOutcome(db, gatewayOutcome({ orderId: paymentY.order_id, transaction: "te-y" }), "callback", NOW)).toBe("duplicate");
    expect(await statusOf(paymentY.id)).toBe("succeeded");
    expect(await subscriptionOf(y.id)).toEqual({ plan_id: "six-months", status: "active" });
  });

  it("a callback that is the first to name a transaction is confirmed by the gateway's status for the order", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const { payment } = await createPayment(db, subscriptionPayment(parent.id), NOW);
    const asked: string[] = [];
    let answer: GatewayOutcome = gatewayOutcome({ status: "new", transaction: "te-real", amountMinor: null, code: null });
    const gateway = fakeGateway({
      status: async (orderId) => {
        asked.push(orderId);
        return answer;
      },
    });
    // The gateway knows nothing paid yet: the callback's word alone changes nothing.
    expect(await applyCallback(db, gateway, gatewayOutcome({ orderId: payment.order_id, transaction: "te-made-up" }))).toBe("ignored");
    expect(await statusOf(payment.id)).toBe("pending");
    answer = gatewayOutcome({ orderId: payment.order_id, transaction: "te-real" });
    expect(await applyCallback(db, gateway, gatewayOutcome({ orderId: payment.order_id, transaction: "te-real" }))).toBe("applied");
    expect(asked).toEqual([payment.order_id, payment.order_id]);
    expect(await db.selectFrom("payments").select(["status", "gateway_transaction"]).where("id", "=", payment.id).executeTakeFirstOrThrow()).toEqual({
      status: "succeeded",
      gateway_transaction: "te-real",
    });
    // Now recorded, the transaction is what every later event must name.
    expect(await applyGatewayOutcome(db, gatewayOutcome({ orderId: payment.order_id, transaction: "te-made-up", status: "returned" }), "callback", NOW)).toBe(
      "transaction_mismatch",
    );
  });
});

describe("a success's currency", () => {
  it("missing, empty or null is refused like a wrong one; ours is applied", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const { payment } = await startedPayment(db, subscriptionPayment(parent.id), NOW);
    const { currency: _dropped, ...withoutCurrency } = gatewayOutcome({ orderId: payment.order_id });
    expect(await applyGatewayOutcome(db, withoutCurrency, "callback", NOW)).toBe("amount_mismatch");
    expect(await applyGatewayOutcome(db, gatewayOutcome({ orderId: payment.order_id, currency: null }), "callback", NOW)).toBe("amount_mismatch");
    expect(await applyGatewayOutcome(db, gatewayOutcome({ orderId: payment.order_id, currency: "" }), "callback", NOW)).toBe("amount_mismatch");
    // As Epoint's callback reads: an empty or absent currency field names none.
    const fromEpoint = (currency: unknown) => outcomeFrom({ status: "success", order_id: payment.order_id, transaction: "te-1", amount: "71.40", currency });
    for (const currency of [undefined, "", null]) expect(await applyGatewayOutcome(db, fromEpoint(currency), "callback", NOW)).toBe("amount_mismatch");
    expect(await applyGatewayOutcome(db, gatewayOutcome({ orderId: payment.order_id, currency: "USD" }), "callback", NOW)).toBe("amount_mismatch");
    expect(await statusOf(payment.id)).toBe("pending");
    expect(await applyGatewayOutcome(db, fromEpoint("AZN"), "callback", NOW)).toBe("applied");
    expect(await statusOf(payment.id)).toBe("succeeded");
  });
});
