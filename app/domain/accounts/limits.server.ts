import { type RateLimitDecision, createRateLimiter } from "~/lib/rate-limit.server";
import { singleton } from "~/lib/singleton.server";

const MINUTE = 60 * 1000;

/**
 * Rate limits of the account forms. Per address and per account; a burst is stopped within
 * minutes and the hourly ceiling (100 failed sign-ins per account) is never permanent, so an
 * attacker can slow a parent down for an hour at most, never lock them out.
 */
const limiters = singleton("account-limits", () => ({
  signInPerIp: createRateLimiter({ name: "sign-in:ip", limit: 30, windowMs: 10 * MINUTE }),
  failedSignInBurst: createRateLimiter({ name: "sign-in:account-burst", limit: 10, windowMs: 5 * MINUTE }),
  failedSignInHourly: createRateLimiter({ name: "sign-in:account-hour", limit: 100, windowMs: 60 * MINUTE }),
  signUpPerIp: createRateLimiter({ name: "sign-up:ip", limit: 10, windowMs: 60 * MINUTE }),
  forgotPerIp: createRateLimiter({ name: "forgot:ip", limit: 10, windowMs: 60 * MINUTE }),
  forgotPerAccount: createRateLimiter({ name: "forgot:account", limit: 3, windowMs: 60 * MINUTE }),
  resetPerIp: createRateLimiter({ name: "reset:ip", limit: 20, windowMs: 60 * MINUTE }),
}));

export type AccountLimit = keyof typeof limiters;

/** Counts one attempt against the limit; the decision says whether it may go ahead. */
export function hitLimit(limit: AccountLimit, key: string): RateLimitDecision {
  return limiters[limit].hit(key);
}

/** Whether a key is already over a limit, without counting an attempt. */
export function isOverLimit(limit: AccountLimit, key: string): RateLimitDecision {
  return limiters[limit].peek(key);
}
