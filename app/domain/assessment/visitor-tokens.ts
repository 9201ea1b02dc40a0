import { VISITOR_TOKENS_KEPT } from "./assessment-limits";

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The token, if the value has the shape of one; anything else is ignored. */
export function asVisitorToken(value: unknown): string | null {
  return typeof value === "string" && TOKEN_SHAPE.test(value) ? value : null;
}

/**
 * The tokens a cookie value holds, newest first: a list, or the single token an older cookie
 * held. Anything that is not a token is dropped, and so are repeats and those past the bound.
 */
export function visitorTokensFrom(value: unknown): string[] {
  const values: unknown[] = Array.isArray(value) ? value : [value];
  const tokens: string[] = [];
  for (const candidate of values) {
    const token = asVisitorToken(candidate);
    if (token && !tokens.includes(token)) tokens.push(token);
  }
  return tokens.slice(0, VISITOR_TOKENS_KEPT);
}

/** The list with this token first; the oldest beyond the bound are forgotten. */
export function withVisitorToken(tokens: readonly string[], token: string): string[] {
  return [token, ...tokens.filter((kept) => kept !== token)].slice(0, VISITOR_TOKENS_KEPT);
}
