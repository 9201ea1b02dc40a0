import { beforeEach, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../db/seed.ts";
import { createTestParent } from "../../../tests/support/accounts";
import { fakeGateway, gatewayOutcome, startedPayment, subscriptionPayment } from "../../../tests/support/payments";
import { createTestDatabase } from "../../../tests/support/test-database.ts";
import type { ScreeningPrices } from "../autism/offer";
import { startScreeningPayment } from "../autism/payment.server";
import { addChild } from "../children/children.server";
import { validateCouponCode } from "../coupons/coupons.server";
import { NEW_CARD } from "../subscriptions/checkout-choices";
import { findPlan, startCheckout } from "../subscriptions/checkout.server";
import { firstChargeOfTrial } from "../subscriptions/next-charge";
import { subscriptionOverview } from "../subscriptions/overview.server";
import { schedulePlanChange } from "../subscriptions/plan-change.server";
import { runRenewals } from "../subscriptions/renewals.server";
import { findSubscription } from "../subscriptions/subscriptions.server";
import type { PaymentGateway } from "./gateway";
import { refundMarkedPayments } from "./payment-flow.server";
import { applyGatewayOutcome } from "./payments.server";

/**
 * The money guards of ADR 016, each tested the way it can fail: double charges from concurrent
 * or repeated purchases, a trial coupon past its limit, the promised price differing from the
 * charged one.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  // Its races run on separate connections at once on PostgreSQL.
  database = await createTestDatabase({ concurrent: true });
  await seedDatabase(database.db);
});

const NOW = new Date("2026-11-24T10:00:00.000Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const PRICES: ScreeningPrices = { retakes: "paid", firstMinor: 1000, retakeMinor: 1000, currency: "AZN" };

/**
 * A gateway like Epoint: a saved-card charge answers after a moment (so requests overlap), a
 * hosted page gets a new address each time. It records every charge and page.
 */
function slowGateway() {
  const charges: Array<{ orderId: string; amountMinor: number }> = [];
  const pages: string[] = [];
  const refunds: string[] = [];
  let transaction = 0;
  const gateway: PaymentGateway = fakeGateway({
    chargeSavedCard: async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      charges.push({ orderId: request.orderId, amountMinor: request.amount.minor });
      transaction += 1;
      return gatewayOutcome({
        orderId: request.orderId,
        transaction: `te-charge-${transaction}`,
        cardId: request.cardId,
        amountMinor: request.amount.minor,
        currency: request.amount.currency,
      });
    },
    startPayment: async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      pages.push(request.orderId);
      transaction += 1;
      return { redirectUrl: `https://gateway.test/pay/${request.orderId}`, transaction: `te-page-${transaction}`, cardId: null };
    },
    refund: async (request) => {
      refunds.push(request.transaction);
      return gatewayOutcome({ status: "success", transaction: request.transaction, amountMinor: request.amount.minor });
    },
  });
  return { gateway, charges, pages, refunds };
}

async function parentWithCard() {
  const { db } = database;
  const parent = await createTestParent(db);
  const cardId = `card-${parent.id}`;
  await db
    .insertInto("saved_cards")
    .values({
      id: cardId,
      user_id: parent.id,
      gateway_card_id: `ca-${parent.id}`,
      card_mask: "416973******0001",
      card_brand: "VISA",
      is_default: 1,
      last_used_at: null,
      created_at: NOW.toISOString(),
    })
    .execute();
  return { parent, cardId };
}

const checkout = (gateway: PaymentGateway, userId: string, planId: string, method: string, key: string, couponCode: string | null = null, now = NOW) =>
  startCheckout(
    database.db,
    gateway,
    { userId, choice: { planId, method, autoRenew: true, idempotencyKey: key, couponCode }, language: "az", origin: "http://localhost" },
    now,
  );

const subscriptionPayments = (userId: string) =>
  database.db.selectFrom("payments").selectAll().where("user_id", "=", userId).where("purpose", "in", ["subscription", "renewal"]).execute();

