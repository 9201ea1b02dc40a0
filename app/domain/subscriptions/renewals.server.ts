import type { SubscriptionRow } from "../../../db/schema.ts";
import type { DB } from "~/db.server";
import type { PaymentGateway } from "~/domain/payments/gateway";
import { GatewayError } from "~/domain/payments/gateway";
import { applyGatewayOutcome, openPayment, paymentsInFlight, recordGatewayStart } from "~/domain/payments/payments.server";
import { sendMail } from "~/domain/mail/mailer.server";
import { couponDroppedMail, renewalReminderMail } from "~/domain/mail/templates";
import type { CouponFailure } from "~/domain/coupons/coupons";
import { validateCouponCode } from "~/domain/coupons/coupons.server";
import type { Translate } from "~/infrastructure/i18n/translate";
import { type UpcomingCharge, upcomingCharge } from "./next-charge";
import { scheduledPlanOf } from "./plan-change.server";
import { paidThrough } from "./subscriptions.server";
import { planNameIn } from "./plans";
import { formatDate } from "~/lib/dates";
import { translatorFor } from "~/infrastructure/i18n/translate.server";
import { LANGUAGES, type Language } from "~/infrastructure/i18n-config";
import { log } from "~/infrastructure/log.server";
import { currencyFromCode, formatMoney, money } from "~/lib/money";

/**
 * The renewal schedule, in one place:
 * - a subscription is due at the end of its trial or paid period;
 * - a due subscription that renews automatically has its saved card charged what
 *   `upcomingCharge` says (the plan as bought, or the plan the parent switched to; less a
 *   trial's coupon while it is still valid, else the full price, told by mail first); a
 *   failed charge is retried after 1 day, then after 3 more days; the third failure ends it
 *   (expired);
 * - a due subscription that does not renew (auto-renew off, cancelled for the period's end,
 *   or no saved card) ends: cancelled when the parent cancelled it, otherwise expired;
 * - a reminder mail goes out 3 days before a charge.
 */
export const RENEWAL_POLICY = {
  RETRY_AFTER_HOURS: [24, 72],
  MAX_FAILURES: 3,
  REMINDER_DAYS_BEFORE: 3,
} as const;

const HOUR_MS = 60 * 60 * 1000;

export interface RenewalReport {
  charged: number;
  failed: number;
  ended: number;
  reminded: number;
}

/** When the subscription's current (trial or paid) period ends. */
export function dueAt(subscription: Pick<SubscriptionRow, "status" | "trial_end_date" | "end_date">): string | null {
  return subscription.status === "trial" ? subscription.trial_end_date : subscription.end_date;
}

async function parentLanguage(db: DB, userId: string): Promise<{ email: string; language: Language } | null> {
  const user = await db.selectFrom("users").select(["email", "language"]).where("id", "=", userId).executeTakeFirst();
  if (!user) return null;
  return { email: user.email, language: LANGUAGES.find((language) => language === user.language) ?? "az" };
}

async function end(db: DB, subscription: SubscriptionRow, now: Date): Promise<void> {
  const status = subscription.cancel_at_period_end === 1 ? "cancelled" : "expired";
  await db
    .updateTable("subscriptions")
    .set({ status, next_charge_attempt_at: null, updated_at: now.toISOString() })
    .where("id", "=", subscription.id)
    .execute();
}

/**
 * The charge due now, with the trial's coupon checked again (its own hold excluded): a coupon
 * that can no longer be used (expired, switched off, used up by others) gives the full price.
 */
export async function chargeDue(
  db: DB,
  subscription: SubscriptionRow,
  now: Date,
): Promise<{ charge: UpcomingCharge; couponDropped: CouponFailure | null } | null> {
  const scheduled = await scheduledPlanOf(db, subscription);
  const upcoming = upcomingCharge(subscription, scheduled);
  if (!upcoming?.couponCode) return upcoming ? { charge: upcoming, couponDropped: null } : null;
  const check = await validateCouponCode(
    db,
    upcoming.couponCode,
    { amountMinor: upcoming.originalMinor, currency: upcoming.currency, planId: upcoming.plan.planId },
    now,
    { subscriptionId: subscription.id },
  );
  if (check.isValid) return { charge: upcoming, couponDropped: null };
  const full = upcomingCharge(subscription, scheduled, false);
  return full ? { charge: full, couponDropped: check.failure } : null;
}

