import type { Kysely } from "kysely";

/**
 * The embedded Epoint simulator's state (ADR 019): its transactions, the cards saved with it,
 * and the slow card's callbacks still to send. In the database, so a restart or another app
 * process serves the hosted page, reports the status, charges a saved card or sends a pending
 * callback that one process began. Test card numbers only: the simulator never sees real cards.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("epoint_simulator_transactions")
    .addColumn("transaction", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    // Unique, and null for a card registration: both databases allow many nulls in a unique column.
    .addColumn("order_id", "text", (col) => col.unique())
    .addColumn("amount_minor", "integer", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("success_url", "text", (col) => col.notNull())
    .addColumn("error_url", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("code", "text")
    .addColumn("message", "text")
    .addColumn("card_id", "text")
    // The slow card: the number typed, and when the bank's answer (and the callback) is due.
    .addColumn("pending_number", "text")
    .addColumn("callback_due_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("epoint_simulator_transactions_callback_due_at").on("epoint_simulator_transactions").column("callback_due_at").execute();
  await db.schema
    .createTable("epoint_simulator_cards")
    .addColumn("card_id", "text", (col) => col.primaryKey())
    .addColumn("number", "text", (col) => col.notNull())
    .addColumn("registered", "integer", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("epoint_simulator_cards").execute();
  await db.schema.dropTable("epoint_simulator_transactions").execute();
}
