import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DB } from "~/db.server";
import { createSession, findSession } from "~/domain/accounts/sessions.server";
import { markExercise } from "~/domain/courses/progress.server";
import { gameProgress, recordPlay } from "~/domain/games/progress.server";
import { setTaskCompleted } from "~/domain/homework/progress.server";
import { findGame } from "~/games/registry";
import { COURSES, courseExercises } from "~/content/courses";
import { HOMEWORK_GROUPS } from "~/content/homework";
import { createTestParent } from "../../../tests/support/accounts";
import { createTestDatabase } from "../../../tests/support/test-database";
import { addChild } from "./children.server";
import { moveOrphanProgress, orphanProgressCount } from "./orphan-progress.server";
import { chooseChild, playerOf } from "./player.server";
import { selectedChildOf } from "./selection";

let db: DB;
beforeEach(async () => {
  db = (await createTestDatabase()).db;
});
afterEach(async () => {
  await db.destroy();
});

const device = { type: "phone" as const, language: "az" as const };
const colours = findGame("color-matching");
const group = HOMEWORK_GROUPS[0];
const task = group?.tasks[0];
const course = COURSES[0];
const exercise = course ? courseExercises(course)[0]?.exercise : undefined;
if (!colours || !group || !task || !course || !exercise) throw new Error("content missing");

async function play(player: { userId: string; childId: string | null }, level: number, score: number) {
  const startedAt = new Date("2026-11-20T10:00:00.000Z");
  return recordPlay(db, player, {
    game: colours!,
    play: { level, score, attempts: 5, successes: 5 },
    startedAt,
    endedAt: new Date(startedAt.getTime() + 60_000),
    device,
  });
}

async function signIn(userId: string) {
  const { token } = await createSession(db, userId);
  const session = await findSession(db, token);
  if (!session) throw new Error("no session");
  return session;
}

describe("whose progress it is", () => {
  it("picks the chosen child, else the youngest (of twins the one added first), and no child only without children", () => {
    const older = { id: "a", name: "Leyla", birthDate: "2022-03-01" };
    const younger = { id: "b", name: "Murad", birthDate: "2024-06-01" };
    const twin = { id: "c", name: "Aysel", birthDate: "2024-06-01" };
    expect(selectedChildOf([], null)).toBeNull();
    expect(selectedChildOf([], "a")).toBeNull();
    expect(selectedChildOf([older], null)).toBe(older);
    expect(selectedChildOf([older, younger, twin], null)).toBe(younger);
    expect(selectedChildOf([older, younger], "a")).toBe(older);
    expect(selectedChildOf([older, younger], "gone")).toBe(younger);
  });

  it("keeps the chosen child across signing out and in, on every session of the parent", async () => {
    const parent = await createTestParent(db);
    const leyla = await addChild(db, parent.id, { firstName: "Leyla", lastName: "", birthDate: "2022-03-01" });
    const murad = await addChild(db, parent.id, { firstName: "Murad", lastName: "", birthDate: "2024-06-01" });
    // Nothing chosen yet: the youngest, not the parent's own.
    expect(await playerOf(db, await signIn(parent.id))).toMatchObject({ childId: murad.id, childName: "Murad" });
    await chooseChild(db, parent.id, leyla.id);
    const again = await playerOf(db, await signIn(parent.id));
    expect(again).toMatchObject({ userId: parent.id, childId: leyla.id, childName: "Leyla", childBirthDate: "2022-03-01" });
    expect(again.children.map((child) => child.name)).toEqual(["Leyla", "Murad"]);
    // The chosen child removed: the other one, never nobody.
    await db.deleteFrom("children").where("id", "=", leyla.id).execute();
    expect(await playerOf(db, await signIn(parent.id))).toMatchObject({ childId: murad.id });
  });

  it("never takes or accepts another parent's child", async () => {
    const parent = await createTestParent(db);
    const stranger = await createTestParent(db, { email: "stranger@example.az" });
    const child = await addChild(db, parent.id, { firstName: "Leyla", lastName: "", birthDate: "2022-03-01" });
    expect(await chooseChild(db, stranger.id, child.id)).toEqual({ ok: false, reason: "not_theirs" });
    const session = await signIn(stranger.id);
    expect(await playerOf(db, { user: { ...session.user, selected_child_id: child.id } })).toMatchObject({ userId: stranger.id, childId: null, children: [] });
  });
});

