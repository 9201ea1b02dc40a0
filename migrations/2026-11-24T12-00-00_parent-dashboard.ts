import { type Kysely, sql } from "kysely";

/**
 * The parent dashboard: when the parent first opened it (the spec's user progress),
 * the practice schedule with its optional reminder, and indexes for reading a child's activity
 * by time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("dashboard_visited_at", "text").execute();
  await db.schema
    .createTable("practice_schedules")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("child_id", "text", (col) => col.references("children.id").onDelete("cascade"))
    // Weekdays as digits, 0 = Monday: "024".
    .addColumn("weekdays", "text", (col) => col.notNull())
    .addColumn("time", "text", (col) => col.notNull())
    .addColumn("remind", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("last_reminded_on", "text")
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("practice_schedules_child")
    .on("practice_schedules")
    .columns(["child_id"])
    .unique()
    .where(sql.ref("child_id"), "is not", null)
    .execute();
  await db.schema
    .createIndex("practice_schedules_parent")
    .on("practice_schedules")
    .columns(["user_id"])
    .unique()
    .where(sql.ref("child_id"), "is", null)
    .execute();
  await db.schema.createIndex("game_sessions_user_time").on("game_sessions").columns(["user_id", "child_id", "session_start"]).execute();
  await db.schema.createIndex("homework_progress_user_time").on("homework_progress").columns(["user_id", "child_id", "completion_date"]).execute();
  await db.schema.createIndex("course_progress_user_time").on("course_progress").columns(["user_id", "child_id", "completed_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("course_progress_user_time").execute();
  await db.schema.dropIndex("homework_progress_user_time").execute();
  await db.schema.dropIndex("game_sessions_user_time").execute();
  await db.schema.dropTable("practice_schedules").execute();
  await db.schema.alterTable("users").dropColumn("dashboard_visited_at").execute();
}
