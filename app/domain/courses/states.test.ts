import { describe, expect, it } from "vitest";
import type { Course, CourseExercise } from "~/content/courses";
import type { Domain } from "~/content/assessment/types";
import { courseBandForAge, courseStanding, exerciseOpen, type ExerciseProgress, nextUp, stateOf, weakestDomain } from "./states";

const text = { az: "x", en: "x", ru: "x" };
const lines = { az: ["a", "b", "c"], en: ["a", "b", "c"], ru: ["a", "b", "c"] };

function sampleExercise(id: string, domain: Domain): CourseExercise {
  return {
    id,
    type: "exercise",
    icon: "⭐",
    domains: [domain],
    minutes: 10,
    difficulty: "easy",
    title: text,
    instructions: lines,
    objectives: lines,
    materials: { az: [], en: [], ru: [] },
    parentNotes: text,
    spoken: text,
  };
}

/** Three weeks of five exercises: w1-1 … w3-5. */
const course: Course = {
  id: "test-course",
  band: "24-29",
  ages: { fromMonths: 24, toMonths: 29 },
  level: "intermediate",
  icon: "🎨",
  title: text,
  overview: text,
  builds: lines,
  units: [1, 2, 3].map((week) => ({
    title: text,
    exercises: (["social", "language", "cognitive", "movement", "social"] as const).map((domain, index) => sampleExercise(`w${week}-${index + 1}`, domain)),
  })),
};

function progress(entries: ReadonlyArray<[string, ExerciseProgress["status"]]>): Map<string, ExerciseProgress> {
  return new Map(entries.map(([exerciseId, status]) => [exerciseId, { exerciseId, status, feeling: null, updatedAt: "2026-11-24T10:00:00.000Z" }]));
}

const done = (...ids: string[]) => progress(ids.map((id) => [id, "completed"]));

describe("course standing", () => {
  it("opens only the first exercise, the sample, without a subscription", () => {
    const standing = courseStanding(course, new Map(), false);
    expect(stateOf(standing, "w1-1")).toEqual({ kind: "open" });
    expect(stateOf(standing, "w1-2")).toEqual({ kind: "locked", reason: "subscription" });
    expect(stateOf(standing, "w3-5")).toEqual({ kind: "locked", reason: "subscription" });
    expect(standing.units.map((unit) => unit.lockReason)).toEqual(["subscription", "subscription", "subscription"]);
    expect(exerciseOpen(standing, "w1-1")).toBe(true);
    expect(exerciseOpen(standing, "w1-2")).toBe(false);
    expect(exerciseOpen(standing, "nope")).toBe(false);
  });

  it("opens week 1 for a subscriber, and the next week at 60 % of the one before (3 of 5)", () => {
    expect(courseStanding(course, new Map(), true).units.map((unit) => unit.open)).toEqual([true, false, false]);
    expect(stateOf(courseStanding(course, new Map(), true), "w2-1")).toEqual({ kind: "locked", reason: "previous_unit" });
    expect(courseStanding(course, done("w1-1", "w1-2"), true).units.map((unit) => unit.open)).toEqual([true, false, false]);
    const three = courseStanding(course, done("w1-1", "w1-2", "w1-5"), true);
    expect(three.units.map((unit) => unit.open)).toEqual([true, true, false]);
    expect(stateOf(three, "w2-1")).toEqual({ kind: "open" });
    expect(courseStanding(course, done("w1-1", "w1-2", "w1-3", "w2-1", "w2-2", "w2-3"), true).units.map((unit) => unit.open)).toEqual([true, true, true]);
  });

  it("counts done exercises and the whole percent; in progress is not done", () => {
    const standing = courseStanding(
      course,
      progress([
        ["w1-1", "completed"],
        ["w1-2", "in_progress"],
      ]),
      true,
    );
    expect(standing).toMatchObject({ completed: 1, total: 15, percent: 6 });
    expect(stateOf(standing, "w1-2")).toEqual({ kind: "in_progress" });
    expect(standing.units[0]).toMatchObject({ completed: 1, total: 5 });
  });

  it("keeps what is done as done when its week locks again after an undo", () => {
    // w2-1 was done while week 2 was open; then w1-3 was undone, so week 1 is at 2 of 5.
    const standing = courseStanding(course, done("w1-1", "w1-2", "w2-1"), true);
    expect(standing.units[1]?.open).toBe(false);
    expect(stateOf(standing, "w2-1")).toEqual({ kind: "completed" });
    expect(stateOf(standing, "w2-2")).toEqual({ kind: "locked", reason: "previous_unit" });
  });

  it("shows a free parent's finished sample as done", () => {
    expect(stateOf(courseStanding(course, done("w1-1"), false), "w1-1")).toEqual({ kind: "completed" });
  });
});

describe("next up", () => {
  it("suggests the started exercises first, then the weakest domain, then the course order", () => {
    const standing = courseStanding(
      course,
      progress([
        ["w1-1", "completed"],
        ["w1-4", "in_progress"],
      ]),
      true,
    );
    expect(nextUp(course, standing, "cognitive")).toEqual(["w1-4", "w1-3", "w1-2"]);
    expect(nextUp(course, standing, null)).toEqual(["w1-4", "w1-2", "w1-3"]);
    expect(nextUp(course, standing, "social", 2)).toEqual(["w1-4", "w1-5"]);
  });

  it("never suggests a locked or finished exercise", () => {
    expect(nextUp(course, courseStanding(course, new Map(), false), "movement")).toEqual(["w1-1"]);
    const allOfWeekOne = courseStanding(course, done("w1-1", "w1-2", "w1-3", "w1-4", "w1-5"), true);
    expect(nextUp(course, allOfWeekOne, null)).toEqual(["w2-1", "w2-2", "w2-3"]);
    const everything = done(...course.units.flatMap((unit) => unit.exercises.map((exercise) => exercise.id)));
    expect(nextUp(course, courseStanding(course, everything, true), null)).toEqual([]);
  });
});

describe("weakest domain and band", () => {
  it("finds the domain with the lowest percentage; ties go to the assessment's order", () => {
    expect(weakestDomain(null)).toBeNull();
    expect(weakestDomain({ social: { percentage: 80 }, language: { percentage: 50 }, cognitive: { percentage: 90 }, movement: { percentage: 50 } })).toBe(
      "language",
    );
  });

  it("maps an age in months to the course band; older children stay in the last band", () => {
    expect(courseBandForAge(0)).toBe("0-11");
    expect(courseBandForAge(11)).toBe("0-11");
    expect(courseBandForAge(12)).toBe("12-17");
    expect(courseBandForAge(47)).toBe("42-47");
    expect(courseBandForAge(48)).toBe("48-59");
    expect(courseBandForAge(72)).toBe("60-72");
    expect(courseBandForAge(90)).toBe("60-72");
    expect(courseBandForAge(-1)).toBeNull();
    expect(courseBandForAge(Number.NaN)).toBeNull();
  });
});
