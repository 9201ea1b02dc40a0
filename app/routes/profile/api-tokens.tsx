import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/api-tokens";
import { TextField } from "~/components/forms/Field";
import { PendingButton } from "~/components/forms/PendingButton";
import { getDb } from "~/db.server";
import { requireParent } from "~/infrastructure/guards.server";
import { TOKEN_NAME_MAX } from "~/domain/api/token-limits";
import { createToken, listTokens, revokeToken } from "~/domain/api/tokens.server";
import { formatDate } from "~/lib/dates";
import { oneLineTextField } from "~/lib/plain-text";
import { validationMessage } from "~/lib/validation";
import { useTranslation } from "~/infrastructure/i18n/context";
import { redirectWithToast } from "~/infrastructure/toast.server";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

export const handle: ScriptsHandle = { scripts: "standalone" };

const NAME_REQUIRED = "profile.tokenNameRequired";
/** A new token's name; the create button (also pressed by Enter in the field) says `intent=create`. */
const CreateTokenSchema = z.object({
  name: oneLineTextField({ error: NAME_REQUIRED }).min(1, NAME_REQUIRED).max(TOKEN_NAME_MAX, validationMessage("validation.tooLong", TOKEN_NAME_MAX)),
});
const RevokeTokenSchema = z.object({ tokenId: z.string() });

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireParent(request, context);
  return { tokens: await listTokens(getDb(), session.user.id) };
}

/**
 * Create (the token is shown once, in this answer, and never stored) or revoke a token. The
 * answer to "create" is not cached, so going back does not show the token again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireParent(request, context);
  const db = getDb();
  const formData = await request.formData();
  const noStore = { "Cache-Control": "no-store" };
  if (formData.get("intent") === "revoke") {
    const submission = parseWithZod(formData, { schema: RevokeTokenSchema });
    if (submission.status !== "success") return data({ created: null, result: submission.reply() }, { status: 400, headers: noStore });
    await revokeToken(db, session.user.id, submission.value.tokenId);
    return redirectWithToast(request, "/profile/api-tokens", { kind: "success", message: "profile.tokenRevokedToast" });
  }
  const submission = parseWithZod(formData, { schema: CreateTokenSchema });
  if (submission.status !== "success") return data({ created: null, result: submission.reply() }, { status: 400, headers: noStore });
  const result = await createToken(db, session.user.id, submission.value.name);
  if ("refused" in result) {
    return data({ created: null, result: submission.reply({ fieldErrors: { name: ["profile.tokensTooMany"] } }) }, { status: 409, headers: noStore });
  }
  return data({ created: result.token, result: null }, { headers: noStore });
}

export default function ApiTokens({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const [form, fields] = useForm<{ name: string }>({ id: "token", lastResult: actionData?.result });
  return (
    <section aria-labelledby="tokens-title" className="profile-sections">
      <div className="card">
        <h2 id="tokens-title">{t("profile.tokensTitle")}</h2>
        <p>{t("profile.tokensIntro")}</p>
        {actionData?.created ? (
          <div className="notice">
            <p>{t("profile.tokenCreated")}</p>
            <p>
              <code className="api-token" data-testid="new-token">
                {actionData.created}
              </code>
            </p>
          </div>
        ) : null}
        <Form method="post" {...getFormProps(form)} className="form">
          <TextField meta={fields.name} label={t("profile.tokenNameLabel")} hint={t("profile.tokenNameHint")} autoComplete="off" maxLength={TOKEN_NAME_MAX} />
          {/* No text of its own while pending: the button keeps its label and refuses a second press. */}
          <PendingButton pendingLabel={t("profile.tokenCreate")} name="intent" value="create">
            {t("profile.tokenCreate")}
          </PendingButton>
        </Form>
        {loaderData.tokens.length === 0 ? (
          <p className="empty">{t("profile.tokensEmpty")}</p>
        ) : (
          <ul className="plain-list history-list">
            {loaderData.tokens.map((token) => (
              <li key={token.id}>
                <strong>{token.name}</strong> — {t("profile.tokenCreatedAt", { date: formatDate(token.createdAt, language) })},{" "}
                {token.lastUsedAt ? t("profile.tokenLastUsed", { date: formatDate(token.lastUsedAt, language) }) : t("profile.tokenNeverUsed")}
                <Form method="post">
                  <input type="hidden" name="tokenId" value={token.id} />
                  <button type="submit" name="intent" value="revoke" className="button button-secondary button-small">
                    {t("profile.tokenRevoke")}
                    <span className="visually-hidden"> — {token.name}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <p>
          <AppLink to="/profile" className="back-link">
            {t("profile.backToAccount")}
          </AppLink>
        </p>
      </div>
    </section>
  );
}
