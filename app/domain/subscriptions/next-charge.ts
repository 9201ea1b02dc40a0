import type { BillingPeriod, SubscriptionRow } from "../../../db/schema.ts";
import type { PlanNames } from "./plans";

/**
 * The plan a charge is for: the subscription's own, or the one it switches to at the period's
 * end (with its translated names, for mails and pages; the subscription's own carries only
 * the name as bought).
 */
export interface ChargedPlan extends PlanNames {
  planId: string;
  billingPeriod: BillingPeriod;
  priceMinor: number;
}

/** The next charge of a subscription: when, for which plan, how much, with which coupon. */
export interface UpcomingCharge {
  dueAt: string;
  plan: ChargedPlan;
  /** What is charged: the plan's price less the discount. */
  amountMinor: number;
  originalMinor: number;
  discountMinor: number;
  couponCode: string | null;
  currency: string;
}

/**
 * The one rule for "what will the next charge be", used by the checkout's promise, the
 * subscription tab, the reminder mail and the renewal job (so they can never disagree):
 * - none unless the subscription is open (active or trial) and renews (auto-renew on, not
 *   cancelled for the period's end);
 * - due at the trial's end, else at the paid period's end;
 * - for the scheduled plan when the parent switched (ADR 016), else the plan as bought;
 * - a coupon carried from the trial discounts it (never below zero); `couponStillValid`
 *   false (checked by the caller when it charges) drops the discount: the full price.
 */
export function upcomingCharge(
  subscription: Pick<
    SubscriptionRow,
    | "status"
    | "auto_renew"
    | "cancel_at_period_end"
    | "trial_end_date"
    | "end_date"
    | "plan_id"
    | "plan_name"
    | "billing_period"
    | "price_minor"
    | "currency"
    | "next_charge_coupon_code"
    | "next_charge_discount_minor"
  >,
  scheduledPlan: ChargedPlan | null,
  couponStillValid = true,
): UpcomingCharge | null {
  if (subscription.status !== "active" && subscription.status !== "trial") return null;
  if (subscription.auto_renew !== 1 || subscription.cancel_at_period_end === 1) return null;
  const dueAt = subscription.status === "trial" ? subscription.trial_end_date : subscription.end_date;
  if (!dueAt) return null;
  const plan: ChargedPlan = scheduledPlan ?? {
    planId: subscription.plan_id,
    name: subscription.plan_name,
    billingPeriod: subscription.billing_period,
    priceMinor: subscription.price_minor,
  };
  const hasCoupon = couponStillValid && subscription.next_charge_coupon_code !== null && subscription.next_charge_discount_minor > 0;
  const discountMinor = hasCoupon ? Math.min(plan.priceMinor, subscription.next_charge_discount_minor) : 0;
  return {
    dueAt,
    plan,
    amountMinor: plan.priceMinor - discountMinor,
    originalMinor: plan.priceMinor,
    discountMinor,
    couponCode: hasCoupon ? subscription.next_charge_coupon_code : null,
    currency: subscription.currency,
  };
}

/**
 * What a trial started now promises for its first charge: the same rule, applied to the trial
 * the checkout is about to start (so the checkout and everything after it say one number).
 */
export function firstChargeOfTrial(
  plan: ChargedPlan & { currency: string },
  trialEnd: string,
  coupon: { code: string; discountMinor: number } | null,
): UpcomingCharge {
  const charge = upcomingCharge(
    {
      status: "trial",
      auto_renew: 1,
      cancel_at_period_end: 0,
      trial_end_date: trialEnd,
      end_date: null,
      plan_id: plan.planId,
      plan_name: plan.name,
      billing_period: plan.billingPeriod,
      price_minor: plan.priceMinor,
      currency: plan.currency,
      next_charge_coupon_code: coupon?.code ?? null,
      next_charge_discount_minor: coupon?.discountMinor ?? 0,
    },
    null,
  );
  if (!charge) throw new Error("a renewing trial always has a first charge");
  return charge;
}
