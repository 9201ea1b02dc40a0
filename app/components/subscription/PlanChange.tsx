import { Form } from "react-router";
import { PendingButton } from "~/components/forms/PendingButton";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/infrastructure/i18n/context";
import { AppLink } from "~/components/AppLinks";

/** The checkout of the plan the parent already has: nothing to pay, and where to manage it. */
export function AlreadySubscribedCard({ planName, until, trial }: { planName: string; until: string; trial: boolean }) {
  const { t, language } = useTranslation();
  return (
    <div className="card">
      <p className="notice">
        {t(trial ? "subscription.alreadyHaveTrial" : "subscription.alreadyHave", {
          plan: planName,
          date: formatDate(until, language),
        })}
      </p>
      <p>
        <AppLink to="/profile/subscription" className="button button-primary">
          {t("subscription.manageSubscription")}
        </AppLink>
      </p>
    </div>
  );
}

/** Plan names are given in the page's language (the plans' own translations). */
export interface PlanChangeView {
  currentPlanName: string;
  newPlanName: string;
  startsAt: string;
  /** The charge on `startsAt`, formatted. */
  charge: string;
  cardMask: string | null;
  couponKept: boolean | null;
  /** Cancelled for the period's end: the parent ticks that switching turns renewal back on. */
  endsCancelled: boolean;
}

/**
 * Switching to another plan while the current one is paid for (ADR 016), said before the
 * parent confirms: the current plan stays to its end, the new one starts then with its
 * charge, nothing is charged today.
 */
export function PlanChangeCard({ planId, change, formError }: { planId: string; change: PlanChangeView; formError: string | null }) {
  const { t, language } = useTranslation();
  const date = formatDate(change.startsAt, language);
  const newPlan = change.newPlanName;
  return (
    <Form method="post" className="form card">
      {formError ? (
        <div className="form-message form-message-error" role="alert">
          <p>{formError}</p>
        </div>
      ) : null}
      <h2>{t("subscription.planChange.title", { plan: newPlan })}</h2>
      <ul>
        <li>
          {t("subscription.planChange.stays", {
            plan: change.currentPlanName,
            date,
          })}
        </li>
        <li>
          {change.cardMask
            ? t("subscription.planChange.charge", { plan: newPlan, date, price: change.charge, mask: change.cardMask })
            : t("subscription.planChange.chargeNoCard", { plan: newPlan, date, price: change.charge })}
        </li>
        {change.couponKept === null ? null : <li>{t(change.couponKept ? "subscription.planChange.couponKept" : "subscription.planChange.couponDropped")}</li>}
        <li>
          <strong>{t("subscription.planChange.nothingToday")}</strong>
        </li>
      </ul>
      {change.endsCancelled ? (
        <label className="checkbox">
          <input type="checkbox" name="resumeRenewal" required />
          {t("subscription.planChange.resumeLabel", { date, plan: newPlan })}
        </label>
      ) : null}
      <input type="hidden" name="intent" value="changePlan" />
      <input type="hidden" name="planId" value={planId} />
      <PendingButton pendingLabel={t("subscription.planChange.confirming")}>{t("subscription.planChange.confirm", { date })}</PendingButton>
      <p>
        <AppLink to="/profile/subscription" className="standalone-link">
          {t("subscription.manageSubscription")}
        </AppLink>
      </p>
    </Form>
  );
}
