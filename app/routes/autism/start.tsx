import { Form, data } from "react-router";
import type { Route } from "./+types/start";
import { PendingButton } from "~/components/forms/PendingButton";
import { PageMeta } from "~/components/PageMeta";
import { AutismDisclaimer } from "~/components/autism/AutismDisclaimer";
import { type StartPageError, buyScreening, loadStartPage } from "./pages.server";
import { AUTISM_START_PATH, autismResultPath } from "~/domain/autism/navigation";
import { NEW_CARD } from "~/domain/subscriptions/checkout-choices";
import { healthConsentField } from "~/domain/legal/health-consent";
import { HEALTH_CONSENT_FIELD, HEALTH_CONSENT_REQUIRED } from "~/domain/legal/health-consent-field";
import { BRAND_NAME } from "~/lib/brand";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/lib/i18n/context";
import { getLanguage } from "~/lib/i18n.server";
import { translateValidationMessage } from "~/lib/validation";
import type { StringsHandle } from "~/locales/namespaces";
import autismStylesheet from "~/styles/autism.css?url";
import { AppLink } from "~/components/AppLinks";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: autismStylesheet, precedence: "default" }];

export const handle: StringsHandle = { strings: ["autism", "legal"], sharesHtml: true, scripts: "standalone" };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadStartPage(request, context, getLanguage(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  // The answers are health-related data: kept only with the parent's explicit consent, given here.
  const form = await request.clone().formData();
  if (!healthConsentField.safeParse(form.get(HEALTH_CONSENT_FIELD)).success) {
    const error: StartPageError = { childId: String(form.get("childId") ?? ""), message: HEALTH_CONSENT_REQUIRED, code: null };
    return data({ error }, { status: 400 });
  }
  return buyScreening(request, context, getLanguage(context), new Date());
}

export default function AutismStart({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { children, cards } = loaderData;
  const error = actionData?.error ?? null;
  return (
    <section className="page page-narrow autism-start" aria-labelledby="autism-title">
      <PageMeta title={t("autism.metaTitle", { brand: BRAND_NAME })} />
      <p className="eyebrow">{t("autism.eyebrow")}</p>
      <h1 id="autism-title">{t("autism.title")}</h1>
      {loaderData.cancelled ? (
        <p className="notice">
          {t("autism.cancelledToast")}
        </p>
      ) : null}
      <p className="lead">{t("autism.intro", { count: loaderData.itemCount })}</p>
      <AutismDisclaimer />
      <div className="autism-facts">
        <section className="card" aria-labelledby="is-title">
          <h2 id="is-title">{t("autism.isTitle")}</h2>
          <p>{t("autism.isText")}</p>
          <h2>{t("autism.isNotTitle")}</h2>
          <p>{t("autism.isNotText")}</p>
          <p className="fine-print">{t("autism.ages")}</p>
        </section>
        <section className="card" aria-labelledby="get-title">
          <h2 id="get-title">{t("autism.getTitle")}</h2>
          <ul className="check-list">
            <li>{t("autism.get.levels")}</li>
            <li>{t("autism.get.meaning")}</li>
            <li>{t("autism.get.report")}</li>
            <li>{t("autism.get.saved")}</li>
          </ul>
          <h2>{t("autism.priceTitle")}</h2>
          <p>
            <strong>{t("autism.price", { price: loaderData.firstPrice })}</strong>
          </p>
          <p>{loaderData.retakePrice ? t("autism.retakePaid", { price: loaderData.retakePrice }) : t("autism.retakeNone")}</p>
        </section>
      </div>

      {!loaderData.signedIn ? (
        <section className="card" aria-labelledby="sign-in-title">
          <h2 id="sign-in-title">{t("autism.signInTitle")}</h2>
          <p>{t("autism.signInText")}</p>
          <p>
            <AppLink to={`/auth?returnTo=${encodeURIComponent(AUTISM_START_PATH)}`} className="button button-primary">
              {t("autism.signInButton")}
            </AppLink>
          </p>
        </section>
      ) : (
        <section aria-labelledby="children-title">
          <h2 id="children-title">{t("autism.childrenTitle")}</h2>
          {!loaderData.paymentsOn ? <p className="notice">{t("autism.paymentsOff")}</p> : null}
          {children.length === 0 ? (
            <div className="card">
              <p>{t("autism.noChildren")}</p>
              <p>
                <AppLink to="/profile/add-child" className="button button-primary">
                  {t("autism.addChild")}
                </AppLink>
              </p>
            </div>
          ) : (
            <ul className="plain-list autism-children">
              {children.map((child) => {
                const childError = error?.childId === child.id ? error : null;
                const errorText = childError
                  ? childError.code
                    ? t("autism.paymentDeclined", { code: childError.code })
                    : translateValidationMessage(t, childError.message)
                  : null;
                const latest = child.results[0];
                return (
                  <li key={child.id} className="card autism-child" aria-labelledby={`child-${child.id}`}>
                    <h3 id={`child-${child.id}`}>{t("autism.childHeading", { name: child.firstName, count: child.ageMonths })}</h3>
                    {latest ? (
                      <p>
                        {t("autism.lastResult", { date: formatDate(latest.completedAt, language), level: t(`autism.level.${latest.riskLevel}`) })}{" "}
                        <AppLink to={autismResultPath(latest.id)}>
                          {t("autism.viewResult")}
                          <span className="visually-hidden"> — {child.firstName}</span>
                        </AppLink>
                      </p>
                    ) : null}
                    {child.offer === "continue" && child.continuePath ? (
                      <>
                        <p>{t("autism.inProgress", { answered: child.answeredCount, total: loaderData.totalQuestions })}</p>
                        <p>
                          <AppLink to={child.continuePath} className="button button-primary">
                            {t("autism.continueButton")}
                            <span className="visually-hidden"> — {child.firstName}</span>
                          </AppLink>
                        </p>
                      </>
                    ) : child.offer === "out_of_age" ? (
                      <p>{t("autism.outOfAge", { name: child.firstName })}</p>
                    ) : child.offer === "no_retake" ? (
                      <p>{t("autism.noRetakeState", { name: child.firstName })}</p>
                    ) : (
                      <Form method="post" className="form autism-buy" aria-describedby={errorText ? `error-${child.id}` : undefined}>
                        <input type="hidden" name="childId" value={child.id} />
                        <input type="hidden" name="idempotencyKey" value={child.idempotencyKey} />
                        <p>{child.retake ? t("autism.retakeOffer", { price: child.price ?? "" }) : t("autism.firstOffer", { price: child.price ?? "" })}</p>
                        {errorText ? (
                          <p id={`error-${child.id}`} className="form-message form-message-error" role="alert">
                            {errorText}
                          </p>
                        ) : null}
                        {cards.length > 0 ? (
                          <div className="field">
                            <label htmlFor={`method-${child.id}`}>{t("autism.paymentMethod")}</label>
                            <select id={`method-${child.id}`} name="method" defaultValue={cards[0]?.id}>
                              {cards.map((card) => (
                                <option key={card.id} value={card.id}>
                                  {t("autism.savedCard", { mask: card.mask })}
                                </option>
                              ))}
                              <option value={NEW_CARD}>{t("autism.newCard")}</option>
                            </select>
                          </div>
                        ) : (
                          <input type="hidden" name="method" value={NEW_CARD} />
                        )}
                        <div className="field field-checkbox">
                          <label className="choice">
                            <input type="checkbox" name={HEALTH_CONSENT_FIELD} value="yes" aria-invalid={childError?.message === HEALTH_CONSENT_REQUIRED ? true : undefined} />
                            <span>{t("legal.healthConsent.label", { brand: BRAND_NAME })}</span>
                          </label>
                          <p className="field-hint">
                            <AppLink to="/privacy" target="_blank" rel="noopener">
                              {t("legal.healthConsent.more")}
                            </AppLink>
                          </p>
                        </div>
                        <PendingButton
                          pendingLabel={t("autism.paying")}
                          disabled={!loaderData.paymentsOn}
                        >
                          {t("autism.payButton", { price: child.price ?? "" })}
                          <span className="visually-hidden"> — {child.firstName}</span>
                        </PendingButton>
                      </Form>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}
    </section>
  );
}
