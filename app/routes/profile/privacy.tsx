import { Form, data } from "react-router";
import type { Route } from "./+types/privacy";
import { getDb } from "~/db.server";
import { requireParent } from "~/domain/accounts/guards.server";
import { verifyPassword } from "~/domain/accounts/password-hash.server";
import { getPrivacySettings, savePrivacySettings } from "~/domain/accounts/settings.server";
import { deleteUser } from "~/domain/accounts/users.server";
import { endSession } from "~/lib/auth.server";
import { useTranslation } from "~/lib/i18n/context";
import { redirectWithToast } from "~/lib/toast.server";
import { PrivacySettingsForm, readPrivacyForm } from "~/components/privacy/PrivacySettingsForm";

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
    await savePrivacySettings(db, session.user.id, readPrivacyForm(formData));
    return redirectWithToast(request, "/profile/privacy", { kind: "success", message: "privacy.settingsSaved" });
  }

  if (intent === "delete") {
    const errors: { password?: string; confirmation?: string } = {};
    const password = String(formData.get("password") ?? "");
    if (String(formData.get("confirmation") ?? "").trim() !== "DELETE") errors.confirmation = "privacy.deleteConfirmMismatch";
    if (session.user.password_hash) {
      if (!password) errors.password = "validation.required";
      else if (!(await verifyPassword(password, session.user.password_hash))) errors.password = "profile.wrongPassword";
    }
    if (errors.password || errors.confirmation) return data({ errors }, { status: 400 });
    const clear = await endSession(context);
    await deleteUser(db, session.user.id);
    return redirectWithToast(request, "/", { kind: "success", message: "privacy.deleted" }, { headers: { "Set-Cookie": clear } });
  }

  return data({ errors: {} }, { status: 400 });
}

export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { settings, hasPassword } = loaderData;
  const errors: { password?: string; confirmation?: string } = actionData?.errors ?? {};
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
        <Form method="post" className="form" noValidate>
          <input type="hidden" name="intent" value="delete" />
          {hasPassword ? (
            <div className="field">
              <label htmlFor="delete-password">{t("privacy.deletePasswordLabel")}</label>
              <input
                id="delete-password"
                name="password"
                type="password"
                autoComplete="current-password"
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? "delete-password-error" : undefined}
              />
              {errors.password ? (
                <p id="delete-password-error" className="field-errors">
                  {t(errors.password as "profile.wrongPassword")}
                </p>
              ) : null}
            </div>
          ) : null}
          <div className="field">
            <label htmlFor="delete-confirmation">{t("privacy.deleteConfirmLabel")}</label>
            <input
              id="delete-confirmation"
              name="confirmation"
              type="text"
              autoComplete="off"
              aria-invalid={errors.confirmation ? true : undefined}
              aria-describedby={errors.confirmation ? "delete-confirmation-error" : undefined}
            />
            {errors.confirmation ? (
              <p id="delete-confirmation-error" className="field-errors">
                {t("privacy.deleteConfirmMismatch")}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button button-danger">
            {t("privacy.deleteSubmit")}
          </button>
        </Form>
      </section>
    </div>
  );
}
