import { DOMAINS, type Domain } from "~/content/assessment/types";

/**
 * The parent dashboard's aggregates, pure: the pages give them the child's events.
 * Weeks start on Monday (as in az and ru); days are calendar days in UTC, the server's clock.
 */

type ActivityKind = "game" | "homework" | "course" | "assessment";

/** One thing the child did: a game played, a homework task or a course exercise done, an assessment saved. */
export interface ActivityEvent {
  kind: ActivityKind;
  /** ISO timestamp. */
  at: string;
  /** Time spent; homework and course exercises count their estimated minutes. */
  minutes: number;
  /** The developmental domains it trained (none for an assessment). */
  domains: ReadonlyArray<Domain>;
  /** The game, task, exercise or result id. */
  ref: string;
}

/** The spec's recommended practice: 3-4 sessions a week of 15-20 minutes. */
const RECOMMENDED = { sessionsPerWeek: { min: 3, max: 4 }, minutesPerSession: { min: 15, max: 20 } } as const;

const DAY_MS = 86_400_000;

export function dayOf(iso: string): string {
  return iso.slice(0, 10);
}

/** The Monday of the week a day falls in, as YYYY-MM-DD. */
export function weekStart(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * This week against the recommendation: a "session" is a day with any practice (what a parent
 * counts), and minutes are summed; `onTrack` when the sessions reach the recommended minimum and
 * average at least the recommended minutes.
 */
export function thisWeek(events: ReadonlyArray<ActivityEvent>, today: string) {
  const start = weekStart(today);
  const inWeek = events.filter((event) => event.kind !== "assessment" && dayOf(event.at) >= start && dayOf(event.at) <= today);
  const sessions = new Set(inWeek.map((event) => dayOf(event.at))).size;
  const minutes = inWeek.reduce((sum, event) => sum + event.minutes, 0);
  return {
    weekStart: start,
    sessions,
    minutes,
    onTrack: sessions >= RECOMMENDED.sessionsPerWeek.min && minutes >= sessions * RECOMMENDED.minutesPerSession.min,
  };
}

/**
 * Days in a row with practice, ending today, or yesterday when today has none yet (a streak is
 * not lost before the day is over).
 */
export function streak(events: ReadonlyArray<ActivityEvent>, today: string): number {
  const days = new Set(events.filter((event) => event.kind !== "assessment").map((event) => dayOf(event.at)));
  let day = days.has(today) ? today : addDays(today, -1);
  let count = 0;
  while (days.has(day)) {
    count += 1;
    day = addDays(day, -1);
  }
  return count;
}

/** Minutes of practice in each of the last `weeks` weeks, oldest first, this week last. */
export function minutesPerWeek(events: ReadonlyArray<ActivityEvent>, today: string, weeks = 12): Array<{ weekStart: string; minutes: number }> {
  const current = weekStart(today);
  const starts = Array.from({ length: weeks }, (_, index) => addDays(current, -7 * (weeks - 1 - index)));
  const totals = new Map(starts.map((start) => [start, 0]));
  for (const event of events) {
    if (event.kind === "assessment") continue;
    const start = weekStart(dayOf(event.at));
    const total = totals.get(start);
    if (total !== undefined) totals.set(start, total + event.minutes);
  }
  return starts.map((start) => ({ weekStart: start, minutes: totals.get(start) ?? 0 }));
}

/** Minutes per developmental domain (an event training two domains counts for both). */
export function minutesPerDomain(events: ReadonlyArray<ActivityEvent>): Record<Domain, number> {
  const totals = Object.fromEntries(DOMAINS.map((domain) => [domain, 0])) as Record<Domain, number>;
  for (const event of events) for (const domain of event.domains) totals[domain] += event.minutes;
  return totals;
}

/** The latest day with practice, or null. */
export function lastPracticeDay(events: ReadonlyArray<ActivityEvent>): string | null {
  let latest: string | null = null;
  for (const event of events) if (event.kind !== "assessment" && (latest === null || dayOf(event.at) > latest)) latest = dayOf(event.at);
  return latest;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((new Date(`${to}T00:00:00Z`).getTime() - new Date(`${from}T00:00:00Z`).getTime()) / DAY_MS);
}
