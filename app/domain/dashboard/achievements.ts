import { type ActivityEvent, dayOf, weekStart } from "./activity";

/**
 * Badges a child earns, by rules a parent can read (the page shows each rule): the date is the
 * day the rule was first met.
 */
export const ACHIEVEMENTS = [
  "first-game",
  "ten-games",
  "first-homework",
  "first-exercise",
  "first-assessment",
  "week-streak",
  "three-days-a-week",
  "homework-group",
  "course-week",
] as const;
type AchievementId = (typeof ACHIEVEMENTS)[number];

export interface Earned {
  id: AchievementId;
  /** YYYY-MM-DD */
  earnedOn: string;
}

/** Finished things whose finishing date the caller reads from the content and progress. */
export interface Finished {
  /** Days a homework group had every task done. */
  homeworkGroups: ReadonlyArray<string>;
  /** Days a course week had every exercise done. */
  courseWeeks: ReadonlyArray<string>;
}

function nth(days: string[], n: number): string | null {
  return days.toSorted()[n - 1] ?? null;
}

/** The first day of the first run of `length` consecutive practice days. */
function firstRun(days: ReadonlyArray<string>, length: number): string | null {
  const sorted = [...new Set(days)].toSorted();
  let run = 0;
  let previous: string | null = null;
  for (const day of sorted) {
    const next = previous ? new Date(new Date(`${previous}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10) : null;
    run = next === day ? run + 1 : 1;
    if (run === length) return day;
    previous = day;
  }
  return null;
}

/** The day of the first week with at least three practice days: its third day. */
function firstFullWeek(days: ReadonlyArray<string>): string | null {
  const byWeek = new Map<string, Set<string>>();
  for (const day of days) {
    const week = weekStart(day);
    byWeek.set(week, (byWeek.get(week) ?? new Set()).add(day));
  }
  const reached = [...byWeek.values()].filter((week) => week.size >= 3).map((week) => [...week].toSorted()[2] ?? "");
  return reached.toSorted()[0] ?? null;
}

export function earnedAchievements(events: ReadonlyArray<ActivityEvent>, finished: Finished): Earned[] {
  const daysOf = (kind: ActivityEvent["kind"]) => events.filter((event) => event.kind === kind).map((event) => dayOf(event.at));
  const practiceDays = events.filter((event) => event.kind !== "assessment").map((event) => dayOf(event.at));
  const found: Record<AchievementId, string | null> = {
    "first-game": nth(daysOf("game"), 1),
    "ten-games": nth(daysOf("game"), 10),
    "first-homework": nth(daysOf("homework"), 1),
    "first-exercise": nth(daysOf("course"), 1),
    "first-assessment": nth(daysOf("assessment"), 1),
    "week-streak": firstRun(practiceDays, 7),
    "three-days-a-week": firstFullWeek(practiceDays),
    "homework-group": nth([...finished.homeworkGroups], 1),
    "course-week": nth([...finished.courseWeeks], 1),
  };
  return ACHIEVEMENTS.flatMap((id) => {
    const earnedOn = found[id];
    return earnedOn ? [{ id, earnedOn }] : [];
  });
}
