import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { exportAccountData } from "~/domain/data-export/export.server";
import { addChild } from "~/domain/children/children.server";
import { courseProgress } from "~/domain/courses/progress.server";
import { completedTaskIds } from "~/domain/homework/progress.server";
import type { DB } from "~/db.server";
import { createTestParent } from "../../../tests/support/accounts";
import { createTestDatabase } from "../../../tests/support/test-database";
import { type OfflineMark, offlineBatchSchema } from "./marks";
import { acceptMarks, lastSentAt } from "./marks.server";
import { chooseOffline, offlineSettings, ownsChild, pagesKeptFor } from "./settings.server";

let db: DB;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeEach(async () => {
  db = (await createTestDatabase({ concurrent: true })).db;
});
afterEach(async () => {
  await db.destroy();
});

async function subscribe(userId: string) {
  const now = Date.now();
  await db
    .insertInto("subscriptions")
    .values({
      id: `sub-${userId}`,
      user_id: userId,
      plan_id: "monthly",
      plan_name: "1 Month",
      billing_period: "monthly",
      price_minor: 1990,
      currency: "AZN",
      status: "active",
      auto_renew: 1,
      start_date: new Date(now - DAY_MS).toISOString(),
      end_date: new Date(now + 30 * DAY_MS).toISOString(),
      created_at: new Date(now - DAY_MS).toISOString(),
      updated_at: new Date(now - DAY_MS).toISOString(),
    })
    .execute();
}

async function family() {
  const parent = await createTestParent(db);
  await subscribe(parent.id);
  const child = await addChild(db, parent.id, { firstName: "Leyla", lastName: "", birthDate: "2024-05-01" });
  return { parent, child };
}

const device = { type: "phone" as const, language: "az" as const };
const homework = (childId: string, key = randomUUID()): OfflineMark => ({
  key,
  childId,
  madeAt: Date.now() - 60_000,
  kind: "homework",
  groupId: "motor-skills-1-2",
  taskId: "turning-pages",
  done: true,
});
const play = (childId: string, key = randomUUID()): OfflineMark => {
  const endedAt = Date.now() - 60_000;
  return {
    key,
    childId,
    madeAt: endedAt,
    kind: "play",
    gameId: "counting",
    play: { level: 1, score: 10, attempts: 3, successes: 2, startedAt: endedAt - 90_000, endedAt },
  };
};

