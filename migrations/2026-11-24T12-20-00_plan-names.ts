import type { Kysely } from "kysely";

/**
 * Plans carry their name in the three languages: `name` stays the name as given
 * (English, and what any language without its own shows), `name_az` and `name_ru` are the
 * translations. The launch plans, where they still have their launch names, get theirs.
 */
const LAUNCH_NAMES = [
  { plan_id: "monthly", name: "1 Month", name_az: "1 ay", name_ru: "1 месяц" },
  { plan_id: "six-months", name: "6 Months", name_az: "6 ay", name_ru: "6 месяцев" },
  { plan_id: "yearly", name: "1 Year", name_az: "1 il", name_ru: "1 год" },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("subscription_plans").addColumn("name_az", "text").execute();
  await db.schema.alterTable("subscription_plans").addColumn("name_ru", "text").execute();
  for (const plan of LAUNCH_NAMES) {
    await db
      .updateTable("subscription_plans")
      .set({ name_az: plan.name_az, name_ru: plan.name_ru })
      .where("plan_id", "=", plan.plan_id)
      .where("name", "=", plan.name)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("subscription_plans").dropColumn("name_ru").execute();
  await db.schema.alterTable("subscription_plans").dropColumn("name_az").execute();
}
