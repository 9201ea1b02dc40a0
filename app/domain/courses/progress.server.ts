import { randomUUID } from "node:crypto";
import { courseIdOfExercise } from "~/content/courses";
import type { DB } from "~/db.server";
import { joinedIds, splitJoinedIds } from "../../../db/portable.ts";
import type { Player } from "~/domain/children/player.server";
import type { ExerciseFeeling, ExerciseProgress } from "./states";

/** What a parent can do to an exercise with the form on its page. */
export type ExerciseMark = { kind: "start" } | { kind: "complete"; feeling: ExerciseFeeling | null } | { kind: "undo" };

function rowsOf(db: DB, player: Player) {
  const query = db.selectFrom("course_progress").where("user_id", "=", player.userId);
  return player.childId ? query.where("child_id", "=", player.childId) : query.where("child_id", "is", null);
}

/** This child's (or parent's) progress in one course, by exercise id; all courses without one. */
export async function courseProgress(db: DB, player: Player, courseId?: string): Promise<Map<string, ExerciseProgress & { courseId: string }>> {
  let query = rowsOf(db, player).select(["course_id", "exercise_id", "status", "feeling", "updated_at"]);
  if (courseId) query = query.where("course_id", "=", courseId);
  const rows = await query.execute();
  return new Map(
    rows.map((row) => [
      row.exercise_id,
      { courseId: row.course_id, exerciseId: row.exercise_id, status: row.status, feeling: row.feeling, updatedAt: row.updated_at },
    ]),
  );
}

const NOTHING_DONE: ReadonlyMap<string, number> = new Map();

/**
 * How many exercises of each course this child (or parent) has done, by course id; an exercise
 * no course has any more counts nowhere. One narrow read for the catalogue's cards: the done ids
 * come from the index `course_progress_user_status_exercise` alone, as one joined text.
 */
export async function completedPerCourse(db: DB, player: Player): Promise<ReadonlyMap<string, number>> {
  const row = await rowsOf(db, player).select(joinedIds(db, "exercise_id").as("ids")).where("status", "=", "completed").executeTakeFirst();
  const text = row?.ids ?? null;
  if (text === null) return NOTHING_DONE;
  const perCourse = new Map<string, number>();
  for (const exerciseId of splitJoinedIds(text)) {
    const courseId = courseIdOfExercise(exerciseId);
    if (courseId) perCourse.set(courseId, (perCourse.get(courseId) ?? 0) + 1);
  }
  return perCourse;
}

/**
 * Records a mark: started, done (with how it went), or undone (the row goes). Starting an
 * exercise that is done changes nothing; marking it done again updates how it went.
 */
export async function markExercise(
  db: DB,
  player: Player,
  exercise: { courseId: string; exerciseId: string },
  mark: ExerciseMark,
  now: Date = new Date(),
): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const existing = await rowsOf(trx, player).select(["id", "status"]).where("exercise_id", "=", exercise.exerciseId).executeTakeFirst();
    if (mark.kind === "undo") {
      if (existing) await trx.deleteFrom("course_progress").where("id", "=", existing.id).execute();
      return;
    }
    if (existing) {
      if (mark.kind === "start") return;
      await trx
        .updateTable("course_progress")
        .set({ status: "completed", feeling: mark.feeling, completed_at: at, updated_at: at })
        .where("id", "=", existing.id)
        .execute();
      return;
    }
    await trx
      .insertInto("course_progress")
      .values({
        id: randomUUID(),
        user_id: player.userId,
        child_id: player.childId,
        course_id: exercise.courseId,
        exercise_id: exercise.exerciseId,
        status: mark.kind === "complete" ? "completed" : "in_progress",
        feeling: mark.kind === "complete" ? mark.feeling : null,
        started_at: at,
        completed_at: mark.kind === "complete" ? at : null,
        updated_at: at,
      })
      .execute();
  });
}
