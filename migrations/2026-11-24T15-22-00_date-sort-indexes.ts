import type { Kysely } from "kysely";

/**
 * Indexes for the lists a parent reads in date order, so that a parent with a long
 * history is read in index order instead of being sorted in a temporary B-tree:
 * - children by birth date, then when they were added (the children page, the dashboard);
 * - subscriptions newest first (the current subscription of every signed-in page).
 * `payments(user_id, created_at)` came with the money guards. Each new index starts with
 * `user_id`, so the single-column indexes on `user_id` they replace are dropped.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("children_user_birth_created").on("children").columns(["user_id", "birth_date", "created_at"]).execute();
  await db.schema.dropIndex("children_user_id").execute();
  await db.schema.createIndex("subscriptions_user_created").on("subscriptions").columns(["user_id", "created_at"]).execute();
  await db.schema.dropIndex("subscriptions_user_id").execute();
  await db.schema.dropIndex("payments_user_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("payments_user_id").on("payments").column("user_id").execute();
  await db.schema.createIndex("subscriptions_user_id").on("subscriptions").column("user_id").execute();
  await db.schema.dropIndex("subscriptions_user_created").execute();
  await db.schema.createIndex("children_user_id").on("children").column("user_id").execute();
  await db.schema.dropIndex("children_user_birth_created").execute();
}