describe("marks made offline", () => {
  it("records each key once, however often it is sent", async () => {
    const { parent, child } = await family();
    const mark = homework(child.id);
    const sender = { userId: parent.id, device };
    expect(await acceptMarks(db, sender, [mark])).toEqual([{ key: mark.key, status: "recorded" }]);
    expect(await acceptMarks(db, sender, [mark])).toEqual([{ key: mark.key, status: "duplicate" }]);
    expect(await completedTaskIds(db, { userId: parent.id, childId: child.id })).toEqual(new Set(["turning-pages"]));
    expect(await lastSentAt(db, parent.id)).not.toBeNull();
    // The parent's data export names it, without the key.
    const exported = await exportAccountData(db, parent.id);
    expect(exported.offline_mode.marks_sent_later).toEqual([expect.objectContaining({ child_id: child.id, kind: "homework" })]);
  });

  it("records a play once when two tabs send the same key at the same moment", async () => {
    const { parent, child } = await family();
    const mark = play(child.id);
    const sender = { userId: parent.id, device };
    const answers = await Promise.all([acceptMarks(db, sender, [mark]), acceptMarks(db, sender, [mark]), acceptMarks(db, sender, [mark])]);
    expect(
      answers
        .flat()
        .map((outcome) => outcome.status)
        .toSorted(),
    ).toEqual(["duplicate", "duplicate", "recorded"]);
    const sessions = await db.selectFrom("game_sessions").selectAll().where("child_id", "=", child.id).execute();
    expect(sessions).toHaveLength(1);
  });

  it("refuses a mark for a child who is not the parent's, and writes nothing", async () => {
    const { parent } = await family();
    const other = await family();
    const mark = homework(other.child.id);
    expect(await acceptMarks(db, { userId: parent.id, device }, [mark])).toEqual([{ key: mark.key, status: "refused", reason: "not_your_child" }]);
    expect(await db.selectFrom("offline_marks").selectAll().execute()).toEqual([]);
    expect(await completedTaskIds(db, { userId: other.parent.id, childId: other.child.id })).toEqual(new Set());
    expect(await ownsChild(db, parent.id, other.child.id)).toBe(false);
  });

  it("refuses a premium mark without Premium, and a forged play, and frees the key of a refused play", async () => {
    const parent = await createTestParent(db);
    const child = await addChild(db, parent.id, { firstName: "Murad", lastName: "", birthDate: "2023-02-01" });
    const exercise: OfflineMark = {
      key: randomUUID(),
      childId: child.id,
      madeAt: Date.now(),
      kind: "exercise",
      courseId: "no-course",
      exerciseId: "x",
      intent: "start",
      feeling: null,
    };
    const forged = play(child.id);
    if (forged.kind === "play") forged.play.score = 999_999;
    const outcomes = await acceptMarks(db, { userId: parent.id, device }, [exercise, forged]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["refused", "refused"]);
    expect(await db.selectFrom("offline_marks").selectAll().execute()).toEqual([]);
  });

  it("records a course exercise made offline for the mark's child, not the selected one", async () => {
    const { parent, child } = await family();
    const pages = await pagesKeptFor(db, parent.id);
    expect(pages.some((page) => page.kind === "exercise")).toBe(false);
    await chooseOffline(db, parent.id, child.id, { kind: "keep", on: true });
    const kept = await pagesKeptFor(db, parent.id);
    const exercisePage = kept.find((page) => page.kind === "exercise" && page.url.includes("/exercises/"));
    expect(exercisePage).toBeDefined();
    const [, , courseId = "", , exerciseId = ""] = exercisePage!.url.split("/");
    const mark: OfflineMark = {
      key: randomUUID(),
      childId: child.id,
      madeAt: Date.now(),
      kind: "exercise",
      courseId,
      exerciseId,
      intent: "complete",
      feeling: "easy",
    };
    expect(await acceptMarks(db, { userId: parent.id, device }, [mark])).toEqual([{ key: mark.key, status: "recorded" }]);
    const progress = await courseProgress(db, { userId: parent.id, childId: child.id }, courseId);
    expect(progress.get(exerciseId)).toMatchObject({ status: "completed", feeling: "easy" });
  });
});

describe("offline choices", () => {
  it("turns offline mode on and off for a child and pins games once", async () => {
    const { parent, child } = await family();
    await chooseOffline(db, parent.id, child.id, { kind: "keep", on: true });
    await chooseOffline(db, parent.id, child.id, { kind: "keep", on: true });
    await chooseOffline(db, parent.id, child.id, { kind: "pin", gameId: "memory", on: true });
    await chooseOffline(db, parent.id, child.id, { kind: "pin", gameId: "memory", on: true });
    await chooseOffline(db, parent.id, child.id, { kind: "pin", gameId: "no-such-game", on: true });
    expect((await offlineSettings(db, parent.id)).children).toEqual([expect.objectContaining({ id: child.id, kept: true, pinnedGames: ["memory"] })]);
    const kept = await pagesKeptFor(db, parent.id);
    expect(kept.find((page) => page.url === "/games/memory")).toMatchObject({ pinned: true });
    await chooseOffline(db, parent.id, child.id, { kind: "keep", on: false });
    expect((await offlineSettings(db, parent.id)).children[0]?.kept).toBe(false);
  });

  it("accepts a batch of at most 100 marks, each well formed", () => {
    const child = "c1";
    expect(offlineBatchSchema.safeParse({ marks: [homework(child)] }).success).toBe(true);
    expect(offlineBatchSchema.safeParse({ marks: [] }).success).toBe(false);
    expect(offlineBatchSchema.safeParse({ marks: Array.from({ length: 101 }, () => homework(child)) }).success).toBe(false);
    expect(offlineBatchSchema.safeParse({ marks: [{ ...homework(child), key: "not-a-uuid" }] }).success).toBe(false);
    expect(offlineBatchSchema.safeParse({ marks: [{ ...homework(child), kind: "payment" }] }).success).toBe(false);
  });
});
