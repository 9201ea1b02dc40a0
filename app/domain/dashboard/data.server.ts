import { COURSES, courseExercises } from "~/content/courses";
import { HOMEWORK_GROUPS } from "~/content/homework";
import type { Domain } from "~/content/assessment/types";
import type { DB } from "~/db.server";
import type { Player } from "~/domain/children/player.server";
import { findGame } from "~/games/registry";
import type { ActivityEvent } from "./activity";
import type { GamePlay } from "./insights";

/** Where each course exercise and homework task sits, for its minutes and domains. */
const EXERCISES = new Map(COURSES.flatMap((course) => courseExercises(course).map(({ exercise, unitIndex }) => [exercise.id, { course, exercise, unitIndex }] as const)));
const TASKS = new Map(HOMEWORK_GROUPS.flatMap((group) => group.tasks.map((task) => [task.id, { group, task }] as const)));

/**
 * The child's activity since `since` (ISO), newest first: game plays, homework tasks and course
 * exercises done, assessments saved. Each source is read by its (user, child, time) index.
 */
export async function activitySince(db: DB, player: Player, since: string): Promise<{ events: ActivityEvent[]; plays: GamePlay[] }> {
  const games = await db.selectFrom("game_sessions").select(["game_id", "session_start", "duration_seconds", "level_reached", "score_achieved"])
    .where("user_id", "=", player.userId)
    .where("child_id", player.childId ? "=" : "is", player.childId)
    .where("session_start", ">=", since)
    .orderBy("session_start", "desc")
    .execute();
  const homework = await db.selectFrom("homework_progress").select(["task_id", "completion_date"])
    .where("user_id", "=", player.userId)
    .where("child_id", player.childId ? "=" : "is", player.childId)
    .where("completed", "=", 1)
    .where("completion_date", ">=", since)
    .execute();
  const course = await db.selectFrom("course_progress").select(["exercise_id", "completed_at"])
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
      return row.completion_date && found ? [{ kind: "homework" as const, at: row.completion_date, minutes: found.task.minutes, domains: [found.group.domain], ref: row.task_id }] : [];
    }),
    ...course.flatMap((row) => {
      const found = EXERCISES.get(row.exercise_id);
      return row.completed_at && found ? [{ kind: "course" as const, at: row.completed_at, minutes: found.exercise.minutes, domains: [...found.exercise.domains], ref: row.exercise_id }] : [];
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
  const progress = await db.selectFrom("game_progress").select(["game_id", "progress_percentage", "current_level", "highest_score", "last_played_at"])
    .where("user_id", "=", player.userId)
    .where("child_id", player.childId ? "=" : "is", player.childId).execute();
  const sessions = await db
      .selectFrom("game_sessions")
      .select((eb) => ["game_id", eb.fn.countAll<number>().as("sessions"), eb.fn.avg<number>("score_achieved").as("average"), eb.fn.max("score_achieved").as("best")])
      .groupBy("game_id")
    .where("user_id", "=", player.userId)
    .where("child_id", player.childId ? "=" : "is", player.childId).execute();
  const bySession = new Map(sessions.map((row) => [row.game_id, row]));
  return progress
    .map((row) => {
      const played = bySession.get(row.game_id);
      return {
        gameId: row.game_id,
        progress: row.progress_percentage,
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
  const rows = await db.selectFrom("homework_progress").select(["task_id", "group_id", "completion_date", "difficulty_rating"])
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
  const rows = await db.selectFrom("course_progress").select(["exercise_id", "feeling", "completed_at"])
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
  const homework = await db.selectFrom("homework_progress").select(["task_id", "completion_date"])
    .where("user_id", "=", player.userId)
    .where("child_id", player.childId ? "=" : "is", player.childId).where("completed", "=", 1).execute();
  const course = await db.selectFrom("course_progress").select(["exercise_id", "completed_at"])
    .where("user_id", "=", player.userId)
    .where("child_id", player.childId ? "=" : "is", player.childId).where("status", "=", "completed").execute();
  const taskDone = new Map(homework.map((row) => [row.task_id, row.completion_date ?? ""]));
  const exerciseDone = new Map(course.map((row) => [row.exercise_id, row.completed_at ?? ""]));
  return {
    homeworkGroups: HOMEWORK_GROUPS.flatMap((group) => lastOf(group.tasks.map((task) => task.id), taskDone) ?? []),
    courseWeeks: COURSES.flatMap((entry) => entry.units.flatMap((unit) => lastOf(unit.exercises.map((exercise) => exercise.id), exerciseDone) ?? [])),
  };
}
