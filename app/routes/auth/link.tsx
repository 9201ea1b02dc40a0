import { Form, data } from "react-router";
import type { Route } from "./+types/link";
import { PageMeta } from "~/components/PageMeta";
import { PendingButton } from "~/components/forms/PendingButton";
import { getDb } from "~/db.server";
import { peekSignInLink, redeemSignInLink } from "~/domain/accounts/account.server";
import { signInAndContinue } from "~/lib/sign-in.server";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/lib/i18n/context";
import type { StringsHandle } from "~/locales/namespaces";
import { AppLink } from "~/components/AppLinks";

export const handle: StringsHandle = { strings: ["auth"], scripts: "standalone" };

/** A mailed sign-in link (while an account is under attack): signing in is one button press. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid = token !== "" && (await peekSignInLink(getDb(), token));
  return { token: valid ? token : "" };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const db = getDb();
  const user = await redeemSignInLink(db, String(form.get("token") ?? ""));
  if (!user) return data({ invalid: true }, { status: 400 });
  return signInAndContinue(db, request, user);
}

export default function SignInLink({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const invalid = !loaderData.token || actionData?.invalid;
  return (
    <section className="page page-narrow" aria-labelledby="link-title">
      <PageMeta title={`${t("auth.signInLink.title")} — ${BRAND_NAME}`} />
      <h1 id="link-title">{t("auth.signInLink.title")}</h1>
      {invalid ? (
        <div className="card">
          <p className="form-message form-message-error" role="alert">
            {t("auth.signInLink.invalid")}
          </p>
          <p>
            <AppLink to="/auth" className="standalone-link">{t("auth.checkEmail.signIn")}</AppLink>
          </p>
        </div>
      ) : (
        <Form method="post" className="card form">
          <input type="hidden" name="token" value={loaderData.token} />
          <PendingButton pendingLabel={t("auth.signingIn")}>
            {t("auth.signInSubmit")}
          </PendingButton>
        </Form>
      )}
    </section>
  );
}
