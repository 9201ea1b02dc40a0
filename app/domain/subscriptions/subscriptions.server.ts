import { randomUUID } from "node:crypto";
import type { BillingPeriod, PaymentRow, SubscriptionRow } from "../../../db/schema.ts";
import type { DB } from "~/db.server";
import { type Owned, ownedBy } from "~/domain/ownership";
import { addDays, addMonths } from "~/lib/calendar";
import { MONTHS_IN_PERIOD } from "./plans";
import { SUBSCRIPTION_STATUSES, type SubscriptionRecord, type SubscriptionStatus } from "./status";

/** The parent's subscription (one row per parent, the latest state), or null. */
export async function findSubscription(db: DB, userId: string): Promise<SubscriptionRow | null> {
  return (await db.selectFrom("subscriptions").selectAll().where("user_id", "=", userId).orderBy("created_at", "desc").executeTakeFirst()) ?? null;
}

/**
 * Whether the parent's current plan is paid for (or in its free trial) at this moment: buying
 * it again would charge twice. A paid period that has ended while its renewal is retried is
 * not: paying again then starts a new period.
 */
export function paidThrough(row: Pick<SubscriptionRow, "status" | "end_date" | "trial_end_date">, now: Date): boolean {
  const timestamp = now.toISOString();
  if (row.status === "trial") return row.trial_end_date !== null && row.trial_end_date > timestamp;
  return row.status === "active" && row.end_date !== null && row.end_date > timestamp;
}

function statusOf(value: string): SubscriptionStatus {
  return SUBSCRIPTION_STATUSES.find((status) => status === value) ?? "expired";
}

export function toSubscriptionRecord(row: SubscriptionRow): SubscriptionRecord {
  return {
    subscriptionId: row.id,
    planId: row.plan_id,
    planName: row.plan_name,
    status: statusOf(row.status),
    startDate: row.start_date,
    endDate: row.end_date,
    trialEndDate: row.trial_end_date,
    autoRenew: row.auto_renew === 1,
  };
}

/** A subscription named by id (the API's management paths): the parent's own, another parent's, or none. */
export async function ownSubscription(db: DB, userId: string, subscriptionId: string): Promise<Owned<{ id: string }>> {
  const owned = ownedBy(await db.selectFrom("subscriptions").select(["id", "user_id"]).where("id", "=", subscriptionId).executeTakeFirst(), userId);
  return owned.ok ? { ok: true, value: { id: owned.value.id } } : owned;
}

export async function subscriptionRecord(db: DB, userId: string): Promise<SubscriptionRecord | null> {
  const row = await findSubscription(db, userId);
  return row ? toSubscriptionRecord(row) : null;
}

/**
 * What a successful payment does to the parent's subscription, inside the caller's
 * transaction:
 * - a purchase starts a paid period of the plan's length from now;
 * - a saved trial card starts the plan's trial, nothing charged, the first charge at its end;
 * - a renewal extends the paid period from where it ended; when the parent switched plans
 *   (ADR 016), the renewal was charged for the new plan, which starts here.
 * Returns the subscription's id.
 */
export async function applySuccessfulPayment(trx: DB, payment: PaymentRow, savedCardId: string | null, now: Date): Promise<string | null> {
  const timestamp = now.toISOString();
  const current = await findSubscription(trx, payment.user_id);

  if (payment.purpose === "renewal") {
    if (!current) return null;
    const switched =
      payment.plan_id && payment.plan_id !== current.plan_id
        ? await trx.selectFrom("subscription_plans").select(["plan_id", "name", "billing_period"]).where("plan_id", "=", payment.plan_id).executeTakeFirst()
        : undefined;
    const billingPeriod = switched?.billing_period ?? current.billing_period;
    const from = current.end_date && current.end_date > timestamp ? current.end_date : (current.trial_end_date ?? timestamp);
    await trx
      .updateTable("subscriptions")
      .set({
        ...(switched ? { plan_id: switched.plan_id, plan_name: switched.name, billing_period: billingPeriod, price_minor: payment.original_amount_minor } : {}),
        scheduled_plan_id: null,
        status: "active",
        end_date: addMonths(from > timestamp ? from : timestamp, MONTHS_IN_PERIOD[billingPeriod]),
        first_paid_at: current.first_paid_at ?? timestamp,
        renewal_failures: 0,
        next_charge_attempt_at: null,
        next_charge_coupon_code: null,
        next_charge_discount_minor: 0,
        updated_at: timestamp,
      })
      .where("id", "=", current.id)
      .execute();
    return current.id;
  }
  if (payment.purpose !== "subscription" || !payment.plan_id) return null;

  const plan = await trx.selectFrom("subscription_plans").selectAll().where("plan_id", "=", payment.plan_id).executeTakeFirst();
  if (!plan) return null;
  const billingPeriod: BillingPeriod = plan.billing_period;
  const isTrial = payment.kind === "card_registration";
  const values = {
    plan_id: plan.plan_id,
    plan_name: plan.name,
    billing_period: billingPeriod,
    price_minor: payment.original_amount_minor,
    currency: payment.currency,
    status: isTrial ? "trial" : "active",
    auto_renew: payment.auto_renew,
    start_date: timestamp,
    end_date: isTrial ? null : addMonths(timestamp, MONTHS_IN_PERIOD[billingPeriod]),
    trial_end_date: isTrial ? addDays(timestamp, plan.trial_days) : null,
    card_id: savedCardId ?? current?.card_id ?? null,
    cancel_at_period_end: 0,
    cancelled_at: null,
    cancellation_reason: null,
    first_paid_at: isTrial ? (current?.first_paid_at ?? null) : (current?.first_paid_at ?? timestamp),
    renewal_failures: 0,
    next_charge_attempt_at: null,
    reminder_sent_for: null,
    // A coupon given with a trial waits for the first charge.
    next_charge_coupon_code: isTrial && payment.discount_minor > 0 ? payment.coupon_code : null,
    next_charge_discount_minor: isTrial ? payment.discount_minor : 0,
    scheduled_plan_id: null,
    updated_at: timestamp,
  };
  if (current) {
    await trx.updateTable("subscriptions").set(values).where("id", "=", current.id).execute();
    return current.id;
  }
  const id = randomUUID();
  await trx
    .insertInto("subscriptions")
    .values({ id, user_id: payment.user_id, ...values, created_at: timestamp })
    .execute();
  return id;
}
