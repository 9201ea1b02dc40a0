import type { DB } from "~/db.server";
import { normalisePlan } from "./plan-normalisation";

export interface PlansImportReport {
  added: number;
  updated: number;
  /** Entries without a plan id, by position in the file. */
  skipped: number[];
}

/**
 * Loads plans from a JSON document (an array, or `{ "plans": [...] }`) with the spec's
 * normalisation, since there is no admin screen: new plans are added, existing ones (by
 * plan_id) replaced, and their order follows the file. Plans not in the file are left as
 * they are; set `"is_active": false` to withdraw one.
 */
export async function importPlans(db: DB, document: unknown, now: Date = new Date()): Promise<PlansImportReport> {
  const entries: unknown[] = Array.isArray(document)
    ? document
    : document && typeof document === "object" && Array.isArray((document as { plans?: unknown }).plans)
      ? (document as { plans: unknown[] }).plans
      : [];
  const report: PlansImportReport = { added: 0, updated: 0, skipped: [] };
  const timestamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    for (const [index, entry] of entries.entries()) {
      const plan = normalisePlan(entry);
      if (!plan) {
        report.skipped.push(index);
        continue;
      }
      const values = {
        name: plan.name,
        name_az: plan.nameAz,
        name_ru: plan.nameRu,
        description: plan.description,
        price_minor: plan.priceMinor,
        currency: plan.currency,
        billing_period: plan.billingPeriod,
        trial_days: plan.trialDays,
        is_active: plan.isActive ? 1 : 0,
        sort_order: index + 1,
        updated_at: timestamp,
      };
      const existing = await trx.selectFrom("subscription_plans").select("plan_id").where("plan_id", "=", plan.planId).executeTakeFirst();
      if (existing) {
        await trx.updateTable("subscription_plans").set(values).where("plan_id", "=", plan.planId).execute();
        report.updated += 1;
      } else {
        await trx
          .insertInto("subscription_plans")
          .values({ plan_id: plan.planId, ...values, created_at: timestamp })
          .execute();
        report.added += 1;
      }
    }
  });
  return report;
}
