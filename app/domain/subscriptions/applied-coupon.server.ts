import { z } from "zod";
import type { DB } from "~/db.server";
import type { CouponFailure } from "~/domain/coupons/coupons";
import { normaliseCouponCode } from "~/domain/coupons/coupons";
import { COUPON_CODE_MAX } from "~/domain/coupons/coupon-limits";
import { isOneLineText } from "~/lib/plain-text";
import { validationMessage } from "~/lib/validation";
import { type CheckoutCoupon, couponForPlan } from "./checkout.server";
import type { Plan } from "./plans";
import { listActivePlans } from "./plans.server";

/**
 * The coupon a parent applied on the plans page or at checkout (the spec's applied_coupon_code
 * and coupon_validation_data): its code and, per plan, the amounts it was validated with. It
 * lives in a signed cookie for 10 minutes (app/infrastructure/applied-coupon.server.ts); before a payment
 * it is validated again against the stored original amount, and it is forgotten once a payment
 * starts.
 */
export const APPLIED_COUPON_MINUTES = 10;

interface CouponValidation {
  originalMinor: number;
  discountMinor: number;
  finalMinor: number;
}

export interface AppliedCoupon {
  code: string;
  validatedAt: string;
  /** The plans it applies to, with the amounts of its validation. */
  plans: Record<string, CouponValidation>;
}

function isValidation(value: unknown): value is CouponValidation {
  if (typeof value !== "object" || value === null) return false;
  const { originalMinor, discountMinor, finalMinor } = value as Record<string, unknown>;
  return [originalMinor, discountMinor, finalMinor].every((amount) => Number.isSafeInteger(amount));
}

/** The applied coupon a browser kept, or null when it is unreadable or older than 10 minutes. */
export function appliedCouponFrom(value: unknown, now: Date = new Date()): AppliedCoupon | null {
  if (typeof value !== "object" || value === null) return null;
  const { code, validatedAt, plans } = value as Record<string, unknown>;
  if (typeof code !== "string" || typeof validatedAt !== "string" || typeof plans !== "object" || plans === null) return null;
  const age = now.getTime() - Date.parse(validatedAt);
  if (!(age >= 0 && age <= APPLIED_COUPON_MINUTES * 60_000)) return null;
  const validPlans = Object.fromEntries(Object.entries(plans).filter(([, validation]) => isValidation(validation))) as Record<string, CouponValidation>;
  return { code: normaliseCouponCode(code), validatedAt, plans: validPlans };
}

export type ApplyCouponResult = { ok: true; applied: AppliedCoupon } | { ok: false; code: string; failure: CouponFailure | "covers_everything" };

/**
 * Applies a typed code: validated on the server for every active plan (a plan with a trial
 * may take a full discount, its first charge comes later). It is kept when at least one plan
 * takes it; otherwise the first plan's reason is the answer.
 */
export async function applyCoupon(db: DB, typed: string, now: Date = new Date()): Promise<ApplyCouponResult> {
  const code = normaliseCouponCode(typed);
  if (!code) return { ok: false, code, failure: "required" };
  if (code.length > COUPON_CODE_MAX) return { ok: false, code, failure: "too_long" };
  if (!isOneLineText(code)) return { ok: false, code, failure: "characters" };
  const plans = await listActivePlans(db);
  const checks: Array<[Plan, CheckoutCoupon]> = [];
  for (const plan of plans) checks.push([plan, await couponForPlan(db, code, plan, plan.trialDays > 0, now)]);
  const valid = checks.filter((entry): entry is [Plan, Extract<CheckoutCoupon, { valid: true }>] => entry[1].valid);
  if (valid.length === 0) {
    const first = checks[0]?.[1];
    return { ok: false, code, failure: first && !first.valid ? first.failure : "invalid" };
  }
  const applied: AppliedCoupon = {
    code,
    validatedAt: now.toISOString(),
    plans: Object.fromEntries(
      valid.map(([plan, check]) => [plan.planId, { originalMinor: plan.priceMinor, discountMinor: check.discountMinor, finalMinor: check.finalMinor }]),
    ),
  };
  return { ok: true, applied };
}

/**
 * The coupon to pay with for a plan, checked before the payment: none applied; validation data
 * missing (none for this plan, or its original amount is not the plan's price now: reapply);
 * or the code with its stored validation (startCheckout validates it again, in the payment's
 * transaction, and says "no longer valid" with the reason).
 */
export function couponToPayWith(applied: AppliedCoupon | null, plan: Plan): { kind: "none" } | { kind: "missing_validation" } | { kind: "code"; code: string } {
  if (!applied) return { kind: "none" };
  const validation = applied.plans[plan.planId];
  if (!validation || validation.originalMinor !== plan.priceMinor) return { kind: "missing_validation" };
  return { kind: "code", code: applied.code };
}

/** The coupon box's two posts, for the forms of the plans page and the checkout (an empty code is refused as "required"). */
export const ApplyCouponSchema = z.object({ intent: z.literal("apply-coupon"), code: z.string().default("") });
export const RemoveCouponSchema = z.object({ intent: z.literal("remove-coupon") });
export type CouponPost = z.output<typeof ApplyCouponSchema> | z.output<typeof RemoveCouponSchema>;

/** A refused coupon as the message of the box's `code` field: a translation key, with the code's length limit as its count. */
export function couponFailureMessage(failure: CouponFailure | "covers_everything"): string {
  return validationMessage(`subscription.coupon.failures.${failure}`, COUPON_CODE_MAX);
}
