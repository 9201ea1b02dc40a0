import { COURSES, courseExercises } from "~/content/courses";
import { HOMEWORK_GROUPS } from "~/content/homework";
import { DOMAINS, type Domain } from "~/content/assessment/types";
import type { DB } from "~/db.server";
import { assessmentAgeMonths, CORRECTION_UNTIL_MONTHS } from "~/domain/assessment/age";
import { latestResult, listResults } from "~/domain/assessment/results.server";
import type { DomainStatus } from "~/domain/assessment/scoring";
import { autismResultPath } from "~/domain/autism/navigation";
import { listAutismResults } from "~/domain/autism/screenings.server";
import type { Player } from "~/domain/children/player.server";
import { findGame } from "~/games/registry";
import { type ActivityEvent, minutesPerDomain } from "./activity";
import type { GamePlay } from "./insights";

/** Where each course exercise and homework task sits, for its minutes and domains. */
const EXERCISES = new Map(
  COURSES.flatMap((course) => courseExercises(course).map(({ exercise, unitIndex }) => [exercise.id, { course, exercise, unitIndex }] as const)),
);
const TASKS = new Map(HOMEWORK_GROUPS.flatMap((group) => group.tasks.map((task) => [task.id, { group, task }] as const)));

/**
 * The child's activity since `since` (ISO), newest first: game plays, homework tasks and course
 * exercises done, assessments saved. Each source is read by its (user, child, time) index.
 */
export async function activitySince(db: DB, player: Player, since: string): Promise<{ events: ActivityEvent[]; plays: GamePlay[] }> {
  const games = await db
    .selectFrom("game_sessions")
    .select(["game_id", "session_start", "duration_seconds", "level_reached", "score_achieved"])
    .where("user_id", "=", player.userId)
    .where("child_id", player.childId ? "=" : "is", player.childId)
    .where("session_start", ">=", since)
    .orderBy("session_start", "desc")
    .execute();
  const homework = await db
    .selectFrom("homework_progress")
    .select(["task_id", "completion_date"])
    .where("user_id", "=", player.userId)
    .where("child_id", player.childId ? "=" : "is", player.childId)
    .where("completed", "=", 1)
    .where("completion_date", ">=", since)
    .execute();
  const course = await db
    .selectFrom("course_progress")
    .select(["exercise_id", "completed_at"])
    .where("user_id", "=", player.userId)
    .where("child_id", player.childId ? "=" : "is", player.childId)
    .where("status", "=", "completed")
    .where("completed_at", ">=", since)
    .execute();
  const assessments = player.childId
    ? await db
        .selectFrom("child_development_results")
        .select(["id", "completed_at"])
        .where("child_id", "=", player.childId)
        .where("user_id", "=", player.userId)
        .where("completed_at", ">=", since)
        .execute()
    : [];
  const events: ActivityEvent[] = [
    ...games.map((row) => ({
      kind: "game" as const,
      at: row.session_start,
      minutes: Math.max(1, Math.round(row.duration_seconds / 60)),
      domains: gameDomains(row.game_id),
      ref: row.game_id,
    })),
    ...homework.flatMap((row) => {
      const found = TASKS.get(row.task_id);
      return row.completion_date && found
        ? [{ kind: "homework" as const, at: row.completion_date, minutes: found.task.minutes, domains: [found.group.domain], ref: row.task_id }]
        : [];
    }),
    ...course.flatMap((row) => {
      const found = EXERCISES.get(row.exercise_id);
      return row.completed_at && found
        ? [{ kind: "course" as const, at: row.completed_at, minutes: found.exercise.minutes, domains: [...found.exercise.domains], ref: row.exercise_id }]
        : [];
    }),
    ...assessments.map((row) => ({ kind: "assessment" as const, at: row.completed_at, minutes: 0, domains: [], ref: row.id })),
  ].toSorted((a, b) => b.at.localeCompare(a.at));
  return { events, plays: games.map((row) => ({ gameId: row.game_id, at: row.session_start, level: row.level_reached })) };
}

function gameDomains(gameId: string): Domain[] {
  const game = findGame(gameId);
  return game ? [game.domain] : [];
}

/** The child's first activity of each kind and the days with practice, for the achievements. */
export async function practiceHistory(db: DB, player: Player): Promise<{ events: ActivityEvent[] }> {
  // Two years of activity at most a few thousand rows; the achievements need every practice day.
  return activitySince(db, player, "0000");
}

