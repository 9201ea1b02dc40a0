import { type SubmissionResult, getFieldsetProps, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data, redirect, redirectDocument } from "react-router";
import { z } from "zod";
import { FieldErrors } from "~/components/forms/Field";
import type { Route } from "./+types/checkout";
import { PendingButton } from "~/components/forms/PendingButton";
import { PageMeta } from "~/components/PageMeta";
import { getDb } from "~/db.server";
import { requireParent } from "~/infrastructure/guards.server";
import { cardsToPayWith } from "~/domain/cards/choices.server";
import { getPaymentGateway } from "~/domain/payments/config.server";
import { NEW_CARD } from "~/domain/subscriptions/checkout-choices";
import { couponForPlan, findPlan, startCheckout, trialDaysFor } from "~/domain/subscriptions/checkout.server";
import { planStanding, schedulePlanChange } from "~/domain/subscriptions/plan-change.server";
import { firstChargeOfTrial } from "~/domain/subscriptions/next-charge";
import { type Plan, planNameIn } from "~/domain/subscriptions/plans";
import type { Language } from "~/infrastructure/i18n-config";
import { PlanChangeCard, AlreadySubscribedCard } from "~/components/subscription/PlanChange";
import { redirectWithToast } from "~/infrastructure/toast.server";
import { COUPON_CODE_MAX } from "~/domain/coupons/coupon-limits";
import { requestInfoContext } from "~/infrastructure/request-info";
import { BRAND_NAME } from "~/lib/brand";
import { addDays } from "~/lib/calendar";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import { nextPagePath } from "~/domain/subscriptions/after-subscription";
import { rememberAfterSubscription } from "~/infrastructure/after-subscription.server";
import { ApplyCouponSchema, RemoveCouponSchema, couponFailureMessage, couponToPayWith } from "~/domain/subscriptions/applied-coupon.server";
import { forgetAppliedCoupon, handleCouponIntent, readAppliedCoupon } from "~/infrastructure/applied-coupon.server";
import { CouponBox } from "~/components/subscription/CouponBox";
import { formatMoney } from "~/lib/money";
import { publicOrigin } from "~/infrastructure/request-origin.server";
import { translateValidationMessage, validationMessage } from "~/lib/validation";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

export const handle: ScriptsHandle = { scripts: "standalone" };

function checkoutPath(planId: string, next: string | null): string {
  return `/subscription/checkout?plan=${encodeURIComponent(planId)}${next ? `&next=${encodeURIComponent(next)}` : ""}`;
}

/** Every form of the page says which plan it is about, and where to go once subscribed. */
const planFields = { planId: z.string({ error: validationMessage("subscription.selectPlanFirst") }), next: z.string().optional() };
const CouponFormSchema = z.discriminatedUnion("intent", [ApplyCouponSchema.extend(planFields), RemoveCouponSchema.extend(planFields)]);
/** A parent who has a plan changes to this one at the period's end (and may turn renewal back on for it). */
const ChangePlanSchema = z.object({ ...planFields, resumeRenewal: z.boolean().default(false) });
/** Paying: how, whether to renew, and a key against double submits (the form has no intent field). */
const PaySchema = z.object({
  ...planFields,
  method: z.string({ error: validationMessage("subscription.chooseMethod") }),
  idempotencyKey: z.string({ error: validationMessage("toast.genericError") }).regex(/^[\w-]{8,64}$/, validationMessage("toast.genericError")),
  autoRenew: z.boolean().default(false),
});

/** A refusal shown on the page: the reply, and a payment's decline code or a coupon's reason when the gateway or the coupon said no. */
function refusal(result: SubmissionResult<string[]>, status: number, details: { declineCode?: string | null; couponReason?: string | null } = {}) {
  return data({ result, declineCode: details.declineCode ?? null, couponReason: details.couponReason ?? null }, { status });
}

