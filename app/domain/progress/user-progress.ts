/**
 * The spec's user progress (section 3), for navigation: what a signed-in parent has done so far
 * with the child a page is for, derived from the tables on every request (nothing is kept in the
 * browser, so signing out forgets it and signing in brings it back). It decides the one next
 * step suggested on the home page and the dashboard. The spec's list of games played and date of
 * the latest assessment decide nothing there, so they are not read.
 */
export interface ProgressFlags {
  /** A development assessment or an autism screening result is saved for the child. */
  hasCompletedAssessment: boolean;
  /** At least one game session of the child (or of a parent without children). */
  hasPlayedGames: boolean;
  /** The parent has opened the dashboard (`users.dashboard_visited_at`). */
  hasViewedDashboard: boolean;
}

const NEXT_STEPS = ["assessment", "game", "dashboard"] as const;
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
