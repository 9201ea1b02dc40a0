import { type Kysely, sql } from "kysely";

/**
 * Homework: which tasks a child (or the parent, with no child selected) has done.
 * One row per child and task, or per parent and task; unmarking keeps the row with completed 0.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("homework_progress")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("child_id", "text", (col) => col.references("children.id").onDelete("cascade"))
    .addColumn("group_id", "text", (col) => col.notNull())
    .addColumn("task_id", "text", (col) => col.notNull())
    .addColumn("completed", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("completion_date", "text")
    .addColumn("difficulty_rating", "integer")
    .addColumn("time_spent_minutes", "integer")
    .addColumn("notes", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("homework_progress_child_task")
    .on("homework_progress")
    .columns(["child_id", "task_id"])
    .unique()
    .where(sql.ref("child_id"), "is not", null)
    .execute();
  await db.schema
    .createIndex("homework_progress_parent_task")
    .on("homework_progress")
    .columns(["user_id", "task_id"])
    .unique()
    .where(sql.ref("child_id"), "is", null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("homework_progress").execute();
}
