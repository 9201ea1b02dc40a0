import { redirect } from "react-router";
import type { Route } from "./+types/google-callback";
import { getDb } from "~/db.server";
import { getAuthenticator, googleSignInEnabled } from "~/domain/accounts/authenticator.server";
import { signInAndContinue } from "~/infrastructure/sign-in.server";
import { getLanguage } from "~/infrastructure/i18n.server";
import { log } from "~/infrastructure/log.server";
import { redirectWithToast } from "~/infrastructure/toast.server";

/** Google sends the parent back here; remix-auth checks state and PKCE and fetches the profile. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!googleSignInEnabled()) return redirect("/auth");
  try {
    const user = await getAuthenticator(getLanguage(context)).authenticate("google", request);
    return await signInAndContinue(getDb(), request, user);
  } catch (error) {
    if (error instanceof Response) throw error;
    log.warn("google sign-in failed", { error });
    return redirectWithToast(request, "/auth", { kind: "error", message: "auth.googleFailedText" });
  }
}
