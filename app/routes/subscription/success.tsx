import { data } from "react-router";
import type { Route } from "./+types/success";
import { DEFAULT_AFTER_SUBSCRIPTION } from "~/domain/subscriptions/after-subscription";
import { afterSubscriptionPath } from "~/infrastructure/after-subscription.server";
import { PageMeta } from "~/components/PageMeta";
import { getDb } from "~/db.server";
import { requireParent } from "~/infrastructure/guards.server";
import { getPaymentGateway } from "~/domain/payments/config.server";
import { askGatewayIfPending } from "~/domain/payments/payment-flow.server";
import { findPaymentByOrder } from "~/domain/payments/payments.server";
import { hasContentAccess, subscriptionStatusView } from "~/domain/subscriptions/status";
import { planNameIn } from "~/domain/subscriptions/plans";
import { subscriptionPlanNames } from "~/domain/subscriptions/plans.server";
import { findSubscription, toSubscriptionRecord } from "~/domain/subscriptions/subscriptions.server";
import { BRAND_NAME } from "~/lib/brand";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";
import { StandaloneScript } from "~/components/StandaloneScript";
import { STANDALONE_SCRIPTS } from "~/enhance/addresses";
import { activationOf } from "~/domain/subscriptions/activation.server";
import { currencyFromCode, formatMoney } from "~/lib/money";

export const handle: ScriptsHandle = { scripts: "standalone" };

