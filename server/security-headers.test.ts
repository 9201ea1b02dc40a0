import { describe, expect, it } from "vitest";
import type { Request, Response } from "express";
import { contentSecurityPolicy, formTargetOrigins, securityHeaders, securityHeadersMiddleware } from "./security-headers";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("security headers", () => {
  it("allow scripts only from this origin or with the response's nonce", () => {
    const csp = directives(contentSecurityPolicy({ nonce: "abc123", isProduction: true }));
    expect(csp.get("script-src")).toEqual(["'self'", "'nonce-abc123'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("style-src")).toEqual(["'self'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
  });

  it("relax only what Vite needs in development", () => {
    const csp = directives(contentSecurityPolicy({ nonce: "n", isProduction: false }));
    expect(csp.get("style-src")).toContain("'unsafe-inline'");
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
  });

  it("send HSTS in production only, and the baseline headers always", () => {
    const production = securityHeaders({ nonce: "n", isProduction: true });
    const development = securityHeaders({ nonce: "n", isProduction: false });
    expect(production["Strict-Transport-Security"]).toMatch(/max-age=\d{8}/);
    expect(development["Strict-Transport-Security"]).toBeUndefined();
    for (const headers of [production, development]) {
      expect(headers["X-Content-Type-Options"]).toBe("nosniff");
      expect(headers["Referrer-Policy"]).toBe("same-origin");
      expect(headers["X-Frame-Options"]).toBe("DENY");
    }
  });

  it("lets forms lead to the gateway, Google's sign-in and the public origin only when each is in use", () => {
    expect(formTargetOrigins({ epointBaseUrl: null, googleSignInPage: null, appOrigin: null })).toEqual([]);
    expect(
      formTargetOrigins({ epointBaseUrl: "https://epoint.az/api", googleSignInPage: "https://accounts.google.com", appOrigin: "https://balaca.az/" }),
    ).toEqual(["https://epoint.az", "https://accounts.google.com", "https://balaca.az"]);
    expect(formTargetOrigins({ epointBaseUrl: null, googleSignInPage: null, appOrigin: "http://localhost:5128" })).toEqual(["http://localhost:5128"]);
  });

  it("lets forms lead to the payment gateway's page only when told", () => {
    expect(directives(contentSecurityPolicy({ nonce: "n", isProduction: true })).get("form-action")).toEqual(["'self'"]);
    expect(directives(contentSecurityPolicy({ nonce: "n", isProduction: true, formTargets: ["https://epoint.az"] })).get("form-action")).toEqual([
      "'self'",
      "https://epoint.az",
    ]);
  });
});

/** One response through the middleware: its headers, its nonce, and whether it went on. */
function respond(middleware: ReturnType<typeof securityHeadersMiddleware>) {
  const headers: Record<string, string> = {};
  const res = { locals: {} as Record<string, unknown>, setHeader: (name: string, value: string) => (headers[name] = value) };
  let passedOn = false;
  middleware({} as Request, res as unknown as Response, () => (passedOn = true));
  return { headers, nonce: String(res.locals.nonce), passedOn };
}

describe("the security headers middleware", () => {
  it("gives each response the headers of securityHeaders with a nonce of its own in the policy", () => {
    const middleware = securityHeadersMiddleware(true, ["https://epoint.az"]);
    const first = respond(middleware);
    const second = respond(middleware);
    expect(first.passedOn).toBe(true);
    expect(first.headers).toEqual(securityHeaders({ nonce: first.nonce, isProduction: true, formTargets: ["https://epoint.az"] }));
    expect(second.headers).toEqual(securityHeaders({ nonce: second.nonce, isProduction: true, formTargets: ["https://epoint.az"] }));
    expect(second.nonce).not.toBe(first.nonce);
    const development = respond(securityHeadersMiddleware(false));
    expect(development.headers).toEqual(securityHeaders({ nonce: development.nonce, isProduction: false }));
  });

  it("draws a nonce of 16 random bytes for every response, never the same one twice", () => {
    const middleware = securityHeadersMiddleware(true);
    const nonces = Array.from({ length: 1000 }, () => respond(middleware).nonce);
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    }
  });
});
