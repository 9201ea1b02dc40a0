import type { DB } from "~/db.server";
import { pendingDocuments } from "~/domain/legal/acceptances.server";
import { forgetReturnTo, readReturnTo } from "~/lib/auth.server";
import { HOME_FOR_PARENTS, LEGAL_REVIEW_PATH } from "./navigation";

/**
 * Where a parent goes once signed in: the legal review while a document waits for
 * acceptance (the return-to cookie is kept for afterwards); otherwise the page that asked for
 * sign-in, whose cookie is then forgotten, or the parents' home.
 */
export async function returnAfterSignIn(db: DB, request: Request, userId: string): Promise<{ path: string; cookies: string[] }> {
  if ((await pendingDocuments(db, userId)).length > 0) return { path: LEGAL_REVIEW_PATH, cookies: [] };
  const returnTo = await readReturnTo(request);
  if (!returnTo) return { path: HOME_FOR_PARENTS, cookies: [] };
  return { path: returnTo.path, cookies: [await forgetReturnTo()] };
}
