import type { Kysely } from "kysely";

/**
 * Bearer tokens for the JSON API (ADR 015): a parent creates and revokes them in the profile.
 * Only a SHA-256 of each token is stored; the token itself is shown once, when it is made.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("api_tokens")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_used_at", "text")
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("api_tokens_user").on("api_tokens").column("user_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("api_tokens").execute();
}