/** Per game: the spec's displayed fields (sessions, best and average score, level, progress, last played). */
export async function gameStats(db: DB, player: Player) {
  const progress = await db
    .selectFrom("game_progress")
    .select(["game_id", "progress_percentage", "current_level", "highest_score", "last_played_at"])
    .where("user_id", "=", player.userId)
    .where("child_id", player.childId ? "=" : "is", player.childId)
    .execute();
  const sessions = await db
    .selectFrom("game_sessions")
    .select((eb) => [
      "game_id",
      eb.fn.countAll<number>().as("sessions"),
      eb.fn.avg<number>("score_achieved").as("average"),
      eb.fn.max("score_achieved").as("best"),
    ])
    .groupBy("game_id")
    .where("user_id", "=", player.userId)
    .where("child_id", player.childId ? "=" : "is", player.childId)
    .execute();
  const bySession = new Map(sessions.map((row) => [row.game_id, row]));
  return progress
    .map((row) => {
      const played = bySession.get(row.game_id);
      return {
        gameId: row.game_id,
        progress: row.progress_percentage,
        // A game with a progress row has been played; until a level is passed its progress is 0.
        passed: row.progress_percentage > 0,
        level: row.current_level,
        best: Math.max(row.highest_score, Number(played?.best ?? 0)),
        average: Math.round(Number(played?.average ?? 0)),
        sessions: Number(played?.sessions ?? 0),
        lastPlayed: row.last_played_at,
      };
    })
    .toSorted((a, b) => (b.lastPlayed ?? "").localeCompare(a.lastPlayed ?? ""));
}

/** Per homework group: tasks done of all, and the latest tasks done. */
export async function homeworkSummary(db: DB, player: Player) {
  const rows = await db
    .selectFrom("homework_progress")
    .select(["task_id", "group_id", "completion_date", "difficulty_rating"])
    .where("user_id", "=", player.userId)
    .where("child_id", player.childId ? "=" : "is", player.childId)
    .where("completed", "=", 1)
    .orderBy("completion_date", "desc")
    .execute();
  const done = new Set(rows.map((row) => row.task_id));
  return {
    groups: HOMEWORK_GROUPS.filter((group) => group.tasks.length > 0).map((group) => ({
      group,
      completed: group.tasks.filter((task) => done.has(task.id)).length,
      total: group.tasks.length,
    })),
    recent: rows.slice(0, 10).flatMap((row) => {
      const found = TASKS.get(row.task_id);
      return found && row.completion_date ? [{ ...found, at: row.completion_date, rating: row.difficulty_rating }] : [];
    }),
  };
}

/** The course exercises the parent said how they went, newest first. */
export async function courseFeelings(db: DB, player: Player, limit = 10) {
  const rows = await db
    .selectFrom("course_progress")
    .select(["exercise_id", "feeling", "completed_at"])
    .where("user_id", "=", player.userId)
    .where("child_id", player.childId ? "=" : "is", player.childId)
    .where("feeling", "is not", null)
    .orderBy("completed_at", "desc")
    .limit(limit)
    .execute();
  return rows.flatMap((row) => {
    const found = EXERCISES.get(row.exercise_id);
    return found && row.feeling && row.completed_at ? [{ ...found, feeling: row.feeling, at: row.completed_at }] : [];
  });
}

/** The day the last of these was done, when every one of them is. */
function lastOf(ids: ReadonlyArray<string>, done: Map<string, string>): string | null {
  if (ids.length === 0 || !ids.every((id) => done.has(id))) return null;
  return (
    ids
      .map((id) => done.get(id) ?? "")
      .toSorted()
      .at(-1)
      ?.slice(0, 10) ?? null
  );
}

/** Days on which a homework group or a course week became complete, for the achievements. */
export async function finishedDays(db: DB, player: Player): Promise<{ homeworkGroups: string[]; courseWeeks: string[] }> {
  const homework = await db
    .selectFrom("homework_progress")
    .select(["task_id", "completion_date"])
    .where("user_id", "=", player.userId)
    .where("child_id", player.childId ? "=" : "is", player.childId)
    .where("completed", "=", 1)
    .execute();
  const course = await db
    .selectFrom("course_progress")
    .select(["exercise_id", "completed_at"])
    .where("user_id", "=", player.userId)
    .where("child_id", player.childId ? "=" : "is", player.childId)
    .where("status", "=", "completed")
    .execute();
  const taskDone = new Map(homework.map((row) => [row.task_id, row.completion_date ?? ""]));
  const exerciseDone = new Map(course.map((row) => [row.exercise_id, row.completed_at ?? ""]));
  return {
    homeworkGroups: HOMEWORK_GROUPS.flatMap(
      (group) =>
        lastOf(
          group.tasks.map((task) => task.id),
          taskDone,
        ) ?? [],
    ),
    courseWeeks: COURSES.flatMap((entry) =>
      entry.units.flatMap(
        (unit) =>
          lastOf(
            unit.exercises.map((exercise) => exercise.id),
            exerciseDone,
          ) ?? [],
      ),
    ),
  };
}

