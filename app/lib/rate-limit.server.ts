import { log } from "./log.server";

/**
 * An in-process rate limiter: at most `limit` hits per key in any `windowMs`, counted with
 * a sliding log of hit times. One process serves the product (see ADR 002), so memory is
 * the right place; limits reset on restart, which errs on the side of the parent.
 */
export interface RateLimitRule {
  /** Names the rule in logs and keys, e.g. "contact:ip". */
  name: string;
  limit: number;
  windowMs: number;
}

export type RateLimitDecision =
  | { allowed: true; remaining: number }
  | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  hit(key: string, now?: number): RateLimitDecision;
  /** The decision `hit` would give, without counting a hit. */
  peek(key: string, now?: number): RateLimitDecision;
  reset(): void;
}

const MAX_TRACKED_KEYS = 50_000;

export function createRateLimiter(rule: RateLimitRule): RateLimiter {
  const hits = new Map<string, number[]>();

  function prune(now: number) {
    for (const [key, times] of hits) {
      const fresh = times.filter((t) => now - t < rule.windowMs);
      if (fresh.length === 0) hits.delete(key);
      else hits.set(key, fresh);
    }
  }

  return {
    hit(key, now = Date.now()) {
      if (hits.size > MAX_TRACKED_KEYS) prune(now);
      const recent = (hits.get(key) ?? []).filter((t) => now - t < rule.windowMs);
      if (recent.length >= rule.limit) {
        hits.set(key, recent);
        const oldest = recent[0] ?? now;
        // The rule, never the key: keys are addresses and accounts.
        log.warn("rate limit reached", { rule: rule.name });
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + rule.windowMs - now) / 1000)) };
      }
      recent.push(now);
      hits.set(key, recent);
      return { allowed: true, remaining: rule.limit - recent.length };
    },
    peek(key, now = Date.now()) {
      const recent = (hits.get(key) ?? []).filter((t) => now - t < rule.windowMs);
      if (recent.length >= rule.limit) {
        const oldest = recent[0] ?? now;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + rule.windowMs - now) / 1000)) };
      }
      return { allowed: true, remaining: rule.limit - recent.length };
    },
    reset() {
      hits.clear();
    },
  };
}
