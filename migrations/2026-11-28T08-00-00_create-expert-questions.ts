import type { Kysely } from "kysely";

/**
 * Expert support: a Premium parent's question about a child, mailed to the operator's expert
 * with a single-use link. Only the link's hash is kept; answering clears nothing but sets
 * `answered_at`, which is what makes the link single-use. Deleted with the child or the account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("expert_questions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("child_id", "text", (col) => col.notNull().references("children.id").onDelete("cascade"))
    .addColumn("child_age_months", "integer", (col) => col.notNull())
    .addColumn("question", "text", (col) => col.notNull())
    .addColumn("attached_results", "text")
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("link_expires_at", "text", (col) => col.notNull())
    .addColumn("asked_at", "text", (col) => col.notNull())
    .addColumn("answer", "text")
    .addColumn("answered_at", "text")
    .execute();
  await db.schema.createIndex("expert_questions_user_asked").on("expert_questions").columns(["user_id", "asked_at"]).execute();
  await db.schema.createIndex("expert_questions_child").on("expert_questions").column("child_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("expert_questions").execute();
}
