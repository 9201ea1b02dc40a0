import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/subscription";
import { getDb } from "~/db.server";
import { requireParent } from "~/infrastructure/guards.server";
import { setAutoRenew } from "~/domain/subscriptions/cancellation.server";
import { subscriptionOverview } from "~/domain/subscriptions/overview.server";
import { schedulePlanChange } from "~/domain/subscriptions/plan-change.server";
import { planNameIn } from "~/domain/subscriptions/plans";
import { findSubscription } from "~/domain/subscriptions/subscriptions.server";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import { currencyFromCode, formatMoney } from "~/lib/money";
import { redirectWithToast } from "~/infrastructure/toast.server";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

export const handle: ScriptsHandle = { scripts: "none" };

const SubscriptionFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("keepPlan") }),
  z.object({ intent: z.literal("autoRenew"), autoRenew: z.enum(["on", "off"]) }),
]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireParent(request, context);
  const overview = await subscriptionOverview(getDb(), session.user.id);
  if (!overview) return { subscription: null };
  const language = getLanguage(context);
  const { nextCharge, plan, scheduledPlan, ...rest } = overview;
  return {
    subscription: {
      ...rest,
      // Named in the page's language (the plan's own translations).
      planName: planNameIn(plan, language),
      scheduledPlanName: scheduledPlan ? planNameIn(scheduledPlan, language) : null,
      amount: nextCharge ? formatMoney({ minor: nextCharge.amountMinor, currency: currencyFromCode(nextCharge.currency) }, language) : null,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireParent(request, context);
  const submission = parseWithZod(await request.formData(), { schema: SubscriptionFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const db = getDb();
  if (submission.value.intent === "keepPlan") {
    const current = await findSubscription(db, session.user.id);
    const kept = current ? await schedulePlanChange(db, session.user.id, current.plan_id) : null;
    if (kept?.kind !== "kept_current") return data({ result: submission.reply() }, { status: 409 });
    return redirectWithToast(request, "/profile/subscription", { kind: "success", message: "subscription.planChange.keptToast" });
  }
  const value = submission.value.autoRenew;
  const changed = await setAutoRenew(db, session.user.id, value === "on");
  if (!changed) return data({ result: submission.reply() }, { status: 409 });
  return redirectWithToast(request, "/profile/subscription", {
    kind: "success",
    message: value === "on" ? "subscription.manage.autoRenewOn" : "subscription.manage.autoRenewOff",
  });
}

export default function SubscriptionTab({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { subscription } = loaderData;
  return (
    <section aria-labelledby="subscription-title" className="card">
      <h2 id="subscription-title">{t("subscription.manage.title")}</h2>
      {!subscription ? (
        <>
          <p>{t("subscription.manage.none")}</p>
          <p>
            <AppLink to="/subscription/plans" className="button button-primary">
              {t("subscription.manage.seePlans")}
            </AppLink>
          </p>
        </>
      ) : (
        <>
          <dl className="facts">
            <dt>{t("subscription.manage.plan")}</dt>
            <dd>{subscription.planName}</dd>
            <dt>{t("subscription.manage.status")}</dt>
            <dd>
              {t(`subscription.manage.statuses.${subscription.status}`)}
              {subscription.open && subscription.due
                ? ` — ${t(subscription.trialActive ? "subscription.manage.trialUntil" : "subscription.manage.paidUntil", { date: formatDate(subscription.due, language) })}`
                : null}
            </dd>
          </dl>
          {subscription.open && subscription.due ? (
            <p>
              {subscription.renews && subscription.amount
                ? t("subscription.manage.nextCharge", { amount: subscription.amount, date: formatDate(subscription.due, language) })
                : t("subscription.manage.endsOn", { date: formatDate(subscription.due, language) })}
            </p>
          ) : null}
          {subscription.scheduledPlanName && subscription.due ? (
            <Form method="post" className="button-row">
              <p>
                {t("subscription.manage.scheduled", {
                  plan: subscription.scheduledPlanName,
                  date: formatDate(subscription.due, language),
                })}
              </p>
              <button type="submit" name="intent" value="keepPlan" className="button button-secondary">
                {t("subscription.manage.keepCurrent")}
              </button>
            </Form>
          ) : null}
          {subscription.cardMask ? <p className="fine-print">{t("subscription.manage.card", { mask: subscription.cardMask })}</p> : null}
          {subscription.open ? (
            <Form method="post" className="button-row">
              <input type="hidden" name="intent" value="autoRenew" />
              <p className="fine-print">{subscription.renews ? t("subscription.manage.autoRenewOn") : t("subscription.manage.autoRenewOff")}</p>
              <button type="submit" name="autoRenew" value={subscription.renews ? "off" : "on"} className="button button-secondary">
                {subscription.renews ? t("subscription.manage.turnOff") : t("subscription.manage.turnOn")}
              </button>
            </Form>
          ) : null}
          <p className="button-row">
            <AppLink to="/subscription/plans" className="button button-secondary">
              {t("subscription.manage.changePlan")}
            </AppLink>
            {subscription.open ? (
              <AppLink to="/profile/subscription/cancel" className="button button-secondary">
                {t("subscription.manage.cancel")}
              </AppLink>
            ) : null}
          </p>
        </>
      )}
    </section>
  );
}
