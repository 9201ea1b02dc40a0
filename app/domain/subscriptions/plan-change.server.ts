import { retryTransaction } from "../../../db/portable.ts";
import type { SubscriptionRow } from "../../../db/schema.ts";
import type { DB } from "~/db.server";
import { lockParent } from "~/domain/payments/payments.server";
import { couponForPlan, findPlan } from "./checkout.server";
import { type ChargedPlan, type UpcomingCharge, upcomingCharge } from "./next-charge";
import type { Plan, PlanNames } from "./plans";
import { subscriptionPlanNames } from "./plans.server";
import { findSubscription, paidThrough } from "./subscriptions.server";

/**
 * A change of plan while the current one is paid for (or in its trial), ADR 016: nothing is
 * charged now; the current plan runs to the end of its period; the new plan starts then, and
 * the renewal at that moment charges the new plan's price to the saved card. A subscription
 * cancelled for its period's end is never renewed behind the parent's back: the switch is
 * refused until the parent says renewal should come back on (a box on the form, a field of the
 * API), and then renewal is on again. A coupon carried from the trial stays
 * only if it is valid for the new plan (its discount recomputed); otherwise it is dropped and
 * its hold released. Switching back to the current plan cancels the scheduled change.
 */

export interface PlanChangePreview {
  /** The plan the parent has now: its name as bought, with the plan's translations. */
  currentPlan: PlanNames;
  currentPlanId: string;
  newPlan: Plan;
  /** When the new plan starts (the end of the trial or paid period). */
  startsAt: string;
  /** The charge at that moment, as the renewal job will make it. */
  charge: UpcomingCharge;
  cardMask: string | null;
  /** Whether the trial's coupon still applies; null when there is none. */
  couponKept: boolean | null;
  /** The parent cancelled for the period's end: switching turns renewal back on, so it is asked. */
  endsCancelled: boolean;
}

const asCharged = (plan: Plan): ChargedPlan => ({
  planId: plan.planId,
  name: plan.name,
  nameAz: plan.nameAz ?? null,
  nameRu: plan.nameRu ?? null,
  billingPeriod: plan.billingPeriod,
  priceMinor: plan.priceMinor,
});

/** The trial coupon's discount on `plan`, or null when it no longer applies (own hold excluded). */
async function couponDiscountFor(db: DB, subscription: SubscriptionRow, plan: Plan, now: Date): Promise<number | null> {
  if (!subscription.next_charge_coupon_code || subscription.next_charge_discount_minor <= 0) return null;
  const coupon = await couponForPlan(db, subscription.next_charge_coupon_code, plan, true, now, { subscriptionId: subscription.id });
  return coupon.valid ? coupon.discountMinor : null;
}

async function previewFor(db: DB, subscription: SubscriptionRow, plan: Plan, now: Date): Promise<PlanChangePreview> {
  const discount = await couponDiscountFor(db, subscription, plan, now);
  const hadCoupon = subscription.next_charge_coupon_code !== null && subscription.next_charge_discount_minor > 0;
  const renewing = {
    ...subscription,
    auto_renew: 1,
    cancel_at_period_end: 0,
    next_charge_discount_minor: discount ?? 0,
    next_charge_coupon_code: discount === null ? null : subscription.next_charge_coupon_code,
  };
  const charge = upcomingCharge(renewing, plan.planId === subscription.plan_id ? null : asCharged(plan));
  if (!charge) throw new Error("a paid-through subscription always has a next charge once it renews");
  const card = subscription.card_id
    ? await db.selectFrom("saved_cards").select("card_mask").where("id", "=", subscription.card_id).executeTakeFirst()
    : undefined;
  return {
    currentPlan: await subscriptionPlanNames(db, subscription),
    currentPlanId: subscription.plan_id,
    newPlan: plan,
    startsAt: charge.dueAt,
    charge,
    cardMask: card?.card_mask ?? null,
    couponKept: hadCoupon ? discount !== null : null,
    endsCancelled: subscription.cancel_at_period_end === 1 || subscription.auto_renew !== 1,
  };
}

/** What switching to `planId` would do, for the confirmation; null when it is not a plan change. */
export async function previewPlanChange(db: DB, userId: string, planId: string, now: Date = new Date()): Promise<PlanChangePreview | null> {
  const [subscription, plan] = await Promise.all([findSubscription(db, userId), findPlan(db, planId)]);
  if (!subscription || !plan || !paidThrough(subscription, now) || subscription.plan_id === planId) return null;
  return previewFor(db, subscription, plan, now);
}

