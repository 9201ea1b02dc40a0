import { type Kysely, sql } from "kysely";

/**
 * The selected child belongs to the parent, not to one signed-in browser: it is kept on the
 * user's row, so it survives signing out and in and is the same on every device. Each parent
 * keeps the choice of their newest session that had one (and only a child of their own).
 * `sessions.selected_child_id` stays in the table unread: SQLite cannot drop a column that a
 * foreign key uses, and both dialects keep one schema.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("selected_child_id", "text", (col) => col.references("children.id").onDelete("set null"))
    .execute();
  await sql`
    update users set selected_child_id = (
      select sessions.selected_child_id from sessions
      join children on children.id = sessions.selected_child_id and children.user_id = sessions.user_id
      where sessions.user_id = users.id
      order by sessions.created_at desc
      limit 1
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("selected_child_id").execute();
}
