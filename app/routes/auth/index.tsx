import { type SubmissionResult, getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data, redirect, useLocation } from "react-router";
import type { Route } from "./+types/index";
import { PageMeta } from "~/components/PageMeta";
import { FieldErrors, TextField } from "~/components/forms/Field";
import { FormMessage } from "~/components/forms/FormMessage";
import { HoneypotField } from "~/components/forms/HoneypotField";
import { PasswordStrength } from "~/components/forms/PasswordStrength";
import { PendingButton } from "~/components/forms/PendingButton";
import { type DB, getDb } from "~/db.server";
import { checkCredentials, requestPasswordReset, signUp } from "~/domain/accounts/account.server";
import { ForgotPasswordSchema, SignInSchema, SignUpSchema } from "~/domain/accounts/account-forms";
import { EMAIL_MAX, NAME_MAX } from "~/domain/accounts/account-limits";
import { googleSignInEnabled } from "~/domain/accounts/authenticator.server";
import { type AccountLimit, hitLimit } from "~/domain/accounts/limits.server";
import { CHECK_EMAIL_PATH, HOME_FOR_PARENTS } from "~/domain/accounts/navigation";
import { signInAndContinue } from "~/infrastructure/sign-in.server";
import { SAVE_ASSESSMENT_CONTEXT } from "~/domain/assessment/navigation";
import { PASSWORD_MAX_LENGTH, passwordStrength } from "~/domain/accounts/password";
import { splitFullName } from "~/domain/accounts/users";
import { getSession, readReturnTo, rememberReturnTo } from "~/infrastructure/auth.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { BRAND_NAME } from "~/lib/brand";
import { isLikelyRobot } from "~/infrastructure/honeypot";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import { requestInfoContext } from "~/infrastructure/request-info";
import { publicOrigin } from "~/infrastructure/request-origin.server";
import { redirectWithToast } from "~/infrastructure/toast.server";
import { validationMessage } from "~/lib/validation";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

export const handle: ScriptsHandle = { scripts: "standalone" };

type Mode = "signin" | "signup" | "forgot";

function modeFrom(url: URL): Mode {
  const mode = url.searchParams.get("mode");
  return mode === "signup" || mode === "forgot" ? mode : "signin";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (getSession(context)) throw redirect(HOME_FOR_PARENTS);
  const url = new URL(request.url);
  // A link that asks to come back ("?returnTo=/games/x", from a locked page) is remembered
  // like a protected page's redirect; only paths on this site are accepted.
  const asked = url.searchParams.get("returnTo");
  const remembered = await readReturnTo(request);
  const returnTo = asked ? { path: safeRedirectPath(asked), context: null } : remembered;
  const headers = asked ? { "Set-Cookie": await rememberReturnTo(returnTo?.path ?? "/") } : undefined;
  return data(
    {
      mode: modeFrom(url),
      googleEnabled: googleSignInEnabled(),
      signInRequired: returnTo !== null,
      savingAssessment: returnTo?.context === SAVE_ASSESSMENT_CONTEXT,
    },
    { headers },
  );
}

