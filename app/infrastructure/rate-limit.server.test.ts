import { beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-database.ts";
import { createRateLimiter, purgeRateLimitHits } from "./rate-limit.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  database = await createTestDatabase();
});

describe("rate limiter", () => {
  it("allows the limit within the window and refuses the next hit", async () => {
    const { db } = database;
    const limiter = createRateLimiter({ name: "test", limit: 3, windowMs: 60_000 });
    expect(await limiter.hit(db, "ip", 0)).toEqual({ allowed: true, remaining: 2 });
    expect(await limiter.hit(db, "ip", 1_000)).toEqual({ allowed: true, remaining: 1 });
    expect(await limiter.hit(db, "ip", 2_000)).toEqual({ allowed: true, remaining: 0 });
    expect(await limiter.hit(db, "ip", 3_000)).toEqual({ allowed: false, retryAfterSeconds: 57 });
  });

  it("counts each key apart", async () => {
    const { db } = database;
    const limiter = createRateLimiter({ name: "test", limit: 1, windowMs: 60_000 });
    expect((await limiter.hit(db, "a", 0)).allowed).toBe(true);
    expect((await limiter.hit(db, "b", 0)).allowed).toBe(true);
    expect((await limiter.hit(db, "a", 10)).allowed).toBe(false);
  });

  it("forgets hits once they leave the window", async () => {
    const { db } = database;
    const limiter = createRateLimiter({ name: "test", limit: 1, windowMs: 1_000 });
    expect((await limiter.hit(db, "ip", 0)).allowed).toBe(true);
    expect((await limiter.hit(db, "ip", 999)).allowed).toBe(false);
    expect((await limiter.hit(db, "ip", 1_000)).allowed).toBe(true);
  });

  it("counts each rule apart, and a refused hit does not count", async () => {
    const { db } = database;
    const strict = createRateLimiter({ name: "strict", limit: 1, windowMs: 60_000 });
    const loose = createRateLimiter({ name: "loose", limit: 2, windowMs: 60_000 });
    expect((await strict.hit(db, "ip", 0)).allowed).toBe(true);
    expect((await strict.hit(db, "ip", 1)).allowed).toBe(false);
    expect((await strict.hit(db, "ip", 2)).allowed).toBe(false);
    expect(await loose.hit(db, "ip", 3)).toEqual({ allowed: true, remaining: 1 });
    const row = await db.selectFrom("rate_limit_hits").select("count").where("bucket", "=", "strict").executeTakeFirstOrThrow();
    expect(row.count).toBe(1);
  });

  it("peeks without counting", async () => {
    const { db } = database;
    const limiter = createRateLimiter({ name: "test", limit: 2, windowMs: 60_000 });
    expect(await limiter.peek(db, "ip", 0)).toEqual({ allowed: true, remaining: 2 });
    await limiter.hit(db, "ip", 0);
    expect(await limiter.peek(db, "ip", 1)).toEqual({ allowed: true, remaining: 1 });
    await limiter.hit(db, "ip", 2);
    expect(await limiter.peek(db, "ip", 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(await limiter.peek(db, "ip", 60_000)).toEqual({ allowed: true, remaining: 2 });
  });

  it("shares one count between two processes on the same database", async () => {
    const { db } = database;
    const rule = { name: "contact:ip", limit: 5, windowMs: 10 * 60_000 };
    // Two app processes each make their own limiter; the database is what they share.
    const first = createRateLimiter(rule);
    const second = createRateLimiter(rule);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? first : second).hit(db, "203.0.113.7", 1_000 + i)));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
    expect(await first.peek(db, "203.0.113.7", 2_000)).toMatchObject({ allowed: false });
    expect(await second.peek(db, "203.0.113.7", 2_000)).toMatchObject({ allowed: false });
  });

  it("gives back a hit in the window it was counted in, never below zero", async () => {
    const { db } = database;
    const limiter = createRateLimiter({ name: "test", limit: 2, windowMs: 60_000 });
    await limiter.hit(db, "ip", 0);
    await limiter.hit(db, "ip", 1);
    expect((await limiter.hit(db, "ip", 2)).allowed).toBe(false);
    await limiter.release(db, "ip", 1);
    expect(await limiter.peek(db, "ip", 3)).toEqual({ allowed: true, remaining: 1 });
    // A release in a later window leaves the earlier one alone.
    await limiter.release(db, "ip", 60_000);
    expect(await limiter.peek(db, "ip", 4)).toEqual({ allowed: true, remaining: 1 });
    await limiter.release(db, "ip", 5);
    await limiter.release(db, "ip", 6);
    expect(await limiter.peek(db, "ip", 7)).toEqual({ allowed: true, remaining: 2 });
  });

  it("keeps a hash of the key, never the address or account itself", async () => {
    const { db } = database;
    await createRateLimiter({ name: "forgot:account", limit: 3, windowMs: 60_000 }).hit(db, "parent@example.az", 0);
    const rows = await db.selectFrom("rate_limit_hits").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain("parent@example.az");
  });

  it("purges windows that have ended", async () => {
    const { db } = database;
    const short = createRateLimiter({ name: "short", limit: 5, windowMs: 60_000 });
    const long = createRateLimiter({ name: "long", limit: 5, windowMs: 60 * 60_000 });
    await short.hit(db, "ip", 0);
    await long.hit(db, "ip", 0);
    expect(await purgeRateLimitHits(db, new Date(59_999))).toBe(0);
    expect(await purgeRateLimitHits(db, new Date(60_000))).toBe(1);
    expect((await db.selectFrom("rate_limit_hits").select("bucket").execute()).map((row) => row.bucket)).toEqual(["long"]);
  });
});
