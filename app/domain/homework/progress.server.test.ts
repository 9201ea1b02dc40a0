import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { exportAccountData } from "~/domain/data-export/export.server";
import { addChild } from "~/domain/children/children.server";
import type { DB } from "~/db.server";
import { createTestParent } from "../../../tests/support/accounts";
import { createTestDatabase } from "../../../tests/support/test-database";
import { completedTaskIds, setTaskCompleted } from "./progress.server";

let db: DB;

beforeEach(async () => {
  db = (await createTestDatabase()).db;
});
afterEach(async () => {
  await db.destroy();
});

const pages = { groupId: "motor-skills-1-2", taskId: "turning-pages" };
const chalk = { groupId: "motor-skills-1-2", taskId: "drawing-chalk" };

describe("homework progress", () => {
  it("marks and unmarks a task for a child, apart from the parent's own and other children's", async () => {
    const parent = await createTestParent(db);
    const leyla = await addChild(db, parent.id, { firstName: "Leyla", lastName: "", birthDate: "2024-05-01" });
    const murad = await addChild(db, parent.id, { firstName: "Murad", lastName: "", birthDate: "2023-02-01" });
    const forLeyla = { userId: parent.id, childId: leyla.id };
    await setTaskCompleted(db, forLeyla, pages, true, new Date("2026-11-22T10:00:00Z"));
    await setTaskCompleted(db, forLeyla, chalk, true);
    expect(await completedTaskIds(db, forLeyla, "motor-skills-1-2")).toEqual(new Set(["turning-pages", "drawing-chalk"]));
    expect(await completedTaskIds(db, { userId: parent.id, childId: murad.id })).toEqual(new Set());
    expect(await completedTaskIds(db, { userId: parent.id, childId: null })).toEqual(new Set());

    await setTaskCompleted(db, forLeyla, pages, false);
    expect(await completedTaskIds(db, forLeyla)).toEqual(new Set(["drawing-chalk"]));
    const rows = await db.selectFrom("homework_progress").selectAll().where("task_id", "=", "turning-pages").execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ completed: 0, completion_date: null, child_id: leyla.id, group_id: "motor-skills-1-2" });
  });

  it("keeps one row per task however often it is toggled, and records the completion date", async () => {
    const parent = await createTestParent(db);
    const player = { userId: parent.id, childId: null };
    for (const done of [true, false, true]) await setTaskCompleted(db, player, pages, done, new Date("2026-11-22T11:00:00Z"));
    const rows = await db.selectFrom("homework_progress").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ completed: 1, completion_date: "2026-11-22T11:00:00.000Z", child_id: null });
    const exported = await exportAccountData(db, parent.id);
    expect(exported.homework_progress).toEqual([expect.objectContaining({ task_id: "turning-pages", group_id: "motor-skills-1-2", completed: true })]);
  });
});