/** Why sign-in was asked: to subscribe (the return-to context). */
const SUBSCRIBE_CONTEXT = "subscription";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireParent(request, context, SUBSCRIBE_CONTEXT);
  const db = getDb();
  const language = getLanguage(context);
  const url = new URL(request.url);
  const planId = url.searchParams.get("plan");
  const plan = planId ? await findPlan(db, planId) : null;
  const next = nextPagePath(url.searchParams.get("next"));
  const cards = await cardsToPayWith(db, session.user.id);
  const trialDays = plan ? await trialDaysFor(db, session.user.id, plan) : 0;
  const format = (minor: number) => formatMoney({ minor, currency: plan?.currency ?? "AZN" }, language);
  // The applied coupon, checked again for this plan as the page is shown.
  const applied = await readAppliedCoupon(request);
  const payWith = plan ? couponToPayWith(applied, plan) : { kind: "none" as const };
  const coupon =
    plan && applied
      ? payWith.kind === "code"
        ? await couponForPlan(db, applied.code, plan, trialDays > 0)
        : { code: applied.code, valid: false as const, failure: "not_for_this_plan" as const }
      : null;
  const standing = plan ? await planStanding(db, session.user.id, plan.planId) : { kind: "purchase" as const };
  return {
    standing:
      standing.kind === "plan_change"
        ? {
            kind: standing.kind,
            currentPlanName: planNameIn(standing.preview.currentPlan, language),
            newPlanName: planNameIn(standing.preview.newPlan, language),
            startsAt: standing.preview.startsAt,
            charge: format(standing.preview.charge.amountMinor),
            cardMask: standing.preview.cardMask,
            couponKept: standing.preview.couponKept,
            endsCancelled: standing.preview.endsCancelled,
          }
        : standing,
    paymentsOn: getPaymentGateway() !== null,
    // A new key for every checkout shown: a double submit of this form is one payment.
    idempotencyKey: crypto.randomUUID(),
    plan: plan
      ? {
          planId: plan.planId,
          name: planNameIn(plan, language),
          billingPeriod: plan.billingPeriod,
          price: formatMoney({ minor: plan.priceMinor, currency: plan.currency }, language),
          trialDays,
          // The same rule as the subscription tab, the reminder and the renewal job (next-charge.ts).
          firstCharge: trialDays > 0 ? trialPromise(plan, trialDays, coupon?.valid ? coupon : null, language) : null,
        }
      : null,
    coupon: coupon
      ? coupon.valid
        ? { code: coupon.code, valid: true as const, discount: format(coupon.discountMinor), total: format(coupon.finalMinor), failure: null }
        : { code: coupon.code, valid: false as const, discount: null, total: null, failure: coupon.failure }
      : null,
    planRequested: planId !== null,
    next,
    cards,
  };
}

