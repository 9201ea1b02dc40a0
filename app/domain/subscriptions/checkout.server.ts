import type { DB } from "~/db.server";
import type { PaymentGateway } from "~/domain/payments/gateway";
import { openPayment, paymentsInFlight } from "~/domain/payments/payments.server";
import { sendToGateway } from "~/domain/payments/payment-flow.server";
import type { CouponFailure } from "~/domain/coupons/coupons";
import { validateCouponCode } from "~/domain/coupons/coupons.server";
import { BRAND_NAME } from "~/lib/brand";
import type { Language } from "~/infrastructure/i18n-config";
import { translatorFor } from "~/infrastructure/i18n/translate.server";
import { money } from "~/lib/money";
import { type Plan, planFromRow, planNameIn } from "./plans";
import { NEW_CARD } from "./checkout-choices";
import { findSubscription, paidThrough } from "./subscriptions.server";

export interface CheckoutChoice {
  planId: string;
  method: string;
  autoRenew: boolean;
  idempotencyKey: string;
  /** A coupon code the parent applied; checked again here. */
  couponCode: string | null;
}

/** A coupon applied at checkout, as the page shows it. */
export type CheckoutCoupon =
  { code: string; valid: true; discountMinor: number; finalMinor: number } | { code: string; valid: false; failure: CouponFailure | "covers_everything" };

/**
 * A coupon for this plan: its discount, or why it cannot be used. A coupon that would make a
 * payment free is refused here (a card payment needs an amount); with a free trial the
 * discount waits for the first charge, where a full discount is allowed.
 */
export async function couponForPlan(
  db: DB,
  code: string,
  plan: Plan,
  trial: boolean,
  now: Date = new Date(),
  except: { subscriptionId?: string } = {},
): Promise<CheckoutCoupon> {
  const check = await validateCouponCode(db, code, { amountMinor: plan.priceMinor, currency: plan.currency, planId: plan.planId }, now, except);
  if (!check.isValid) return { code: check.code, valid: false, failure: check.failure };
  if (check.finalMinor === 0 && !trial) return { code: check.code, valid: false, failure: "covers_everything" };
  return { code: check.code, valid: true, discountMinor: check.discountMinor, finalMinor: check.finalMinor };
}

export type CheckoutResult =
  /** The gateway's page for the payment with this order id (a repeat goes back to the open one). */
  | { kind: "redirect"; url: string; orderId: string }
  | { kind: "settled"; orderId: string }
  /** The parent already has this plan, paid for or in its trial: nothing is charged. */
  | { kind: "already_subscribed" }
  /** The parent has another plan, paid for or in its trial: that is a plan change (ADR 016), not a purchase. */
  | { kind: "plan_change" }
  | { kind: "refused"; message: string; values?: Record<string, string> };

/** An active plan with a price, by id. */
export async function findPlan(db: DB, planId: string): Promise<Plan | null> {
  const row = await db
    .selectFrom("subscription_plans")
    .selectAll()
    .where("plan_id", "=", planId)
    .where("is_active", "=", 1)
    .where("price_minor", ">", 0)
    .executeTakeFirst();
  return row ? planFromRow(row) : null;
}

/** A free trial is for a parent who never had a subscription, on a plan that offers one. */
export async function trialDaysFor(db: DB, userId: string, plan: Plan): Promise<number> {
  if (plan.trialDays <= 0) return 0;
  return (await findSubscription(db, userId)) ? 0 : plan.trialDays;
}

type CheckoutRefusal =
  | { kind: "already_subscribed" }
  | { kind: "plan_change" }
  | { kind: "in_flight"; redirectUrl: string | null; orderId: string }
  | { kind: "coupon"; failure: CouponFailure | "covers_everything" };

/**
 * Starts paying for a plan. The amount is the plan's price, read here; nothing the browser
 * sends changes it. A new card goes to the gateway's page (a trial only saves it); a saved
 * card is charged at once. A double submit (same idempotency key) goes back to the page the
 * first one opened. In the payment's transaction (ADR 016): a parent who has this plan paid
 * for (or in its trial) is told so, one who has another plan is sent to the plan change, and
 * while one subscription payment is in flight no other starts (the same plan goes back to
 * its page), so concurrent submits make at most one payment.
 */
