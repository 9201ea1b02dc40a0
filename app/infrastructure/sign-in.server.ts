import type { UserRow } from "../../db/schema.ts";
import type { DB } from "~/db.server";
import { pendingDocuments } from "~/domain/legal/acceptances.server";
import { HOME_FOR_PARENTS, LEGAL_REVIEW_PATH } from "~/domain/accounts/navigation";
import { displayName } from "~/domain/accounts/users";
import { toCurrentUser } from "~/domain/accounts/users.server";
import { forgetReturnTo, readReturnTo, startSession } from "./auth.server";
import { redirectWithToast } from "./toast.server";

/**
 * Where a parent goes once signed in: the legal review while a document waits for
 * acceptance (the return-to cookie is kept for afterwards); otherwise the page that asked for
 * sign-in, whose cookie is then forgotten, or the parents' home.
 */
async function returnAfterSignIn(db: DB, request: Request, userId: string): Promise<{ path: string; cookies: string[] }> {
  if ((await pendingDocuments(db, userId)).length > 0) return { path: LEGAL_REVIEW_PATH, cookies: [] };
  const returnTo = await readReturnTo(request);
  if (!returnTo) return { path: HOME_FOR_PARENTS, cookies: [] };
  return { path: returnTo.path, cookies: [await forgetReturnTo()] };
}

/**
 * Signs a parent in on this browser (password or Google) and sends them on with a welcome:
 * to the legal review, the page that asked for sign-in, or the parents' home.
 */
export async function signInAndContinue(db: DB, request: Request, user: UserRow): Promise<Response> {
  const destination = await returnAfterSignIn(db, request, user.id);
  const cookies = [...(await startSession(request, user.id)), ...destination.cookies];
  return redirectWithToast(
    request,
    destination.path,
    { kind: "success", message: "auth.welcomeBack", values: { name: displayName(toCurrentUser(user)) } },
    { headers: cookies.map((cookie) => ["Set-Cookie", cookie] as [string, string]) },
  );
}
