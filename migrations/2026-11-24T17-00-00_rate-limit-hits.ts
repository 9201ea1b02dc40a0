import type { Kysely } from "kysely";

/**
 * Rate limits counted in the database, so that several app processes share one count (ADR 019).
 * One row per rule (`bucket`), key (a hash: keys are addresses and accounts) and fixed window;
 * `expires_at` is the window's end, when the row may be deleted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rate_limit_hits")
    .addColumn("bucket", "text", (col) => col.notNull())
    .addColumn("key_hash", "text", (col) => col.notNull())
    .addColumn("window_start", "text", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("rate_limit_hits_pk", ["bucket", "key_hash", "window_start"])
    .execute();
  await db.schema.createIndex("rate_limit_hits_expires_at").on("rate_limit_hits").column("expires_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rate_limit_hits").execute();
}
