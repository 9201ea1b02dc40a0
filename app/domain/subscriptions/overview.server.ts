import type { BillingPeriod } from "../../../db/schema.ts";
import type { DB } from "~/db.server";
import { chargeDue, dueAt } from "./renewals.server";
import type { UpcomingCharge } from "./next-charge";
import type { PlanNames } from "./plans";
import { subscriptionPlanNames } from "./plans.server";
import { subscriptionStatusView, type SubscriptionStatus } from "./status";
import { findSubscription, toSubscriptionRecord } from "./subscriptions.server";

/** Everything the subscription tab shows, in one read. */
export interface SubscriptionOverview {
  billingPeriod: BillingPeriod;
  /** The plan's names: as bought, with the plan's translations. */
  plan: PlanNames;
  status: SubscriptionStatus;
  /** Active or in its trial. */
  open: boolean;
  renews: boolean;
  trialActive: boolean;
  /** When the trial or paid period ends. */
  due: string | null;
  /** The next charge exactly as the renewal job will make it; null when it does not renew. */
  nextCharge: UpcomingCharge | null;
  /** The plan the parent switched to, starting at `due`. */
  scheduledPlan: PlanNames | null;
  cardMask: string | null;
}

export async function subscriptionOverview(db: DB, userId: string, now: Date = new Date()): Promise<SubscriptionOverview | null> {
  const row = await findSubscription(db, userId);
  if (!row) return null;
  const view = subscriptionStatusView(toSubscriptionRecord(row), now);
  const open = row.status === "active" || row.status === "trial";
  const [card, next, plan] = await Promise.all([
    row.card_id ? db.selectFrom("saved_cards").select("card_mask").where("id", "=", row.card_id).executeTakeFirst() : undefined,
    open ? chargeDue(db, row, now) : null,
    subscriptionPlanNames(db, row),
  ]);
  const nextCharge = next?.charge ?? null;
  return {
    billingPeriod: row.billing_period,
    plan,
    status: view.status ?? "expired",
    open,
    renews: nextCharge !== null,
    trialActive: view.trial_active,
    due: dueAt(row),
    nextCharge,
    scheduledPlan:
      nextCharge && nextCharge.plan.planId !== row.plan_id
        ? { name: nextCharge.plan.name, nameAz: nextCharge.plan.nameAz ?? null, nameRu: nextCharge.plan.nameRu ?? null }
        : null,
    cardMask: card?.card_mask ?? null,
  };
}
