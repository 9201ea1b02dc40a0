import { createContext, redirect } from "react-router";
import type { RouterContextProvider } from "react-router";
import { getDb } from "~/db.server";
import { pendingDocuments } from "~/domain/legal/acceptances.server";
import { requireSession } from "~/lib/auth.server";
import type { SessionWithUser } from "./sessions.server";

/**
 * Whether the parent of this request still has documents to accept, asked once per page load:
 * a page's loaders (a layout's and the page's own) run together and each requires a parent, so
 * they share one query (issue 22). Not kept for a form's post, whose action may change it.
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
