import { type Kysely, sql } from "kysely";

/**
 * The paid autism screening (ADR 014).
 *
 * - `autism_screenings`: one screening bought for one child. It waits for its payment
 *   ('awaiting_payment'), is answered section by section ('in_progress', answers saved as
 *   JSON after every page, continued later without paying again), and ends 'submitted'.
 * - `assessment_results`: the spec's table for autism results (`assessment_type` 'autism'),
 *   apart from `child_development_results`; one row per submitted screening, linked to the
 *   child, the screening and the payment.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("autism_screenings")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("child_id", "text", (col) => col.notNull().references("children.id").onDelete("cascade"))
    .addColumn("payment_id", "text", (col) => col.notNull().references("payments.id").onDelete("cascade"))
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("is_retake", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("answers", "text", (col) => col.notNull().defaultTo("{}"))
    .addColumn("paid_at", "text")
    .addColumn("started_at", "text")
    .addColumn("submitted_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("autism_screenings_payment").on("autism_screenings").column("payment_id").unique().execute();
  await db.schema.createIndex("autism_screenings_child").on("autism_screenings").columns(["child_id", "status"]).execute();

  await db.schema
    .createTable("assessment_results")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("child_id", "text", (col) => col.notNull().references("children.id").onDelete("cascade"))
    .addColumn("assessment_type", "text", (col) => col.notNull())
    .addColumn("screening_id", "text", (col) => col.references("autism_screenings.id").onDelete("set null"))
    .addColumn("payment_id", "text", (col) => col.references("payments.id").onDelete("set null"))
    .addColumn("order_id", "text")
    .addColumn("child_age_months", "integer", (col) => col.notNull())
    .addColumn("answers", "text", (col) => col.notNull())
    .addColumn("total_score", "integer", (col) => col.notNull())
    .addColumn("max_possible_score", "integer", (col) => col.notNull())
    .addColumn("percentage_score", "integer", (col) => col.notNull())
    .addColumn("section_scores", "text", (col) => col.notNull())
    .addColumn("risk_level", "text", (col) => col.notNull())
    .addColumn("thresholds", "text", (col) => col.notNull())
    .addColumn("completed_sections", "text", (col) => col.notNull())
    .addColumn("duration_minutes", "integer")
    .addColumn("device_info", "text")
    .addColumn("completed_at", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("assessment_results_child").on("assessment_results").columns(["child_id", "completed_at"]).execute();
  await db.schema
    .createIndex("assessment_results_screening")
    .on("assessment_results")
    .column("screening_id")
    .unique()
    .where(sql.ref("screening_id"), "is not", null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("assessment_results").execute();
  await db.schema.dropTable("autism_screenings").execute();
}
