/**
 * The spec's user progress (section 3): what a signed-in parent has done so far, derived from the
 * tables on every request (nothing is kept in the browser, so signing out forgets it and signing
 * in brings it back). It guides a new parent to the next step.
 */
export interface UserProgress {
  /** A development assessment or an autism screening result is saved for one of the children. */
  hasCompletedAssessment: boolean;
  /** At least one game session, for any child or the parent. */
  hasPlayedGames: boolean;
  /** The parent has opened the dashboard (`users.dashboard_visited_at`). */
  hasViewedDashboard: boolean;
  /** The distinct game ids played, sorted. */
  gamesPlayed: string[];
  /** The newest result of either kind (ISO), or null. */
  lastAssessmentDate: string | null;
}

/** What decides the next step: the three yes-or-no parts of the user progress. */
export type ProgressFlags = Pick<UserProgress, "hasCompletedAssessment" | "hasPlayedGames" | "hasViewedDashboard">;

export const NEXT_STEPS = ["assessment", "game", "dashboard"] as const;
export type NextStep = (typeof NEXT_STEPS)[number];

/** Where each next step leads. */
export const NEXT_STEP_PATHS: Record<NextStep, string> = {
  assessment: "/assessment",
  game: "/courses#games",
  dashboard: "/parent-dashboard",
};

/**
 * The one thing to suggest, in the order a new parent meets the product: first see where the child
 * is (the free assessment), then play together, then follow the progress. Null when all are done.
 */
export function nextStep(progress: ProgressFlags): NextStep | null {
  if (!progress.hasCompletedAssessment) return "assessment";
  if (!progress.hasPlayedGames) return "game";
  if (!progress.hasViewedDashboard) return "dashboard";
  return null;
}
