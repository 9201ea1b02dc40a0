import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.server";

describe("rate limiter", () => {
  it("allows the limit within the window and refuses the next hit", () => {
    const limiter = createRateLimiter({ name: "test", limit: 3, windowMs: 60_000 });
    expect(limiter.hit("ip", 0)).toEqual({ allowed: true, remaining: 2 });
    expect(limiter.hit("ip", 1_000)).toEqual({ allowed: true, remaining: 1 });
    expect(limiter.hit("ip", 2_000)).toEqual({ allowed: true, remaining: 0 });
    expect(limiter.hit("ip", 3_000)).toEqual({ allowed: false, retryAfterSeconds: 57 });
  });

  it("counts each key apart", () => {
    const limiter = createRateLimiter({ name: "test", limit: 1, windowMs: 60_000 });
    expect(limiter.hit("a", 0).allowed).toBe(true);
    expect(limiter.hit("b", 0).allowed).toBe(true);
    expect(limiter.hit("a", 10).allowed).toBe(false);
  });

  it("forgets hits once they leave the window", () => {
    const limiter = createRateLimiter({ name: "test", limit: 1, windowMs: 1_000 });
    expect(limiter.hit("ip", 0).allowed).toBe(true);
    expect(limiter.hit("ip", 999).allowed).toBe(false);
    expect(limiter.hit("ip", 1_000).allowed).toBe(true);
  });
});
