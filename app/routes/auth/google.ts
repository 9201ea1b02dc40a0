import { redirect } from "react-router";
import type { Route } from "./+types/google";
import { getAuthenticator, googleSignInEnabled } from "~/domain/accounts/authenticator.server";
import { getLanguage } from "~/infrastructure/i18n.server";
import { redirectWithToast } from "~/infrastructure/toast.server";

/** Starts Google sign-in: remix-auth answers with the redirect to Google (state and PKCE in a cookie). */
export async function action({ request, context }: Route.ActionArgs) {
  if (!googleSignInEnabled()) return redirect("/auth");
  try {
    return await getAuthenticator(getLanguage(context))
      .authenticate("google", request)
      .then(() => redirect("/auth"));
  } catch (error) {
    if (error instanceof Response) return error;
    return redirectWithToast(request, "/auth", { kind: "error", message: "auth.googleFailed" });
  }
}

export function loader() {
  return redirect("/auth");
}
