import { Form, data } from "react-router";
import type { Route } from "./+types/api-tokens";
import { PendingButton } from "~/components/forms/PendingButton";
import { getDb } from "~/db.server";
import { requireParent } from "~/lib/guards.server";
import { TOKEN_NAME_MAX } from "~/domain/api/token-limits";
import { createToken, listTokens, revokeToken } from "~/domain/api/tokens.server";
import { formatDate } from "~/lib/dates";
import { isOneLineText } from "~/lib/plain-text";
import { useTranslation } from "~/lib/i18n/context";
import { redirectWithToast } from "~/lib/toast.server";
import type { StringsHandle } from "~/locales/namespaces";
import { AppLink } from "~/components/AppLinks";

export const handle: StringsHandle = { strings: ["profile"], scripts: "standalone" };

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
  const form = await request.formData();
  const noStore = { "Cache-Control": "no-store" };
  if (form.get("intent") === "revoke") {
    await revokeToken(db, session.user.id, String(form.get("tokenId") ?? ""));
    return redirectWithToast(request, "/profile/api-tokens", { kind: "success", message: "profile.tokenRevokedToast" });
  }
  const name = String(form.get("name") ?? "").trim();
  if (!name) return data({ created: null, error: "profile.tokenNameRequired" as const }, { status: 400, headers: noStore });
  if (!isOneLineText(name)) return data({ created: null, error: "validation.singleLine" as const }, { status: 400, headers: noStore });
  const result = await createToken(db, session.user.id, name);
  if ("refused" in result) return data({ created: null, error: "profile.tokensTooMany" as const }, { status: 409, headers: noStore });
  return data({ created: result.token, error: null }, { headers: noStore });
}

export default function ApiTokens({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const error = actionData?.error ?? null;
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
        <Form method="post" className="form" noValidate>
          <div className="field">
            <label htmlFor="token-name">{t("profile.tokenNameLabel")}</label>
            <p id="token-name-hint" className="field-hint">
              {t("profile.tokenNameHint")}
            </p>
            <input
              id="token-name"
              name="name"
              maxLength={TOKEN_NAME_MAX}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "token-name-hint token-name-error" : "token-name-hint"}
            />
            {error ? (
              <ul id="token-name-error" className="field-errors">
                <li>{t(error)}</li>
              </ul>
            ) : null}
          </div>
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
          <AppLink to="/profile" className="back-link">{t("profile.backToAccount")}</AppLink>
        </p>
      </div>
    </section>
  );
}
