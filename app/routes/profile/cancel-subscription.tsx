import { getFieldsetProps, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/cancel-subscription";
import { FieldErrors } from "~/components/forms/Field";
import { FormMessage } from "~/components/forms/FormMessage";
import { getDb } from "~/db.server";
import { requireParent } from "~/infrastructure/guards.server";
import { getPaymentGateway } from "~/domain/payments/config.server";
import { CANCELLATION_REASONS, type CancellationTiming } from "~/domain/subscriptions/cancellation";
import { cancelSubscription, refundablePayment } from "~/domain/subscriptions/cancellation.server";
import { dueAt } from "~/domain/subscriptions/renewals.server";
import { findSubscription } from "~/domain/subscriptions/subscriptions.server";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import { currencyFromCode, formatMoney } from "~/lib/money";
import { redirectWithToast } from "~/infrastructure/toast.server";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

export const handle: ScriptsHandle = { scripts: "standalone" };

const TIMINGS = ["period_end", "immediate", "refund"] as const satisfies ReadonlyArray<CancellationTiming>;

const CancelFormSchema = z.object({
  reason: z.enum(CANCELLATION_REASONS, { error: "subscription.cancel.reasonRequired" }),
  // The form always sends one of its three choices; anything else means the default.
  timing: z.enum(TIMINGS).catch("period_end"),
});

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
  const submission = parseWithZod(await request.formData(), { schema: CancelFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { reason, timing } = submission.value;
  const language = getLanguage(context);
  const result = await cancelSubscription(getDb(), getPaymentGateway(), { userId: session.user.id, reason, timing, language });
  if (result.kind === "nothing_to_cancel") {
    return redirectWithToast(request, "/profile/subscription", { kind: "info", message: "subscription.cancel.nothingToCancel" });
  }
  if (result.kind === "failed") return data({ result: submission.reply({ formErrors: ["subscription.cancel.failed"] }) }, { status: 502 });
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
  const [form, fields] = useForm<z.input<typeof CancelFormSchema>>({ id: "cancel", lastResult: actionData?.result });
  const timing = fields.timing.initialValue ?? "period_end";
  return (
    <section aria-labelledby="cancel-title" className="card">
      <h2 id="cancel-title">{t("subscription.cancel.title")}</h2>
      <p>{t("subscription.cancel.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="form">
        <FormMessage id={form.errorId} errors={form.errors} />
        <fieldset {...getFieldsetProps(fields.reason)} className="choice-list">
          <legend>{t("subscription.cancel.reasonLabel")}</legend>
          {CANCELLATION_REASONS.map((reason) => (
            <label key={reason} className="choice">
              <input type="radio" name={fields.reason.name} value={reason} defaultChecked={fields.reason.initialValue === reason} />
              <span>{t(`subscription.cancel.reasons.${reason}`)}</span>
            </label>
          ))}
          <FieldErrors id={fields.reason.errorId} errors={fields.reason.errors} />
        </fieldset>
        <fieldset className="choice-list">
          <legend>{t("subscription.cancel.whenLabel")}</legend>
          <label className="choice">
            <input type="radio" name={fields.timing.name} value="period_end" defaultChecked={timing === "period_end"} />
            <span>{t("subscription.cancel.atPeriodEnd", { date: loaderData.due ? formatDate(loaderData.due, language) : "—" })}</span>
          </label>
          <label className="choice">
            <input type="radio" name={fields.timing.name} value="immediate" defaultChecked={timing === "immediate"} />
            <span>{t("subscription.cancel.immediately")}</span>
          </label>
          {loaderData.refund ? (
            <>
              <label className="choice">
                <input type="radio" name={fields.timing.name} value="refund" defaultChecked={timing === "refund"} aria-describedby="refund-hint" />
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
