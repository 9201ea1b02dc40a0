import { gamePicture } from "~/games/game-pictures.server";
import type { Domain } from "~/content/assessment/types";
import { COURSES, courseExercises } from "~/content/courses";
import { HOMEWORK_GROUPS, taskTexts } from "~/content/homework";
import { type DB, getDb } from "~/db.server";
import type { SessionWithUser } from "~/domain/accounts/sessions.server";
import { markDashboardVisited } from "~/domain/accounts/users.server";
import { latestResult } from "~/domain/assessment/results.server";
import { listChildren } from "~/domain/children/children.server";
import { forWhomOf, playerOf } from "~/domain/children/player.server";
import { courseProgress } from "~/domain/courses/progress.server";
import { nextExercisesFor, practiceFor } from "~/domain/courses/practice";
import { type ExerciseProgress, weakestDomain } from "~/domain/courses/states";
import { nextStepFor } from "~/domain/progress/user-progress.server";
import { premiumAccess } from "~/domain/subscriptions/access.server";
import { gameTitleKey } from "~/games/texts";
import { isGameId } from "~/games/registry";
import { ageInMonths } from "~/lib/birth-date";
import type { Language } from "~/infrastructure/i18n-config";
import { translatorFor } from "~/infrastructure/i18n/translate.server";
import { type ActivityEvent, minutesPerDomain, minutesPerWeek, streak, thisWeek } from "./activity";
import { earnedAchievements } from "./achievements";
import { activitySince, assessmentHistory, childReport, courseFeelings, finishedDays, gameStats, homeworkSummary, practiceHistory } from "./data.server";
import { insightsFor } from "./insights";
import { latestAssessmentSummary } from "./latest-assessment";
import { planSessions, scheduleOf, scheduleSuggestions } from "./schedule.server";

const EXERCISE_PLACES = new Map(COURSES.flatMap((course) => courseExercises(course).map(({ exercise }) => [exercise.id, { course, exercise }] as const)));
const TASK_PLACES = new Map(HOMEWORK_GROUPS.flatMap((group) => group.tasks.map((task) => [task.id, { group, task }] as const)));

/** Timeline entries per page. */
const TIMELINE_PAGE_SIZE = 20;

function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Whose dashboard it is: the signed-in parent (visitors go to sign in), the selected child, and access. */
export async function dashboardViewerOf(db: DB, session: SessionWithUser, now: Date = new Date()) {
  const player = await playerOf(db, session);
  const children = await listChildren(db, session.user.id);
  const child = children.find((candidate) => candidate.id === player.childId) ?? null;
  const access = await premiumAccess(db, session.user.id, now);
  const dashboardVisitedAt = session.user.dashboard_visited_at ?? now.toISOString();
  if (session.user.dashboard_visited_at === null) {
    await markDashboardVisited(db, session.user.id, dashboardVisitedAt);
  }
  return { session, dashboardVisitedAt, player, child, children, premium: access.allowed, lockedReason: access.allowed ? null : access.reason };
}

export type DashboardViewer = Awaited<ReturnType<typeof dashboardViewerOf>>;

/** The frame every tab shares: whose progress it is (with the switcher), and which tabs are open. */
export function frameOf(viewer: DashboardViewer) {
  return {
    forWhom: forWhomOf(viewer.player),
    premium: viewer.premium,
  };
}

/** The next open exercises of the child's course (age 3 when the parent practises for themself). */
function nextThings(viewer: DashboardViewer, progress: ReadonlyMap<string, ExerciseProgress>, focus: Domain | null, language: Language, today: string) {
  const age = viewer.child ? ageInMonths(viewer.child.birthDate, today) : 36;
  return nextExercisesFor(age, progress, { subscribed: viewer.premium, focus, language, limit: 3 });
}

/** Overview (free): this week against the recommendation, the streak, the latest assessment, the next three things. */
export async function overviewTab(viewer: DashboardViewer, language: Language, now: Date = new Date()) {
  const db = getDb();
  const today = isoDay(now);
  const since = new Date(now.getTime() - 60 * 86_400_000).toISOString();
  const { events } = await activitySince(db, viewer.player, since);
  const latest = viewer.child ? await latestResult(db, viewer.child.id) : null;
  const focus = weakestDomain(latest?.sectionPercentages ?? null);
  return {
    week: thisWeek(events, today),
    streak: streak(events, today),
    latestAssessment: latest ? { completedAt: latest.completedAt, ...latestAssessmentSummary(latest.sectionPercentages) } : null,
    nextThings: nextThings(viewer, await courseProgress(db, viewer.player), focus, language, today),
    nextStep: await nextStepFor(db, { id: viewer.session.user.id, dashboard_visited_at: viewer.dashboardVisitedAt }, viewer.player.childId),
    empty: events.length === 0 && latest === null,
  };
}

