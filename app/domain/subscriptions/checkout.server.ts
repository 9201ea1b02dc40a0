import type { DB } from "~/db.server";
import { GatewayError, type PaymentGateway } from "~/domain/payments/gateway";
import {
  applyGatewayOutcome,
  createPayment,
  discardUnstartedPayment,
  findPaymentByOrder,
  markCancelled,
  recordGatewayStart,
} from "~/domain/payments/payments.server";
import { COUPON_CODE_MAX } from "~/domain/coupons/coupon-limits";
import type { CouponFailure } from "~/domain/coupons/coupons";
import { validateCouponCode } from "~/domain/coupons/coupons.server";
import type { Language } from "~/lib/i18n-config";
import { log } from "~/lib/log.server";
import { money } from "~/lib/money";
import { validationMessage } from "~/lib/validation";
import { type Plan, planFromRow } from "./plans";
import { NEW_CARD } from "./checkout-choices";
import { findSubscription } from "./subscriptions.server";


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
  | { code: string; valid: true; discountMinor: number; finalMinor: number }
  | { code: string; valid: false; failure: CouponFailure | "covers_everything" };

/**
 * A coupon for this plan: its discount, or why it cannot be used. A coupon that would make a
 * payment free is refused here (a card payment needs an amount); with a free trial the
 * discount waits for the first charge, where a full discount is allowed.
 */
export async function couponForPlan(db: DB, code: string, plan: Plan, trial: boolean, now: Date = new Date()): Promise<CheckoutCoupon> {
  const check = await validateCouponCode(db, code, { amountMinor: plan.priceMinor, currency: plan.currency, planId: plan.planId }, now);
  if (!check.isValid) return { code: check.code, valid: false, failure: check.failure };
  if (check.finalMinor === 0 && !trial) return { code: check.code, valid: false, failure: "covers_everything" };
  return { code: check.code, valid: true, discountMinor: check.discountMinor, finalMinor: check.finalMinor };
}

export type CheckoutResult =
  | { kind: "redirect"; url: string }
  | { kind: "settled"; orderId: string }
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

export function returnUrls(origin: string, orderId: string): { successUrl: string; errorUrl: string } {
  const url = (outcome: string) => new URL(`/payments/return?order=${encodeURIComponent(orderId)}&payment=${outcome}`, origin).toString();
  return { successUrl: url("completed"), errorUrl: url("cancelled") };
}

/**
 * Starts paying for a plan. The amount is the plan's price, read here; nothing the browser
 * sends changes it. A new card goes to the gateway's page (a trial only saves it); a saved
 * card is charged at once. A double submit (same idempotency key) goes back to the page the
 * first one opened.
 */