describe("progress recorded before a child was added", () => {
  it("moves to the first child added, and is kept for the parent to place when more children come", async () => {
    const parent = await createTestParent(db);
    const own = { userId: parent.id, childId: null };
    await play(own, 1, 50);
    await setTaskCompleted(db, own, { groupId: group.id, taskId: task.id }, true);
    await markExercise(db, own, { courseId: course.id, exerciseId: exercise.id }, { kind: "complete", feeling: "easy" });
    expect(await orphanProgressCount(db, parent.id)).toBe(4);

    const leyla = await addChild(db, parent.id, { firstName: "Leyla", lastName: "", birthDate: "2022-03-01" });
    expect(await orphanProgressCount(db, parent.id)).toBe(0);
    for (const table of ["game_progress", "game_sessions", "homework_progress", "course_progress"] as const) {
      expect((await db.selectFrom(table).select("child_id").execute()).map((row) => row.child_id)).toEqual([leyla.id]);
    }

    // Rows left without a child by an older version, with two children: nothing moves on its own.
    await db.updateTable("game_progress").set({ child_id: null }).execute();
    await addChild(db, parent.id, { firstName: "Murad", lastName: "", birthDate: "2024-06-01" });
    expect(await orphanProgressCount(db, parent.id)).toBe(1);
  });

  it("merges into the child's own rows keeping the best of each, in one go", async () => {
    const parent = await createTestParent(db);
    const leyla = await addChild(db, parent.id, { firstName: "Leyla", lastName: "", birthDate: "2022-03-01" });
    await addChild(db, parent.id, { firstName: "Murad", lastName: "", birthDate: "2024-06-01" });
    const child = { userId: parent.id, childId: leyla.id };
    const own = { userId: parent.id, childId: null };
    await play(child, 1, 10);
    await play(own, 1, 50);
    await play(own, 2, 40);
    await setTaskCompleted(db, child, { groupId: group.id, taskId: task.id }, false);
    await setTaskCompleted(db, own, { groupId: group.id, taskId: task.id }, true);
    await markExercise(db, child, { courseId: course.id, exerciseId: exercise.id }, { kind: "start" });
    await markExercise(db, own, { courseId: course.id, exerciseId: exercise.id }, { kind: "complete", feeling: "hard" });
    const before = { child: await gameProgress(db, child, "color-matching"), own: await gameProgress(db, own, "color-matching") };

    expect(await moveOrphanProgress(db, parent.id, leyla.id)).toBe(5);
    expect(await orphanProgressCount(db, parent.id)).toBe(0);
    const merged = await gameProgress(db, child, "color-matching");
    expect(merged?.progressPercentage).toBe(Math.max(before.child?.progressPercentage ?? 0, before.own?.progressPercentage ?? 0));
    expect(merged?.currentLevel).toBe(Math.max(before.child?.currentLevel ?? 0, before.own?.currentLevel ?? 0));
    expect(await db.selectFrom("game_progress").select("id").execute()).toHaveLength(1);
    expect(await db.selectFrom("game_sessions").select("child_id").where("child_id", "=", leyla.id).execute()).toHaveLength(3);
    expect(await db.selectFrom("homework_progress").select(["child_id", "completed"]).execute()).toEqual([{ child_id: leyla.id, completed: 1 }]);
    expect(await db.selectFrom("course_progress").select(["child_id", "status", "feeling"]).execute()).toEqual([
      { child_id: leyla.id, status: "completed", feeling: "hard" },
    ]);
  });
});