export type PlanChangeResult =
  | { kind: "scheduled"; preview: PlanChangePreview }
  /** The parent switched back to the plan they have: the scheduled change is gone. */
  | { kind: "kept_current" }
  /** Cancelled for the period's end, and the parent did not say to renew again: nothing changed. */
  | { kind: "needs_resume"; endsAt: string }
  | { kind: "same_plan" }
  | { kind: "not_subscribed" }
  | { kind: "plan_not_found" };

/** Schedules the switch (or, back to the current plan, cancels it), in one transaction. */
export async function schedulePlanChange(
  db: DB,
  userId: string,
  planId: string,
  now: Date = new Date(),
  options: { resumeRenewal?: boolean } = {},
): Promise<PlanChangeResult> {
  // Read, then write: on SQLite another process's commit in between makes the write fail busy,
  // and the whole transaction is simply run again.
  return retryTransaction(() =>
    db.transaction().execute(async (trx) => {
      // A renewal reads the scheduled plan under the same lock: it charges the plan it applies.
      await lockParent(trx, userId);
      const subscription = await findSubscription(trx, userId);
      if (!subscription || !paidThrough(subscription, now)) return { kind: "not_subscribed" };
      const plan = await findPlan(trx, planId);
      if (!plan) return { kind: "plan_not_found" };
      const timestamp = now.toISOString();
      if (plan.planId === subscription.plan_id) {
        if (!subscription.scheduled_plan_id) return { kind: "same_plan" };
        const discount = await couponDiscountFor(trx, subscription, plan, now);
        await trx
          .updateTable("subscriptions")
          .set({
            scheduled_plan_id: null,
            next_charge_discount_minor: discount ?? 0,
            next_charge_coupon_code: discount === null ? null : subscription.next_charge_coupon_code,
            updated_at: timestamp,
          })
          .where("id", "=", subscription.id)
          .execute();
        return { kind: "kept_current" };
      }
      const preview = await previewFor(trx, subscription, plan, now);
      if (preview.endsCancelled && options.resumeRenewal !== true) return { kind: "needs_resume", endsAt: preview.startsAt };
      await trx
        .updateTable("subscriptions")
        .set({
          scheduled_plan_id: plan.planId,
          auto_renew: 1,
          cancel_at_period_end: 0,
          next_charge_discount_minor: preview.charge.discountMinor,
          next_charge_coupon_code: preview.charge.couponCode,
          updated_at: timestamp,
        })
        .where("id", "=", subscription.id)
        .execute();
      return { kind: "scheduled", preview };
    }),
  );
}

/** The plan a subscription switches to at its period's end, as the charge needs it. */
export async function scheduledPlanOf(db: DB, subscription: Pick<SubscriptionRow, "scheduled_plan_id">): Promise<ChargedPlan | null> {
  if (!subscription.scheduled_plan_id) return null;
  const row = await db
    .selectFrom("subscription_plans")
    .select(["plan_id", "name", "name_az", "name_ru", "billing_period", "price_minor"])
    .where("plan_id", "=", subscription.scheduled_plan_id)
    .executeTakeFirst();
  return row
    ? { planId: row.plan_id, name: row.name, nameAz: row.name_az, nameRu: row.name_ru, billingPeriod: row.billing_period, priceMinor: row.price_minor }
    : null;
}

/** Where the parent stands with a plan they open at checkout. */
export type PlanStanding =
  { kind: "purchase" } | { kind: "already_subscribed"; until: string; trial: boolean } | { kind: "plan_change"; preview: PlanChangePreview };

export async function planStanding(db: DB, userId: string, planId: string, now: Date = new Date()): Promise<PlanStanding> {
  const subscription = await findSubscription(db, userId);
  if (!subscription || !paidThrough(subscription, now)) return { kind: "purchase" };
  if (subscription.plan_id === planId) {
    const trial = subscription.status === "trial";
    return { kind: "already_subscribed", until: (trial ? subscription.trial_end_date : subscription.end_date) ?? now.toISOString(), trial };
  }
  const preview = await previewPlanChange(db, userId, planId, now);
  return preview ? { kind: "plan_change", preview } : { kind: "purchase" };
}
