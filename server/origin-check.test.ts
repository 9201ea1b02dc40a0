import { describe, expect, it } from "vitest";
import { type OriginCheckInput, isAllowedOrigin } from "./origin-check";

const post = (overrides: Partial<OriginCheckInput>): OriginCheckInput => ({
  method: "POST",
  path: "/contact",
  host: "localhost:3000",
  origin: "http://localhost:3000",
  secFetchSite: "same-origin",
  ...overrides,
});

describe("origin check", () => {
  it("lets same-origin form posts through", () => {
    expect(isAllowedOrigin(post({}))).toBe(true);
  });

  it("refuses posts from another site", () => {
    expect(isAllowedOrigin(post({ origin: "https://evil.example", secFetchSite: "cross-site" }))).toBe(false);
    expect(isAllowedOrigin(post({ origin: "https://evil.example", secFetchSite: undefined }))).toBe(false);
    expect(isAllowedOrigin(post({ origin: undefined, secFetchSite: "cross-site" }))).toBe(false);
    expect(isAllowedOrigin(post({ origin: "null", secFetchSite: undefined }))).toBe(false);
    expect(isAllowedOrigin(post({ origin: "not a url", secFetchSite: undefined }))).toBe(false);
  });

  it("never blocks reads", () => {
    expect(isAllowedOrigin(post({ method: "GET", origin: "https://evil.example", secFetchSite: "cross-site" }))).toBe(true);
  });

  it("accepts clients that are not browsers (no Origin, no Sec-Fetch-Site)", () => {
    expect(isAllowedOrigin(post({ origin: undefined, secFetchSite: undefined }))).toBe(true);
  });

  it("accepts the configured public origin and exempt callback paths", () => {
    const options = { publicOrigin: "https://balaca.az", exemptPaths: ["/payments/epoint/result"] };
    expect(isAllowedOrigin(post({ host: "127.0.0.1:3000", origin: "https://balaca.az" }), options)).toBe(true);
    expect(isAllowedOrigin(post({ path: "/payments/epoint/result", origin: "https://epoint.az", secFetchSite: "cross-site" }), options)).toBe(true);
  });

  it("compares with the configured public origin alone when there is one, never with the request's own Host", () => {
    const options = { publicOrigin: "https://balaca.az" };
    // Behind a proxy the Host may be anything the proxy sends; only the public origin is the site.
    expect(isAllowedOrigin(post({ host: "10.0.0.5:3000", origin: "http://10.0.0.5:3000" }), options)).toBe(false);
    expect(isAllowedOrigin(post({ host: "evil.example", origin: "https://evil.example" }), options)).toBe(false);
    // The same host over plain http is another origin.
    expect(isAllowedOrigin(post({ host: "balaca.az", origin: "http://balaca.az" }), options)).toBe(false);
    expect(isAllowedOrigin(post({ host: "balaca.az", origin: "https://balaca.az" }), options)).toBe(true);
    // Without one, the request's own Host is what the Origin must match.
    expect(isAllowedOrigin(post({ host: "10.0.0.5:3000", origin: "http://10.0.0.5:3000" }))).toBe(true);
  });
});
