import { type Kysely, sql } from "kysely";

/**
 * Courses (ADR 017): where a child (or the parent, with no child selected) stands in each course
 * exercise: started or done, and how it went. One row per child and exercise, or per parent and
 * exercise; an undo deletes the row. Deleted with the child or the account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("course_progress")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("child_id", "text", (col) => col.references("children.id").onDelete("cascade"))
    .addColumn("course_id", "text", (col) => col.notNull())
    .addColumn("exercise_id", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().check(sql`status in ('in_progress', 'completed')`))
    .addColumn("feeling", "text", (col) => col.check(sql`feeling is null or feeling in ('easy', 'just_right', 'hard')`))
    .addColumn("started_at", "text", (col) => col.notNull())
    .addColumn("completed_at", "text")
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("course_progress_child_exercise")
    .on("course_progress")
    .columns(["child_id", "exercise_id"])
    .unique()
    .where(sql.ref("child_id"), "is not", null)
    .execute();
  await db.schema
    .createIndex("course_progress_parent_exercise")
    .on("course_progress")
    .columns(["user_id", "exercise_id"])
    .unique()
    .where(sql.ref("child_id"), "is", null)
    .execute();
  await db.schema.createIndex("course_progress_user_course").on("course_progress").columns(["user_id", "course_id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("course_progress").execute();
}
