import type { DB } from "~/db.server";

/** Runs `work` in the caller's transaction, or in a new one. */
export function inTransaction<T>(db: DB, work: (trx: DB) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);
const earlier = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a < b ? a : b);

/**
 * How many progress rows the parent recorded while they had no child (child_id null): games,
 * plays, homework and course exercises. Once the parent has children nothing new is recorded
 * that way, so these are waiting for a child to belong to.
 */
export async function orphanProgressCount(db: DB, userId: string): Promise<number> {
  const counts = await Promise.all(
    (["game_progress", "game_sessions", "homework_progress", "course_progress"] as const).map((table) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("user_id", "=", userId)
        .where("child_id", "is", null)
        .executeTakeFirstOrThrow(),
    ),
  );
  return counts.reduce((sum, row) => sum + Number(row.count), 0);
}

/**
 * Moves everything the parent recorded without a child to this child (who must be the parent's),
 * in one transaction. Where the child already has a row for the same game, task or exercise the
 * two are merged into the child's row, keeping the better of each (the higher percentage, level
 * and score, the attempts of both, done over not done), so the unique keys per child hold.
 * The parent's own practice schedule moves only if the child has none. Returns the rows moved
 * or merged.
 */
export async function moveOrphanProgress(db: DB, userId: string, childId: string, now: Date = new Date()): Promise<number> {
  return inTransaction(db, async (trx) => {
    const stamp = now.toISOString();
    let moved = 0;

    const games = await trx.selectFrom("game_progress").selectAll().where("user_id", "=", userId).where("child_id", "is", null).execute();
    for (const orphan of games) {
      const own = await trx.selectFrom("game_progress").selectAll().where("child_id", "=", childId).where("game_id", "=", orphan.game_id).executeTakeFirst();
      if (own) {
        await trx
          .updateTable("game_progress")
          .set({
            progress_percentage: Math.max(own.progress_percentage, orphan.progress_percentage),
            current_level: Math.max(own.current_level, orphan.current_level),
            highest_score: Math.max(own.highest_score, orphan.highest_score),
            total_attempts: own.total_attempts + orphan.total_attempts,
            successful_attempts: own.successful_attempts + orphan.successful_attempts,
            last_played_at: later(own.last_played_at, orphan.last_played_at),
            updated_at: stamp,
          })
          .where("id", "=", own.id)
          .execute();
        await trx.deleteFrom("game_progress").where("id", "=", orphan.id).execute();
      } else {
        await trx.updateTable("game_progress").set({ child_id: childId, updated_at: stamp }).where("id", "=", orphan.id).execute();
      }
      moved += 1;
    }

    const plays = await trx
      .updateTable("game_sessions")
      .set({ child_id: childId })
      .where("user_id", "=", userId)
      .where("child_id", "is", null)
      .executeTakeFirst();
    moved += Number(plays.numUpdatedRows);

    const tasks = await trx.selectFrom("homework_progress").selectAll().where("user_id", "=", userId).where("child_id", "is", null).execute();
    for (const orphan of tasks) {
      const own = await trx
        .selectFrom("homework_progress")
        .selectAll()
        .where("child_id", "=", childId)
        .where("task_id", "=", orphan.task_id)
        .executeTakeFirst();
      if (own) {
        if (!own.completed && orphan.completed) {
          await trx
            .updateTable("homework_progress")
            .set({ completed: orphan.completed, completion_date: orphan.completion_date, updated_at: stamp })
            .where("id", "=", own.id)
            .execute();
        }
        await trx.deleteFrom("homework_progress").where("id", "=", orphan.id).execute();
      } else {
        await trx.updateTable("homework_progress").set({ child_id: childId, updated_at: stamp }).where("id", "=", orphan.id).execute();
      }
      moved += 1;
    }

    const exercises = await trx.selectFrom("course_progress").selectAll().where("user_id", "=", userId).where("child_id", "is", null).execute();
    for (const orphan of exercises) {
      const own = await trx
        .selectFrom("course_progress")
        .selectAll()
        .where("child_id", "=", childId)
        .where("exercise_id", "=", orphan.exercise_id)
        .executeTakeFirst();
      if (own) {
        const takeOrphan = own.status !== "completed" && orphan.status === "completed";
        await trx
          .updateTable("course_progress")
          .set({
            started_at: earlier(own.started_at, orphan.started_at) ?? own.started_at,
            ...(takeOrphan ? { status: orphan.status, feeling: orphan.feeling, completed_at: orphan.completed_at } : {}),
            updated_at: stamp,
          })
          .where("id", "=", own.id)
          .execute();
        await trx.deleteFrom("course_progress").where("id", "=", orphan.id).execute();
      } else {
        await trx.updateTable("course_progress").set({ child_id: childId, updated_at: stamp }).where("id", "=", orphan.id).execute();
      }
      moved += 1;
    }

    const childSchedule = await trx.selectFrom("practice_schedules").select("id").where("child_id", "=", childId).executeTakeFirst();
    if (!childSchedule) {
      await trx.updateTable("practice_schedules").set({ child_id: childId }).where("user_id", "=", userId).where("child_id", "is", null).execute();
    }
    return moved;
  });
}
