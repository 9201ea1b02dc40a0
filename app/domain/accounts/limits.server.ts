import type { DB } from "~/db.server";
import { type RateLimitDecision, createRateLimiter } from "~/infrastructure/rate-limit.server";
import { singleton } from "~/infrastructure/singleton.server";

const MINUTE = 60 * 1000;

/**
 * Rate limits of the account forms (ADR 009 and its amendment). Failed sign-ins count per
 * account *and* address: a burst from one address stops that address only, so nobody can
 * lock a parent out from elsewhere. Failures against one account from anywhere, past an hourly
 * ceiling, put the account under protection: a password alone no longer signs in, the owner
 * gets a sign-in link by mail instead (a few an hour). Sign-ups count only attempts that
 * passed validation, so typos never lock a family's network out.
 */
const limiters = singleton("account-limits", () => ({
  signInPerIp: createRateLimiter({ name: "sign-in:ip", limit: 30, windowMs: 10 * MINUTE }),
  failedSignInFromAddress: createRateLimiter({ name: "sign-in:account-and-address", limit: 10, windowMs: 5 * MINUTE }),
  failedSignInAccount: createRateLimiter({ name: "sign-in:account", limit: 100, windowMs: 60 * MINUTE }),
  signInLinkPerAccount: createRateLimiter({ name: "sign-in-link:account", limit: 3, windowMs: 60 * MINUTE }),
  signUpPerIp: createRateLimiter({ name: "sign-up:ip", limit: 10, windowMs: 60 * MINUTE }),
  accountExistsMail: createRateLimiter({ name: "sign-up:existing-account", limit: 3, windowMs: 60 * MINUTE }),
  forgotPerIp: createRateLimiter({ name: "forgot:ip", limit: 10, windowMs: 60 * MINUTE }),
  forgotPerAccount: createRateLimiter({ name: "forgot:account", limit: 3, windowMs: 60 * MINUTE }),
  resetPerIp: createRateLimiter({ name: "reset:ip", limit: 20, windowMs: 60 * MINUTE }),
}));

export type AccountLimit = keyof typeof limiters;

/** Counts one attempt against the limit; the decision says whether it may go ahead. */
export function hitLimit(db: DB, limit: AccountLimit, key: string, now?: number): Promise<RateLimitDecision> {
  return limiters[limit].hit(db, key, now);
}

/** Gives back an attempt counted by `hitLimit` at `now` that turned out not to count. */
export function releaseLimit(db: DB, limit: AccountLimit, key: string, now: number): Promise<void> {
  return limiters[limit].release(db, key, now);
}
