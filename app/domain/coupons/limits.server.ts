import type { DB } from "~/db.server";
import { createRateLimiter } from "~/infrastructure/rate-limit.server";
import { singleton } from "~/infrastructure/singleton.server";

const MINUTE = 60 * 1000;

/**
 * Coupon checks are limited per parent and per address, so codes cannot be guessed by
 * trying many: 30 checks in 10 minutes for a parent, 60 for an address (a shared family or
 * school connection). Paying is not limited here; it re-checks its coupon anyway.
 */
const limiters = singleton("coupon-limits", () => ({
  perParent: createRateLimiter({ name: "coupon:parent", limit: 30, windowMs: 10 * MINUTE }),
  perAddress: createRateLimiter({ name: "coupon:ip", limit: 60, windowMs: 10 * MINUTE }),
}));

/** Counts one coupon check; false when this parent or address has checked too many. */
export async function allowCouponCheck(db: DB, who: { userId: string | null; ip: string }): Promise<boolean> {
  const byAddress = await limiters.perAddress.hit(db, who.ip);
  const byParent = who.userId ? await limiters.perParent.hit(db, who.userId) : { allowed: true };
  return byAddress.allowed && byParent.allowed;
}
