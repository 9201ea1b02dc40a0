import { redirect } from "react-router";
import type { Route } from "./+types/theme";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { isTheme } from "~/lib/theme";
import { themeCookie } from "~/lib/theme.server";
import { redirectWithToast } from "~/lib/toast.server";

/** Stores light / dark / system in the `theme` cookie and returns to the page the parent was on. */
export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const back = safeRedirectPath(formData.get("redirectTo"), "/");
  const theme = formData.get("theme");
  if (!isTheme(theme)) {
    return redirectWithToast(request, back, { kind: "error", message: "toast.themeFailed" });
  }
  return redirect(back, { headers: { "Set-Cookie": await themeCookie.serialize(theme) } });
}

export function loader() {
  return redirect("/");
}
