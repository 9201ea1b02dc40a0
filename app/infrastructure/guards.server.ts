import { createContext, data, redirect } from "react-router";
import type { RouterContextProvider } from "react-router";
import { type DB, getDb } from "~/db.server";
import type { SessionWithUser } from "~/domain/accounts/sessions.server";
import { type Child, ownChild } from "~/domain/children/children.server";
import { pendingDocuments } from "~/domain/legal/acceptances.server";
import type { NotOwned, Owned } from "~/domain/ownership";
import { type PremiumAccess, premiumAccess } from "~/domain/subscriptions/access.server";
import { getSession, requireSession } from "./auth.server";

/**
 * Whether the parent of this request still has documents to accept, asked once per page load:
 * a page's loaders (a layout's and the page's own) run together and each requires a parent, so
 * they share one query. Not kept for a form's post, whose action may change it.
 */
const documentsPendingContext = createContext<Promise<boolean> | null>(null);

/**
 * A signed-in parent who has accepted the current legal documents; otherwise to /auth (and
 * back here afterwards) or to the review screen. Every page with a parent's data uses it.
 */
export async function requireParent(
  request: Request,
  context: Readonly<RouterContextProvider>,
  redirectContext: string | null = null,
): Promise<SessionWithUser> {
  const session = await requireSession(request, context, redirectContext);
  const readOnly = request.method === "GET" || request.method === "HEAD";
  let documentsPending = readOnly ? context.get(documentsPendingContext) : null;
  if (!documentsPending) {
    documentsPending = pendingDocuments(getDb(), session.user.id).then((pending) => pending.length > 0);
    if (readOnly) context.set(documentsPendingContext, documentsPending);
  }
  if (await documentsPending) throw redirect("/auth/legal");
  return session;
}

/**
 * What the URL names, or the translated 404 page with this title: missing records answer 404,
 * never a 500 (the domain says null, the route answers).
 */
export function foundOrThrow<T>(value: T | null | undefined, message = "errors.notFoundTitle"): T {
  if (value === null || value === undefined) notFound(message);
  return value;
}

/** The translated 404 page with this title. */
export function notFound(message = "errors.notFoundTitle"): never {
  throw data({ message }, { status: 404 });
}

/** A parent's own record, or the answer instead: 404 for an id that names nothing, 403 with the spec's message for another parent's. */
export function ownedOrThrow<T>(owned: Owned<T>): T {
  if (owned.ok) return owned.value;
  return refuseNotOwned(owned.reason);
}

export function refuseNotOwned(reason: NotOwned["reason"]): never {
  if (reason === "not_found") notFound();
  throw data({ message: "errors.accessDeniedText" }, { status: 403 });
}

/** The parent's child named in the URL or the form; 404 or 403 otherwise. */
export async function requireOwnChild(db: DB, userId: string, childId: string): Promise<Child> {
  return ownedOrThrow(await ownChild(db, userId, childId));
}

/** What this request may see of premium content: the signed-in parent's subscription, or nothing for a visitor. */
export function requestPremiumAccess(context: Readonly<RouterContextProvider>, now: Date = new Date()): Promise<PremiumAccess> {
  return premiumAccess(getDb(), getSession(context)?.user.id ?? null, now);
}
