import type { Route } from "./+types/pricing";
import { CompareTable } from "~/components/CompareTable";
import { PageMeta } from "~/components/PageMeta";
import { getDb } from "~/db.server";
import { premiumSummary } from "~/domain/subscriptions/plans";
import { listActivePlans } from "~/domain/subscriptions/plans.server";
import { contentCounts } from "~/domain/trust/counts";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import { formatMoney } from "~/lib/money";
import type { PageHandle } from "~/infrastructure/page-handle";
import { AppLink } from "~/components/AppLinks";

export const handle: PageHandle = { sharesHtml: true, scripts: "none" };

/** The public pricing page: free versus premium, the savings from the real prices, the guarantee. */
export async function loader({ context }: Route.LoaderArgs) {
  const summary = premiumSummary(await listActivePlans(getDb()));
  return {
    premiumFrom: summary.lowestMonthly ? formatMoney(summary.lowestMonthly, getLanguage(context)) : null,
    trialDays: summary.trialDays,
    trialsDiffer: summary.trialsDiffer,
    counts: contentCounts(),
    savingsPercent: summary.savingsPercent,
  };
}

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="page pricing-page" aria-labelledby="pricing-title">
      <PageMeta title={t("subscription.pricing.metaTitle", { brand: BRAND_NAME })} description={t("subscription.pricing.intro")} />
      <h1 id="pricing-title">{t("subscription.pricing.title")}</h1>
      <p className="lead">{t("subscription.pricing.intro")}</p>
      <CompareTable premiumFrom={loaderData.premiumFrom} trialDays={loaderData.trialDays} trialsDiffer={loaderData.trialsDiffer} counts={loaderData.counts} />
      {loaderData.savingsPercent > 0 ? <p className="pricing-savings">{t("subscription.pricing.saveUpTo", { percent: loaderData.savingsPercent })}</p> : null}
      {loaderData.trialDays > 0 ? (
        <p>
          {loaderData.trialsDiffer
            ? t("subscription.pricing.trialTextUpTo", { count: loaderData.trialDays })
            : t("subscription.pricing.trialText", { count: loaderData.trialDays })}
        </p>
      ) : null}
      <section className="card" aria-labelledby="guarantee-title">
        <h2 id="guarantee-title">{t("subscription.pricing.guaranteeTitle")}</h2>
        <p>{t("subscription.pricing.guaranteeText")}</p>
      </section>
      <p>
        <AppLink to="/subscription/plans" className="button button-primary button-large">
          {t("subscription.pricing.cta")}
        </AppLink>
      </p>
    </section>
  );
}
