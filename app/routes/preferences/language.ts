import { redirect } from "react-router";
import type { Route } from "./+types/language";
import { isLanguage } from "~/lib/i18n-config";
import { languageCookie } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { getDb } from "~/db.server";
import { updateUser } from "~/domain/accounts/users.server";
import { getSession } from "~/lib/auth.server";

/** Sets the `lng` cookie and goes home, as the spec asks of a language change. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const language = formData.get("language");
  if (!isLanguage(language)) {
    return redirectWithToast(request, "/", { kind: "error", message: "toast.languageFailed" });
  }
  // A signed-in parent's mails follow the language they chose.
  const session = getSession(context);
  if (session) await updateUser(getDb(), session.user.id, { language });
  return redirect("/", { headers: { "Set-Cookie": await languageCookie.serialize(language) } });
}

/** Someone who opens the address directly is sent home rather than shown an error. */
export function loader() {
  return redirect("/");
}
