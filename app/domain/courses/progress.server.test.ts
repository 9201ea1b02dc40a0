import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deleteUser } from "~/domain/accounts/users.server";
import { exportAccountData } from "~/domain/data-export/export.server";
import { addChild, deleteChild } from "~/domain/children/children.server";
import type { DB } from "~/db.server";
import { createTestParent } from "../../../tests/support/accounts";
import { createTestDatabase } from "../../../tests/support/test-database";
import { courseProgress, markExercise } from "./progress.server";

let db: DB;

beforeEach(async () => {
  db = (await createTestDatabase()).db;
});
afterEach(async () => {
  await db.destroy();
});

const first = { courseId: "months-24-29", exerciseId: "first" };
const second = { courseId: "months-24-29", exerciseId: "second" };

describe("course progress", () => {
  it("starts, completes with how it went, and undoes, per child apart from the parent and other children", async () => {
    const parent = await createTestParent(db);
    const leyla = await addChild(db, parent.id, { firstName: "Leyla", lastName: "", birthDate: "2024-05-01" });
    const murad = await addChild(db, parent.id, { firstName: "Murad", lastName: "", birthDate: "2023-02-01" });
    const forLeyla = { userId: parent.id, childId: leyla.id };
    await markExercise(db, forLeyla, first, { kind: "start" }, new Date("2026-11-24T09:00:00Z"));
    await markExercise(db, forLeyla, second, { kind: "complete", feeling: "hard" }, new Date("2026-11-24T09:30:00Z"));
    const leylas = await courseProgress(db, forLeyla, "months-24-29");
    expect(leylas.get("first")).toMatchObject({ status: "in_progress", feeling: null });
    expect(leylas.get("second")).toMatchObject({ status: "completed", feeling: "hard", updatedAt: "2026-11-24T09:30:00.000Z" });
    expect((await courseProgress(db, { userId: parent.id, childId: murad.id })).size).toBe(0);
    expect((await courseProgress(db, { userId: parent.id, childId: null })).size).toBe(0);
    expect((await courseProgress(db, forLeyla, "months-30-35")).size).toBe(0);

    // Starting what is done changes nothing; completing what is started keeps one row.
    await markExercise(db, forLeyla, second, { kind: "start" });
    await markExercise(db, forLeyla, first, { kind: "complete", feeling: null });
    expect([...(await courseProgress(db, forLeyla)).values()].map((row) => row.status)).toEqual(["completed", "completed"]);
    expect(await db.selectFrom("course_progress").select("id").execute()).toHaveLength(2);

    await markExercise(db, forLeyla, second, { kind: "undo" });
    await markExercise(db, forLeyla, second, { kind: "undo" });
    expect([...(await courseProgress(db, forLeyla)).keys()]).toEqual(["first"]);
  });

  it("is in the data download, and goes with the child and with the account", async () => {
    const parent = await createTestParent(db);
    const leyla = await addChild(db, parent.id, { firstName: "Leyla", lastName: "", birthDate: "2024-05-01" });
    await markExercise(db, { userId: parent.id, childId: leyla.id }, first, { kind: "complete", feeling: "easy" }, new Date("2026-11-24T09:00:00Z"));
    await markExercise(db, { userId: parent.id, childId: null }, second, { kind: "start" }, new Date("2026-11-24T10:00:00Z"));
    const exported = await exportAccountData(db, parent.id);
    expect(exported.course_progress).toEqual([
      expect.objectContaining({ child_id: leyla.id, course_id: "months-24-29", exercise_id: "first", status: "completed", feeling: "easy" }),
      expect.objectContaining({ child_id: null, exercise_id: "second", status: "in_progress" }),
    ]);
    await deleteChild(db, parent.id, leyla.id);
    expect(await db.selectFrom("course_progress").select("exercise_id").execute()).toEqual([{ exercise_id: "second" }]);
    await deleteUser(db, parent.id);
    expect(await db.selectFrom("course_progress").select("id").execute()).toEqual([]);
  });
});
