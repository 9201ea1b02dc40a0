import type { Kysely } from "kysely";
import { autoIncrementPrimaryKey } from "../db/portable.ts";

/**
 * Coupons (percent or fixed amount off; gift balances came in a later migration) and
 * their redemptions, one per successful payment. A coupon used with a free trial is kept on the
 * subscription for the first charge.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("coupons")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("code", "text", (col) => col.notNull().unique())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("percent_off", "integer")
    .addColumn("amount_off_minor", "integer")
    .addColumn("currency", "text")
    .addColumn("valid_from", "text")
    .addColumn("valid_until", "text")
    .addColumn("is_active", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("usage_limit", "integer")
    .addColumn("current_usage", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("min_order_minor", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("applicable_to_subscriptions", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("applicable_plan_ids", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("coupon_redemptions")
    .addColumn("id", "integer", autoIncrementPrimaryKey(db))
    .addColumn("coupon_id", "text", (col) => col.notNull().references("coupons.id").onDelete("cascade"))
    .addColumn("payment_id", "text", (col) => col.notNull().unique().references("payments.id").onDelete("cascade"))
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("discount_minor", "integer", (col) => col.notNull())
    .addColumn("redeemed_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("coupon_redemptions_user_id").on("coupon_redemptions").column("user_id").execute();

  await db.schema.alterTable("subscriptions").addColumn("next_charge_coupon_code", "text").execute();
  await db.schema
    .alterTable("subscriptions")
    .addColumn("next_charge_discount_minor", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("subscriptions").dropColumn("next_charge_discount_minor").execute();
  await db.schema.alterTable("subscriptions").dropColumn("next_charge_coupon_code").execute();
  await db.schema.dropTable("coupon_redemptions").execute();
  await db.schema.dropTable("coupons").execute();
}
