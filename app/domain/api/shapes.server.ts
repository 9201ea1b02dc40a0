import type { DB } from "~/db.server";
import type { SavedCard } from "~/domain/cards/cards.server";
import type { Transaction } from "~/domain/payments/transactions.server";
import { findPaymentByOrder } from "~/domain/payments/payments.server";
import { subscriptionStatusView } from "~/domain/subscriptions/status";
import { subscriptionRecord } from "~/domain/subscriptions/subscriptions.server";
import type { CheckoutResult } from "~/domain/subscriptions/checkout.server";
import type { PlanChangeResult } from "~/domain/subscriptions/plan-change.server";
import { currencyFromCode, minorToDecimalString } from "~/lib/money";
import type { z } from "zod";
import { ApiError } from "~/infrastructure/api.server";
import type { CardJson, PlanChangeJson, SubscribeJson, TransactionJson } from "./schemas";

/**
 * The JSON shapes of the API, in the spec's field names (snake_case, amounts as decimal
 * strings), typed by the response schemas the OpenAPI document shows (schemas.ts).
 */

export const amount = (minor: number, currency: string) => minorToDecimalString(minor, currencyFromCode(currency));

export function cardJson(card: SavedCard): z.output<typeof CardJson> {
  return {
    id: card.id,
    card_mask: card.mask,
    card_brand: card.brand,
    is_default: card.isDefault,
    last_used_at: card.lastUsedAt,
    created_at: card.createdAt,
    used_for_renewals: card.renewsSubscription,
  };
}

export function transactionJson(transaction: Transaction): z.output<typeof TransactionJson> {
  return {
    id: transaction.id,
    order_id: transaction.orderId,
    purpose: transaction.purpose,
    subscription_id: transaction.subscriptionId,
    plan_id: transaction.planId,
    plan_name: transaction.planName,
    amount: amount(transaction.amountMinor, transaction.currency),
    original_amount: amount(transaction.originalMinor, transaction.currency),
    discount_amount: amount(transaction.discountMinor, transaction.currency),
    currency: transaction.currency,
    coupon: transaction.couponCode,
    status: transaction.status,
    failure_code: transaction.failureCode,
    created_at: transaction.createdAt,
    completed_at: transaction.completedAt,
  };
}

/**
 * What subscribe (and change-plan, and payments/initiate for a plan) answers: where to pay,
 * whether the card is only saved (a trial), whether money is taken, the coupon, and the
 * subscription as it is now. A refusal is a 400 with the reason.
 */
export async function subscribeJson(db: DB, userId: string, result: CheckoutResult): Promise<z.output<typeof SubscribeJson>> {
  if (result.kind === "plan_change") {
    throw new ApiError(
      409,
      "Another plan is paid for: a change of plan starts at the end of its period and charges nothing now (POST /api/subscriptions/management/{id}/change-plan/).",
      {
        code: "subscription.planChange",
      },
    );
  }
  if (result.kind === "already_subscribed") {
    throw new ApiError(
      409,
      "You already have this plan, paid for or in its free trial; nothing was charged. Manage it in Profile → Subscription (/profile/subscription).",
      {
        code: "subscription.alreadyHave",
      },
    );
  }
  if (result.kind === "refused") {
    const status = result.message === "subscription.gatewayFailed" ? 502 : result.message === "subscription.planNotFound" ? 404 : 400;
    throw new ApiError(status, refusalText(result.message, result.values), { code: result.message });
  }
  // The payment the answer is about: a repeat while one is open answers for the open one,
  // with its own order, coupon and discount, not the empty ones of the key just sent.
  const payment = await findPaymentByOrder(db, userId, result.orderId);
  const record = await subscriptionRecord(db, userId);
  return {
    payment_url: result.kind === "redirect" ? result.url : null,
    order_id: payment?.order_id ?? null,
    requires_card_save: payment?.kind === "card_registration",
    payment_required: payment ? payment.kind !== "card_registration" : false,
    coupon_applied: payment?.coupon_code ?? null,
    discount_applied: payment ? amount(payment.discount_minor, payment.currency) : "0.00",
    amount: payment ? amount(payment.amount_minor, payment.currency) : null,
    currency: payment?.currency ?? null,
    subscription: subscriptionStatusView(record),
  };
}

/** A plan change scheduled for the end of the paid period (ADR 016): nothing is charged now. */
export async function planChangeJson(db: DB, userId: string, result: PlanChangeResult): Promise<z.output<typeof PlanChangeJson>> {
  if (result.kind === "plan_not_found") throw new ApiError(404, "Plan not found");
  if (result.kind === "not_subscribed")
    throw new ApiError(409, "There is no paid or trial subscription to change", { code: "subscription.planChange.notPossible" });
  if (result.kind === "needs_resume") {
    throw new ApiError(
      409,
      `The subscription is cancelled and ends on ${result.endsAt}; a change of plan turns renewal back on: send "resume_renewal": true to confirm`,
      {
        code: "subscription.planChange.resumeRequired",
      },
    );
  }
  if (result.kind === "same_plan") throw new ApiError(409, "This is already the subscription's plan", { code: "subscription.alreadyHave" });
  const record = await subscriptionRecord(db, userId);
  return {
    payment_url: null,
    payment_required: false,
    plan_change:
      result.kind === "scheduled"
        ? {
            plan_id: result.preview.newPlan.planId,
            starts_at: result.preview.startsAt,
            amount: amount(result.preview.charge.amountMinor, result.preview.charge.currency),
            currency: result.preview.charge.currency,
            coupon_applied: result.preview.charge.couponCode,
          }
        : null,
    subscription: subscriptionStatusView(record),
  };
}

/** English text of the domain's refusal keys, for API clients (the pages translate them). */
const REFUSALS: Record<string, string> = {
  "subscription.planNotFound": "Plan not found",
  "subscription.chooseMethod": "Choose a saved card or a new card",
  "subscription.paymentDeclined": "The bank declined the payment",
  "subscription.gatewayFailed": "The payment gateway could not be reached; nothing was charged",
  "subscription.coupon.noLongerValid": "Coupon is no longer valid",
  "subscription.paymentInFlight": "A payment for the subscription is already in progress; finish it or try again in 30 minutes",
  "autism.paymentInFlight": "A payment for this screening is already in progress; finish it or try again in 30 minutes",
  "autism.healthConsentRequired":
    "health_consent must be true: the screening's answers are health-related data, kept only with the parent's explicit consent (privacy policy)",
  "autism.noRetake": "The screening has been submitted and cannot be retaken",
  "autism.outOfAge": "The screening is for children from 18 months to 6 years",
  "autism.chooseMethod": "Choose a saved card or a new card",
  "autism.paymentDeclined": "The bank declined the payment",
  "autism.gatewayFailed": "The payment gateway could not be reached; nothing was charged",
  "billing.addFailed": "Failed to save new card",
};

export function refusalText(key: string, values?: Record<string, string>): string {
  const text = REFUSALS[key] ?? "Request refused";
  if (key === "subscription.coupon.noLongerValid" && values?.reason) return `${text}: ${values.reason.split(".").pop()?.replaceAll("_", " ")}`;
  if (values?.code && key.endsWith("paymentDeclined")) return `${text} (code ${values.code})`;
  return text;
}
