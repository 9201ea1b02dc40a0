import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/finish-signup";
import { PageMeta } from "~/components/PageMeta";
import { PendingButton } from "~/components/forms/PendingButton";
import { getDb } from "~/db.server";
import { finishSignUp, peekPendingSignUp } from "~/domain/accounts/account.server";
import { LEGAL_REVIEW_PATH } from "~/domain/accounts/navigation";
import { savePrivacySettings } from "~/domain/accounts/settings.server";
import { displayName } from "~/domain/accounts/users";
import { toCurrentUser } from "~/domain/accounts/users.server";
import { startSession } from "~/infrastructure/auth.server";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import { redirectWithToast } from "~/infrastructure/toast.server";
import { getVisitorPrivacySettings } from "~/infrastructure/visitor-privacy.server";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

export const handle: ScriptsHandle = { scripts: "standalone" };

const FinishSignUpSchema = z.object({ token: z.string() });
const LINK_INVALID = "auth.finishSignUp.invalid";
const ADDRESS_TAKEN = "auth.finishSignUp.taken";

/**
 * The link of a sign-up mail opens this page; the account is made by pressing the button (a
 * POST), so mail scanners that open links do not use it up.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const pending = token ? await peekPendingSignUp(getDb(), token) : null;
  return { token: pending ? token : "", email: pending?.email ?? null };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: FinishSignUpSchema });
  if (submission.status !== "success") return data({ result: submission.reply({ formErrors: [LINK_INVALID] }) }, { status: 400 });
  const db = getDb();
  const finished = await finishSignUp(db, submission.value.token);
  if (finished.kind === "taken") return data({ result: submission.reply({ formErrors: [ADDRESS_TAKEN] }) }, { status: 409 });
  if (finished.kind === "invalid") return data({ result: submission.reply({ formErrors: [LINK_INVALID] }) }, { status: 400 });
  const { user } = finished;
  // Settings chosen as a visitor come along into the account.
  await savePrivacySettings(db, user.id, await getVisitorPrivacySettings(request));
  const cookies = await startSession(request, user.id);
  return redirectWithToast(
    request,
    LEGAL_REVIEW_PATH,
    { kind: "success", message: "auth.welcome", values: { name: displayName(toCurrentUser(user)) } },
    { headers: cookies.map((cookie) => ["Set-Cookie", cookie] as [string, string]) },
  );
}

export default function FinishSignUp({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form] = useForm({ id: "finish-signup", lastResult: actionData?.result });
  const problem = form.errors?.[0] ?? (loaderData.email ? null : LINK_INVALID);
  return (
    <section className="page page-narrow" aria-labelledby="finish-title">
      <PageMeta title={`${t("auth.finishSignUp.title")} — ${BRAND_NAME}`} />
      <h1 id="finish-title">{t("auth.finishSignUp.title")}</h1>
      {problem ? (
        <div className="card">
          <p className="form-message form-message-error" role="alert">
            {t(problem === ADDRESS_TAKEN ? ADDRESS_TAKEN : LINK_INVALID)}
          </p>
          <p>
            <AppLink to={problem === ADDRESS_TAKEN ? "/auth" : "/auth?mode=signup"} className="standalone-link">
              {t(problem === ADDRESS_TAKEN ? "auth.checkEmail.signIn" : "auth.finishSignUp.again")}
            </AppLink>
          </p>
        </div>
      ) : (
        <Form method="post" {...getFormProps(form)} className="card form">
          <p>{t("auth.finishSignUp.text", { email: loaderData.email ?? "" })}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <PendingButton pendingLabel={t("auth.finishSignUp.pending")}>{t("auth.finishSignUp.submit")}</PendingButton>
        </Form>
      )}
    </section>
  );
}
