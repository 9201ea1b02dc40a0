import { redirect } from "react-router";
import type { RouterContextProvider } from "react-router";
import { getDb } from "~/db.server";
import { pendingDocuments } from "~/domain/legal/acceptances.server";
import { requireSession } from "~/lib/auth.server";
import type { SessionWithUser } from "./sessions.server";

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
  if ((await pendingDocuments(getDb(), session.user.id)).length > 0) throw redirect("/auth/legal");
  return session;
}
