import type { Kysely } from "kysely";

/**
 * Indexes for the parent's progress: the newest result of either kind per parent is
 * read on the home page and the dashboard, so both result tables get `(user_id, completed_at)`;
 * it replaces the single-column `child_development_results_user_id`. The distinct games played
 * come from `game_sessions_user_game (user_id, game_id)`, which already covers that query.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("child_development_results_user_completed").on("child_development_results").columns(["user_id", "completed_at"]).execute();
  await db.schema.dropIndex("child_development_results_user_id").execute();
  await db.schema.createIndex("assessment_results_user_completed").on("assessment_results").columns(["user_id", "completed_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("assessment_results_user_completed").execute();
  await db.schema.createIndex("child_development_results_user_id").on("child_development_results").column("user_id").execute();
  await db.schema.dropIndex("child_development_results_user_completed").execute();
}
