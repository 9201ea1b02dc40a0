import { Form, data } from "react-router";
import type { Route } from "./+types/finish-signup";
import { PageMeta } from "~/components/PageMeta";
import { PendingButton } from "~/components/forms/PendingButton";
import { getDb } from "~/db.server";
import { finishSignUp, peekPendingSignUp } from "~/domain/accounts/account.server";
import { LEGAL_REVIEW_PATH } from "~/domain/accounts/navigation";
import { savePrivacySettings } from "~/domain/accounts/settings.server";
import { displayName } from "~/domain/accounts/users";
import { toCurrentUser } from "~/domain/accounts/users.server";
import { startSession } from "~/lib/auth.server";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/lib/i18n/context";
import { redirectWithToast } from "~/lib/toast.server";
import { getVisitorPrivacySettings } from "~/lib/visitor-privacy.server";
import type { StringsHandle } from "~/locales/namespaces";
import { AppLink } from "~/components/AppLinks";

export const handle: StringsHandle = { strings: ["auth"], scripts: "standalone" };

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
  const form = await request.formData();
  const db = getDb();
  const finished = await finishSignUp(db, String(form.get("token") ?? ""));
  if (finished.kind === "taken") return data({ problem: "taken" as const }, { status: 409 });
  if (finished.kind === "invalid") return data({ problem: "invalid" as const }, { status: 400 });
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
  const problem = actionData?.problem ?? (loaderData.email ? null : "invalid");
  return (
    <section className="page page-narrow" aria-labelledby="finish-title">
      <PageMeta title={`${t("auth.finishSignUp.title")} — ${BRAND_NAME}`} />
      <h1 id="finish-title">{t("auth.finishSignUp.title")}</h1>
      {problem ? (
        <div className="card">
          <p className="form-message form-message-error" role="alert">
            {t(problem === "taken" ? "auth.finishSignUp.taken" : "auth.finishSignUp.invalid")}
          </p>
          <p>
            <AppLink to={problem === "taken" ? "/auth" : "/auth?mode=signup"} className="standalone-link">{t(problem === "taken" ? "auth.checkEmail.signIn" : "auth.finishSignUp.again")}</AppLink>
          </p>
        </div>
      ) : (
        <Form method="post" className="card form">
          <p>{t("auth.finishSignUp.text", { email: loaderData.email ?? "" })}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <PendingButton pendingLabel={t("auth.finishSignUp.pending")}>
            {t("auth.finishSignUp.submit")}
          </PendingButton>
        </Form>
      )}
    </section>
  );
}