/** Adds whole months to a calendar day (the 31st becomes the month's last day). */
function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number);
  const target = new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date ?? 1, last));
  return target.toISOString().slice(0, 10);
}

/**
 * A child's assessments, newest first: the developmental results with the change per area since
 * the one before and when the next check is due, and the submitted autism screenings with their
 * overall level (the caller has checked the child is the parent's).
 */
export async function assessmentHistory(db: DB, child: { id: string; birthDate: string }) {
  const [results, screenings] = await Promise.all([listResults(db, child.id), listAutismResults(db, child.id)]);
  const latest = results[0];
  return {
    results: results.map((result, index) => {
      const previous = results[index + 1];
      return {
        id: result.id,
        href: `/profile/children/${child.id}/assessments/${result.id}`,
        completedAt: result.completedAt,
        band: { minMonths: result.band.minMonths, maxMonths: result.band.maxMonths },
        domains: DOMAINS.map((domain) => ({
          domain,
          percentage: result.sectionPercentages[domain].percentage,
          change: previous ? result.sectionPercentages[domain].percentage - previous.sectionPercentages[domain].percentage : null,
        })),
      };
    }),
    // The next band starts the month after the latest result's band ends.
    nextCheck: latest ? addMonths(child.birthDate, latest.band.maxMonths + 1) : null,
    screenings: screenings.map((screening) => ({ ...screening, href: autismResultPath(screening.id) })),
  };
}

/** The child's age on a day, and, when prematurity is known, the age counted from the due date. */
interface ReportAge {
  months: number;
  /** Weeks born early, as the parent gave it in the latest assessment; null when never given. */
  weeksEarly: number | null;
  /** Null when there is nothing to correct: born on time, unknown, or two years old and over. */
  correctedMonths: number | null;
}

/**
 * The one-page report of a child for a period, as a paediatrician reads it: who (birth date and
 * age, corrected for prematurity), practice per area in the period, the latest developmental
 * assessment per area and the latest autism screening (whenever they were done: a doctor wants
 * the latest, not only the period's). The children table keeps no prematurity: the weeks early
 * come from the latest assessment, where the parent gave them.
 */
export async function childReport(
  db: DB,
  player: Player,
  child: { id: string; firstName: string; birthDate: string } | null,
  period: { from: string; to: string },
  today: string,
) {
  const { events } = await activitySince(db, player, `${period.from}T00:00:00.000Z`);
  const practice = events.filter((event) => event.kind !== "assessment" && event.at.slice(0, 10) <= period.to);
  const [latest, screenings] = child ? await Promise.all([latestResult(db, child.id), listAutismResults(db, child.id)]) : [null, []];
  const screening = screenings[0] ?? null;
  const months = child ? ageInMonthsOn(child.birthDate, today) : null;
  const weeksEarly = latest ? latest.weeksEarly : null;
  const age: ReportAge | null =
    child && months !== null
      ? {
          months,
          weeksEarly,
          correctedMonths:
            weeksEarly !== null && weeksEarly > 0 && months < CORRECTION_UNTIL_MONTHS ? assessmentAgeMonths(child.birthDate, today, weeksEarly) : null,
        }
      : null;
  const areas: Array<{ domain: Domain; percentage: number; status: DomainStatus }> = latest
    ? DOMAINS.map((domain) => ({ domain, percentage: latest.sectionPercentages[domain].percentage, status: latest.sectionPercentages[domain].status }))
    : [];
  return {
    child: child && age ? { name: child.firstName, birthDate: child.birthDate, age } : null,
    period,
    practiceDays: new Set(practice.map((event) => event.at.slice(0, 10))).size,
    minutes: practice.reduce((sum, event) => sum + event.minutes, 0),
    practiceByArea: minutesPerDomain(practice),
    latestAssessment: latest ? { completedAt: latest.completedAt, areas } : null,
    screening: screening ? { completedAt: screening.completedAt, riskLevel: screening.riskLevel } : null,
    /** The areas the latest assessment suggests talking over with the doctor. */
    talkToDoctor: areas.filter((area) => area.status === "talk_to_doctor").map((area) => area.domain),
  };
}

function ageInMonthsOn(birthDate: string, today: string): number {
  return Math.max(0, assessmentAgeMonths(birthDate, today, 0));
}
