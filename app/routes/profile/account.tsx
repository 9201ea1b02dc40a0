import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data, useLocation } from "react-router";
import type { Route } from "./+types/account";
import { FormMessage } from "~/components/forms/FormMessage";
import { TextField } from "~/components/forms/Field";
import { LanguageSwitcher } from "~/components/layout/LanguageSwitcher";
import { ThemeSwitcher } from "~/components/layout/ThemeSwitcher";
import { getDb } from "~/db.server";
import { changePassword, requestEmailChange } from "~/domain/accounts/account.server";
import { ChangeEmailSchema, ChangePasswordSchema, NamesSchema } from "~/domain/accounts/account-forms";
import { EMAIL_MAX, NAME_MAX } from "~/domain/accounts/account-limits";
import { requireParent } from "~/infrastructure/guards.server";
import { PASSWORD_MAX_LENGTH } from "~/domain/accounts/password";
import { toCurrentUser, updateUser } from "~/domain/accounts/users.server";
import { useTranslation } from "~/infrastructure/i18n/context";
import { publicOrigin } from "~/infrastructure/request-origin.server";
import { getTheme } from "~/infrastructure/theme.server";
import { log } from "~/infrastructure/log.server";
import { redirectWithToast } from "~/infrastructure/toast.server";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

export const handle: ScriptsHandle = { scripts: "standalone" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireParent(request, context);
  return { user: toCurrentUser(session.user), theme: await getTheme(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireParent(request, context);
  const db = getDb();
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "names") {
    const submission = parseWithZod(formData, { schema: NamesSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    try {
      await updateUser(db, session.user.id, { first_name: submission.value.firstName, last_name: submission.value.lastName });
    } catch (error) {
      log.error("profile update failed", { error });
      return data({ intent, result: submission.reply({ formErrors: ["profile.updateFailed"] }) }, { status: 500 });
    }
    return redirectWithToast(request, "/profile", { kind: "success", message: "profile.namesSaved" });
  }

  if (intent === "password") {
    const submission = parseWithZod(formData, { schema: ChangePasswordSchema });
    const hidden = { hideFields: ["currentPassword", "newPassword"] };
    if (submission.status !== "success") return data({ intent, result: submission.reply(hidden) }, { status: 400 });
    const outcome = await changePassword(db, session.user.id, session.idHash, submission.value.currentPassword, submission.value.newPassword);
    if (outcome === "wrong_password") {
      return data({ intent, result: submission.reply({ ...hidden, fieldErrors: { currentPassword: ["profile.wrongPassword"] } }) }, { status: 400 });
    }
    return redirectWithToast(request, "/profile", { kind: "success", message: "profile.passwordChanged" });
  }

  if (intent === "email") {
    const submission = parseWithZod(formData, { schema: ChangeEmailSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const outcome = await requestEmailChange(db, session.user, submission.value.newEmail, publicOrigin(request));
    if (outcome === "taken") {
      return data({ intent, result: submission.reply({ fieldErrors: { newEmail: ["auth.emailTaken"] } }) }, { status: 409 });
    }
    return redirectWithToast(request, "/profile", {
      kind: "info",
      message: "profile.emailChangeSent",
      values: { email: submission.value.newEmail },
    });
  }

  return data({ intent: null, result: undefined }, { status: 400 });
}

type Result = SubmissionResult<string[]> | undefined;

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const location = useLocation();
  const { user, theme } = loaderData;
  const resultFor = (intent: string): Result => (actionData?.intent === intent ? actionData.result : undefined);
  return (
    <div className="profile-sections">
      <section aria-labelledby="names-title" className="card">
        <h2 id="names-title">{t("profile.namesTitle")}</h2>
        <NamesForm key={`names-${location.key}`} lastResult={resultFor("names")} firstName={user.firstName} lastName={user.lastName} />
      </section>

      <section aria-labelledby="email-title" className="card">
        <h2 id="email-title">{t("profile.emailTitle")}</h2>
        <p>
          {t("profile.currentEmail", { email: user.email })}{" "}
          <span className={user.emailVerified ? "badge badge-ok" : "badge badge-warn"}>
            {user.emailVerified ? t("profile.emailVerified") : t("profile.emailUnverified")}
          </span>
        </p>
        <EmailForm key={`email-${location.key}`} lastResult={resultFor("email")} />
      </section>

      <section aria-labelledby="password-title" className="card">
        <h2 id="password-title">{t("profile.passwordTitle")}</h2>
        {user.hasPassword ? <PasswordForm key={`password-${location.key}`} lastResult={resultFor("password")} /> : <p>{t("profile.noPasswordYet")}</p>}
      </section>

      <section aria-labelledby="preferences-title" className="card">
        <h2 id="preferences-title">{t("profile.preferencesTitle")}</h2>
        <div className="stack">
          <LanguageSwitcher current={language} showLabel />
          <ThemeSwitcher current={theme} />
        </div>
      </section>

      <section aria-labelledby="api-title" className="card">
        <h2 id="api-title">{t("profile.apiTitle")}</h2>
        <p>{t("profile.apiText")}</p>
        <p>
          <AppLink to="/profile/api-tokens" className="standalone-link">
            {t("profile.apiLink")}
          </AppLink>
        </p>
      </section>

      <section aria-labelledby="signout-title" className="card">
        <h2 id="signout-title">{t("profile.signOutTitle")}</h2>
        <Form method="post" action="/auth/logout">
          <button type="submit" className="button button-secondary">
            {t("auth.logout")}
          </button>
        </Form>
      </section>
    </div>
  );
}

function NamesForm({ lastResult, firstName, lastName }: { lastResult: Result; firstName: string; lastName: string }) {
  const { t } = useTranslation();
  const [form, fields] = useForm<{ firstName: string; lastName: string }>({
    id: "names",
    lastResult,
    defaultValue: { firstName, lastName },
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="form">
      <input type="hidden" name="intent" value="names" />
      <FormMessage id={form.errorId} errors={form.errors} />
      <TextField meta={fields.firstName} label={t("profile.firstNameLabel")} autoComplete="given-name" maxLength={NAME_MAX} />
      <TextField meta={fields.lastName} label={t("profile.lastNameLabel")} autoComplete="family-name" maxLength={NAME_MAX} />
      <button type="submit" className="button button-primary">
        {t("profile.saveNames")}
      </button>
    </Form>
  );
}

function EmailForm({ lastResult }: { lastResult: Result }) {
  const { t } = useTranslation();
  const [form, fields] = useForm<{ newEmail: string }>({ id: "email", lastResult, shouldValidate: "onSubmit" });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="form">
      <input type="hidden" name="intent" value="email" />
      <TextField meta={fields.newEmail} type="email" label={t("profile.newEmailLabel")} autoComplete="email" maxLength={EMAIL_MAX} />
      <button type="submit" className="button button-secondary">
        {t("profile.emailSubmit")}
      </button>
    </Form>
  );
}

function PasswordForm({ lastResult }: { lastResult: Result }) {
  const { t } = useTranslation();
  const [form, fields] = useForm<{ currentPassword: string; newPassword: string }>({ id: "password", lastResult, shouldValidate: "onSubmit" });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="form">
      <input type="hidden" name="intent" value="password" />
      <TextField
        meta={fields.currentPassword}
        type="password"
        label={t("profile.currentPasswordLabel")}
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
      />
      <TextField
        meta={fields.newPassword}
        type="password"
        label={t("auth.newPasswordLabel")}
        hint={t("auth.passwordHint")}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
      />
      <button type="submit" className="button button-secondary">
        {t("profile.passwordSubmit")}
      </button>
    </Form>
  );
}
