import type { Domain } from "~/content/assessment/types";
import { DOMAINS } from "~/content/assessment/types";
import { type ActivityEvent, dayOf, daysBetween, lastPracticeDay, thisWeek } from "./activity";

/**
 * Personalised recommendations from rules a parent can read: each insight says why ("because…")
 * with the figures behind it, and what helps (the page adds the links).
 */
export type Insight =
  | { rule: "weakest-domain"; domain: Domain; percentage: number }
  | { rule: "long-gap"; days: number }
  | { rule: "stalled-game"; gameId: string; plays: number; level: number }
  | { rule: "untrained-domain"; domain: Domain; weeks: number }
  | { rule: "short-week"; sessions: number };

/** A game session as the stalled-skill rule reads it. */
export interface GamePlay {
  gameId: string;
  at: string;
  level: number;
}

const INSIGHT_LIMITS = {
  /** Below this percentage the latest assessment's weakest area is worth practising. */
  weakestBelowPercent: 80,
  /** No practice for this many days is a long gap. */
  gapDays: 7,
  /** This many plays of a game in the window without reaching a higher level is a stall. */
  stalledPlays: 4,
  stalledWindowDays: 14,
  /** A domain with no practice in this many weeks, while others have some. */
  untrainedWeeks: 4,
} as const;

export function insightsFor(input: {
  today: string;
  events: ReadonlyArray<ActivityEvent>;
  plays: ReadonlyArray<GamePlay>;
  latestAssessment: Readonly<Record<Domain, { percentage: number }>> | null;
}): Insight[] {
  const { today, events, plays, latestAssessment } = input;
  const insights: Insight[] = [];

  if (latestAssessment) {
    const weakest = DOMAINS.toSorted((a, b) => latestAssessment[a].percentage - latestAssessment[b].percentage)[0];
    if (weakest && latestAssessment[weakest].percentage < INSIGHT_LIMITS.weakestBelowPercent) {
      insights.push({ rule: "weakest-domain", domain: weakest, percentage: latestAssessment[weakest].percentage });
    }
  }

  const last = lastPracticeDay(events);
  if (last && daysBetween(last, today) >= INSIGHT_LIMITS.gapDays) insights.push({ rule: "long-gap", days: daysBetween(last, today) });

  const windowStart = dayOf(new Date(new Date(`${today}T00:00:00Z`).getTime() - INSIGHT_LIMITS.stalledWindowDays * 86_400_000).toISOString());
  const byGame = new Map<string, GamePlay[]>();
  for (const play of plays) byGame.set(play.gameId, [...(byGame.get(play.gameId) ?? []), play]);
  for (const [gameId, all] of byGame) {
    const before = all.filter((play) => dayOf(play.at) < windowStart);
    const recent = all.filter((play) => dayOf(play.at) >= windowStart);
    if (recent.length < INSIGHT_LIMITS.stalledPlays) continue;
    const startLevel = Math.max(0, ...before.map((play) => play.level), recent.toSorted((a, b) => a.at.localeCompare(b.at))[0]?.level ?? 0);
    const reached = Math.max(...recent.map((play) => play.level));
    if (reached <= startLevel) insights.push({ rule: "stalled-game", gameId, plays: recent.length, level: reached });
  }

  const since = dayOf(new Date(new Date(`${today}T00:00:00Z`).getTime() - INSIGHT_LIMITS.untrainedWeeks * 7 * 86_400_000).toISOString());
  const recentEvents = events.filter((event) => event.kind !== "assessment" && dayOf(event.at) >= since);
  if (recentEvents.length > 0) {
    const trained = new Set(recentEvents.flatMap((event) => event.domains));
    const missing = DOMAINS.find((domain) => !trained.has(domain));
    if (missing) insights.push({ rule: "untrained-domain", domain: missing, weeks: INSIGHT_LIMITS.untrainedWeeks });
  }

  // From Thursday on, a week with fewer practice days than recommended gets a gentle nudge.
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const week = thisWeek(events, today);
  if (weekday >= 3 && last !== null && week.sessions < 3 && !insights.some((insight) => insight.rule === "long-gap")) {
    insights.push({ rule: "short-week", sessions: week.sessions });
  }
  return insights;
}