/** The success screen polls every 3 s, at most 20 times (spec section 4, verification). */
export const SUCCESS_POLL_SECONDS = 3;
export const SUCCESS_POLL_MAX = 20;
/** After activation, the page moves on after 5 seconds. */
const ACTIVATED_REDIRECT_SECONDS = 5;
const CONTINUE_PATH = "/subscription/continue";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireParent(request, context);
  const url = new URL(request.url);
  const orderId = url.searchParams.get("order") ?? "";
  const attempt = Math.min(SUCCESS_POLL_MAX, Math.max(0, Number.parseInt(url.searchParams.get("attempt") ?? "0", 10) || 0));
  // The parent can stop the page from reloading or moving on by itself (WCAG 2.2.1).
  const automatic = url.searchParams.get("auto") !== "off";
  const db = getDb();
  let payment = orderId ? await findPaymentByOrder(db, session.user.id, orderId) : null;
  // A late callback may be lost: while waiting, ask the gateway too.
  if (payment && attempt > 0) payment = await askGatewayIfPending(db, getPaymentGateway(), payment);
  const now = new Date();
  const subscription = await findSubscription(db, session.user.id);
  const view = subscriptionStatusView(subscription ? toSubscriptionRecord(subscription) : null, now);
  const activated = payment?.status === "succeeded" && hasContentAccess(view, now);
  const state = !payment
    ? "failed"
    : activated
      ? "activated"
      : payment.status === "failed" || payment.status === "cancelled"
        ? "failed"
        : attempt < SUCCESS_POLL_MAX
          ? "verifying"
          : "not_confirmed";
  // Moving on goes through /subscription/continue: the premium page that sent the parent to
  // the plans, else the catalogue, with the "activated" toast.
  const toCourses = (await afterSubscriptionPath(request)) === DEFAULT_AFTER_SUBSCRIPTION;
  const language = getLanguage(context);
  const money = (minor: number, currency: string) => formatMoney({ minor, currency: currencyFromCode(currency) }, language);
  // A trial charged nothing: the page says so, and when the first charge comes.
  const activation = activated && payment && subscription ? await activationOf(db, payment, subscription, now) : null;
  const destination = CONTINUE_PATH;
  const here = `/subscription/success?order=${encodeURIComponent(orderId)}&payment=completed`;
  const nextCheck = `${here}&attempt=${attempt + 1}`;
  // Without scripts, the browser follows the Refresh header: every 3 s while verifying, and
  // on to the next page 5 s after activation.
  const refresh =
    !automatic || (state !== "verifying" && state !== "activated")
      ? null
      : state === "verifying"
        ? { seconds: SUCCESS_POLL_SECONDS, to: nextCheck }
        : { seconds: ACTIVATED_REDIRECT_SECONDS, to: destination };
  const responseHeaders = new Headers({ "Cache-Control": "no-store" });
  if (refresh) responseHeaders.set("Refresh", `${refresh.seconds};url=${refresh.to}`);
  return data(
    {
      state,
      automatic,
      stop: `${here}&attempt=${attempt}&auto=off`,
      attempt,
      // The plan in the page's language (its own translations).
      planName: activated && subscription ? planNameIn(await subscriptionPlanNames(db, subscription), language) : null,
      trialEnds: activation?.kind === "trial" ? (activation.trialEnds ?? view.expires_at) : null,
      firstCharge:
        activation?.kind === "trial" && activation.firstCharge
          ? { amount: money(activation.firstCharge.amountMinor, activation.firstCharge.currency), date: activation.firstCharge.dueAt }
          : null,
      charged: activation?.kind === "paid" ? money(activation.amountMinor, activation.currency) : null,
      redirectSeconds: ACTIVATED_REDIRECT_SECONDS,
      checkAgain: `${here}&attempt=1`,
      destination,
      toCourses,
      retry: payment?.plan_id ? `/subscription/checkout?plan=${encodeURIComponent(payment.plan_id)}` : "/subscription/plans",
    },
    { headers: responseHeaders },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function SubscriptionSuccess({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { state, attempt } = loaderData;
  const planName = loaderData.planName ?? t("subscription.premiumDefault");
  return (
    <section className="page page-narrow subscription-success" aria-labelledby="success-title" aria-live="polite">
      <PageMeta title={t("subscription.successMetaTitle", { brand: BRAND_NAME })} />
      {state === "verifying" ? (
        <>
          <h1 id="success-title">{t("subscription.verifyingTitle")}</h1>
          <p>{t("subscription.verifyingText")}</p>
          <p className="fine-print">{t("subscription.attempt", { attempt: attempt + 1, max: SUCCESS_POLL_MAX })}</p>
          <progress max={SUCCESS_POLL_MAX} value={attempt} aria-label={t("subscription.verifyingTitle")} />
          <CheckOrContinue automatic={loaderData.automatic} stop={loaderData.stop} checkAgain={loaderData.checkAgain} destination={loaderData.destination} />
        </>
      ) : state === "activated" ? (
        <>
          <p className="eyebrow">{loaderData.trialEnds ? t("subscription.trialStartedTitle") : t("subscription.receivedTitle")}</p>
          <h1 id="success-title">{t("subscription.activatedTitle")}</h1>
          <p>
            {loaderData.trialEnds
              ? t("subscription.trialActivatedText", { plan: planName, date: formatDate(loaderData.trialEnds, language) })
              : t("subscription.activatedText", { plan: planName })}
          </p>
          {loaderData.firstCharge ? (
            <p>{t("subscription.trialFirstCharge", { amount: loaderData.firstCharge.amount, date: formatDate(loaderData.firstCharge.date, language) })}</p>
          ) : loaderData.charged ? (
            <p>{t("subscription.paidAmount", { amount: loaderData.charged })}</p>
          ) : null}
          {loaderData.automatic ? (
            <p
              className="fine-print"
              data-countdown={JSON.stringify(
                Array.from({ length: loaderData.redirectSeconds + 1 }, (_, seconds) => t("subscription.redirectIn", { count: seconds })),
              )}
              data-countdown-to={loaderData.destination}
            >
              <span data-countdown-text>{t("subscription.redirectIn", { count: loaderData.redirectSeconds })}</span>{" "}
              <AppLink to={loaderData.stop}>{t("subscription.stayHere")}</AppLink>
              <StandaloneScript src={STANDALONE_SCRIPTS.countdown} />
            </p>
          ) : null}
          <p>
            <AppLink to={loaderData.destination} className="button button-primary">
              {loaderData.toCourses ? t("subscription.continueToCourses") : t("subscription.continue")}
            </AppLink>
          </p>
        </>
      ) : state === "not_confirmed" ? (
        <>
          <h1 id="success-title">{t("subscription.notConfirmedTitle")}</h1>
          <p>{t("subscription.notConfirmedText")}</p>
          <CheckOrContinue automatic={false} stop={loaderData.stop} checkAgain={loaderData.checkAgain} destination={loaderData.destination} />
        </>
      ) : (
        <>
          <h1 id="success-title">{t("subscription.failedTitle")}</h1>
          <p>
            <AppLink to={loaderData.retry} className="button button-primary">
              {t("subscription.tryAgain")}
            </AppLink>
          </p>
        </>
      )}
    </section>
  );
}

/** While waiting: stop the automatic checks (or check now), or go on without waiting. */
function CheckOrContinue(props: { automatic: boolean; stop: string; checkAgain: string; destination: string }) {
  const { t } = useTranslation();
  return (
    <p className="button-row">
      {props.automatic ? (
        <AppLink to={props.stop}>{t("subscription.stopChecking")}</AppLink>
      ) : (
        <AppLink to={props.checkAgain} className="button button-primary">
          {t("subscription.checkStatus")}
        </AppLink>
      )}
      <AppLink to={props.destination} className="button button-secondary">
        {t("subscription.continueAnyway")}
      </AppLink>
    </p>
  );
}
