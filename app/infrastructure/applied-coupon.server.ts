import { createCookie } from "react-router";
import type { DB } from "~/db.server";
import type { CouponFailure } from "~/domain/coupons/coupons";
import { normaliseCouponCode } from "~/domain/coupons/coupons";
import { allowCouponCheck } from "~/domain/coupons/limits.server";
import { APPLIED_COUPON_MINUTES, type AppliedCoupon, type CouponPost, appliedCouponFrom, applyCoupon } from "~/domain/subscriptions/applied-coupon.server";
import { getEnv } from "~/env.server";
import { getSessionSecrets } from "./secrets.server";
import { singleton } from "./singleton.server";
import { redirectWithToast } from "./toast.server";

/** The applied coupon's signed cookie, kept for as long as its validation holds. */
function appliedCouponCookie() {
  return singleton("applied-coupon-cookie", () =>
    createCookie("applied_coupon", {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: getEnv().COOKIE_SECURE,
      secrets: getSessionSecrets(),
      maxAge: APPLIED_COUPON_MINUTES * 60,
    }),
  );
}

/** The applied coupon, or null when there is none, it is unreadable, or older than 10 minutes. */
export async function readAppliedCoupon(request: Request, now: Date = new Date()): Promise<AppliedCoupon | null> {
  return appliedCouponFrom(await appliedCouponCookie().parse(request.headers.get("Cookie")), now);
}

/** The Set-Cookie value that keeps this applied coupon. */
export function rememberAppliedCoupon(applied: AppliedCoupon): Promise<string> {
  return appliedCouponCookie().serialize(applied);
}

export function forgetAppliedCoupon(): Promise<string> {
  return appliedCouponCookie().serialize("", { maxAge: 0 });
}

export type CouponIntentOutcome = Response | { couponError: { code: string; failure: CouponFailure | "covers_everything" } };

/**
 * The coupon box's two posts, shared by the plans page and the checkout: "apply-coupon"
 * (rate-limited per parent and address, validated for every plan, kept for 10 minutes) and
 * "remove-coupon", each parsed by the page's form (ApplyCouponSchema, RemoveCouponSchema).
 */
export async function handleCouponIntent(
  db: DB,
  request: Request,
  post: CouponPost,
  input: { userId: string | null; ip: string; backTo: string },
): Promise<CouponIntentOutcome> {
  if (post.intent === "remove-coupon") {
    return redirectWithToast(
      request,
      input.backTo,
      { kind: "success", message: "subscription.coupon.removedToast" },
      { headers: { "Set-Cookie": await forgetAppliedCoupon() } },
    );
  }
  const typed = post.code;
  if (!(await allowCouponCheck(db, { userId: input.userId, ip: input.ip })))
    return { couponError: { code: normaliseCouponCode(typed), failure: "rate_limited" } };
  const result = await applyCoupon(db, typed);
  if (!result.ok) return { couponError: { code: result.code, failure: result.failure } };
  return redirectWithToast(
    request,
    input.backTo,
    { kind: "success", message: "subscription.coupon.appliedToast", values: { code: result.applied.code } },
    { headers: { "Set-Cookie": await rememberAppliedCoupon(result.applied) } },
  );
}
