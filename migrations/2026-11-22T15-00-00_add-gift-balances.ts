import type { Kysely } from "kysely";

/**
 * Gift-balance coupons: a coupon of kind 'gift' holds an amount that successive
 * payments draw down until it is spent. `remaining_balance_minor` is what is left.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("coupons").addColumn("remaining_balance_minor", "integer").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("coupons").dropColumn("remaining_balance_minor").execute();
}
