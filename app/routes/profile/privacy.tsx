import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data } from "react-router";
import type { Route } from "./+types/privacy";
import { TextField } from "~/components/forms/Field";
import { getDb } from "~/db.server";
import { DeleteAccountSchema, PrivacySettingsSchema } from "~/domain/accounts/account-forms";
import { requireParent } from "~/infrastructure/guards.server";
import { verifyPassword } from "~/domain/accounts/password-hash.server";
import { getPrivacySettings, savePrivacySettings } from "~/domain/accounts/settings.server";
import { deleteUser } from "~/domain/accounts/users.server";
import { endSession } from "~/infrastructure/auth.server";
import { useTranslation } from "~/infrastructure/i18n/context";
import { redirectWithToast } from "~/infrastructure/toast.server";
import { PrivacySettingsForm } from "~/components/privacy/PrivacySettingsForm";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";

export const handle: ScriptsHandle = { scripts: "standalone" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireParent(request, context);
  return {
    settings: await getPrivacySettings(getDb(), session.user.id),
    hasPassword: session.user.password_hash !== null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireParent(request, context);
  const db = getDb();
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "settings") {
    const submission = parseWithZod(formData, { schema: PrivacySettingsSchema });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    await savePrivacySettings(db, session.user.id, submission.value);
    return redirectWithToast(request, "/profile/privacy", { kind: "success", message: "privacy.settingsSaved" });
  }

  if (intent === "delete") {
    const submission = parseWithZod(formData, { schema: DeleteAccountSchema });
    const hidden = { hideFields: ["password"] };
    const fieldErrors: Record<string, string[]> = {};
    if (submission.status !== "success") {
      for (const [name, errors] of Object.entries(submission.error ?? {})) if (errors) fieldErrors[name] = errors;
    }
    const password = submission.status === "success" ? submission.value.password : undefined;
    if (session.user.password_hash && !fieldErrors.password) {
      if (!password) fieldErrors.password = ["validation.required"];
      else if (!(await verifyPassword(password, session.user.password_hash))) fieldErrors.password = ["profile.wrongPassword"];
    }
    if (Object.keys(fieldErrors).length > 0) return data({ result: submission.reply({ ...hidden, fieldErrors }) }, { status: 400 });
    const clear = await endSession(context);
    await deleteUser(db, session.user.id);
    return redirectWithToast(request, "/", { kind: "success", message: "privacy.deleted" }, { headers: { "Set-Cookie": clear } });
  }

  return data({ result: undefined }, { status: 400 });
}

export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { settings, hasPassword } = loaderData;
  return (
    <div className="profile-sections">
      <section aria-labelledby="settings-title" className="card">
        <h2 id="settings-title">{t("privacy.settingsTitle")}</h2>
        <PrivacySettingsForm settings={settings} />
      </section>

      <section aria-labelledby="export-title" className="card">
        <h2 id="export-title">{t("privacy.exportTitle")}</h2>
        <p>{t("privacy.exportText")}</p>
        <a href="/profile/export" className="button button-secondary" download>
          {t("privacy.exportLink")}
        </a>
      </section>

      <section aria-labelledby="delete-title" className="card card-danger">
        <h2 id="delete-title">{t("privacy.deleteTitle")}</h2>
        <p>{t("privacy.deleteText")}</p>
        <DeleteAccountForm hasPassword={hasPassword} lastResult={actionData?.result} />
      </section>
    </div>
  );
}

function DeleteAccountForm({ hasPassword, lastResult }: { hasPassword: boolean; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm<{ password: string; confirmation: string }>({ id: "delete", lastResult, shouldValidate: "onSubmit" });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="form">
      <input type="hidden" name="intent" value="delete" />
      {hasPassword ? <TextField meta={fields.password} type="password" label={t("privacy.deletePasswordLabel")} autoComplete="current-password" /> : null}
      <TextField meta={fields.confirmation} label={t("privacy.deleteConfirmLabel")} autoComplete="off" />
      <button type="submit" className="button button-danger">
        {t("privacy.deleteSubmit")}
      </button>
    </Form>
  );
}