export async function startCheckout(
  db: DB,
  gateway: PaymentGateway,
  input: { userId: string; choice: CheckoutChoice; language: Language; origin: string },
): Promise<CheckoutResult> {
  const { userId, choice } = input;
  const plan = await findPlan(db, choice.planId);
  if (!plan) return { kind: "refused", message: "subscription.planNotFound" };
  const savedCard =
    choice.method === NEW_CARD
      ? null
      : await db.selectFrom("saved_cards").selectAll().where("id", "=", choice.method).where("user_id", "=", userId).executeTakeFirst();
  if (choice.method !== NEW_CARD && !savedCard) return { kind: "refused", message: "subscription.chooseMethod" };
  const trialDays = savedCard ? 0 : await trialDaysFor(db, userId, plan);
  const kind = savedCard ? "saved_card" : trialDays > 0 ? "card_registration" : choice.autoRenew ? "pay_and_save_card" : "pay";
  const coupon = choice.couponCode ? await couponForPlan(db, choice.couponCode, plan, kind === "card_registration") : null;
  if (coupon && !coupon.valid) {
    // The too-long message names the limit (as a validation message's count).
    const key = `subscription.coupon.failures.${coupon.failure}`;
    return { kind: "refused", message: coupon.failure === "too_long" ? validationMessage(key, COUPON_CODE_MAX) : key };
  }
  const discountMinor = coupon?.valid ? coupon.discountMinor : 0;
  const amount = money(kind === "card_registration" ? 0 : plan.priceMinor - discountMinor, plan.currency);
  const { payment, created } = await createPayment(db, {
    userId,
    idempotencyKey: choice.idempotencyKey,
    purpose: "subscription",
    kind,
    planId: plan.planId,
    subscriptionId: null,
    amount,
    originalMinor: plan.priceMinor,
    discountMinor,
    couponCode: coupon?.valid ? coupon.code : null,
    // A trial renews into the plan: its whole point is the first charge at its end.
    autoRenew: kind === "card_registration" ? true : choice.autoRenew,
  });
  if (!created) {
    if (payment.status === "pending" && payment.gateway_redirect_url) return { kind: "redirect", url: payment.gateway_redirect_url };
    return { kind: "settled", orderId: payment.order_id };
  }

  const description = `Balaca — ${plan.name}`;
  try {
    if (savedCard) {
      const outcome = await gateway.chargeSavedCard({ cardId: savedCard.gateway_card_id, orderId: payment.order_id, amount, description, language: input.language });
      await recordGatewayStart(db, payment.id, { transaction: outcome.transaction, cardId: savedCard.gateway_card_id, redirectUrl: null });
      await applyGatewayOutcome(db, { ...outcome, orderId: payment.order_id }, "charge");
      if (outcome.status !== "success") {
        return { kind: "refused", message: "subscription.paymentDeclined", values: { code: outcome.code ?? "—" } };
      }
      return { kind: "settled", orderId: payment.order_id };
    }
    const urls = returnUrls(input.origin, payment.order_id);
    if (kind === "card_registration") {
      const registration = await gateway.startCardRegistration({ description, language: input.language, ...urls });
      await recordGatewayStart(db, payment.id, { transaction: null, cardId: registration.cardId, redirectUrl: registration.redirectUrl });
      return { kind: "redirect", url: registration.redirectUrl };
    }
    const started = await gateway.startPayment({ orderId: payment.order_id, amount, description, language: input.language, saveCard: kind === "pay_and_save_card", ...urls });
    await recordGatewayStart(db, payment.id, { transaction: started.transaction, cardId: started.cardId, redirectUrl: started.redirectUrl });
    return { kind: "redirect", url: started.redirectUrl };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.error("payment could not start", { error: error.message, orderId: payment.order_id });
    await discardUnstartedPayment(db, payment.id);
    return { kind: "refused", message: "subscription.gatewayFailed" };
  }
}

export type ReturnDestination =
  | { kind: "success"; orderId: string }
  | { kind: "checkout"; planId: string | null; message: "subscription.paymentCancelled" | "subscription.paymentDeclined"; code: string | null }
  | { kind: "not_found" };

/**
 * The parent is back from the gateway's page. When its callback has not arrived yet, the
 * gateway is asked for the status (the answer is applied like a callback). Then: the success
 * page for a completed or still-verifying payment; the checkout, with the reason, for a
 * declined or abandoned one.
 */
export async function settleReturn(
  db: DB,
  gateway: PaymentGateway,
  input: { userId: string; orderId: string; reported: "completed" | "cancelled" },
): Promise<ReturnDestination> {
  const payment = await findPaymentByOrder(db, input.userId, input.orderId);
  if (!payment) return { kind: "not_found" };
  if (payment.status === "pending" && payment.kind !== "card_registration") {
    try {
      const outcome = await gateway.status(payment.order_id);
      if (outcome.status !== "new") await applyGatewayOutcome(db, { ...outcome, orderId: payment.order_id }, "status");
    } catch (error) {
      log.warn("payment status check failed", { error: error instanceof Error ? error.message : String(error) });
    }
  }
  const now = (await findPaymentByOrder(db, input.userId, input.orderId)) ?? payment;
  if (now.status === "failed") return { kind: "checkout", planId: now.plan_id, message: "subscription.paymentDeclined", code: now.failure_code };
  if (input.reported === "cancelled" && now.status === "pending") {
    await markCancelled(db, now.id);
    return { kind: "checkout", planId: now.plan_id, message: "subscription.paymentCancelled", code: null };
  }
  if (now.status === "cancelled") return { kind: "checkout", planId: now.plan_id, message: "subscription.paymentCancelled", code: null };
  return { kind: "success", orderId: now.order_id };
}
