import type { Kysely } from "kysely";
import { autoIncrementPrimaryKey } from "../db/portable.ts";

/**
 * Subscriptions and payments (ADR 011): cards saved at Epoint (only its reference and the
 * mask), subscriptions, every payment attempt with its idempotency key, and the gateway
 * events applied to them (one row per transaction and status, so a replay changes nothing).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("saved_cards")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("gateway_card_id", "text", (col) => col.notNull().unique())
    .addColumn("card_mask", "text")
    .addColumn("card_brand", "text")
    .addColumn("is_default", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("last_used_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("saved_cards_user_id").on("saved_cards").column("user_id").execute();

  await db.schema
    .createTable("subscriptions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("plan_id", "text", (col) => col.notNull())
    .addColumn("plan_name", "text", (col) => col.notNull())
    .addColumn("billing_period", "text", (col) => col.notNull())
    .addColumn("price_minor", "integer", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("auto_renew", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("start_date", "text", (col) => col.notNull())
    .addColumn("end_date", "text")
    .addColumn("trial_end_date", "text")
    .addColumn("card_id", "text", (col) => col.references("saved_cards.id").onDelete("set null"))
    .addColumn("cancel_at_period_end", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("cancelled_at", "text")
    .addColumn("cancellation_reason", "text")
    .addColumn("first_paid_at", "text")
    .addColumn("renewal_failures", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_charge_attempt_at", "text")
    .addColumn("reminder_sent_for", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("subscriptions_user_id").on("subscriptions").column("user_id").execute();

  await db.schema
    .createTable("payments")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("subscription_id", "text", (col) => col.references("subscriptions.id").onDelete("set null"))
    .addColumn("purpose", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("plan_id", "text")
    .addColumn("order_id", "text", (col) => col.notNull().unique())
    .addColumn("idempotency_key", "text", (col) => col.notNull())
    .addColumn("amount_minor", "integer", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("original_amount_minor", "integer", (col) => col.notNull())
    .addColumn("discount_minor", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("coupon_code", "text")
    .addColumn("auto_renew", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("gateway_transaction", "text")
    .addColumn("gateway_card_id", "text")
    .addColumn("gateway_redirect_url", "text")
    .addColumn("failure_code", "text")
    .addColumn("failure_message", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("completed_at", "text")
    .addUniqueConstraint("payments_user_idempotency", ["user_id", "idempotency_key"])
    .execute();
  await db.schema.createIndex("payments_user_id").on("payments").column("user_id").execute();
  await db.schema.createIndex("payments_gateway_card_id").on("payments").column("gateway_card_id").execute();

  await db.schema
    .createTable("payment_events")
    .addColumn("id", "integer", autoIncrementPrimaryKey(db))
    .addColumn("payment_id", "text", (col) => col.notNull().references("payments.id").onDelete("cascade"))
    .addColumn("event_key", "text", (col) => col.notNull().unique())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("code", "text")
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("received_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["payment_events", "payments", "subscriptions", "saved_cards"]) {
    await db.schema.dropTable(table).execute();
  }
}
