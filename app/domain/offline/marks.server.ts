import type { DB } from "~/db.server";
import { findCourse, findExercise } from "~/content/courses";
import { findHomeworkGroup, findHomeworkTask } from "~/content/homework";
import { courseProgress, markExercise, type ExerciseMark } from "~/domain/courses/progress.server";
import { courseStanding, stateOf } from "~/domain/courses/states";
import { parsePlay } from "~/domain/games/play-form.server";
import { gameProgress, recordPlay } from "~/domain/games/progress.server";
import { setTaskCompleted } from "~/domain/homework/progress.server";
import type { Player } from "~/domain/children/player.server";
import { findGame } from "~/games/registry";
import type { DeviceType } from "~/lib/device";
import type { Language } from "~/infrastructure/i18n-config";
import type { MarkOutcome, OfflineMark } from "./marks";
import { hasPremium } from "./premium.server";

export interface Sender {
  userId: string;
  device: { type: DeviceType; language: Language };
}

type Refusal = Extract<MarkOutcome, { status: "refused" }>["reason"];

/** Whether the mark may be recorded for this child now: the same rules as the pages' own forms. */
async function refusalOf(db: DB, player: Player, mark: OfflineMark, premium: boolean): Promise<Refusal | null> {
  if (mark.kind === "play") {
    const game = findGame(mark.gameId);
    if (!game) return "invalid";
    if (game.access === "premium" && !premium) return "no_access";
    return null;
  }
  if (mark.kind === "homework") {
    const group = findHomeworkGroup(mark.groupId);
    if (!group || !findHomeworkTask(group, mark.taskId)) return "invalid";
    return group.access === "free" || premium ? null : "no_access";
  }
  const course = findCourse(mark.courseId);
  if (!course || !findExercise(course, mark.exerciseId)) return "invalid";
  const state = stateOf(courseStanding(course, await courseProgress(db, player, course.id), premium), mark.exerciseId);
  if (!state) return "invalid";
  if (state.kind === "locked" && mark.intent !== "undo") return premium ? "invalid" : "no_access";
  return null;
}

function exerciseMarkOf(mark: Extract<OfflineMark, { kind: "exercise" }>): ExerciseMark {
  return mark.intent === "complete" ? { kind: "complete", feeling: mark.feeling } : { kind: mark.intent };
}

/** Applies one mark as the page's form would have, for the mark's own child. Returns false for a forged play. */
async function apply(db: DB, player: Player, mark: OfflineMark, sender: Sender, now: Date): Promise<boolean> {
  if (mark.kind === "play") {
    const game = findGame(mark.gameId);
    if (!game) return false;
    const form = new FormData();
    for (const [name, value] of Object.entries(mark.play)) form.set(name, String(value));
    const parsed = parsePlay(form, game, await gameProgress(db, player, game.id), now);
    if (!parsed.ok) return false;
    await recordPlay(db, player, { game, play: parsed.play, startedAt: parsed.startedAt, endedAt: parsed.endedAt, device: sender.device }, now);
    return true;
  }
  if (mark.kind === "homework") {
    await setTaskCompleted(db, player, { groupId: mark.groupId, taskId: mark.taskId }, mark.done, now);
    return true;
  }
  await markExercise(db, player, { courseId: mark.courseId, exerciseId: mark.exerciseId }, exerciseMarkOf(mark), now);
  return true;
}

/**
 * Records a batch of marks made offline, each once (ADR 040). For each mark, in order:
 * - a child who is not this parent's is refused, and nothing is written;
 * - the key is claimed by inserting it under the table's primary key: when the insert finds
 *   the key taken (a retry, or another tab sending the same queue at the same moment), the mark
 *   was recorded before and is not applied again. The unique key decides, not a read first, so
 *   two requests racing cannot both win;
 * - then the mark is applied as the page's form would have applied it. If that fails the key is
 *   released, so the mark can be sent again (the progress functions keep their own
 *   transactions, which cannot nest in one around them).
 */
export async function acceptMarks(db: DB, sender: Sender, marks: ReadonlyArray<OfflineMark>, now: Date = new Date()): Promise<MarkOutcome[]> {
  const childIds = [...new Set(marks.map((mark) => mark.childId))];
  const own = new Set(
    childIds.length === 0
      ? []
      : (await db.selectFrom("children").select("id").where("user_id", "=", sender.userId).where("id", "in", childIds).execute()).map((row) => row.id),
  );
  const premium = await hasPremium(db, sender.userId, now);
  const outcomes: MarkOutcome[] = [];
  for (const mark of marks) {
    if (!own.has(mark.childId)) {
      outcomes.push({ key: mark.key, status: "refused", reason: "not_your_child" });
      continue;
    }
    const player: Player = { userId: sender.userId, childId: mark.childId };
    const refusal = await refusalOf(db, player, mark, premium);
    if (refusal) {
      outcomes.push({ key: mark.key, status: "refused", reason: refusal });
      continue;
    }
    const claimed = await db
      .insertInto("offline_marks")
      .values({
        idempotency_key: mark.key,
        user_id: sender.userId,
        child_id: mark.childId,
        kind: mark.kind,
        made_at: new Date(mark.madeAt).toISOString(),
        received_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.column("idempotency_key").doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0n) === 0) {
      outcomes.push({ key: mark.key, status: "duplicate" });
      continue;
    }
    let applied = false;
    try {
      applied = await apply(db, player, mark, sender, now);
    } finally {
      if (!applied) await db.deleteFrom("offline_marks").where("idempotency_key", "=", mark.key).execute();
    }
    outcomes.push(applied ? { key: mark.key, status: "recorded" } : { key: mark.key, status: "refused", reason: "invalid" });
  }
  return outcomes;
}

/** When this parent's phone last sent marks made offline (ISO time), or null. */
export async function lastSentAt(db: DB, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom("offline_marks")
    .select((eb) => eb.fn.max("received_at").as("at"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.at ?? null;
}