function trialPromise(plan: Plan, trialDays: number, coupon: { code: string; discountMinor: number } | null, language: Language) {
  const charge = firstChargeOfTrial(plan, addDays(new Date().toISOString(), trialDays), coupon);
  return { date: charge.dueAt, amount: formatMoney({ minor: charge.amountMinor, currency: plan.currency }, language) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireParent(request, context, SUBSCRIBE_CONTEXT);
  const formData = await request.formData();
  const db = getDb();
  const intent = formData.get("intent");
  if (intent === "apply-coupon" || intent === "remove-coupon") {
    const submission = parseWithZod(formData, { schema: CouponFormSchema });
    if (submission.status !== "success") return refusal(submission.reply({ fieldErrors: { code: [couponFailureMessage("required")] } }), 400);
    const { planId, next } = submission.value;
    const outcome = await handleCouponIntent(db, request, submission.value, {
      userId: session.user.id,
      ip: context.get(requestInfoContext).ip,
      backTo: checkoutPath(planId, nextPagePath(next ?? "")),
    });
    if (outcome instanceof Response) return outcome;
    return refusal(submission.reply({ fieldErrors: { code: [couponFailureMessage(outcome.couponError.failure)] } }), 400);
  }
  if (intent === "changePlan") {
    const submission = parseWithZod(formData, { schema: ChangePlanSchema });
    if (submission.status !== "success") return refusal(submission.reply({ formErrors: ["subscription.planChange.notPossible"] }), 400);
    const { planId, resumeRenewal } = submission.value;
    const change = await schedulePlanChange(db, session.user.id, planId, new Date(), { resumeRenewal });
    if (change.kind === "scheduled") {
      const language = getLanguage(context);
      return redirectWithToast(request, "/profile/subscription", {
        kind: "success",
        message: "subscription.planChange.scheduledToast",
        values: { plan: planNameIn(change.preview.newPlan, language), date: formatDate(change.preview.startsAt, language) },
      });
    }
    if (change.kind === "needs_resume") return refusal(submission.reply({ formErrors: ["subscription.planChange.resumeRequired"] }), 400);
    return refusal(submission.reply({ formErrors: ["subscription.planChange.notPossible"] }), 409);
  }
  const submission = parseWithZod(formData, { schema: PaySchema });
  if (submission.status !== "success") {
    // The hidden fields' errors are about the whole form: a parent cannot correct them.
    const formErrors = [...(submission.error?.planId ?? []), ...(submission.error?.idempotencyKey ?? [])];
    return refusal(submission.reply(formErrors.length > 0 ? { formErrors } : undefined), 400);
  }
  const { planId, method, autoRenew, idempotencyKey, next: nextAsked } = submission.value;
  const gateway = getPaymentGateway();
  if (!gateway) return refusal(submission.reply({ formErrors: [validationMessage("subscription.paymentsOff")] }), 503);
  // The applied coupon pays only with its validation data for this plan's price.
  const plan = await findPlan(db, planId);
  const payWith = plan ? couponToPayWith(await readAppliedCoupon(request), plan) : { kind: "none" as const };
  if (payWith.kind === "missing_validation") {
    return refusal(submission.reply({ formErrors: ["subscription.coupon.missingValidation"] }), 409);
  }
  const result = await startCheckout(db, gateway, {
    userId: session.user.id,
    choice: { planId, method, autoRenew, idempotencyKey, couponCode: payWith.kind === "code" ? payWith.code : null },
    language: getLanguage(context),
    origin: publicOrigin(request),
  });
  const next = nextPagePath(nextAsked ?? "");
  // Once a payment starts, the applied coupon is forgotten (spec: coupon data cleared after payment).
  const cookies = [await forgetAppliedCoupon(), ...(next ? [await rememberAfterSubscription(next)] : [])];
  const remember = { headers: cookies.map((cookie): [string, string] => ["Set-Cookie", cookie]) };
  // A document navigation: the gateway's page is not one of ours, even when the simulator serves it.
  if (result.kind === "redirect") return redirectDocument(result.url, remember);
  if (result.kind === "settled") return redirect(`/subscription/success?order=${encodeURIComponent(result.orderId)}&payment=completed`, remember);
  // Someone (another tab) got there first: the page shows where the parent stands now.
  if (result.kind === "already_subscribed" || result.kind === "plan_change") {
    return refusal(submission.reply({ formErrors: ["subscription.alreadyChanged"] }), 409);
  }
  return refusal(submission.reply({ formErrors: [result.message] }), result.message === "subscription.gatewayFailed" ? 502 : 400, {
    declineCode: result.values?.code,
    couponReason: result.values?.reason,
  });
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { plan, cards, idempotencyKey, paymentsOn, coupon } = loaderData;
  const applied = coupon?.valid ? coupon : null;
  const declineCode = actionData?.declineCode ?? null;
  const couponReason = actionData?.couponReason ?? null;
  const lastResult = actionData?.result;
  const [form, fields] = useForm<{ method: string }>({ id: "checkout", lastResult });
  const [, couponFields] = useForm<{ code: string }>({ id: "coupon", lastResult });
  // The gateway's and the coupon's refusals carry what the message needs; the others are translation keys.
  const formError = declineCode
    ? t("subscription.paymentDeclined", { code: declineCode })
    : couponReason
      ? t("subscription.coupon.noLongerValid", { reason: translateValidationMessage(t, couponReason) })
      : form.errors?.[0]
        ? translateValidationMessage(t, form.errors[0])
        : null;
  const appliedCoupon = coupon
    ? {
        code: coupon.code,
        summary: coupon.valid
          ? t("subscription.coupon.applied", { code: coupon.code, discount: coupon.discount })
          : coupon.failure === "not_for_this_plan"
            ? t("subscription.coupon.notForThisPlan", { code: coupon.code })
            : t("subscription.coupon.noLongerValid", { reason: t(`subscription.coupon.failures.${coupon.failure}`, { count: COUPON_CODE_MAX }) }),
      }
    : null;
  const chosenMethod = fields.method.initialValue;
  return (
    <section className="page page-narrow checkout-page" aria-labelledby="checkout-title">
      <PageMeta title={t("subscription.checkoutMetaTitle", { brand: BRAND_NAME })} />
      <h1 id="checkout-title">{t("subscription.checkoutTitle")}</h1>
      {plan && loaderData.standing.kind === "already_subscribed" ? (
        <AlreadySubscribedCard planName={plan.name} until={loaderData.standing.until} trial={loaderData.standing.trial} />
      ) : plan && loaderData.standing.kind === "plan_change" ? (
        <PlanChangeCard planId={plan.planId} change={loaderData.standing} formError={formError} />
      ) : !plan ? (
        <div className="card">
          <p className="form-message form-message-error" role="alert">
            {loaderData.planRequested ? t("subscription.planNotFound") : t("subscription.selectPlanFirst")}
          </p>
          <p>
            <AppLink to="/subscription/plans" className="button button-primary">
              {t("subscription.seePlans")}
            </AppLink>
          </p>
        </div>
      ) : (
        <Form method="post" {...getFormProps(form)} className="form card checkout-form" key={idempotencyKey}>
          {formError ? (
            <div id={form.errorId} className="form-message form-message-error" role="alert">
              <p>{formError}</p>
            </div>
          ) : null}
          {!paymentsOn ? <p className="notice">{t("subscription.paymentsOff")}</p> : null}
          <input type="hidden" name="planId" value={plan.planId} />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          {loaderData.next ? <input type="hidden" name="next" value={loaderData.next} /> : null}
          <h2>{t("subscription.yourPlan")}</h2>
          <p className="plan-price">
            <strong>{plan.name}</strong> — {plan.price} {t(`subscription.period.${plan.billingPeriod}`)}{" "}
            <AppLink to="/subscription/plans">{t("subscription.changePlan")}</AppLink>
          </p>
          {plan.trialDays > 0 && plan.firstCharge ? (
            <p>
              <strong>{t("subscription.trialDays", { count: plan.trialDays })}.</strong>{" "}
              {t("subscription.trialTotal", { price: plan.firstCharge.amount, date: formatDate(plan.firstCharge.date, language) })}
            </p>
          ) : (
            <p>
              <strong>
                {t("subscription.total")}: {applied ? <del>{plan.price}</del> : null} {applied?.total ?? plan.price}
              </strong>
            </p>
          )}
          <fieldset {...getFieldsetProps(fields.method)} className="choice-list">
            <legend>{t("subscription.paymentMethod")}</legend>
            {cards.map((card, index) => (
              <label key={card.id} className="choice">
                <input
                  type="radio"
                  name={fields.method.name}
                  value={card.id}
                  defaultChecked={chosenMethod ? chosenMethod === card.id : index === 0 && plan.trialDays === 0}
                />
                <span>{t("subscription.savedCard", { mask: card.mask })}</span>
              </label>
            ))}
            <label className="choice">
              <input
                type="radio"
                name={fields.method.name}
                value={NEW_CARD}
                defaultChecked={chosenMethod ? chosenMethod === NEW_CARD : cards.length === 0 || plan.trialDays > 0}
              />
              <span>{t("subscription.newCard")}</span>
            </label>
            <p className="fine-print">{t("subscription.newCardHint")}</p>
            <FieldErrors id={fields.method.errorId} errors={fields.method.errors} />
          </fieldset>
          <div className="field field-checkbox">
            <label className="choice">
              <input type="checkbox" name="autoRenew" defaultChecked aria-describedby="auto-renew-hint" />
              <span>{t("subscription.autoRenew")}</span>
            </label>
            <p id="auto-renew-hint" className="fine-print">
              {t("subscription.autoRenewHint")}
            </p>
          </div>
          <PendingButton pendingLabel={t("subscription.paying")} disabled={!paymentsOn}>
            {plan.trialDays > 0 ? t("subscription.trialButton") : t("subscription.payButton", { price: applied?.total ?? plan.price })}
          </PendingButton>
        </Form>
      )}
      {plan && loaderData.standing.kind === "purchase" ? (
        <CouponBox
          field={couponFields.code}
          applied={appliedCoupon}
          hiddenFields={{ planId: plan.planId, ...(loaderData.next ? { next: loaderData.next } : {}) }}
        />
      ) : null}
    </section>
  );
}
