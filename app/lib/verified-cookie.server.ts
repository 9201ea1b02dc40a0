import type { Cookie } from "react-router";
import { BoundedMap } from "./bounded-map";

/** How many Cookie headers a reader remembers; the oldest is forgotten first. */
const REMEMBERED_HEADERS = 5_000;
/** A longer header is verified every time rather than kept (bounds the memory: ≤ 5,000 × 2 KB). */
const LONGEST_REMEMBERED_HEADER = 2_048;

/**
 * A signed cookie whose text value, once its signature checked out, is remembered by the whole
 * Cookie header it came in (issue 22). React Router checks the signature with WebCrypto on every
 * parse (a key import and an HMAC: about 3 % of a signed-in page's CPU); a browser sends the same
 * header request after request, so the same check is answered from memory.
 *
 * Only a value that verified is kept, keyed by the exact header, so a header never seen, or one
 * that differs by a byte, is verified again: nothing here can make a forged cookie pass. The
 * secrets are fixed for the process's life (app/lib/secrets.server.ts), so a verdict stays
 * true. What the value stands for (a session) is still looked up on every request: a session
 * ended elsewhere ends here too.
 */
export class VerifiedCookieReader {
  readonly #cookie: Cookie;
  readonly #verified: BoundedMap<string, string>;

  constructor(cookie: Cookie, maxHeaders = REMEMBERED_HEADERS) {
    this.#cookie = cookie;
    this.#verified = new BoundedMap(maxHeaders);
  }

  /** What `Cookie.parse` gives for `header`: the verified value; null when absent or forged; "" when empty. */
  async parse(header: string): Promise<unknown> {
    const known = this.#verified.get(header);
    if (known !== undefined) return known;
    const value: unknown = await this.#cookie.parse(header);
    if (typeof value === "string" && value !== "" && header.length <= LONGEST_REMEMBERED_HEADER) this.#verified.set(header, value);
    return value;
  }

  /** How many headers are remembered (for tests). */
  get size(): number {
    return this.#verified.size;
  }
}
