import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/link";
import { PageMeta } from "~/components/PageMeta";
import { PendingButton } from "~/components/forms/PendingButton";
import { getDb } from "~/db.server";
import { peekSignInLink, redeemSignInLink } from "~/domain/accounts/account.server";
import { signInAndContinue } from "~/infrastructure/sign-in.server";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

export const handle: ScriptsHandle = { scripts: "standalone" };

const SignInLinkSchema = z.object({ token: z.string() });
const LINK_INVALID = "auth.signInLink.invalid";

/** A mailed sign-in link (while an account is under attack): signing in is one button press. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid = token !== "" && (await peekSignInLink(getDb(), token));
  return { token: valid ? token : "" };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: SignInLinkSchema });
  if (submission.status !== "success") return data({ result: submission.reply({ formErrors: [LINK_INVALID] }) }, { status: 400 });
  const db = getDb();
  const user = await redeemSignInLink(db, submission.value.token);
  if (!user) return data({ result: submission.reply({ formErrors: [LINK_INVALID] }) }, { status: 400 });
  return signInAndContinue(db, request, user);
}

export default function SignInLink({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form] = useForm({ id: "sign-in-link", lastResult: actionData?.result });
  const invalid = !loaderData.token || Boolean(form.errors?.length);
  return (
    <section className="page page-narrow" aria-labelledby="link-title">
      <PageMeta title={`${t("auth.signInLink.title")} — ${BRAND_NAME}`} />
      <h1 id="link-title">{t("auth.signInLink.title")}</h1>
      {invalid ? (
        <div className="card">
          <p className="form-message form-message-error" role="alert">
            {t(LINK_INVALID)}
          </p>
          <p>
            <AppLink to="/auth" className="standalone-link">
              {t("auth.checkEmail.signIn")}
            </AppLink>
          </p>
        </div>
      ) : (
        <Form method="post" {...getFormProps(form)} className="card form">
          <input type="hidden" name="token" value={loaderData.token} />
          <PendingButton pendingLabel={t("auth.signingIn")}>{t("auth.signInSubmit")}</PendingButton>
        </Form>
      )}
    </section>
  );
}
