import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addChild } from "~/domain/children/children.server";
import { recordPlay } from "~/domain/games/progress.server";
import { findGame } from "~/games/registry";
import { HOMEWORK_GROUPS } from "~/content/homework";
import type { DB } from "~/db.server";
import { createTestParent } from "../../../tests/support/accounts";
import { createTestDatabase } from "../../../tests/support/test-database";
import { gameStats, homeworkSummary } from "./data.server";

let db: DB;
beforeEach(async () => {
  db = (await createTestDatabase()).db;
});
afterEach(async () => {
  await db.destroy();
});

const device = { type: "phone" as const, language: "az" as const };

async function play(player: { userId: string; childId: string | null }, gameId: string, at: string, level: number, score: number) {
  const game = findGame(gameId);
  if (!game) throw new Error(gameId);
  const startedAt = new Date(at);
  await recordPlay(db, player, { game, play: { level, score, attempts: 5, successes: 4 }, startedAt, endedAt: new Date(startedAt.getTime() + 120_000), device }, startedAt);
}

describe("the games tab's figures", () => {
  it("counts sessions, the best and the rounded average score, the level, newest game first; another child's plays do not count", async () => {
    const parent = await createTestParent(db);
    const leyla = await addChild(db, parent.id, { firstName: "Leyla", lastName: "", birthDate: "2022-05-01" });
    const murad = await addChild(db, parent.id, { firstName: "Murad", lastName: "", birthDate: "2023-05-01" });
    const forLeyla = { userId: parent.id, childId: leyla.id };
    await play(forLeyla, "counting", "2026-11-01T10:00:00.000Z", 1, 20);
    await play(forLeyla, "counting", "2026-11-02T10:00:00.000Z", 1, 35);
    await play(forLeyla, "counting", "2026-11-03T10:00:00.000Z", 2, 30);
    await play(forLeyla, "memory", "2026-11-05T10:00:00.000Z", 1, 10);
    await play({ userId: parent.id, childId: murad.id }, "counting", "2026-11-06T10:00:00.000Z", 3, 90);

    // The level is the highest unlocked: passing level 2 opens level 3.
    const stats = await gameStats(db, forLeyla);
    expect(stats.map((row) => row.gameId)).toEqual(["memory", "counting"]);
    expect(stats[1]).toMatchObject({ sessions: 3, best: 35, average: 28, level: 3, lastPlayed: "2026-11-03T10:00:00.000Z" });
    expect(stats[0]).toMatchObject({ sessions: 1, best: 10, average: 10 });
    expect(await gameStats(db, { userId: parent.id, childId: null })).toEqual([]);
  });
});

describe("the homework tab's figures", () => {
  it("counts each group's tasks done of all, once per task, with the latest first", async () => {
    const parent = await createTestParent(db);
    const child = await addChild(db, parent.id, { firstName: "Leyla", lastName: "", birthDate: "2022-05-01" });
    const group = HOMEWORK_GROUPS.find((candidate) => candidate.tasks.length >= 2);
    if (!group) throw new Error("no group with two tasks");
    const [first, second] = group.tasks;
    const done = (taskId: string, at: string) =>
      db
        .insertInto("homework_progress")
        .values({ id: `${taskId}-${at}`, user_id: parent.id, child_id: child.id, group_id: group.id, task_id: taskId, completed: 1, completion_date: at, difficulty_rating: 2, time_spent_minutes: null, notes: null, created_at: at, updated_at: at })
        .execute();
    await done(first?.id ?? "", "2026-11-01T10:00:00.000Z");
    await done(second?.id ?? "", "2026-11-04T10:00:00.000Z");
    const summary = await homeworkSummary(db, { userId: parent.id, childId: child.id });
    expect(summary.groups.find((entry) => entry.group.id === group.id)).toMatchObject({ completed: 2, total: group.tasks.length });
    expect(summary.groups.filter((entry) => entry.group.id !== group.id).every((entry) => entry.completed === 0)).toBe(true);
    expect(summary.recent.map((entry) => entry.task.id)).toEqual([second?.id, first?.id]);
  });
});
