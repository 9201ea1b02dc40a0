import type { DB } from "~/db.server";
import type { UserProgress } from "./user-progress";

/**
 * The parent's progress, read from the results, the game sessions and `dashboard_visited_at`.
 * Each query is answered from an index on `user_id` (see user-progress.server.test.ts and the
 * query-plan test), so it stays cheap on the home page of a parent with years of activity.
 */
export async function userProgress(db: DB, user: { id: string; dashboard_visited_at: string | null }): Promise<UserProgress> {
  const games = await db.selectFrom("game_sessions").select("game_id").distinct().where("user_id", "=", user.id).orderBy("game_id").execute();
  const development = await db
    .selectFrom("child_development_results")
    .select((eb) => eb.fn.max("completed_at").as("latest"))
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  const screening = await db
    .selectFrom("assessment_results")
    .select((eb) => eb.fn.max("completed_at").as("latest"))
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  const dates = [development?.latest, screening?.latest].filter((date): date is string => typeof date === "string");
  const lastAssessmentDate = dates.length > 0 ? dates.toSorted().at(-1) ?? null : null;
  return {
    hasCompletedAssessment: lastAssessmentDate !== null,
    hasPlayedGames: games.length > 0,
    hasViewedDashboard: user.dashboard_visited_at !== null,
    gamesPlayed: games.map((row) => row.game_id),
    lastAssessmentDate,
  };
}