/** Charges a due renewal: whether it succeeded, or null when nothing was tried (the subscription changed meanwhile). */
async function charge(db: DB, gateway: PaymentGateway, subscription: SubscriptionRow, due: string, now: Date): Promise<boolean | null> {
  const card = subscription.card_id ? await db.selectFrom("saved_cards").selectAll().where("id", "=", subscription.card_id).executeTakeFirst() : undefined;
  const next = await chargeDue(db, subscription, now);
  if (!card || !next) {
    await end(db, subscription, now);
    return false;
  }
  const { charge: upcoming, couponDropped } = next;
  if (couponDropped) {
    // Told before the card is charged: the promised discount is gone.
    await mailParent(db, subscription, (t, language) =>
      couponDroppedMail(t, {
        code: subscription.next_charge_coupon_code ?? "",
        reason: t(`subscription.coupon.failures.${couponDropped}`),
        price: formatMoney(money(upcoming.amountMinor, currencyFromCode(upcoming.currency)), language),
        date: formatDate(due, language),
      }),
    );
    await db.updateTable("subscriptions").set({ next_charge_coupon_code: null, next_charge_discount_minor: 0 }).where("id", "=", subscription.id).execute();
  }
  const amount = money(upcoming.amountMinor, currencyFromCode(upcoming.currency));
  // Opened under the parent's lock like a purchase (ADR 016, 018): if the subscription changed
  // since it was read (paid by a purchase, switched, cancelled) or another payment for it is in
  // flight, nothing is charged now; the next pass decides again.
  const opened = await openPayment<"changed">(
    db,
    { userId: subscription.user_id, idempotencyKey: `renewal:${subscription.id}:${due}:${subscription.renewal_failures}` },
    async (trx) => {
      const current = await trx.selectFrom("subscriptions").selectAll().where("id", "=", subscription.id).executeTakeFirst();
      if (!current || current.updated_at !== subscription.updated_at || paidThrough(current, now)) return { refused: "changed" };
      if ((await paymentsInFlight(trx, subscription.user_id, ["subscription", "renewal"], now)).length > 0) return { refused: "changed" };
      return {
        draft: {
          purpose: "renewal",
          kind: "saved_card",
          planId: upcoming.plan.planId,
          subscriptionId: subscription.id,
          amount,
          originalMinor: upcoming.originalMinor,
          discountMinor: upcoming.discountMinor,
          couponCode: upcoming.couponCode,
          autoRenew: true,
        },
      };
    },
    now,
  );
  if ("refused" in opened) return null;
  const { payment, created } = opened;
  if (!created && payment.status !== "pending") return payment.status === "succeeded";
  if (amount.minor === 0) {
    // A coupon covered the whole charge: the period starts without touching the card.
    await applyGatewayOutcome(
      db,
      {
        status: "success",
        code: "00",
        message: null,
        orderId: payment.order_id,
        transaction: null,
        cardId: null,
        cardMask: null,
        cardName: null,
        amountMinor: 0,
        currency: payment.currency,
        operationCode: null,
      },
      "charge",
      now,
    );
    return true;
  }
  let succeeded = false;
  try {
    const outcome = await gateway.chargeSavedCard({
      cardId: card.gateway_card_id,
      orderId: payment.order_id,
      amount,
      description: `Balaca — ${upcoming.plan.name}`,
      language: "az",
    });
    await recordGatewayStart(db, payment.id, { transaction: outcome.transaction, cardId: card.gateway_card_id, redirectUrl: null });
    await applyGatewayOutcome(db, { ...outcome, orderId: payment.order_id }, "charge", now);
    succeeded = outcome.status === "success";
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.warn("renewal charge could not reach the gateway", { error: error.message });
    await db.updateTable("payments").set({ status: "failed", failure_code: "gateway", updated_at: now.toISOString() }).where("id", "=", payment.id).execute();
  }
  if (succeeded) {
    await db.updateTable("saved_cards").set({ last_used_at: now.toISOString() }).where("id", "=", card.id).execute();
    return true;
  }
  const failures = subscription.renewal_failures + 1;
  const retryHours = RENEWAL_POLICY.RETRY_AFTER_HOURS[failures - 1];
  await db
    .updateTable("subscriptions")
    .set({
      renewal_failures: failures,
      status: failures >= RENEWAL_POLICY.MAX_FAILURES ? "expired" : subscription.status,
      next_charge_attempt_at:
        failures >= RENEWAL_POLICY.MAX_FAILURES || retryHours === undefined ? null : new Date(now.getTime() + retryHours * HOUR_MS).toISOString(),
      updated_at: now.toISOString(),
    })
    .where("id", "=", subscription.id)
    .execute();
  return false;
}