export async function startCheckout(
  db: DB,
  gateway: PaymentGateway,
  input: { userId: string; choice: CheckoutChoice; language: Language; origin: string },
  now: Date = new Date(),
): Promise<CheckoutResult> {
  const { userId, choice } = input;
  const plan = await findPlan(db, choice.planId);
  if (!plan) return { kind: "refused", message: "subscription.planNotFound" };
  const savedCard =
    choice.method === NEW_CARD
      ? null
      : await db.selectFrom("saved_cards").selectAll().where("id", "=", choice.method).where("user_id", "=", userId).executeTakeFirst();
  if (choice.method !== NEW_CARD && !savedCard) return { kind: "refused", message: "subscription.chooseMethod" };
  const opened = await openPayment<CheckoutRefusal>(
    db,
    { userId, idempotencyKey: choice.idempotencyKey },
    async (trx) => {
      const current = await findSubscription(trx, userId);
      if (current && paidThrough(current, now)) return { refused: { kind: current.plan_id === plan.planId ? "already_subscribed" : "plan_change" } };
      // A renewal being charged is the same plan being paid for: the purchase waits for it.
      const [inFlight] = await paymentsInFlight(trx, userId, ["subscription", "renewal"], now);
      if (inFlight) {
        const samePlanPage =
          inFlight.purpose === "subscription" && inFlight.plan_id === plan.planId && inFlight.kind !== "saved_card" ? inFlight.gateway_redirect_url : null;
        return { refused: { kind: "in_flight", redirectUrl: samePlanPage, orderId: inFlight.order_id } };
      }
      const trialDays = savedCard ? 0 : current ? 0 : plan.trialDays;
      const kind = savedCard ? "saved_card" : trialDays > 0 ? "card_registration" : choice.autoRenew ? "pay_and_save_card" : "pay";
      // The coupon is checked with the uses and gift balance that other payments and trials
      // hold: two parents racing for a coupon's last use cannot both get it.
      const coupon = choice.couponCode ? await couponForPlan(trx, choice.couponCode, plan, kind === "card_registration", now) : null;
      if (coupon && !coupon.valid) return { refused: { kind: "coupon", failure: coupon.failure } };
      const discountMinor = coupon?.valid ? coupon.discountMinor : 0;
      return {
        draft: {
          purpose: "subscription",
          kind,
          planId: plan.planId,
          subscriptionId: null,
          amount: money(kind === "card_registration" ? 0 : plan.priceMinor - discountMinor, plan.currency),
          originalMinor: plan.priceMinor,
          discountMinor,
          couponCode: coupon?.valid ? coupon.code : null,
          // A trial renews into the plan: its whole point is the first charge at its end.
          autoRenew: kind === "card_registration" ? true : choice.autoRenew,
        },
      };
    },
    now,
  );
  if ("refused" in opened) {
    const refusal = opened.refused;
    if (refusal.kind === "already_subscribed" || refusal.kind === "plan_change") return { kind: refusal.kind };
    if (refusal.kind === "in_flight") {
      return refusal.redirectUrl
        ? { kind: "redirect", url: refusal.redirectUrl, orderId: refusal.orderId }
        : { kind: "refused", message: "subscription.paymentInFlight" };
    }
    // The applied coupon was valid when applied; now it is not (spec: 'Coupon is no longer valid: {reason}').
    return { kind: "refused", message: "subscription.coupon.noLongerValid", values: { reason: `subscription.coupon.failures.${refusal.failure}` } };
  }
  const { payment, created } = opened;
  if (!created) {
    if (payment.status === "pending" && payment.gateway_redirect_url) return { kind: "redirect", url: payment.gateway_redirect_url, orderId: payment.order_id };
    return { kind: "settled", orderId: payment.order_id };
  }

  const sent = await sendToGateway(db, gateway, payment, {
    savedCardGatewayId: savedCard?.gateway_card_id ?? null,
    description: translatorFor(input.language)("subscription.paymentDescription", { brand: BRAND_NAME, plan: planNameIn(plan, input.language) }),
    language: input.language,
    origin: input.origin,
    saveCard: payment.kind === "pay_and_save_card",
    now,
  });
  if (sent.kind === "declined") return { kind: "refused", message: "subscription.paymentDeclined", values: { code: sent.code ?? "—" } };
  if (sent.kind === "unreachable") return { kind: "refused", message: "subscription.gatewayFailed" };
  return sent.kind === "redirect" ? { ...sent, orderId: payment.order_id } : sent;
}
