/**
 * The `offline` cookie: set while the parent keeps a child's games on this phone (the panel at
 * /profile/offline sets and clears it, signing out clears it). It does two things, both read
 * without a database query: a browser that asks to save data still gets the pages' small
 * scripts, the service worker's registration among them (the parent chose offline mode, which
 * needs them: ADR 040), and the registration tells the worker to keep the child's pages.
 */
const OFFLINE_COOKIE = "offline";
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** Whether the request carries the cookie (its one value, "on"; anything else is not it). */
export function offlineChosen(headers: Headers): boolean {
  const cookie = headers.get("Cookie");
  return cookie !== null && /(?:^|;\s*)offline=on(?:;|$)/.test(cookie);
}

/** The Set-Cookie header that sets (on) or clears (off) it. */
export function offlineCookieHeader(on: boolean, secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
  return on ? `${OFFLINE_COOKIE}=on; Max-Age=${ONE_YEAR_SECONDS}; ${attributes}` : `${OFFLINE_COOKIE}=; Max-Age=0; ${attributes}`;
}