describe("buying a plan", () => {
  it("five tabs at once make one charge; buying the plan again charges nothing", async () => {
    const { parent, cardId } = await parentWithCard();
    const { gateway, charges } = slowGateway();
    const first = await Promise.all([1, 2, 3, 4, 5].map((n) => checkout(gateway, parent.id, "yearly", cardId, `tab-${n}`)));
    expect(first.filter((result) => result.kind === "settled")).toHaveLength(1);
    expect(
      first
        .filter((result) => result.kind !== "settled")
        .map((result) => result.kind)
        .toSorted(),
    ).toEqual(first.filter((result) => result.kind !== "settled").map(() => expect.stringMatching(/^(refused|already_subscribed)$/)));
    expect(charges).toHaveLength(1);
    const again = await Promise.all([6, 7, 8, 9, 10].map((n) => checkout(gateway, parent.id, "yearly", cardId, `tab-${n}`)));
    expect(again.map((result) => result.kind)).toEqual(Array(5).fill("already_subscribed"));
    expect(charges).toHaveLength(1);
    expect((await subscriptionPayments(parent.id)).filter((payment) => payment.status === "succeeded")).toHaveLength(1);
    expect(await findSubscription(database.db, parent.id)).toMatchObject({ plan_id: "yearly", status: "active", end_date: "2027-11-24T10:00:00.000Z" });
  });

  it("another plan while one is paid is a plan change: nothing now, the new plan charged when the period ends", async () => {
    const { parent, cardId } = await parentWithCard();
    const { gateway, charges } = slowGateway();
    await checkout(gateway, parent.id, "monthly", cardId, "buy-monthly");
    expect(await checkout(gateway, parent.id, "yearly", cardId, "buy-yearly")).toEqual({ kind: "plan_change" });
    const change = await schedulePlanChange(database.db, parent.id, "yearly", NOW);
    expect(change).toMatchObject({ kind: "scheduled", preview: { startsAt: "2026-12-24T10:00:00.000Z", charge: { amountMinor: 9550 } } });
    expect(charges.map((charge) => charge.amountMinor)).toEqual([1990]);
    expect((await subscriptionOverview(database.db, parent.id, NOW))?.nextCharge).toMatchObject({ amountMinor: 9550, plan: { planId: "yearly" } });
    expect(await runRenewals(database.db, gateway, new Date("2026-12-24T10:01:00.000Z"))).toMatchObject({ charged: 1 });
    expect(charges.map((charge) => charge.amountMinor)).toEqual([1990, 9550]);
    expect(await findSubscription(database.db, parent.id)).toMatchObject({
      plan_id: "yearly",
      billing_period: "yearly",
      price_minor: 9550,
      scheduled_plan_id: null,
      end_date: "2027-12-24T10:01:00.000Z",
    });
  });

  it("a second gateway page paid after the first is refunded, not charged twice", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    // A parent whose earlier subscription ended: a new one is paid at once (no second trial).
    await db
      .insertInto("subscriptions")
      .values({
        id: "ended",
        user_id: parent.id,
        plan_id: "monthly",
        plan_name: "1 Month",
        billing_period: "monthly",
        price_minor: 1990,
        currency: "AZN",
        status: "expired",
        auto_renew: 0,
        start_date: "2026-01-01T00:00:00.000Z",
        end_date: "2026-02-01T00:00:00.000Z",
        created_at: "2026-01-01T00:00:00.000Z",
        updated_at: "2026-02-01T00:00:00.000Z",
      })
      .execute();
    const { gateway, refunds } = slowGateway();
    const pageA = await checkout(gateway, parent.id, "yearly", NEW_CARD, "page-a");
    // The same plan goes back to the page already open; after 30 minutes a new page may start.
    expect(await checkout(gateway, parent.id, "yearly", NEW_CARD, "page-b")).toEqual(pageA);
    const pageB = await checkout(gateway, parent.id, "yearly", NEW_CARD, "page-b2", null, later(31));
    expect(pageB.kind).toBe("redirect");
    const [a, b] = (await subscriptionPayments(parent.id)).toSorted((x, y) => x.created_at.localeCompare(y.created_at));
    if (!a || !b) throw new Error("two payments expected");
    await applyGatewayOutcome(db, gatewayOutcome({ orderId: b.order_id, transaction: b.gateway_transaction, amountMinor: 9550 }), "callback", later(32));
    await applyGatewayOutcome(db, gatewayOutcome({ orderId: a.order_id, transaction: a.gateway_transaction, amountMinor: 9550 }), "callback", later(33));
    const paidTwice = await db.selectFrom("payments").selectAll().where("id", "=", a.id).executeTakeFirstOrThrow();
    expect(paidTwice).toMatchObject({ status: "succeeded", refund_reason: "already_subscribed" });
    expect(await refundMarkedPayments(db, gateway, later(34))).toBe(1);
    expect(refunds).toEqual([a.gateway_transaction]);
    expect((await db.selectFrom("payments").select("status").where("id", "=", a.id).executeTakeFirstOrThrow()).status).toBe("refunded");
    expect(await findSubscription(db, parent.id)).toMatchObject({ end_date: "2027-11-24T10:32:00.000Z" });
  });
});

