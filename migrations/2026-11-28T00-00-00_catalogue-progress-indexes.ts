import type { Kysely } from "kysely";

/**
 * Indexes that hold everything the catalogue reads of a child's progress, so that a long history
 * does not slow it (goal 5, docs/performance.md): the ids of the course exercises and of the
 * homework tasks done, answered from the index alone instead of visiting a table row for each
 * one (a child with two years of practice has done over 200 exercises). The
 * `(user_id, child_id, …)` indexes the dashboard reads by date stay.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("course_progress_user_status_exercise").on("course_progress").columns(["user_id", "child_id", "status", "exercise_id"]).execute();
  await db.schema
    .createIndex("homework_progress_user_completed_task")
    .on("homework_progress")
    .columns(["user_id", "child_id", "completed", "task_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("homework_progress_user_completed_task").execute();
  await db.schema.dropIndex("course_progress_user_status_exercise").execute();
}
