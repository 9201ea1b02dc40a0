import type { DB } from "~/db.server";
import { type NextStep, type ProgressFlags, type UserProgress, nextStep } from "./user-progress";

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

/**
 * The parent's next step (home page, dashboard overview): only the three yes-or-no parts of the
 * progress, in one statement of three EXISTS, each answered by the first entry of an index on
 * `user_id`. Unlike `userProgress` it lists no games and dates, so a parent with years of play
 * costs what a new one does (issue 22, goal 5: the distinct games of two years of sessions were
 * most of the home page's extra time).
 */
export async function progressFlags(db: DB, user: { id: string; dashboard_visited_at: string | null }): Promise<ProgressFlags> {
  const found = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom("child_development_results").select("id").where("user_id", "=", user.id)).as("developmentResult"),
      eb.exists(eb.selectFrom("assessment_results").select("id").where("user_id", "=", user.id)).as("screeningResult"),
      eb.exists(eb.selectFrom("game_sessions").select("id").where("user_id", "=", user.id)).as("played"),
    ])
    .executeTakeFirstOrThrow();
  // SQLite answers 0 or 1, PostgreSQL true or false.
  return {
    hasCompletedAssessment: Boolean(found.developmentResult) || Boolean(found.screeningResult),
    hasPlayedGames: Boolean(found.played),
    hasViewedDashboard: user.dashboard_visited_at !== null,
  };
}

/** The one thing to suggest next (user-progress.ts `nextStep`), from `progressFlags`. */
export async function nextStepFor(db: DB, user: { id: string; dashboard_visited_at: string | null }): Promise<NextStep | null> {
  return nextStep(await progressFlags(db, user));
}