describe("buying a screening", () => {
  it("five simultaneous purchases for one child make one payment and one open screening", async () => {
    const { parent, cardId } = await parentWithCard();
    const child = await addChild(database.db, parent.id, { firstName: "Leyla", lastName: "Məmmədova", birthDate: "2024-05-10" }, NOW);
    const { gateway, charges } = slowGateway();
    const pay = (key: string, method: string) =>
      startScreeningPayment(
        database.db,
        gateway,
        {
          userId: parent.id,
          childId: child.id,
          method,
          idempotencyKey: key,
          language: "az",
          origin: "http://localhost",
          prices: PRICES,
          healthConsentAt: NOW.toISOString(),
        },
        NOW,
      );
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => pay(`screen-${n}`, cardId)));
    expect(results.filter((result) => result.kind === "settled")).toHaveLength(1);
    expect(charges).toHaveLength(1);
    const screenings = await database.db.selectFrom("autism_screenings").select(["status"]).where("child_id", "=", child.id).execute();
    expect(screenings.map((screening) => screening.status)).toEqual(["in_progress"]);
    // Once it is paid, every further purchase continues it.
    expect((await pay("screen-6", cardId)).kind).toBe("continue");
    expect(charges).toHaveLength(1);
  });

  it("on the gateway's page, the open page is offered again; a failed payment makes room for a new one", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const child = await addChild(db, parent.id, { firstName: "Leyla", lastName: "Məmmədova", birthDate: "2024-05-10" }, NOW);
    const { gateway, pages } = slowGateway();
    const pay = (key: string) =>
      startScreeningPayment(
        db,
        gateway,
        {
          userId: parent.id,
          childId: child.id,
          method: NEW_CARD,
          idempotencyKey: key,
          language: "az",
          origin: "http://localhost",
          prices: PRICES,
          healthConsentAt: NOW.toISOString(),
        },
        NOW,
      );
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => pay(`page-${n}`)));
    expect(pages).toHaveLength(1);
    // The others go to the same page, or (while the gateway is still answering the first) are told a payment is in progress.
    for (const result of results) {
      expect([
        { kind: "redirect", url: `https://gateway.test/pay/${pages[0]}` },
        { kind: "refused", message: "autism.paymentInFlight" },
      ]).toContainEqual(result);
    }
    const payment = await db.selectFrom("payments").selectAll().where("user_id", "=", parent.id).executeTakeFirstOrThrow();
    await applyGatewayOutcome(
      db,
      gatewayOutcome({ orderId: payment.order_id, status: "failed", code: "05", transaction: payment.gateway_transaction }),
      "callback",
      NOW,
    );
    expect((await db.selectFrom("autism_screenings").select("status").executeTakeFirstOrThrow()).status).toBe("abandoned");
    expect((await pay("page-6")).kind).toBe("redirect");
    expect(pages).toHaveLength(2);
    const open = await db.selectFrom("autism_screenings").select("status").where("status", "in", ["awaiting_payment", "in_progress"]).execute();
    expect(open).toHaveLength(1);
  });
});

async function limitedCoupon(limit: number) {
  await database.db
    .insertInto("coupons")
    .values({ id: "once", code: "ONCE", kind: "percent", percent_off: 10, usage_limit: limit, current_usage: 0, created_at: NOW.toISOString() })
    .execute();
}

/** A new parent whose trial of the six-month plan started with the coupon (the card saved). */
async function trialWith(coupon: string | null) {
  const { db } = database;
  const parent = await createTestParent(db);
  const gateway = fakeGateway({
    startCardRegistration: async () => ({ redirectUrl: `https://gateway.test/card/${parent.id}`, cardId: `ca-${parent.id}` }),
  });
  const started = await checkout(gateway, parent.id, "six-months", NEW_CARD, `trial-${parent.id}`, coupon);
  if (started.kind !== "redirect") return { parent, started };
  await applyGatewayOutcome(
    db,
    gatewayOutcome({ transaction: null, cardId: `ca-${parent.id}`, cardMask: "416973******0001", amountMinor: 0 }),
    "callback",
    NOW,
  );
  return { parent, started };
}

