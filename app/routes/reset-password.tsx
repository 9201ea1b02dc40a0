import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data } from "react-router";
import type { Route } from "./+types/reset-password";
import { PageMeta } from "~/components/PageMeta";
import { TextField } from "~/components/forms/Field";
import { FormMessage } from "~/components/forms/FormMessage";
import { getDb } from "~/db.server";
import { resetPassword } from "~/domain/accounts/account.server";
import { ResetPasswordSchema } from "~/domain/accounts/account-forms";
import { peekEmailToken } from "~/domain/accounts/email-tokens.server";
import { hitLimit } from "~/domain/accounts/limits.server";
import { PASSWORD_MAX_LENGTH } from "~/domain/accounts/password";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import { requestInfoContext } from "~/infrastructure/request-info";
import { redirectWithToast } from "~/infrastructure/toast.server";
import { validationMessage } from "~/lib/validation";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

export const handle: ScriptsHandle = { scripts: "standalone" };

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid = token !== "" && (await peekEmailToken(getDb(), "reset_password", token)) !== null;
  return { token: valid ? token : "", valid };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: ResetPasswordSchema });
  const hidden = { hideFields: ["password"] };
  const decision = await hitLimit(getDb(), "resetPerIp", context.get(requestInfoContext).ip);
  if (!decision.allowed) {
    const minutes = Math.ceil(decision.retryAfterSeconds / 60);
    return data({ result: submission.reply({ ...hidden, formErrors: [validationMessage("errors.rateLimited", minutes)] }), expired: false }, { status: 429 });
  }
  if (submission.status !== "success") return data({ result: submission.reply(hidden), expired: false }, { status: 400 });
  const done = await resetPassword(getDb(), submission.value.token, submission.value.password);
  if (!done) return data({ result: submission.reply({ ...hidden, formErrors: ["auth.resetInvalid"] }), expired: true }, { status: 400 });
  return redirectWithToast(request, "/auth", { kind: "success", message: "auth.resetDone" });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const usable = loaderData.valid && !actionData?.expired;
  return (
    <section className="page page-narrow" aria-labelledby="reset-title">
      <PageMeta title={`${t("auth.resetTitle")} — ${BRAND_NAME}`} />
      <h1 id="reset-title">{usable ? t("auth.resetTitle") : t("auth.resetInvalid")}</h1>
      {usable ? (
        <ResetForm token={loaderData.token} lastResult={actionData?.result} />
      ) : (
        <>
          <p>{t("auth.resetInvalidText")}</p>
          <p>
            <AppLink to="/auth?mode=forgot" className="button button-primary">
              {t("auth.requestNewLink")}
            </AppLink>
          </p>
        </>
      )}
    </section>
  );
}

function ResetForm({ token, lastResult }: { token: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm<{ token: string; password: string }>({ id: "reset", lastResult, shouldValidate: "onSubmit" });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="form">
      <input type="hidden" name="token" value={token} />
      <FormMessage id={form.errorId} errors={form.errors} />
      <TextField
        meta={fields.password}
        type="password"
        label={t("auth.newPasswordLabel")}
        hint={t("auth.passwordHint")}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
      />
      <button type="submit" className="button button-primary">
        {t("auth.resetSubmit")}
      </button>
    </Form>
  );
}
