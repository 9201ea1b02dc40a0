import { type Kysely, sql } from "kysely";

/**
 * Games (ADR 012): one `game_progress` row per child and game (or per parent and game when
 * no child is selected), and one `game_sessions` row per play.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("game_progress")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("child_id", "text", (col) => col.references("children.id").onDelete("cascade"))
    .addColumn("game_id", "text", (col) => col.notNull())
    .addColumn("progress_percentage", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("current_level", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("highest_score", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("total_attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("successful_attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("last_played_at", "text")
    .addColumn("metadata", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  // The spec's uniqueness: child and game, or parent and game when the play has no child.
  await db.schema
    .createIndex("game_progress_child_game")
    .on("game_progress")
    .columns(["child_id", "game_id"])
    .unique()
    .where(sql.ref("child_id"), "is not", null)
    .execute();
  await db.schema
    .createIndex("game_progress_parent_game")
    .on("game_progress")
    .columns(["user_id", "game_id"])
    .unique()
    .where(sql.ref("child_id"), "is", null)
    .execute();
  await db.schema.createIndex("game_progress_user_id").on("game_progress").column("user_id").execute();

  await db.schema
    .createTable("game_sessions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("child_id", "text", (col) => col.references("children.id").onDelete("cascade"))
    .addColumn("game_id", "text", (col) => col.notNull())
    .addColumn("session_start", "text", (col) => col.notNull())
    .addColumn("session_end", "text", (col) => col.notNull())
    .addColumn("duration_seconds", "integer", (col) => col.notNull())
    .addColumn("score_achieved", "integer", (col) => col.notNull())
    .addColumn("level_reached", "integer", (col) => col.notNull())
    .addColumn("attempts_made", "integer", (col) => col.notNull())
    .addColumn("successful_actions", "integer", (col) => col.notNull())
    .addColumn("device_info", "text")
    .execute();
  await db.schema.createIndex("game_sessions_user_game").on("game_sessions").columns(["user_id", "game_id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("game_sessions").execute();
  await db.schema.dropTable("game_progress").execute();
}
