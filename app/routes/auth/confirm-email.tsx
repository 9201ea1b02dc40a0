import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/confirm-email";
import { PageMeta } from "~/components/PageMeta";
import { getDb } from "~/db.server";
import { confirmEmail, sendConfirmationMail } from "~/domain/accounts/account.server";
import { peekEmailToken } from "~/domain/accounts/email-tokens.server";
import { findUserById } from "~/domain/accounts/users.server";
import { getSession, requireSession } from "~/infrastructure/auth.server";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import { publicOrigin } from "~/infrastructure/request-origin.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { redirectWithToast } from "~/infrastructure/toast.server";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

export const handle: ScriptsHandle = { scripts: "standalone" };

/** This page's button confirms; the e-mail reminder on other pages asks for the mail again. */
const ConfirmEmailSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("confirm"), token: z.string() }),
  z.object({ intent: z.literal("resend"), returnTo: z.string().optional() }),
]);
const INVALID_LINK = "auth.confirmInvalid";

/**
 * The link in a confirmation mail opens this page; the address is confirmed by pressing the
 * button (a POST), so mail scanners that open links do not use up the token.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const db = getDb();
  const found = token ? ((await peekEmailToken(db, "confirm_email", token)) ?? (await peekEmailToken(db, "change_email", token))) : null;
  if (!found) return { valid: false as const, token: "", email: "" };
  const user = await findUserById(db, found.userId);
  return { valid: true as const, token, email: found.newEmail ?? user?.email ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ConfirmEmailSchema });
  if (submission.status !== "success") return data({ result: submission.reply({ formErrors: [INVALID_LINK] }) }, { status: 400 });
  if (submission.value.intent === "resend") {
    const session = await requireSession(request, context);
    const user = await findUserById(getDb(), session.user.id);
    if (user && !user.email_verified_at) await sendConfirmationMail(getDb(), user, publicOrigin(request));
    // Back to the page the reminder was on, as the form says (never the Referer), or the profile.
    return redirectWithToast(request, safeRedirectPath(submission.value.returnTo, "/profile"), {
      kind: "info",
      message: "auth.confirmationResent",
    });
  }
  const outcome = await confirmEmail(getDb(), submission.value.token);
  if (outcome === "invalid") return data({ result: submission.reply({ formErrors: [INVALID_LINK] }) }, { status: 400 });
  const target = getSession(context) ? "/profile" : "/auth";
  return redirectWithToast(request, target, {
    kind: "success",
    message: outcome === "changed" ? "profile.emailChanged" : "auth.confirmDone",
  });
}

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form] = useForm({ id: "confirm-email", lastResult: actionData?.result });
  const invalid = !loaderData.valid || Boolean(form.errors?.length);
  return (
    <section className="page page-narrow" aria-labelledby="confirm-title">
      <PageMeta title={`${t("emailReminder.title")} — ${BRAND_NAME}`} />
      <h1 id="confirm-title">{t("emailReminder.title")}</h1>
      {invalid ? (
        <>
          <p className="form-message form-message-error">{t(INVALID_LINK)}</p>
          <p>
            <AppLink to="/profile" className="standalone-link">
              {t("userMenu.profile")}
            </AppLink>
          </p>
        </>
      ) : (
        <Form method="post" {...getFormProps(form)} className="form">
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="token" value={loaderData.token} />
          <p>{t("auth.confirmText", { email: loaderData.email })}</p>
          <button type="submit" className="button button-primary">
            {t("auth.confirmSubmit")}
          </button>
        </Form>
      )}
    </section>
  );
}
