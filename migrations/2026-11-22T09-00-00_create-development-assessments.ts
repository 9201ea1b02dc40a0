import type { Kysely } from "kysely";

/**
 * The free developmental assessment: answers in progress (and finished but unsaved results
 * of visitors) in `development_assessments`; saved results of a child in
 * `child_development_results` (spec section 3).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("development_assessments")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("visitor_token_hash", "text", (col) => col.unique())
    .addColumn("user_id", "text", (col) => col.references("users.id").onDelete("cascade"))
    .addColumn("child_id", "text", (col) => col.references("children.id").onDelete("cascade"))
    .addColumn("email", "text")
    .addColumn("birth_date", "text", (col) => col.notNull())
    .addColumn("weeks_early", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("child_age_months", "integer", (col) => col.notNull())
    .addColumn("age_group", "text", (col) => col.notNull())
    .addColumn("answers", "text", (col) => col.notNull().defaultTo("{}"))
    .addColumn("device_info", "text")
    .addColumn("started_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("completed_at", "text")
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("development_assessments_user_id").on("development_assessments").column("user_id").execute();
  await db.schema.createIndex("development_assessments_child_id").on("development_assessments").column("child_id").execute();
  await db.schema.createIndex("development_assessments_expires_at").on("development_assessments").column("expires_at").execute();

  await db.schema
    .createTable("child_development_results")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("child_id", "text", (col) => col.notNull().references("children.id").onDelete("cascade"))
    .addColumn("assessment_type", "text", (col) => col.notNull().defaultTo("child_development"))
    .addColumn("child_age_months", "integer", (col) => col.notNull())
    .addColumn("age_group", "text", (col) => col.notNull())
    .addColumn("weeks_early", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("answers", "text", (col) => col.notNull())
    .addColumn("total_score", "integer", (col) => col.notNull())
    .addColumn("max_possible_score", "integer", (col) => col.notNull())
    .addColumn("percentage_score", "integer", (col) => col.notNull())
    .addColumn("completed_sections", "text", (col) => col.notNull())
    .addColumn("section_scores", "text", (col) => col.notNull())
    .addColumn("developmental_age", "text", (col) => col.notNull())
    .addColumn("interpretation", "text", (col) => col.notNull())
    .addColumn("recommendations", "text", (col) => col.notNull())
    .addColumn("strengths", "text", (col) => col.notNull())
    .addColumn("areas_for_improvement", "text", (col) => col.notNull())
    .addColumn("duration_minutes", "integer", (col) => col.notNull())
    .addColumn("device_info", "text")
    .addColumn("started_at", "text", (col) => col.notNull())
    .addColumn("completed_at", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("child_development_results_child_completed").on("child_development_results").columns(["child_id", "completed_at"]).execute();
  await db.schema.createIndex("child_development_results_user_id").on("child_development_results").column("user_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("child_development_results").execute();
  await db.schema.dropTable("development_assessments").execute();
}
