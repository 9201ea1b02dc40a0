import { course0to11 } from "./bands/months-0-11";
import { course12to17 } from "./bands/months-12-17";
import { course18to23 } from "./bands/months-18-23";
import { course24to29 } from "./bands/months-24-29";
import { course30to35 } from "./bands/months-30-35";
import { course36to41 } from "./bands/months-36-41";
import { course42to47 } from "./bands/months-42-47";
import { course48to59 } from "./bands/months-48-59";
import { course60to72 } from "./bands/months-60-72";
import type { Course, CourseExercise, CourseUnit } from "./types";

export { COURSE_BANDS } from "./types";
export type { Course, CourseBandId, CourseExercise, CourseLevel, CourseUnit, ExerciseDifficulty, ExerciseType } from "./types";

/** The nine courses, youngest first: one per band. */
export const COURSES: ReadonlyArray<Course> = [
  course0to11,
  course12to17,
  course18to23,
  course24to29,
  course30to35,
  course36to41,
  course42to47,
  course48to59,
  course60to72,
];

export function findCourse(courseId: string | undefined): Course | undefined {
  return COURSES.find((course) => course.id === courseId);
}

/** An exercise of a course with where it sits: its week (0-based) and its place in the course (0-based). */
export interface PlacedExercise {
  exercise: CourseExercise;
  unitIndex: number;
  position: number;
}

/** Each course's exercises in order, worked out once: the content never changes while the server runs. */
const placedExercises = new WeakMap<Course, ReadonlyArray<PlacedExercise>>();

export function courseExercises(course: Course): ReadonlyArray<PlacedExercise> {
  let placed = placedExercises.get(course);
  if (!placed) {
    let position = 0;
    placed = course.units.flatMap((unit: CourseUnit, unitIndex) => unit.exercises.map((exercise) => ({ exercise, unitIndex, position: position++ })));
    placedExercises.set(course, placed);
  }
  return placed;
}

export function findExercise(course: Course, exerciseId: string | undefined): PlacedExercise | undefined {
  return courseExercises(course).find((placed) => placed.exercise.id === exerciseId);
}

/** What the course pages and the marketing pages count: read from the content, never typed. */
export function courseCounts(courses: ReadonlyArray<Course> = COURSES): { courses: number; bands: number; exercises: number } {
  return {
    courses: courses.length,
    bands: new Set(courses.map((course) => course.band)).size,
    exercises: courses.reduce((sum, course) => sum + courseExercises(course).length, 0),
  };
}

const contentCounts = new WeakMap<Course, { exercises: number; activities: number; games: number }>();

/** The spec's counts of one course: exercises, activities away from the screen, and games (worked out once). */
export function courseContentCounts(course: Course): { exercises: number; activities: number; games: number } {
  let counts = contentCounts.get(course);
  if (!counts) {
    const exercises = courseExercises(course).map((placed) => placed.exercise);
    counts = {
      exercises: exercises.length,
      activities: exercises.filter((exercise) => exercise.type !== "game").length,
      games: exercises.filter((exercise) => exercise.gameId !== undefined).length,
    };
    contentCounts.set(course, counts);
  }
  return { ...counts };
}

const exerciseIds = new WeakMap<Course, ReadonlySet<string>>();

/** The ids of a course's exercises (worked out once). */
export function courseExerciseIds(course: Course): ReadonlySet<string> {
  let ids = exerciseIds.get(course);
  if (!ids) {
    ids = new Set(courseExercises(course).map(({ exercise }) => exercise.id));
    exerciseIds.set(course, ids);
  }
  return ids;
}

let courseOfExercise: ReadonlyMap<string, string> | null = null;

/** The course an exercise belongs to (exercise ids are unique across courses), or undefined for an id no course has any more. */
export function courseIdOfExercise(exerciseId: string): string | undefined {
  courseOfExercise ??= new Map(COURSES.flatMap((course) => [...courseExerciseIds(course)].map((id) => [id, course.id] as const)));
  return courseOfExercise.get(exerciseId);
}
