import type { DB } from "~/db.server";
import { type Plan, planFromRow } from "./plans";

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
