import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/language";
import { LANGUAGES } from "~/infrastructure/i18n-config";
import { languageCookie } from "~/infrastructure/i18n.server";
import { redirectWithToast } from "~/infrastructure/toast.server";
import { getDb } from "~/db.server";
import { updateUser } from "~/domain/accounts/users.server";
import { getSession } from "~/infrastructure/auth.server";

const LanguageFormSchema = z.object({ language: z.enum(LANGUAGES) });

/** Sets the `lng` cookie and goes home, as the spec asks of a language change. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: LanguageFormSchema });
  if (submission.status !== "success") {
    return redirectWithToast(request, "/", { kind: "error", message: "toast.languageFailed" });
  }
  const { language } = submission.value;
  // A signed-in parent's mails follow the language they chose.
  const session = getSession(context);
  if (session) await updateUser(getDb(), session.user.id, { language });
  return redirect("/", { headers: { "Set-Cookie": await languageCookie.serialize(language) } });
}

/** Someone who opens the address directly is sent home rather than shown an error. */
export function loader() {
  return redirect("/");
}