/** Games: the free tab shows progress and level; the rest (sessions, scores, last played) is premium. */
export async function gamesTab(viewer: DashboardViewer, language: Language) {
  const t = translatorFor(language);
  const stats = await gameStats(getDb(), viewer.player);
  return stats.map((row) => ({
    gameId: row.gameId,
    title: isGameId(row.gameId) ? t(gameTitleKey(row.gameId)) : row.gameId,
    progress: row.progress,
    passed: row.passed,
    level: row.level,
    details: viewer.premium ? { sessions: row.sessions, best: row.best, average: row.average, lastPlayed: row.lastPlayed } : null,
  }));
}

/** What an activity was, in the page's language, and where it is. */
function describeEvent(event: ActivityEvent, language: Language): { title: string; href: string | null } {
  if (event.kind === "game") return { title: isGameId(event.ref) ? translatorFor(language)(gameTitleKey(event.ref)) : event.ref, href: `/games/${event.ref}` };
  if (event.kind === "course") {
    const found = EXERCISE_PLACES.get(event.ref);
    if (found) return { title: found.exercise.title[language], href: `/courses/${found.course.id}/exercises/${found.exercise.id}` };
  }
  if (event.kind === "homework") {
    const found = TASK_PLACES.get(event.ref);
    if (found) return { title: taskTexts(found.task, language).title, href: `/homework/${found.group.id}/${found.task.id}` };
  }
  return { title: "", href: null };
}

