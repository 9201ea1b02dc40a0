import type { DB } from "~/db.server";
import type { CouponFailure } from "~/domain/coupons/coupons";
import { COUPON_CODE_MAX } from "~/domain/coupons/coupon-limits";
import { allowCouponCheck } from "~/domain/coupons/limits.server";
import type { RequestContext } from "~/infrastructure/auth.server";
import { requestInfoContext } from "~/infrastructure/request-info";
import en from "~/locales/en";
import { ApiError } from "~/infrastructure/api.server";

/** Coupon calls count against the same per-parent and per-address limit as the pages (429 beyond it). */
export async function requireCouponCheck(db: DB, context: RequestContext, userId: string): Promise<void> {
  if (!(await allowCouponCheck(db, { userId, ip: context.get(requestInfoContext).ip }))) {
    throw new ApiError(429, en.subscription.coupon.failures.rate_limited);
  }
}

/** The English reason of a coupon failure, as the spec words it ('Coupon code is required', ...). */
export function couponFailureText(failure: CouponFailure | "covers_everything"): string {
  if (failure === "too_long") return en.subscription.coupon.failures.too_long_other.replace("{{count}}", String(COUPON_CODE_MAX));
  return en.subscription.coupon.failures[failure];
}
