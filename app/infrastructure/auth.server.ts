import { createContext, createCookie, redirect } from "react-router";
import type { RouterContextProvider } from "react-router";
import { getDb } from "~/db.server";
import { type SessionWithUser, createSession, deleteSession, findSession } from "~/domain/accounts/sessions.server";
import { getEnv } from "~/env.server";
import { pagePath, safeRedirectPath } from "~/lib/safe-redirect";
import { getSessionSecrets } from "./secrets.server";
import { singleton } from "./singleton.server";
import { tokenHash } from "./tokens.server";

const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;

/** The sign-in cookie: a random token whose hash names the server-side session row. */
function sessionCookie() {
  return singleton("session-cookie", () =>
    createCookie("__session", {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: getEnv().COOKIE_SECURE,
      secrets: getSessionSecrets(),
      maxAge: THIRTY_DAYS_SECONDS,
    }),
  );
}

/**
 * Where a visitor was going when sign-in was asked of them, and why (the spec's
 * auth_redirect_to and auth_redirect_context): a signed cookie that lives one hour.
 */
function returnToCookie() {
  return singleton("return-to-cookie", () =>
    createCookie("return_to", {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: getEnv().COOKIE_SECURE,
      secrets: getSessionSecrets(),
      maxAge: 60 * 60,
    }),
  );
}

export interface ReturnTo {
  path: string;
  context: string | null;
}

/** What a request carries past the middleware (its session, its address): read through the helpers here and in request-info. */
export type RequestContext = Readonly<RouterContextProvider>;

/** The signed-in session of this request (null for visitors), loaded once by `authMiddleware`. */
export const sessionContext = createContext<SessionWithUser | null>(null);

export async function authMiddleware(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  next: () => Promise<Response>,
): Promise<Response> {
  const cookieHeader = request.headers.get("Cookie");
  if (cookieHeader?.includes("__session=")) {
    const token: unknown = await sessionCookie().parse(cookieHeader);
    if (typeof token === "string" && token) context.set(sessionContext, await findSession(getDb(), token));
  }
  const response = await next();
  // A signed-in page is the parent's own: no shared cache may keep it, no browser may reuse it.
  if (context.get(sessionContext)) response.headers.set("Cache-Control", "private, no-store");
  return response;
}

export function getSession(context: Readonly<RouterContextProvider>): SessionWithUser | null {
  return context.get(sessionContext);
}

/** A Set-Cookie header that remembers where to go after sign-in. */
export async function rememberReturnTo(path: string, redirectContext: string | null = null): Promise<string> {
  return returnToCookie().serialize({ path: safeRedirectPath(path), context: redirectContext } satisfies ReturnTo);
}

export async function readReturnTo(request: Request): Promise<ReturnTo | null> {
  const value: unknown = await returnToCookie().parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object" || !("path" in value)) return null;
  const { path, context } = value as { path: unknown; context: unknown };
  if (typeof path !== "string") return null;
  return { path: safeRedirectPath(path), context: typeof context === "string" ? context : null };
}

export async function forgetReturnTo(): Promise<string> {
  return returnToCookie().serialize("", { maxAge: 0 });
}

/**
 * The signed-in parent, or a redirect to /auth that remembers this page (and why) so the
 * parent comes back here after signing in.
 */
export async function requireSession(
  request: Request,
  context: Readonly<RouterContextProvider>,
  redirectContext: string | null = null,
): Promise<SessionWithUser> {
  const session = getSession(context);
  if (session) return session;
  const url = new URL(request.url);
  const here = request.method === "GET" ? pagePath(url) : pagePath(new URL(url.pathname, url.origin));
  throw redirect("/auth", { headers: { "Set-Cookie": await rememberReturnTo(here, redirectContext) } });
}

/**
 * Signs the user in on this browser: a fresh session (a new id, whatever the browser had
 * before; the old one is ended) and its cookie. Returns the Set-Cookie headers to send.
 * The return-to cookie stays: a new parent goes through the legal review first, and the
 * page that asked for sign-in (see `returnAfterSignIn`) forgets it when it is used.
 */
export async function startSession(request: Request, userId: string): Promise<string[]> {
  const db = getDb();
  const previous: unknown = await sessionCookie().parse(request.headers.get("Cookie"));
  if (typeof previous === "string" && previous) await deleteSession(db, tokenHash(previous));
  const { token } = await createSession(db, userId);
  return [await sessionCookie().serialize(token)];
}

/** Ends this browser's session; returns the Set-Cookie header that clears the cookie. */
export async function endSession(context: Readonly<RouterContextProvider>): Promise<string> {
  const session = getSession(context);
  if (session) await deleteSession(getDb(), session.idHash);
  return sessionCookie().serialize("", { maxAge: 0 });
}
