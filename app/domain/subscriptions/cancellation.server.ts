import type { PaymentRow, SubscriptionRow } from "../../../db/schema.ts";
import type { DB } from "~/db.server";
import { GatewayError, type PaymentGateway } from "~/domain/payments/gateway";
import { applyGatewayOutcome } from "~/domain/payments/payments.server";
import type { Language } from "~/infrastructure/i18n-config";
import { log } from "~/infrastructure/log.server";
import { type Money, currencyFromCode, money } from "~/lib/money";
import { type CancellationReason, type CancellationTiming, withinMoneyBack } from "./cancellation";
import { findSubscription } from "./subscriptions.server";

/** The payment a money-back refund would return: the latest successful one of the subscription. */
export async function refundablePayment(db: DB, subscription: SubscriptionRow, now: Date = new Date()): Promise<PaymentRow | null> {
  if (!withinMoneyBack(subscription.first_paid_at, now)) return null;
  return (
    (await db
      .selectFrom("payments")
      .selectAll()
      .where("user_id", "=", subscription.user_id)
      .where("status", "=", "succeeded")
      .where("purpose", "in", ["subscription", "renewal"])
      .where("amount_minor", ">", 0)
      .where("gateway_transaction", "is not", null)
      .orderBy("completed_at", "desc")
      .executeTakeFirst()) ?? null
  );
}

export type CancellationResult =
  { kind: "cancelled"; timing: CancellationTiming; endsAt: string | null; refunded: Money | null } | { kind: "nothing_to_cancel" } | { kind: "failed" };

/**
 * Cancels the parent's subscription with a reason: at the end of the paid period (everything
 * stays open until then, nothing renews), now, or now with the money-back refund through the
 * gateway (only within 30 days of the first payment; when the refund fails, nothing changes).
 */
export async function cancelSubscription(
  db: DB,
  gateway: PaymentGateway | null,
  input: { userId: string; reason: CancellationReason; timing: CancellationTiming; language: Language },
  now: Date = new Date(),
): Promise<CancellationResult> {
  const subscription = await findSubscription(db, input.userId);
  if (!subscription || (subscription.status !== "active" && subscription.status !== "trial")) return { kind: "nothing_to_cancel" };
  const timestamp = now.toISOString();
  let refunded: Money | null = null;
  if (input.timing === "refund") {
    const payment = await refundablePayment(db, subscription, now);
    if (!payment || !gateway) return { kind: "failed" };
    try {
      const amount = money(payment.amount_minor, currencyFromCode(payment.currency));
      const outcome = await gateway.refund({ transaction: payment.gateway_transaction ?? "", amount, language: input.language });
      if (outcome.status !== "success") return { kind: "failed" };
      await applyGatewayOutcome(db, { ...outcome, status: "returned", orderId: payment.order_id, transaction: payment.gateway_transaction }, "status", now);
      refunded = amount;
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      log.warn("refund failed", { error: error.message });
      return { kind: "failed" };
    }
  }
  const atPeriodEnd = input.timing === "period_end";
  const endsAt = atPeriodEnd ? (subscription.status === "trial" ? subscription.trial_end_date : subscription.end_date) : timestamp;
  await db
    .updateTable("subscriptions")
    .set({
      status: atPeriodEnd ? subscription.status : "cancelled",
      auto_renew: 0,
      cancel_at_period_end: atPeriodEnd ? 1 : 0,
      cancelled_at: timestamp,
      cancellation_reason: input.reason,
      end_date: atPeriodEnd ? subscription.end_date : timestamp,
      trial_end_date: atPeriodEnd || subscription.trial_end_date === null ? subscription.trial_end_date : timestamp,
      next_charge_attempt_at: null,
      updated_at: timestamp,
    })
    .where("id", "=", subscription.id)
    .execute();
  return { kind: "cancelled", timing: input.timing, endsAt, refunded };
}

/** Turns automatic renewal on or off (off also keeps a cancellation for the period's end). */
export async function setAutoRenew(db: DB, userId: string, on: boolean, now: Date = new Date()): Promise<boolean> {
  const subscription = await findSubscription(db, userId);
  if (!subscription || (subscription.status !== "active" && subscription.status !== "trial")) return false;
  await db
    .updateTable("subscriptions")
    .set({ auto_renew: on ? 1 : 0, cancel_at_period_end: on ? 0 : subscription.cancel_at_period_end, updated_at: now.toISOString() })
    .where("id", "=", subscription.id)
    .execute();
  return true;
}
