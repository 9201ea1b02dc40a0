import { randomUUID } from "node:crypto";
import type { DB } from "~/db.server";
import type { Player } from "~/domain/children/player.server";
import { joinedIds, splitJoinedIds } from "../../../db/portable.ts";

function progressRows(db: DB, player: Player) {
  const query = db.selectFrom("homework_progress").where("user_id", "=", player.userId);
  return player.childId ? query.where("child_id", "=", player.childId) : query.where("child_id", "is", null);
}

/**
 * The ids of the tasks this child (or parent) has marked done, optionally in one group: one
 * joined text, read from the index `homework_progress_user_completed_task` alone for all groups.
 */
export async function completedTaskIds(db: DB, player: Player, groupId?: string): Promise<Set<string>> {
  let query = progressRows(db, player).select(joinedIds(db, "task_id").as("ids")).where("completed", "=", 1);
  if (groupId) query = query.where("group_id", "=", groupId);
  const row = await query.executeTakeFirst();
  return new Set(splitJoinedIds(row?.ids ?? null));
}

/** Marks a task done or not done (the spec: completion toggles by mark / unmark). */
export async function setTaskCompleted(
  db: DB,
  player: Player,
  task: { groupId: string; taskId: string },
  completed: boolean,
  now: Date = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const values = { completed: completed ? 1 : 0, completion_date: completed ? at : null, updated_at: at };
  await db.transaction().execute(async (trx) => {
    const existing = await progressRows(trx, player).select("id").where("task_id", "=", task.taskId).executeTakeFirst();
    if (existing) {
      await trx.updateTable("homework_progress").set(values).where("id", "=", existing.id).execute();
      return;
    }
    await trx
      .insertInto("homework_progress")
      .values({ id: randomUUID(), user_id: player.userId, child_id: player.childId, group_id: task.groupId, task_id: task.taskId, created_at: at, ...values })
      .execute();
  });
}
