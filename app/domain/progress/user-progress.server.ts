import type { DB } from "~/db.server";
import { type NextStep, type ProgressFlags, nextStep } from "./user-progress";

/**
 * The spec's user progress of the child a page is for (`childId`, the selected child; null for a
 * parent without children): in one statement of three EXISTS, each answered by the first entry
 * of an index (results by child, plays by parent and child), so a parent with years of play
 * costs what a new one does. A brother's assessment does not count for his sister: each child
 * is led to their own next step.
 */
export async function progressFlags(db: DB, user: { id: string; dashboard_visited_at: string | null }, childId: string | null): Promise<ProgressFlags> {
  const found = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          childId === null
            ? eb.selectFrom("child_development_results").select("id").where("user_id", "=", user.id)
            : eb.selectFrom("child_development_results").select("id").where("child_id", "=", childId).where("user_id", "=", user.id),
        )
        .as("developmentResult"),
      eb
        .exists(
          childId === null
            ? eb.selectFrom("assessment_results").select("id").where("user_id", "=", user.id)
            : eb.selectFrom("assessment_results").select("id").where("child_id", "=", childId).where("user_id", "=", user.id),
        )
        .as("screeningResult"),
      eb
        .exists(
          eb
            .selectFrom("game_sessions")
            .select("id")
            .where("user_id", "=", user.id)
            .where("child_id", childId === null ? "is" : "=", childId),
        )
        .as("played"),
    ])
    .executeTakeFirstOrThrow();
  // SQLite answers 0 or 1, PostgreSQL true or false.
  return {
    hasCompletedAssessment: Boolean(found.developmentResult) || Boolean(found.screeningResult),
    hasPlayedGames: Boolean(found.played),
    hasViewedDashboard: user.dashboard_visited_at !== null,
  };
}

/** The one thing to suggest next for this child (user-progress.ts `nextStep`), from `progressFlags`. */
export async function nextStepFor(db: DB, user: { id: string; dashboard_visited_at: string | null }, childId: string | null): Promise<NextStep | null> {
  return nextStep(await progressFlags(db, user, childId));
}
