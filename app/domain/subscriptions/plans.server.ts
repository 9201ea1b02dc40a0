import type { SubscriptionRow } from "../../../db/schema.ts";
import type { DB } from "~/db.server";
import { type Plan, type PlanNames, planFromRow } from "./plans";

/** Active plans with a price, in display order. */
export async function listActivePlans(db: DB): Promise<Plan[]> {
  const rows = await db
    .selectFrom("subscription_plans")
    .selectAll()
    .where("is_active", "=", 1)
    .where("price_minor", ">", 0)
    .orderBy("sort_order")
    .orderBy("plan_id")
    .execute();
  return rows.map(planFromRow);
}

/**
 * The names of a subscription's plan: the name as bought (`plan_name`), with the plan's
 * Azerbaijani and Russian translations (also when the plan is no longer offered). A plan
 * that is gone leaves the name as bought.
 */
export async function subscriptionPlanNames(db: DB, subscription: Pick<SubscriptionRow, "plan_id" | "plan_name">): Promise<PlanNames> {
  const plan = await db.selectFrom("subscription_plans").select(["name_az", "name_ru"]).where("plan_id", "=", subscription.plan_id).executeTakeFirst();
  return { name: subscription.plan_name, nameAz: plan?.name_az ?? null, nameRu: plan?.name_ru ?? null };
}
