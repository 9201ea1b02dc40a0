import type { RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface OriginCheckInput {
  method: string;
  path: string;
  /** The Host this server was reached at (X-Forwarded-Host when proxies are trusted). */
  host: string | undefined;
  origin: string | undefined;
  secFetchSite: string | undefined;
}

export interface OriginCheckOptions {
  /** Extra origins allowed to post, e.g. the public https origin behind a proxy. */
  allowedOrigins?: string[];
  /** Paths that receive server-to-server posts (payment callbacks); they verify signatures instead. */
  exemptPaths?: string[];
}

/**
 * Cross-site request forgery defence for every unsafe request, resource routes included:
 * a browser's cross-site post carries an Origin or Sec-Fetch-Site that gives it away.
 * Clients that send neither are not browsers and cannot carry a parent's cookies for an
 * attacker. Session cookies are SameSite=Lax as a second layer (ADR 004).
 */
export function isAllowedOrigin(input: OriginCheckInput, options: OriginCheckOptions = {}): boolean {
  if (SAFE_METHODS.has(input.method.toUpperCase())) return true;
  if (options.exemptPaths?.some((p) => input.path === p || input.path.startsWith(`${p}/`))) return true;
  if (input.secFetchSite === "cross-site" || input.secFetchSite === "same-site") return false;
  if (input.origin === undefined) return true;
  if (input.origin === "null") return false;
  let originHost: string;
  try {
    originHost = new URL(input.origin).host;
  } catch {
    return false;
  }
  if (input.host && originHost === input.host) return true;
  return (options.allowedOrigins ?? []).some((allowed) => {
    try {
      return new URL(allowed).origin === new URL(input.origin as string).origin;
    } catch {
      return false;
    }
  });
}

export function originCheckMiddleware(options: OriginCheckOptions = {}): RequestHandler {
  return (req, res, next) => {
    const allowed = isAllowedOrigin(
      {
        method: req.method,
        path: req.path,
        host: req.get("x-forwarded-host") && req.app.get("trust proxy") ? req.get("x-forwarded-host") : req.get("host"),
        origin: req.get("origin"),
        secFetchSite: req.get("sec-fetch-site"),
      },
      options,
    );
    if (allowed) return next();
    res.status(403).type("text/plain").send("Cross-site form submissions are not accepted.");
  };
}
