import type { Kysely } from "kysely";

/**
 * Offline mode (issue 41, ADR 040). Three small tables, each deleted with its child or account:
 * - `offline_children`: the children whose games and activities a parent keeps on the phone.
 * - `offline_pins`: games a parent pinned for a child, kept even when not played lately.
 * - `offline_marks`: one row per mark made offline and sent later. Its primary key is the
 *   browser's idempotency key, so a mark sent twice (a retry, two tabs at once) is recorded
 *   once: the second insert finds the key taken, whatever the timing (a unique index, not a
 *   read-then-write). `received_at` is the parent's "last sent" time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("offline_children")
    .addColumn("child_id", "text", (col) => col.primaryKey().references("children.id").onDelete("cascade"))
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("enabled_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("offline_children_user").on("offline_children").column("user_id").execute();
  await db.schema
    .createTable("offline_pins")
    .addColumn("child_id", "text", (col) => col.notNull().references("children.id").onDelete("cascade"))
    .addColumn("game_id", "text", (col) => col.notNull())
    .addColumn("pinned_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("offline_pins_pk", ["child_id", "game_id"])
    .execute();
  await db.schema
    .createTable("offline_marks")
    .addColumn("idempotency_key", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("child_id", "text", (col) => col.notNull().references("children.id").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("made_at", "text", (col) => col.notNull())
    .addColumn("received_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("offline_marks_user_received").on("offline_marks").columns(["user_id", "received_at"]).execute();
  await db.schema.createIndex("offline_marks_child").on("offline_marks").column("child_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("offline_marks").execute();
  await db.schema.dropTable("offline_pins").execute();
  await db.schema.dropTable("offline_children").execute();
}
