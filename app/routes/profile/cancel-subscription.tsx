import { Form, data, redirect } from "react-router";
import type { Route } from "./+types/cancel-subscription";
import { FieldErrors } from "~/components/forms/Field";
import { getDb } from "~/db.server";
import { requireParent } from "~/lib/guards.server";
import { getPaymentGateway } from "~/domain/payments/config.server";
import { CANCELLATION_REASONS, type CancellationTiming, isCancellationReason } from "~/domain/subscriptions/cancellation";
import { cancelSubscription, refundablePayment } from "~/domain/subscriptions/cancellation.server";
import { dueAt } from "~/domain/subscriptions/renewals.server";
import { findSubscription } from "~/domain/subscriptions/subscriptions.server";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/lib/i18n/context";
import { getLanguage } from "~/lib/i18n.server";
import { currencyFromCode, formatMoney } from "~/lib/money";
import { redirectWithToast } from "~/lib/toast.server";
import type { StringsHandle } from "~/locales/namespaces";
import { AppLink } from "~/components/AppLinks";

export const handle: StringsHandle = { strings: ["subscription"], scripts: "standalone" };

const TIMINGS: ReadonlyArray<CancellationTiming> = ["period_end", "immediate", "refund"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireParent(request, context);
  const db = getDb();
  const subscription = await findSubscription(db, session.user.id);
  if (!subscription || (subscription.status !== "active" && subscription.status !== "trial")) {
    throw redirect("/profile/subscription");
  }
  const refundable = await refundablePayment(db, subscription);
  return {
    due: dueAt(subscription),
    refund: refundable ? formatMoney({ minor: refundable.amount_minor, currency: currencyFromCode(refundable.currency) }, getLanguage(context)) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireParent(request, context);
  const form = await request.formData();
  const reason = form.get("reason");
  const timing = TIMINGS.find((candidate) => candidate === form.get("timing")) ?? "period_end";
  if (!isCancellationReason(reason)) return data({ reasonError: "subscription.cancel.reasonRequired", failed: false }, { status: 400 });
  const language = getLanguage(context);
  const result = await cancelSubscription(getDb(), getPaymentGateway(), { userId: session.user.id, reason, timing, language });
  if (result.kind === "nothing_to_cancel") {
    return redirectWithToast(request, "/profile/subscription", { kind: "info", message: "subscription.cancel.nothingToCancel" });
  }
  if (result.kind === "failed") return data({ reasonError: null, failed: true }, { status: 502 });
  if (result.refunded) {
    const amount = formatMoney(result.refunded, language);
    return redirectWithToast(request, "/profile/subscription", { kind: "success", message: "subscription.cancel.refunded", values: { amount } });
  }
  if (result.timing === "period_end" && result.endsAt) {
    return redirectWithToast(request, "/profile/subscription", {
      kind: "success",
      message: "subscription.cancel.doneAtPeriodEnd",
      values: { date: formatDate(result.endsAt, language) },
    });
  }
  return redirectWithToast(request, "/profile/subscription", { kind: "success", message: "subscription.cancel.done" });
}

export default function CancelSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const reasonError = actionData?.reasonError ?? null;
  return (
    <section aria-labelledby="cancel-title" className="card">
      <h2 id="cancel-title">{t("subscription.cancel.title")}</h2>
      <p>{t("subscription.cancel.intro")}</p>
      {actionData?.failed ? (
        <p className="form-message form-message-error" role="alert">
          {t("subscription.cancel.failed")}
        </p>
      ) : null}
      <Form method="post" className="form" noValidate>
        <fieldset className="choice-list" aria-describedby={reasonError ? "reason-error" : undefined} aria-invalid={reasonError ? true : undefined}>
          <legend>{t("subscription.cancel.reasonLabel")}</legend>
          {CANCELLATION_REASONS.map((reason) => (
            <label key={reason} className="choice">
              <input type="radio" name="reason" value={reason} />
              <span>{t(`subscription.cancel.reasons.${reason}`)}</span>
            </label>
          ))}
          <FieldErrors id="reason-error" errors={reasonError ? [reasonError] : undefined} />
        </fieldset>
        <fieldset className="choice-list">
          <legend>{t("subscription.cancel.whenLabel")}</legend>
          <label className="choice">
            <input type="radio" name="timing" value="period_end" defaultChecked />
            <span>{t("subscription.cancel.atPeriodEnd", { date: loaderData.due ? formatDate(loaderData.due, language) : "—" })}</span>
          </label>
          <label className="choice">
            <input type="radio" name="timing" value="immediate" />
            <span>{t("subscription.cancel.immediately")}</span>
          </label>
          {loaderData.refund ? (
            <>
              <label className="choice">
                <input type="radio" name="timing" value="refund" aria-describedby="refund-hint" />
                <span>{t("subscription.cancel.refundLabel", { amount: loaderData.refund })}</span>
              </label>
              <p id="refund-hint" className="fine-print">
                {t("subscription.cancel.refundHint")}
              </p>
            </>
          ) : null}
        </fieldset>
        <div className="button-row">
          <button type="submit" className="button button-primary">
            {t("subscription.cancel.confirm")}
          </button>
          <AppLink to="/profile/subscription" className="button button-secondary">
            {t("subscription.cancel.keep")}
          </AppLink>
        </div>
      </Form>
    </section>
  );
}
