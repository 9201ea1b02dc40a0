import type { CouponRow } from "../../../db/schema.ts";
import { isOneLineText } from "~/lib/plain-text";
import { COUPON_CODE_MAX } from "./coupon-limits";

/**
 * The coupon rules of spec section 5, pure:
 * - the code is trimmed and compared without case, at most 20 characters, never empty, one
 *   line without control characters;
 * - the amount to validate must be greater than 0;
 * - a coupon is active when is_active is set and now is between valid_from and valid_until;
 *   it has uses left when it has no limit or current_usage is below it;
 * - the discount percent is the rounded ratio of discount to original (0 when the original is
 *   0); a percent coupon's discounted price is amount × (1 − percent/100), rounded to the
 *   minor unit; a fixed coupon takes its amount off, never below 0;
 * - a gift coupon takes off what is left of its balance, up to the whole price; an empty
 *   balance counts as a reached usage limit.
 */

export type CouponFailure =
  | "required"
  | "too_long"
  /** A line break or a control character: nothing a person types into a code. */
  | "characters"
  | "amount_required"
  | "invalid"
  | "expired"
  | "not_active"
  | "minimum_not_met"
  | "usage_limit_reached"
  | "not_applicable"
  /** Too many checks from this parent or address in a short time. */
  | "rate_limited";

export type CouponCheck =
  { isValid: true; originalMinor: number; discountMinor: number; finalMinor: number; discountPercent: number } | { isValid: false; failure: CouponFailure };

export function normaliseCouponCode(raw: unknown): string {
  return typeof raw === "string" ? raw.trim().toUpperCase() : "";
}

export function discountPercent(discountMinor: number, originalMinor: number): number {
  return originalMinor === 0 ? 0 : Math.round((discountMinor / originalMinor) * 100);
}

/** The price after the coupon, in minor units. */
export function discountedMinor(coupon: Pick<CouponRow, "kind" | "percent_off" | "amount_off_minor" | "remaining_balance_minor">, amountMinor: number): number {
  if (coupon.kind === "gift") return Math.max(0, amountMinor - Math.max(0, coupon.remaining_balance_minor ?? 0));
  if (coupon.kind === "percent") return Math.round((amountMinor * (100 - Math.min(100, Math.max(0, coupon.percent_off ?? 0)))) / 100);
  return Math.max(0, amountMinor - Math.max(0, coupon.amount_off_minor ?? 0));
}

function applicablePlans(coupon: Pick<CouponRow, "applicable_plan_ids">): string[] | null {
  if (!coupon.applicable_plan_ids) return null;
  try {
    const ids: unknown = JSON.parse(coupon.applicable_plan_ids);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : null;
  } catch {
    return null;
  }
}

/**
 * Why a coupon cannot be used at all right now (whatever is bought), or null: not active (or
 * not yet), expired, or used up (its usage limit, or an empty gift balance).
 */
export function couponUnusableBecause(
  coupon: Pick<CouponRow, "is_active" | "valid_from" | "valid_until" | "usage_limit" | "current_usage" | "kind" | "remaining_balance_minor">,
  now: Date,
): "not_active" | "expired" | "usage_limit_reached" | null {
  const timestamp = now.toISOString();
  if (coupon.is_active !== 1 || (coupon.valid_from !== null && coupon.valid_from > timestamp)) return "not_active";
  if (coupon.valid_until !== null && coupon.valid_until < timestamp) return "expired";
  if (coupon.usage_limit !== null && coupon.current_usage >= coupon.usage_limit) return "usage_limit_reached";
  if (coupon.kind === "gift" && !((coupon.remaining_balance_minor ?? 0) > 0)) return "usage_limit_reached";
  return null;
}

/** Checks a code the parent typed against the coupon found for it (or none) for a plan's price. */
export function checkCoupon(
  code: string,
  coupon: CouponRow | null,
  purchase: { amountMinor: number; currency: string; planId: string | null },
  now: Date,
): CouponCheck {
  const normalised = normaliseCouponCode(code);
  if (!normalised) return { isValid: false, failure: "required" };
  if (normalised.length > COUPON_CODE_MAX) return { isValid: false, failure: "too_long" };
  if (!isOneLineText(normalised)) return { isValid: false, failure: "characters" };
  if (!(purchase.amountMinor > 0)) return { isValid: false, failure: "amount_required" };
  if (!coupon) return { isValid: false, failure: "invalid" };
  const unusable = couponUnusableBecause(coupon, now);
  if (unusable) return { isValid: false, failure: unusable };
  const plans = applicablePlans(coupon);
  if (purchase.planId !== null && (coupon.applicable_to_subscriptions !== 1 || (plans !== null && !plans.includes(purchase.planId)))) {
    return { isValid: false, failure: "not_applicable" };
  }
  if (coupon.kind !== "percent" && coupon.currency !== null && coupon.currency !== purchase.currency) return { isValid: false, failure: "not_applicable" };
  if (purchase.amountMinor < coupon.min_order_minor) return { isValid: false, failure: "minimum_not_met" };
  const finalMinor = discountedMinor(coupon, purchase.amountMinor);
  const discount = purchase.amountMinor - finalMinor;
  return {
    isValid: true,
    originalMinor: purchase.amountMinor,
    discountMinor: discount,
    finalMinor,
    discountPercent: discountPercent(discount, purchase.amountMinor),
  };
}
