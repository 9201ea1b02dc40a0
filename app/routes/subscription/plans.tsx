import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import { gameCounts } from "~/games/registry";
import type { Route } from "./+types/plans";
import { PageMeta } from "~/components/PageMeta";
import { CouponBox } from "~/components/subscription/CouponBox";
import { getDb } from "~/db.server";
import { presentPlans } from "~/domain/subscriptions/plan-normalisation";
import { nextPagePath } from "~/domain/subscriptions/after-subscription";
import { ApplyCouponSchema, RemoveCouponSchema, couponFailureMessage } from "~/domain/subscriptions/applied-coupon.server";
import { handleCouponIntent, readAppliedCoupon } from "~/infrastructure/applied-coupon.server";
import { getSession } from "~/infrastructure/auth.server";
import { requestInfoContext } from "~/infrastructure/request-info";
import { COUPON_CODE_MAX } from "~/domain/coupons/coupon-limits";
import { expertEmail } from "~/domain/expert/availability.server";
import { planCard } from "~/domain/subscriptions/plan-cards";
import { maxSavingsPercent } from "~/domain/subscriptions/plans";
import { listActivePlans } from "~/domain/subscriptions/plans.server";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import { log } from "~/infrastructure/log.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { PageHandle } from "~/infrastructure/page-handle";
import { AppLink } from "~/components/AppLinks";
import { planFeatures } from "~/domain/subscriptions/features";
import { offlineModeAvailable } from "~/domain/offline/availability";

export const handle: PageHandle = { sharesHtml: true, scripts: "none" };

/** The page's one form, the coupon box, with the page to go on to after subscribing. */
const nextPage = { next: z.string().optional() };
const PlansFormSchema = z.discriminatedUnion("intent", [ApplyCouponSchema.extend(nextPage), RemoveCouponSchema.extend(nextPage)]);

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
  // A code offered by a link ("My coupons"): the box opens with it, ready to apply.
  const offeredCode = (url.searchParams.get("coupon") ?? "").trim().slice(0, COUPON_CODE_MAX);
  // The premium page that sent the parent here, to return to once subscribed.
  const next = nextPagePath(url.searchParams.get("next"));
  const applied = await readAppliedCoupon(request);
  const features = planFeatures(expertEmail() !== null, offlineModeAvailable());
  try {
    const plans = presentPlans(await listActivePlans(getDb()));
    return {
      failed: false,
      features,
      games: gameCounts().all,
      offeredCode,
      next,
      appliedCode: applied?.code ?? null,
      back: backHref(request),
      savingsPercent: maxSavingsPercent(plans),
      plans: plans.map((plan) => ({
        ...planCard(plan, language, applied?.plans[plan.planId] ?? null),
        checkout: `/subscription/checkout?plan=${encodeURIComponent(plan.planId)}${next ? `&next=${encodeURIComponent(next)}` : ""}`,
      })),
    };
  } catch (error) {
    log.error("listing plans failed", { error });
    return { failed: true, features, games: gameCounts().all, back: "/", savingsPercent: 0, plans: [], offeredCode, next, appliedCode: null };
  }
}

/** The promo code box: apply or remove a coupon (kept 10 minutes), then back to the plans. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: PlansFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ fieldErrors: { code: [couponFailureMessage("required")] } }) }, { status: 400 });
  }
  const afterwards = nextPagePath(submission.value.next ?? "");
  const outcome = await handleCouponIntent(getDb(), request, submission.value, {
    userId: getSession(context)?.user.id ?? null,
    ip: context.get(requestInfoContext).ip,
    backTo: `/subscription/plans${afterwards ? `?next=${encodeURIComponent(afterwards)}` : ""}`,
  });
  if (outcome instanceof Response) return outcome;
  return data({ result: submission.reply({ fieldErrors: { code: [couponFailureMessage(outcome.couponError.failure)] } }) }, { status: 400 });
}

export default function Plans({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { plans, savingsPercent, back, failed } = loaderData;
  const [, coupon] = useForm<{ code: string }>({ id: "coupon", lastResult: actionData?.result });
  return (
    <section className="page plans-page" aria-labelledby="plans-title">
      <PageMeta title={t("subscription.plansMetaTitle", { brand: BRAND_NAME })} />
      <p>
        <AppLink to={back} className="back-link">
          ← {t("subscription.back")}
        </AppLink>
      </p>
      <h1 id="plans-title">{t("subscription.plansTitle")}</h1>
      <p className="lead">{t("subscription.plansSubtitle", { count: loaderData.games })}</p>
      <ul className="value-strip">
        {savingsPercent > 0 ? <li>{t("subscription.saveUpTo", { percent: savingsPercent })}</li> : null}
        <li>{t("subscription.cancelAnytime")}</li>
        <li>{t("subscription.securePayment")}</li>
      </ul>
      {failed || plans.length === 0 ? (
        <div className="form-message form-message-error" role="alert">
          <p>{t("subscription.plansEmpty")}</p>
          <p>
            <AppLink to="/subscription/plans" className="button button-secondary">
              {t("subscription.retry")}
            </AppLink>
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
                  <span aria-hidden="true">{plan.emoji}</span> {plan.name}
                </h2>
                <p className="plan-price">
                  {plan.discounted ? (
                    <>
                      <del>{plan.price}</del> <strong>{plan.discounted.price}</strong>
                    </>
                  ) : (
                    <strong>{plan.price}</strong>
                  )}{" "}
                  {t(`subscription.period.${plan.billingPeriod}`)}
                </p>
                {plan.discounted ? <p className="plan-saving">{t("subscription.coupon.youSave", { amount: plan.discounted.saved })}</p> : null}
                {plan.perMonth ? <p className="fine-print">{t("subscription.perMonth", { price: plan.perMonth })}</p> : null}
                {plan.trialDays > 0 ? <p className="plan-trial">{t("subscription.trialDays", { count: plan.trialDays })}</p> : null}
                <p>{t(`subscription.planDescriptions.${plan.billingPeriod}`)}</p>
                <ul className="plan-features">
                  {loaderData.features.map((feature) => (
                    <li key={feature}>{t(`subscription.features.${feature}`)}</li>
                  ))}
                </ul>
                <AppLink to={plan.checkout} className="button button-primary">
                  {t("subscription.getStarted")}
                  <span className="visually-hidden"> — {plan.name}</span>
                </AppLink>
              </li>
            ))}
          </ul>
          {/* Under 768 px the plans are a swipeable row; these links jump to each card, no script needed. */}
          <nav className="plan-dots" aria-label={t("subscription.plansListLabel")}>
            {plans.map((plan) => (
              <a key={plan.planId} href={`#plan-${plan.planId}`} className="plan-dot">
                <span className="visually-hidden">{t("subscription.planDotLabel", { name: plan.name })}</span>
              </a>
            ))}
          </nav>
          <CouponBox
            field={coupon.code}
            applied={loaderData.appliedCode ? { code: loaderData.appliedCode, summary: null } : null}
            offeredCode={loaderData.offeredCode}
            hiddenFields={loaderData.next ? { next: loaderData.next } : undefined}
          />
        </>
      )}
    </section>
  );
}
