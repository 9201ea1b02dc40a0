import { Link } from "react-router";
import type { Route } from "./+types/plans";
import { PageMeta } from "~/components/PageMeta";
import { PlanCarouselButtons } from "~/components/PlanCarouselButtons";
import { getDb } from "~/db.server";
import { presentPlans } from "~/domain/subscriptions/plan-normalisation";
import { nextPagePath } from "~/domain/subscriptions/after-subscription.server";
import { maxSavingsPercent, monthlyPriceMinor } from "~/domain/subscriptions/plans";
import { listActivePlans } from "~/domain/subscriptions/plans.server";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/lib/i18n/context";
import { getLanguage } from "~/lib/i18n.server";
import { log } from "~/lib/log.server";
import { formatMoney } from "~/lib/money";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { StringsHandle } from "~/locales/namespaces";

export const handle: StringsHandle = { strings: ["subscription"] };

const FEATURES = ["unlimited", "personalized", "progress", "support", "offline", "profiles", "dashboard", "reports"] as const;

/** Back: to /games from a promotional banner, else to the page the parent came from. */
function backHref(request: Request): string {
  const url = new URL(request.url);
  if (url.searchParams.get("from") === "promo") return "/games";
  const referer = request.headers.get("Referer");
  if (!referer) return "/";
  try {
    const from = new URL(referer);
    return from.origin === url.origin && from.pathname !== url.pathname ? safeRedirectPath(`${from.pathname}${from.search}`) : "/";
  } catch {
    return "/";
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = getLanguage(context);
  const url = new URL(request.url);
  const coupon = url.searchParams.get("coupon");
  // The premium page that sent the parent here, to return to once subscribed.
  const next = nextPagePath(url.searchParams.get("next"));
  try {
    const plans = presentPlans(await listActivePlans(getDb()));
    return {
      failed: false,
      back: backHref(request),
      savingsPercent: maxSavingsPercent(plans),
      plans: plans.map((plan) => ({
        planId: plan.planId,
        emoji: plan.emoji,
        badge: plan.badge,
        billingPeriod: plan.billingPeriod,
        trialDays: plan.trialDays,
        price: formatMoney({ minor: plan.priceMinor, currency: plan.currency }, language),
        perMonth: plan.billingPeriod === "monthly" ? null : formatMoney({ minor: monthlyPriceMinor(plan), currency: plan.currency }, language),
        checkout: `/subscription/checkout?plan=${encodeURIComponent(plan.planId)}${coupon ? `&coupon=${encodeURIComponent(coupon.slice(0, 20))}` : ""}${next ? `&next=${encodeURIComponent(next)}` : ""}`,
      })),
    };
  } catch (error) {
    log.error("listing plans failed", { error });
    return { failed: true, back: "/", savingsPercent: 0, plans: [] };
  }
}

export default function Plans({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { plans, savingsPercent, back, failed } = loaderData;
  const nameOf = (plan: (typeof plans)[number]) => t(`subscription.planNames.${plan.billingPeriod}`);
  return (
    <section className="page plans-page" aria-labelledby="plans-title">
      <PageMeta title={t("subscription.plansMetaTitle", { brand: BRAND_NAME })} />
      <p>
        <Link to={back} className="back-link">
          ← {t("subscription.back")}
        </Link>
      </p>
      <h1 id="plans-title">{t("subscription.plansTitle")}</h1>
      <p className="lead">{t("subscription.plansSubtitle")}</p>
      <ul className="value-strip">
        {savingsPercent > 0 ? <li>{t("subscription.saveUpTo", { percent: savingsPercent })}</li> : null}
        <li>{t("subscription.cancelAnytime")}</li>
        <li>{t("subscription.securePayment")}</li>
      </ul>
      {failed || plans.length === 0 ? (
        <div className="form-message form-message-error" role="alert">
          <p>{t("subscription.plansEmpty")}</p>
          <p>
            <Link to="/subscription/plans" reloadDocument className="button button-secondary">
              {t("subscription.retry")}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <ul id="plan-list" className="plan-list" aria-label={t("subscription.plansListLabel")}>
            {plans.map((plan) => (
              <li key={plan.planId} id={`plan-${plan.planId}`} className={plan.badge === "most_popular" ? "plan-card plan-card-popular" : "plan-card"}>
                {plan.badge ? (
                  <p className="plan-badge">{plan.badge === "most_popular" ? t("subscription.mostPopular") : t("subscription.bestValue")}</p>
                ) : null}
                <h2>
                  <span aria-hidden="true">{plan.emoji}</span> {nameOf(plan)}
                </h2>
                <p className="plan-price">
                  <strong>{plan.price}</strong> {t(`subscription.period.${plan.billingPeriod}`)}
                </p>
                {plan.perMonth ? <p className="fine-print">{t("subscription.perMonth", { price: plan.perMonth })}</p> : null}
                {plan.trialDays > 0 ? <p className="plan-trial">{t("subscription.trialDays", { count: plan.trialDays })}</p> : null}
                <p>{t(`subscription.planDescriptions.${plan.billingPeriod}`)}</p>
                <ul className="plan-features">
                  {FEATURES.map((feature) => (
                    <li key={feature}>{t(`subscription.features.${feature}`)}</li>
                  ))}
                </ul>
                <Link to={plan.checkout} className="button button-primary">
                  {t("subscription.getStarted")}
                  <span className="visually-hidden"> — {nameOf(plan)}</span>
                </Link>
              </li>
            ))}
          </ul>
          {/* Under 768 px the plans are a swipeable row; these links jump to each card, no script needed. */}
          <PlanCarouselButtons listId="plan-list" />
          <nav className="plan-dots" aria-label={t("subscription.plansListLabel")}>
            {plans.map((plan) => (
              <a key={plan.planId} href={`#plan-${plan.planId}`} className="plan-dot">
                <span className="visually-hidden">{t("subscription.planDotLabel", { name: nameOf(plan) })}</span>
              </a>
            ))}
          </nav>
        </>
      )}
    </section>
  );
}