/** Activity: everything the child did, newest first, a page at a time (?page=N). */
export async function activityTab(viewer: DashboardViewer, page: number, language: Language) {
  const { events } = await practiceHistory(getDb(), viewer.player);
  const pages = Math.max(1, Math.ceil(events.length / TIMELINE_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  return {
    page: current,
    pages,
    total: events.length,
    entries: events.slice((current - 1) * TIMELINE_PAGE_SIZE, current * TIMELINE_PAGE_SIZE).map((event) => ({ ...event, ...describeEvent(event, language) })),
  };
}

/** Homework: per group done of all, the latest tasks done, and how the course exercises went. */
export async function homeworkTab(viewer: DashboardViewer, language: Language) {
  const db = getDb();
  const summary = await homeworkSummary(db, viewer.player);
  const feelings = await courseFeelings(db, viewer.player);
  return {
    groups: summary.groups.map(({ group, completed, total }) => ({ id: group.id, icon: group.icon, title: group.title[language], completed, total })),
    recent: summary.recent.map((entry) => ({
      title: taskTexts(entry.task, language).title,
      href: `/homework/${entry.group.id}/${entry.task.id}`,
      at: entry.at,
    })),
    feelings: feelings.map((entry) => ({
      title: entry.exercise.title[language],
      href: `/courses/${entry.course.id}/exercises/${entry.exercise.id}`,
      feeling: entry.feeling,
      at: entry.at,
    })),
  };
}

/** Assessment: the saved developmental results and the autism screenings of the selected child. */
export async function assessmentTab(viewer: DashboardViewer) {
  if (!viewer.child) return { results: [], nextCheck: null, screenings: [] };
  return assessmentHistory(getDb(), viewer.child);
}

/** Analytics: minutes per week over 12 weeks, minutes per area, and score trends of the three most played games. */
export async function analyticsTab(viewer: DashboardViewer, language: Language, now: Date = new Date()) {
  const today = isoDay(now);
  const since = new Date(now.getTime() - 12 * 7 * 86_400_000).toISOString();
  const db = getDb();
  const { events } = await activitySince(db, viewer.player, since);
  const scores = await db
    .selectFrom("game_sessions")
    .select(["game_id", "session_start", "score_achieved"])
    .where("user_id", "=", viewer.player.userId)
    .where("child_id", viewer.player.childId ? "=" : "is", viewer.player.childId)
    .where("session_start", ">=", since)
    .orderBy("session_start")
    .execute();
  const counts = new Map<string, number>();
  for (const row of scores) counts.set(row.game_id, (counts.get(row.game_id) ?? 0) + 1);
  const top = [...counts.entries()]
    .toSorted((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([gameId]) => gameId);
  const t = translatorFor(language);
  return {
    weeks: minutesPerWeek(events, today),
    domains: minutesPerDomain(events),
    trends: top.map((gameId) => ({
      gameId,
      title: isGameId(gameId) ? t(gameTitleKey(gameId)) : gameId,
      points: scores
        .filter((row) => row.game_id === gameId)
        .slice(-12)
        .map((row) => ({ at: row.session_start, score: row.score_achieved })),
    })),
  };
}

/** Insights: each rule's finding with its figures, and links to what helps. */
export async function insightsTab(viewer: DashboardViewer, language: Language, now: Date = new Date()) {
  const today = isoDay(now);
  const db = getDb();
  const since = new Date(now.getTime() - 8 * 7 * 86_400_000).toISOString();
  const { events, plays } = await activitySince(db, viewer.player, since);
  const latest = viewer.child ? await latestResult(db, viewer.child.id) : null;
  const age = viewer.child ? ageInMonths(viewer.child.birthDate, today) : 36;
  const t = translatorFor(language);
  return insightsFor({ today, events, plays, latestAssessment: latest?.sectionPercentages ?? null }).map((insight) => {
    const domain = insight.rule === "weakest-domain" || insight.rule === "untrained-domain" ? insight.domain : null;
    const practice = domain ? practiceFor(domain, age, language, 2) : null;
    const links = practice
      ? [
          ...practice.exercises,
          ...practice.homework,
          ...practice.games.map((game) => ({ title: t(gameTitleKey(game.gameId)), href: game.href, icon: "", picture: gamePicture(game.gameId) })),
        ]
      : insight.rule === "stalled-game" && isGameId(insight.gameId)
        ? [{ title: t(gameTitleKey(insight.gameId)), href: `/games/${insight.gameId}`, icon: "", picture: gamePicture(insight.gameId) }]
        : nextThings(viewer, new Map(), null, language, today);
    return { insight, gameTitle: insight.rule === "stalled-game" && isGameId(insight.gameId) ? t(gameTitleKey(insight.gameId)) : null, links };
  });
}

/** Achievements: every badge with its rule, and the date earned when it is. */
export async function achievementsTab(viewer: DashboardViewer) {
  const db = getDb();
  const { events } = await practiceHistory(db, viewer.player);
  return earnedAchievements(events, await finishedDays(db, viewer.player));
}

/** A period for the printable report: ?from=YYYY-MM-DD&to=YYYY-MM-DD, the last 30 days by default. */
export function reportPeriod(url: URL, now: Date = new Date()): { from: string; to: string; invalid: boolean } {
  const to = isoDay(now);
  const from = isoDay(new Date(now.getTime() - 29 * 86_400_000));
  const day = /^\d{4}-\d{2}-\d{2}$/;
  const askedFrom = url.searchParams.get("from");
  const askedTo = url.searchParams.get("to");
  if (askedFrom === null && askedTo === null) return { from, to, invalid: false };
  const valid = (value: string | null) => value !== null && day.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
  if (!valid(askedFrom) || !valid(askedTo) || (askedFrom ?? "") > (askedTo ?? "")) return { from, to, invalid: true };
  return { from: askedFrom ?? from, to: askedTo ?? to, invalid: false };
}

/** The printable report of the selected child (or the parent's own practice) for a period. */
export async function reportOf(viewer: DashboardViewer, period: { from: string; to: string }, now: Date = new Date()) {
  return childReport(getDb(), viewer.player, viewer.child, period, isoDay(now));
}

/** Schedule: the saved days and time, and the plan of the next two weeks filled with suggestions (null without a schedule). */
export async function schedulePlan(viewer: DashboardViewer, language: Language, now: Date = new Date()) {
  const db = getDb();
  const schedule = await scheduleOf(db, viewer.player);
  if (!schedule) return null;
  const today = isoDay(now);
  const suggestions = await scheduleSuggestions(db, viewer.player, viewer.child?.birthDate ?? null, viewer.premium, language, today);
  return { schedule, plan: planSessions(schedule.weekdays, schedule.time, suggestions, today) };
}

/** Why a premium tab shows the locked card instead of its content; null when the parent has access. */
export function lockedReason(viewer: DashboardViewer): "login_required" | "subscription_required" | null {
  return viewer.premium ? null : (viewer.lockedReason ?? "subscription_required");
}