describe("a coupon carried by a trial", () => {
  it("holds one use of a limited coupon from the trial's start; released when the trial ends without a charge", async () => {
    await limitedCoupon(1);
    const first = await trialWith("ONCE");
    expect(first.started.kind).toBe("redirect");
    expect(await findSubscription(database.db, first.parent.id)).toMatchObject({
      status: "trial",
      next_charge_coupon_code: "ONCE",
      next_charge_discount_minor: 714,
    });
    const others = await Promise.all([trialWith("ONCE"), trialWith("ONCE"), trialWith("ONCE")]);
    for (const other of others) {
      expect(other.started).toEqual({
        kind: "refused",
        message: "subscription.coupon.noLongerValid",
        values: { reason: "subscription.coupon.failures.usage_limit_reached" },
      });
    }
    const purchase = { amountMinor: 7140, currency: "AZN", planId: "six-months" };
    expect(await validateCouponCode(database.db, "ONCE", purchase, NOW)).toMatchObject({ isValid: false, failure: "usage_limit_reached" });
    await database.db.updateTable("subscriptions").set({ status: "cancelled" }).where("user_id", "=", first.parent.id).execute();
    expect(await validateCouponCode(database.db, "ONCE", purchase, NOW)).toMatchObject({ isValid: true, discountMinor: 714 });
  });

  it("the checkout's promise, the subscription tab, the reminder and the charge are one number", async () => {
    const { db } = database;
    const { parent } = await trialWith("WELCOME10");
    const plan = await findPlan(db, "six-months");
    if (!plan) throw new Error("the seeded six-month plan");
    const promised = firstChargeOfTrial(plan, "2026-12-01T10:00:00.000Z", { code: "WELCOME10", discountMinor: 714 });
    expect(promised.amountMinor).toBe(6426);
    expect((await subscriptionOverview(db, parent.id, NOW))?.nextCharge?.amountMinor).toBe(6426);
    const charges: number[] = [];
    const gateway = fakeGateway({
      chargeSavedCard: async (request) => {
        charges.push(request.amount.minor);
        return gatewayOutcome({ orderId: request.orderId, transaction: "te-first", amountMinor: request.amount.minor });
      },
    });
    await runRenewals(db, gateway, new Date("2026-11-28T11:00:00.000Z"));
    const reminder = await db.selectFrom("mail_outbox").select("body").where("user_id", "=", parent.id).executeTakeFirstOrThrow();
    expect(reminder.body).toContain("64,26");
    await runRenewals(db, gateway, new Date("2026-12-01T10:05:00.000Z"));
    expect(charges).toEqual([6426]);
    expect((await db.selectFrom("coupons").select("current_usage").where("code", "=", "WELCOME10").executeTakeFirstOrThrow()).current_usage).toBe(1);
  });

  it("a coupon no longer valid at the first charge: the parent is told by mail, then the full price is charged", async () => {
    const { db } = database;
    const { parent } = await trialWith("WELCOME10");
    await db.updateTable("coupons").set({ is_active: 0 }).where("code", "=", "WELCOME10").execute();
    const charges: number[] = [];
    const gateway = fakeGateway({
      chargeSavedCard: async (request) => {
        const mails = await db.selectFrom("mail_outbox").select("subject").where("user_id", "=", parent.id).execute();
        expect(mails.map((mail) => mail.subject)).toContain("Balaca promo kodunuz artıq etibarlı deyil");
        charges.push(request.amount.minor);
        return gatewayOutcome({ orderId: request.orderId, transaction: "te-full", amountMinor: request.amount.minor });
      },
    });
    await runRenewals(db, gateway, new Date("2026-12-01T10:05:00.000Z"));
    expect(charges).toEqual([7140]);
  });
});

describe("a payment's status moves forward only, with several connections", () => {
  it("answers about one payment arriving together are applied one after another: one success, the rest ignored", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const { payment } = await startedPayment(
      db,
      subscriptionPayment(parent.id, { planId: "monthly", amount: { minor: 1990, currency: "AZN" }, originalMinor: 1990 }),
      NOW,
    );
    // The callback, a status answer and the gateway's retries, about the payment's transaction.
    const answers = [1, 2, 3, 4, 5].map(() => gatewayOutcome({ orderId: payment.order_id, transaction: "te-1", amountMinor: 1990 }));
    const results = await Promise.all(answers.map((answer, n) => applyGatewayOutcome(db, answer, n % 2 === 0 ? "callback" : "status", NOW)));
    expect(results.toSorted()).toEqual(["applied", "duplicate", "duplicate", "duplicate", "duplicate"]);
    expect(await db.selectFrom("subscriptions").select(["plan_id", "status"]).where("user_id", "=", parent.id).execute()).toEqual([
      { plan_id: "monthly", status: "active" },
    ]);
    expect(await db.selectFrom("payments").select("status").where("id", "=", payment.id).executeTakeFirstOrThrow()).toEqual({ status: "succeeded" });
  });

  it("a failure and a success at the same moment leave the payment succeeded and its subscription active", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const { payment } = await startedPayment(
      db,
      subscriptionPayment(parent.id, { planId: "monthly", amount: { minor: 1990, currency: "AZN" }, originalMinor: 1990 }),
      NOW,
    );
    await Promise.all([
      applyGatewayOutcome(db, gatewayOutcome({ orderId: payment.order_id, transaction: "te-1", amountMinor: 1990 }), "callback", NOW),
      applyGatewayOutcome(
        db,
        gatewayOutcome({ orderId: payment.order_id, transaction: "te-1", status: "failed", code: "05", message: "Declined" }),
        "status",
        NOW,
      ),
    ]);
    expect(await db.selectFrom("payments").select("status").where("id", "=", payment.id).executeTakeFirstOrThrow()).toEqual({ status: "succeeded" });
    expect(await findSubscription(db, parent.id)).toMatchObject({ plan_id: "monthly", status: "active" });
  });
});