/** A mail to the subscription's parent, in their language. */
async function mailParent(db: DB, subscription: SubscriptionRow, make: (t: Translate, language: Language) => { subject: string; body: string }): Promise<void> {
  const parent = await parentLanguage(db, subscription.user_id);
  if (!parent) return;
  const mail = make(translatorFor(parent.language), parent.language);
  await sendMail(db, { to: parent.email, ...mail, language: parent.language, userId: subscription.user_id });
}

async function remind(db: DB, subscription: SubscriptionRow, due: string, now: Date): Promise<void> {
  const next = await chargeDue(db, subscription, now);
  if (!next) return;
  await mailParent(db, subscription, (t, language) =>
    renewalReminderMail(t, {
      trial: subscription.status === "trial",
      date: formatDate(due, language),
      price: formatMoney(money(next.charge.amountMinor, currencyFromCode(next.charge.currency)), language),
      newPlan: next.charge.plan.planId === subscription.plan_id ? null : planNameIn(next.charge.plan, language),
    }),
  );
  await db.updateTable("subscriptions").set({ reminder_sent_for: due }).where("id", "=", subscription.id).execute();
}

/**
 * One pass of the renewal job (every 5 minutes in the server; `npm run jobs:once` by hand,
 * optionally for one parent).
 */
export async function runRenewals(db: DB, gateway: PaymentGateway | null, now: Date = new Date(), only: { userId?: string } = {}): Promise<RenewalReport> {
  const report: RenewalReport = { charged: 0, failed: 0, ended: 0, reminded: 0 };
  const timestamp = now.toISOString();
  // Only what falls due (or needs its reminder) by now: a trial by its end, a paid period by its.
  const horizon = new Date(now.getTime() + RENEWAL_POLICY.REMINDER_DAYS_BEFORE * 24 * HOUR_MS).toISOString();
  let query = db
    .selectFrom("subscriptions")
    .selectAll()
    .where((eb) =>
      eb.or([eb.and([eb("status", "=", "trial"), eb("trial_end_date", "<=", horizon)]), eb.and([eb("status", "=", "active"), eb("end_date", "<=", horizon)])]),
    );
  if (only.userId) query = query.where("user_id", "=", only.userId);
  const open = await query.execute();
  for (const subscription of open) {
    const due = dueAt(subscription);
    if (!due) continue;
    const renews = subscription.auto_renew === 1 && subscription.cancel_at_period_end === 0;
    if (due <= timestamp) {
      if (!renews) {
        await end(db, subscription, now);
        report.ended += 1;
        continue;
      }
      if (!gateway || (subscription.next_charge_attempt_at && subscription.next_charge_attempt_at > timestamp)) continue;
      const charged = await charge(db, gateway, subscription, due, now);
      if (charged === true) report.charged += 1;
      else if (charged === false) report.failed += 1;
      continue;
    }
    const remindFrom = new Date(Date.parse(due) - RENEWAL_POLICY.REMINDER_DAYS_BEFORE * 24 * HOUR_MS).toISOString();
    if (renews && timestamp >= remindFrom && subscription.reminder_sent_for !== due) {
      await remind(db, subscription, due, now);
      report.reminded += 1;
    }
  }
  return report;
}
