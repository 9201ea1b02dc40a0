import { createHash } from "node:crypto";
import type { DB } from "~/db.server";
import { log } from "./log.server";

/**
 * A rate limiter counted in the database, so that every app process behind a load balancer
 * shares one count (ADR 019): at most `limit` hits per key in each fixed window of
 * `windowMs`. A refused hit is not counted, so a refusal never extends itself. The count is one
 * upsert (`insert … on conflict … do update … where count < limit returning count`), which
 * SQLite and PostgreSQL both run atomically. Keys are kept as SHA-256 hashes: they are
 * addresses and accounts. Old windows are deleted by `purgeRateLimitHits` (the hourly purge).
 */
export interface RateLimitRule {
  /** Names the rule in logs and rows, e.g. "contact:ip". */
  name: string;
  limit: number;
  windowMs: number;
}

export type RateLimitDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  readonly rule: RateLimitRule;
  /** Counts one hit for the key, unless the window is already full. */
  hit(db: DB, key: string, now?: number): Promise<RateLimitDecision>;
  /** The decision `hit` would give, without counting a hit. */
  peek(db: DB, key: string, now?: number): Promise<RateLimitDecision>;
  /**
   * Gives back a hit counted at `now` (pass the same `now` as to `hit`), for a limit that
   * counts an attempt before knowing whether it will count against the key (a sign-in that
   * turns out right).
   */
  release(db: DB, key: string, now: number): Promise<void>;
}

function keyHash(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

function refusal(windowEnd: number, now: number): RateLimitDecision {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) };
}

export function createRateLimiter(rule: RateLimitRule): RateLimiter {
  function windowOf(now: number) {
    const start = Math.floor(now / rule.windowMs) * rule.windowMs;
    return { start: new Date(start).toISOString(), end: start + rule.windowMs };
  }

  return {
    rule,
    async hit(db, key, now = Date.now()) {
      const window = windowOf(now);
      const counted = await db
        .insertInto("rate_limit_hits")
        .values({ bucket: rule.name, key_hash: keyHash(key), window_start: window.start, count: 1, expires_at: new Date(window.end).toISOString() })
        .onConflict((oc) =>
          oc
            .columns(["bucket", "key_hash", "window_start"])
            .doUpdateSet((eb) => ({ count: eb(eb.ref("rate_limit_hits.count"), "+", 1) }))
            .where("rate_limit_hits.count", "<", rule.limit),
        )
        .returning("count")
        .executeTakeFirst();
      if (!counted || counted.count > rule.limit) {
        // The rule, never the key: keys are addresses and accounts.
        log.warn("rate limit reached", { rule: rule.name });
        return refusal(window.end, now);
      }
      return { allowed: true, remaining: rule.limit - counted.count };
    },
    async peek(db, key, now = Date.now()) {
      const window = windowOf(now);
      const row = await db
        .selectFrom("rate_limit_hits")
        .select("count")
        .where("bucket", "=", rule.name)
        .where("key_hash", "=", keyHash(key))
        .where("window_start", "=", window.start)
        .executeTakeFirst();
      const count = row?.count ?? 0;
      if (count >= rule.limit) return refusal(window.end, now);
      return { allowed: true, remaining: rule.limit - count };
    },
    async release(db, key, now) {
      await db
        .updateTable("rate_limit_hits")
        .set((eb) => ({ count: eb(eb.ref("count"), "-", 1) }))
        .where("bucket", "=", rule.name)
        .where("key_hash", "=", keyHash(key))
        .where("window_start", "=", windowOf(now).start)
        .where("count", ">", 0)
        .execute();
    },
  };
}

/** Deletes the counts of windows that have ended; returns how many rows went. */
export async function purgeRateLimitHits(db: DB, now: Date = new Date()): Promise<number> {
  const result = await db.deleteFrom("rate_limit_hits").where("expires_at", "<=", now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
