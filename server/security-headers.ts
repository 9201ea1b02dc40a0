import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

export interface SecurityHeaderOptions {
  nonce: string;
  isProduction: boolean;
  /** Other origins a form's redirect may lead to: the payment gateway's hosted page. */
  formTargets?: string[];
}

/**
 * The Content-Security-Policy every response carries. Scripts run only from this origin or
 * with this response's nonce; nothing may frame the site, plug-ins are off, and forms post
 * only here (and, through the checkout's redirect, to the payment gateway's page). Development
 * adds what Vite's live reload needs. See ADR 006.
 */
export function contentSecurityPolicy({ nonce, isProduction, formTargets = [] }: SecurityHeaderOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`],
    "style-src": isProduction ? ["'self'"] : ["'self'", "'unsafe-inline'"],
    // React renders `style` attributes for dynamic values (progress bars, game pieces);
    // attributes cannot load or run anything, so they are allowed.
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    // The manat sign's face is written into the stylesheet as a data: URL (app.css).
    "font-src": ["'self'", "data:"],
    "media-src": ["'self'"],
    "connect-src": isProduction ? ["'self'"] : ["'self'", "ws:", "wss:"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
    // A form post whose answer redirects elsewhere is checked against form-action too.
    "form-action": ["'self'", ...formTargets],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  };
  if (options.isProduction) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}

/**
 * The origins besides this one that a form's answer may redirect the browser to (CSP
 * `form-action` checks redirects too): the payment gateway's hosted page when Epoint is used,
 * Google's sign-in page when Google sign-in is offered (each given as an address, or null when
 * not in use), and the site's public origin when one is
 * set (a process reached at another address, as behind a load balancer or in the two-process
 * smoke, redirects the checkout to the simulator there). Every form of a page without React
 * (ADR 025) is the browser's own post, so this is what lets them through.
 */
export function formTargetOrigins(settings: { epointBaseUrl: string | null; googleSignInPage: string | null; appOrigin: string | null }): string[] {
  const origins = [settings.epointBaseUrl, settings.googleSignInPage, settings.appOrigin];
  return [...new Set(origins.filter((origin): origin is string => origin !== null).map((origin) => new URL(origin).origin))];
}

/** 128 bits from the system's CSPRNG, as CSP Level 3 recommends for a nonce. */
const NONCE_BYTES = 16;

/** Express middleware: a fresh nonce per response in `res.locals.nonce`, and the headers with it in the policy. */
export function securityHeadersMiddleware(isProduction: boolean, formTargets: string[] = []): RequestHandler {
  return (_req, res, next) => {
    const nonce = randomBytes(NONCE_BYTES).toString("base64");
    res.locals.nonce = nonce;
    for (const [name, value] of Object.entries(securityHeaders({ nonce, isProduction, formTargets }))) res.setHeader(name, value);
    next();
  };
}
