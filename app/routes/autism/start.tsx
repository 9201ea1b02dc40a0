import { type SubmissionResult, getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data } from "react-router";
import { z } from "zod";
import { HealthConsentField } from "~/components/legal/HealthConsentField";
import { FormMessage } from "~/components/forms/FormMessage";
import type { Route } from "./+types/start";
import { PendingButton } from "~/components/forms/PendingButton";
import { PageMeta } from "~/components/PageMeta";
import { AutismDisclaimer } from "~/components/autism/AutismDisclaimer";
import { buyScreening, loadStartPage } from "./pages.server";
import { AUTISM_START_PATH, autismResultPath } from "~/domain/autism/navigation";
import { NEW_CARD } from "~/domain/subscriptions/checkout-choices";
import { healthConsentField } from "~/domain/legal/health-consent";
import { BRAND_NAME } from "~/lib/brand";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import type { PageHandle } from "~/infrastructure/page-handle";
import autismStylesheet from "~/styles/autism.css?url";
import { AppLink } from "~/components/AppLinks";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: autismStylesheet, precedence: "default" }];

export const handle: PageHandle = { sharesHtml: true, scripts: "standalone" };

/**
 * One child's form: the child, how to pay, a key against double submits and, as the answers are
 * health-related data, the parent's explicit consent to keep them.
 */
const BuyScreeningSchema = z.object({
  childId: z.string({ error: "autism.chooseChild" }),
  method: z.string().default(NEW_CARD),
  idempotencyKey: z.string({ error: "toast.genericError" }).regex(/^[\w-]{8,64}$/, "toast.genericError"),
  healthConsent: healthConsentField,
});
type BuyScreeningForm = z.input<typeof BuyScreeningSchema>;

export function loader({ request, context }: Route.LoaderArgs) {
  return loadStartPage(request, context, getLanguage(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: BuyScreeningSchema });
  const { childId } = submission.payload;
  const answer = (result: SubmissionResult<string[]>, status: number, code: string | null = null) =>
    data({ childId: typeof childId === "string" ? childId : null, result, code }, { status });
  if (submission.status !== "success") {
    // The hidden fields' errors are about the whole form: a parent cannot correct them.
    const formErrors = [...(submission.error?.childId ?? []), ...(submission.error?.idempotencyKey ?? [])];
    return answer(submission.reply(formErrors.length > 0 ? { formErrors } : undefined), 400);
  }
  const outcome = await buyScreening(request, context, getLanguage(context), new Date(), submission.value);
  if (outcome instanceof Response) return outcome;
  const { message, status, code } = outcome.refused;
  return answer(submission.reply({ formErrors: [message] }), status, code);
}

export default function AutismStart({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { children, cards } = loaderData;
  return (
    <section className="page page-narrow autism-start" aria-labelledby="autism-title">
      <PageMeta title={t("autism.metaTitle", { brand: BRAND_NAME })} />
      <p className="eyebrow">{t("autism.eyebrow")}</p>
      <h1 id="autism-title">{t("autism.title")}</h1>
      {loaderData.cancelled ? <p className="notice">{t("autism.cancelledToast")}</p> : null}
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
                      <BuyForm
                        child={child}
                        cards={cards}
                        answer={actionData?.childId === child.id ? actionData : undefined}
                        paymentsOn={loaderData.paymentsOn}
                      />
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

type StartPageChild = Route.ComponentProps["loaderData"]["children"][number];

/** The payment form for one child; a refused payment or a missing consent comes back next to it. */
function BuyForm({
  child,
  cards,
  answer,
  paymentsOn,
}: {
  child: StartPageChild;
  cards: ReadonlyArray<{ id: string; mask: string }>;
  answer: { result: SubmissionResult<string[]>; code: string | null } | undefined;
  paymentsOn: boolean;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm<BuyScreeningForm>({
    id: `buy-${child.id}`,
    lastResult: answer?.result,
    defaultValue: { method: cards[0]?.id ?? NEW_CARD },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="form autism-buy">
      <input type="hidden" name={fields.childId.name} value={child.id} />
      <input type="hidden" name={fields.idempotencyKey.name} value={child.idempotencyKey} />
      <p>{child.retake ? t("autism.retakeOffer", { price: child.price ?? "" }) : t("autism.firstOffer", { price: child.price ?? "" })}</p>
      {answer?.code ? (
        <p id={form.errorId} className="form-message form-message-error" role="alert">
          {t("autism.paymentDeclined", { code: answer.code })}
        </p>
      ) : (
        <FormMessage id={form.errorId} errors={form.errors} />
      )}
      {cards.length > 0 ? (
        <div className="field">
          <label htmlFor={fields.method.id}>{t("autism.paymentMethod")}</label>
          <select {...getSelectProps(fields.method)}>
            {cards.map((card) => (
              <option key={card.id} value={card.id}>
                {t("autism.savedCard", { mask: card.mask })}
              </option>
            ))}
            <option value={NEW_CARD}>{t("autism.newCard")}</option>
          </select>
        </div>
      ) : (
        <input type="hidden" name={fields.method.name} value={NEW_CARD} />
      )}
      <HealthConsentField meta={fields.healthConsent} />
      <PendingButton pendingLabel={t("autism.paying")} disabled={!paymentsOn}>
        {t("autism.payButton", { price: child.price ?? "" })}
        <span className="visually-hidden"> — {child.firstName}</span>
      </PendingButton>
    </Form>
  );
}
