import { Form, Link, data } from "react-router";
import type { Route } from "./+types/subscription";
import { getDb } from "~/db.server";
import { requireParent } from "~/domain/accounts/guards.server";
import { setAutoRenew } from "~/domain/subscriptions/cancellation.server";
import { dueAt } from "~/domain/subscriptions/renewals.server";
import { subscriptionStatusView } from "~/domain/subscriptions/status";
import { findSubscription, toSubscriptionRecord } from "~/domain/subscriptions/subscriptions.server";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/lib/i18n/context";
import { getLanguage } from "~/lib/i18n.server";
import { currencyFromCode, formatMoney } from "~/lib/money";
import { redirectWithToast } from "~/lib/toast.server";
import type { StringsHandle } from "~/locales/namespaces";

export const handle: StringsHandle = { strings: ["subscription"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireParent(request, context);
  const db = getDb();
  const row = await findSubscription(db, session.user.id);
  if (!row) return { subscription: null };
  const language = getLanguage(context);
  const view = subscriptionStatusView(toSubscriptionRecord(row), new Date());
  const card = row.card_id ? await db.selectFrom("saved_cards").select("card_mask").where("id", "=", row.card_id).executeTakeFirst() : undefined;
  const open = row.status === "active" || row.status === "trial";
  const renews = open && row.auto_renew === 1 && row.cancel_at_period_end === 0;
  const due = dueAt(row);
  return {
    subscription: {
      billingPeriod: row.billing_period,
      status: view.status ?? "expired",
      open,
      renews,
      autoRenew: row.auto_renew === 1,
      trialActive: view.trial_active,
      due,
      amount: formatMoney({ minor: row.price_minor, currency: currencyFromCode(row.currency) }, language),
      cardMask: card?.card_mask ?? null,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireParent(request, context);
  const form = await request.formData();
  const value = form.get("autoRenew");
  if (form.get("intent") !== "autoRenew" || (value !== "on" && value !== "off")) return data({ ok: false }, { status: 400 });
  const changed = await setAutoRenew(getDb(), session.user.id, value === "on");
  if (!changed) return data({ ok: false }, { status: 409 });
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
            <Link to="/subscription/plans" className="button button-primary">
              {t("subscription.manage.seePlans")}
            </Link>
          </p>
        </>
      ) : (
        <>
          <dl className="facts">
            <dt>{t("subscription.manage.plan")}</dt>
            <dd>{t(`subscription.planNames.${subscription.billingPeriod}`)}</dd>
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
              {subscription.renews
                ? t("subscription.manage.nextCharge", { amount: subscription.amount, date: formatDate(subscription.due, language) })
                : t("subscription.manage.endsOn", { date: formatDate(subscription.due, language) })}
            </p>
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
            <Link to="/subscription/plans" className="button button-secondary">
              {t("subscription.manage.changePlan")}
            </Link>
            {subscription.open ? (
              <Link to="/profile/subscription/cancel" className="button button-secondary">
                {t("subscription.manage.cancel")}
              </Link>
            ) : null}
          </p>
        </>
      )}
    </section>
  );
}