/** Counts the attempt; a refusal becomes a 429 with a message next to the form. */
async function rateLimited(db: DB, limit: AccountLimit, ip: string, submission: { reply: (o: { formErrors: string[] }) => SubmissionResult<string[]> }) {
  const decision = await hitLimit(db, limit, ip);
  if (decision.allowed) return null;
  const minutes = Math.ceil(decision.retryAfterSeconds / 60);
  return data(
    { result: submission.reply({ formErrors: [validationMessage("errors.rateLimited", minutes)] }), strength: null },
    { status: 429, headers: { "Retry-After": String(decision.retryAfterSeconds) } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.clone().formData();
  const intent = formData.get("intent");
  const { ip } = context.get(requestInfoContext);
  const language = getLanguage(context);
  const db = getDb();

  if (intent === "signup") {
    const submission = parseWithZod(formData, { schema: SignUpSchema });
    const typed = formData.get("password");
    const strength = typeof typed === "string" ? passwordStrength(typed) : "weak";
    const hidden = { hideFields: ["password"] };
    if (isLikelyRobot(formData)) return redirect("/auth?mode=signup");
    // Typos are not attempts: only a valid sign-up counts against the address's limit.
    if (submission.status !== "success") return data({ result: submission.reply(hidden), strength }, { status: 400 });
    const limited = await rateLimited(db, "signUpPerIp", ip, submission);
    if (limited) return limited;
    const { firstName, lastName } = splitFullName(submission.value.fullName);
    // The same answer for a new and a registered address (the mail differs): nothing here
    // tells who has an account.
    await signUp(db, { firstName, lastName, email: submission.value.email, password: submission.value.password, language }, publicOrigin(request));
    return redirect(CHECK_EMAIL_PATH);
  }

  if (intent === "forgot") {
    const submission = parseWithZod(formData, { schema: ForgotPasswordSchema });
    if (isLikelyRobot(formData)) return redirect("/auth?mode=forgot");
    const limited = await rateLimited(db, "forgotPerIp", ip, submission);
    if (limited) return limited;
    if (submission.status !== "success") return data({ result: submission.reply(), strength: null }, { status: 400 });
    await requestPasswordReset(db, submission.value.email, publicOrigin(request));
    return redirectWithToast(request, "/auth", { kind: "info", message: "auth.resetSent" });
  }

  // Sign in.
  const submission = parseWithZod(formData, { schema: SignInSchema });
  const hidden = { hideFields: ["password"] };
  const limited = await rateLimited(db, "signInPerIp", ip, submission);
  if (limited) return limited;
  if (submission.status !== "success") return data({ result: submission.reply(hidden), strength: null }, { status: 400 });
  const result = await checkCredentials(db, submission.value.email, submission.value.password, { ip, origin: publicOrigin(request) });
  if (result.ok) return signInAndContinue(db, request, result.user);
  if (result.reason === "rate_limited") {
    const minutes = Math.ceil(result.retryAfterSeconds / 60);
    return data(
      { result: submission.reply({ ...hidden, formErrors: [validationMessage("errors.rateLimited", minutes)] }), strength: null },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  if (result.reason === "link_sent")
    return data({ result: submission.reply({ ...hidden, formErrors: ["auth.signInLinkSent"] }), strength: null }, { status: 403 });
  return data({ result: submission.reply({ ...hidden, formErrors: ["auth.invalidCredentials"] }), strength: null }, { status: 401 });
}

export default function Auth({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { mode, googleEnabled, signInRequired, savingAssessment } = loaderData;
  const title = mode === "signup" ? t("auth.signUpTitle") : mode === "forgot" ? t("auth.forgotTitle") : t("auth.signInTitle");

  return (
    <section className="page page-narrow auth-page" aria-labelledby="auth-title">
      <PageMeta title={`${title} — ${BRAND_NAME}`} />
      <h1 id="auth-title">{title}</h1>
      {savingAssessment && mode !== "forgot" ? (
        <p className="notice">{t("auth.saveAssessmentRequired")}</p>
      ) : signInRequired && mode === "signin" ? (
        <p className="notice">{t("auth.signInRequired")}</p>
      ) : null}
      {mode === "signup" ? <p>{t("auth.intro")}</p> : null}
      {mode !== "forgot" ? (
        <nav className="auth-tabs" aria-label={t("auth.signInTitle")}>
          <AppLink to="/auth" aria-current={mode === "signin" ? "page" : undefined}>
            {t("auth.signInTab")}
          </AppLink>
          <AppLink to="/auth?mode=signup" aria-current={mode === "signup" ? "page" : undefined}>
            {t("auth.signUpTab")}
          </AppLink>
        </nav>
      ) : null}
      {/* A new location (switching tabs, a redirect) starts a fresh form. */}
      {mode === "signup" ? (
        <SignUpForm key={location.key} lastResult={actionData?.result} strength={actionData?.strength ?? null} />
      ) : mode === "forgot" ? (
        <ForgotForm key={location.key} lastResult={actionData?.result} />
      ) : (
        <SignInForm key={location.key} lastResult={actionData?.result} />
      )}
      {googleEnabled && mode !== "forgot" ? (
        <>
          <p className="divider">{t("auth.orDivider")}</p>
          <Form method="post" action="/auth/google">
            <button type="submit" className="button button-secondary button-wide">
              {t("auth.googleButton")}
            </button>
          </Form>
        </>
      ) : null}
    </section>
  );
}

function SignInForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm<{ email: string; password: string }>({ id: "signin", lastResult, shouldValidate: "onSubmit" });
  return (
    <Form method="post" action="/auth" {...getFormProps(form)} noValidate className="form">
      <input type="hidden" name="intent" value="signin" />
      <FormMessage id={form.errorId} errors={form.errors} />
      <TextField meta={fields.email} type="email" label={t("auth.emailLabel")} autoComplete="username" maxLength={EMAIL_MAX} />
      <TextField meta={fields.password} type="password" label={t("auth.passwordLabel")} autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} />
      <PendingButton pendingLabel={t("auth.signingIn")}>{t("auth.signInSubmit")}</PendingButton>
      <p>
        <AppLink to="/auth?mode=forgot" className="standalone-link">
          {t("auth.forgotLink")}
        </AppLink>
      </p>
    </Form>
  );
}

function SignUpForm({
  lastResult,
  strength: serverStrength,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  strength: ReturnType<typeof passwordStrength> | null;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm<{ fullName: string; email: string; password: string }>({
    id: "signup",
    lastResult,
    shouldValidate: "onSubmit",
  });
  const strength = serverStrength ?? "weak";
  const password = fields.password;
  const strengthId = `${password.id}-strength`;
  const passwordProps = getInputProps(password, { type: "password", ariaDescribedBy: `${password.descriptionId} ${strengthId}` });
  return (
    <Form method="post" action="/auth?mode=signup" {...getFormProps(form)} noValidate className="form">
      <input type="hidden" name="intent" value="signup" />
      <FormMessage id={form.errorId} errors={form.errors} />
      <HoneypotField />
      <TextField meta={fields.fullName} label={t("auth.fullNameLabel")} autoComplete="name" maxLength={NAME_MAX} />
      <TextField meta={fields.email} type="email" label={t("auth.emailLabel")} autoComplete="email" maxLength={EMAIL_MAX} />
      <div className="field">
        <label htmlFor={password.id}>{t("auth.passwordLabel")}</label>
        <p id={password.descriptionId} className="field-hint">
          {t("auth.passwordHint")}
        </p>
        <input {...passwordProps} autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
        <PasswordStrength id={strengthId} strength={strength} />
        <FieldErrors id={password.errorId} errors={password.errors} />
      </div>
      <p className="fine-print">{t("auth.legalNote")}</p>
      <PendingButton pendingLabel={t("auth.signingUp")}>{t("auth.signUpSubmit")}</PendingButton>
    </Form>
  );
}

function ForgotForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm<{ email: string }>({ id: "forgot", lastResult, shouldValidate: "onSubmit" });
  return (
    <Form method="post" action="/auth?mode=forgot" {...getFormProps(form)} noValidate className="form">
      <input type="hidden" name="intent" value="forgot" />
      <p>{t("auth.forgotIntro")}</p>
      <FormMessage id={form.errorId} errors={form.errors} />
      <HoneypotField />
      <TextField meta={fields.email} type="email" label={t("auth.emailLabel")} autoComplete="email" maxLength={EMAIL_MAX} />
      <PendingButton pendingLabel={t("auth.forgotSending")}>{t("auth.forgotSubmit")}</PendingButton>
      <p>
        <AppLink to="/auth" className="standalone-link">
          {t("auth.backToSignIn")}
        </AppLink>
      </p>
    </Form>
  );
}
