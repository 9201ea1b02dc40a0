import { describe, expect, it } from "vitest";
import { VISITOR_TOKENS_KEPT } from "./assessment-limits";
import { visitorTokensFrom, withVisitorToken } from "./visitor-tokens";

const token = (n: number) => `${String(n).padStart(3, "0")}${"x".repeat(40)}`;

describe("the browser's keys to its assessments", () => {
  it("keeps a second assessment's key beside the first, newest first", () => {
    expect(withVisitorToken([token(1)], token(2))).toEqual([token(2), token(1)]);
    expect(withVisitorToken([token(2), token(1)], token(1))).toEqual([token(1), token(2)]);
  });

  it("reads a list, or the single key an older cookie held, and drops anything else", () => {
    expect(visitorTokensFrom([token(2), "junk", token(1), token(2), 7])).toEqual([token(2), token(1)]);
    expect(visitorTokensFrom(token(1))).toEqual([token(1)]);
    expect(visitorTokensFrom(null)).toEqual([]);
    expect(visitorTokensFrom({ token: token(1) })).toEqual([]);
  });

  it("is bounded: the oldest keys are forgotten first", () => {
    let tokens: string[] = [];
    for (let n = 1; n <= VISITOR_TOKENS_KEPT + 2; n += 1) tokens = withVisitorToken(tokens, token(n));
    expect(tokens).toHaveLength(VISITOR_TOKENS_KEPT);
    expect(tokens[0]).toBe(token(VISITOR_TOKENS_KEPT + 2));
    expect(tokens).not.toContain(token(1));
    const tooMany = Array.from({ length: VISITOR_TOKENS_KEPT + 5 }, (_, n) => token(n));
    expect(visitorTokensFrom(tooMany)).toHaveLength(VISITOR_TOKENS_KEPT);
  });
});
