import { redirect } from "react-router";
import type { Route } from "./+types/google-callback";
import { getDb } from "~/db.server";
import { getAuthenticator, googleSignInEnabled } from "~/domain/accounts/authenticator.server";
import { HOME_FOR_PARENTS, LEGAL_REVIEW_PATH } from "~/domain/accounts/navigation";
import { displayName } from "~/domain/accounts/users";
import { toCurrentUser } from "~/domain/accounts/users.server";
import { pendingDocuments } from "~/domain/legal/acceptances.server";
import { readReturnTo, startSession } from "~/lib/auth.server";
import { getLanguage } from "~/lib/i18n.server";
import { log } from "~/lib/log.server";
import { redirectWithToast } from "~/lib/toast.server";

/** Google sends the parent back here; remix-auth checks state and PKCE and fetches the profile. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!googleSignInEnabled()) return redirect("/auth");
  try {
    const user = await getAuthenticator(getLanguage(context)).authenticate("google", request);
    const returnTo = await readReturnTo(request);
    const cookies = await startSession(request, user.id);
    const pending = await pendingDocuments(getDb(), user.id);
    return redirectWithToast(
      request,
      pending.length > 0 ? LEGAL_REVIEW_PATH : (returnTo?.path ?? HOME_FOR_PARENTS),
      { kind: "success", message: "auth.welcomeBack", values: { name: displayName(toCurrentUser(user)) } },
      { headers: cookies.map((cookie) => ["Set-Cookie", cookie] as [string, string]) },
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    log.warn("google sign-in failed", { error });
    return redirectWithToast(request, "/auth", { kind: "error", message: "auth.googleFailedText" });
  }
}
