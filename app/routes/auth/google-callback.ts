import { redirect } from "react-router";
import type { Route } from "./+types/google-callback";
import { getDb } from "~/db.server";
import { getAuthenticator, googleSignInEnabled } from "~/domain/accounts/authenticator.server";
import { returnAfterSignIn } from "~/domain/accounts/navigation.server";
import { displayName } from "~/domain/accounts/users";
import { toCurrentUser } from "~/domain/accounts/users.server";
import { startSession } from "~/lib/auth.server";
import { getLanguage } from "~/lib/i18n.server";
import { log } from "~/lib/log.server";
import { redirectWithToast } from "~/lib/toast.server";

/** Google sends the parent back here; remix-auth checks state and PKCE and fetches the profile. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!googleSignInEnabled()) return redirect("/auth");
  try {
    const user = await getAuthenticator(getLanguage(context)).authenticate("google", request);
    const destination = await returnAfterSignIn(getDb(), request, user.id);
    const cookies = [...(await startSession(request, user.id)), ...destination.cookies];
    return redirectWithToast(
      request,
      destination.path,
      { kind: "success", message: "auth.welcomeBack", values: { name: displayName(toCurrentUser(user)) } },
      { headers: cookies.map((cookie) => ["Set-Cookie", cookie] as [string, string]) },
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    log.warn("google sign-in failed", { error });
    return redirectWithToast(request, "/auth", { kind: "error", message: "auth.googleFailedText" });
  }
}
