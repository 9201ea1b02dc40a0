import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COURSES, courseExercises, courseIdOfExercise } from "~/content/courses";
import { addChild } from "~/domain/children/children.server";
import type { DB } from "~/db.server";
import { createTestParent } from "../../../tests/support/accounts";
import { createTestDatabase } from "../../../tests/support/test-database";
import { courseCards } from "./course-cards.server";
import { markExercise } from "./progress.server";

let db: DB;

beforeEach(async () => {
  db = (await createTestDatabase()).db;
});
afterEach(async () => {
  await db.destroy();
});

const NOW = new Date("2026-11-27T10:00:00Z");
const courseAt = (index: number) => {
  const course = COURSES[index];
  if (!course) throw new Error(`no course ${index}`);
  return course;
};
const exerciseOf = (index: number, nth: number) => {
  const course = courseAt(index);
  const placed = courseExercises(course)[nth];
  if (!placed) throw new Error(`no exercise ${nth} in ${course.id}`);
  return { courseId: course.id, exerciseId: placed.exercise.id };
};

describe("the catalogue's course cards", () => {
  it("count each course's done exercises for the selected child, and put the child's band first, marked with the name", async () => {
    const parent = await createTestParent(db);
    // 26 months old on NOW: the 24-29 months band (COURSES[3]).
    const leyla = await addChild(db, parent.id, { firstName: "Leyla", lastName: "", birthDate: "2024-09-20" });
    const player = { userId: parent.id, childId: leyla.id, childName: "Leyla", childBirthDate: "2024-09-20", children: [] };
    await markExercise(db, player, exerciseOf(3, 0), { kind: "complete", feeling: "easy" });
    await markExercise(db, player, exerciseOf(3, 1), { kind: "complete", feeling: null });
    await markExercise(db, player, exerciseOf(3, 2), { kind: "start" });
    await markExercise(db, player, exerciseOf(0, 0), { kind: "complete", feeling: "hard" });
    // The parent's own progress (no child selected) is not the child's.
    await markExercise(db, { userId: parent.id, childId: null }, exerciseOf(5, 0), { kind: "complete", feeling: null });
    // An exercise since taken out of the courses is not counted anywhere.
    await db
      .insertInto("course_progress")
      .values({
        id: "retired",
        user_id: parent.id,
        child_id: leyla.id,
        course_id: courseAt(3).id,
        exercise_id: "retired-exercise",
        status: "completed",
        feeling: null,
        started_at: NOW.toISOString(),
        completed_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      })
      .execute();

    const cards = await courseCards(db, "en", NOW, player);
    expect(cards.map((card) => card.id)).toEqual([courseAt(3).id, ...COURSES.filter((_, index) => index !== 3).map((course) => course.id)]);
    expect(cards[0]).toMatchObject({ forChild: "Leyla", completed: 2, title: courseAt(3).title.en });
    expect(Object.fromEntries(cards.map((card) => [card.id, card.completed]))).toMatchObject({ [courseAt(0).id]: 1, [courseAt(5).id]: 0, [courseAt(8).id]: 0 });
    expect(cards.filter((card) => card.forChild !== null)).toHaveLength(1);
    expect(cards.every((card) => card.completed <= card.counts.exercises)).toBe(true);

    // The counts follow every mark.
    await markExercise(db, player, exerciseOf(3, 2), { kind: "complete", feeling: null });
    expect((await courseCards(db, "en", NOW, player))[0]?.completed).toBe(3);
    await markExercise(db, player, exerciseOf(3, 0), { kind: "undo" });
    await markExercise(db, player, exerciseOf(3, 1), { kind: "undo" });
    expect((await courseCards(db, "en", NOW, player))[0]?.completed).toBe(1);
    await markExercise(db, player, exerciseOf(3, 0), { kind: "complete", feeling: "easy" });
    await markExercise(db, player, exerciseOf(3, 1), { kind: "complete", feeling: null });
    expect((await courseCards(db, "en", NOW, player))[0]?.completed).toBe(3);

    const forParent = await courseCards(db, "az", NOW, { userId: parent.id, childId: null, childName: null, childBirthDate: null, children: [] });
    expect(forParent.map((card) => card.id)).toEqual(COURSES.map((course) => course.id));
    expect(forParent.find((card) => card.id === courseAt(5).id)?.completed).toBe(1);
    expect(forParent.every((card) => card.forChild === null)).toBe(true);

    const forVisitor = await courseCards(db, "ru", NOW, null);
    expect(forVisitor.every((card) => card.completed === 0 && card.forChild === null)).toBe(true);
    expect(forVisitor[0]?.title).toBe(courseAt(0).title.ru);
  });

  it("know each exercise's course, and no course for an id no course has", () => {
    const { courseId, exerciseId } = exerciseOf(7, 4);
    expect(courseIdOfExercise(exerciseId)).toBe(courseId);
    expect(courseIdOfExercise("retired-exercise")).toBeUndefined();
  });
});
