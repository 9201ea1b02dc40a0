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
  /**
   * The site's public origin (APP_ORIGIN). When set, it is the only origin allowed to post:
   * behind a proxy the Host a process sees is whatever the proxy sends, so it proves nothing.
   */
  publicOrigin?: string;
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
  let origin: URL;
  try {
    origin = new URL(input.origin);
  } catch {
    return false;
  }
  if (options.publicOrigin !== undefined) return sameOrigin(origin, options.publicOrigin);
  return input.host !== undefined && origin.host === input.host;
}

function sameOrigin(origin: URL, configured: string): boolean {
  try {
    return new URL(configured).origin === origin.origin;
  } catch {
    return false;
  }
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
