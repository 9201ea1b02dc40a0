import type { Domain } from "../assessment/types";
import type { AgeRangeInMonths } from "../homework/types";
import type { Localized } from "../localized";
import type { GameId } from "~/games/registry";

/**
 * Courses (spec sections 3 and 9, content.md): one course per age band, organised in weekly units
 * a parent follows at the spec's pace (3-4 sessions a week of 15-20 minutes). Every text is
 * written here in az, en and ru; nothing is copied from published material.
 */

/** The spec's nine course bands, 0-11 months to 60-72 months; both ends included. */
export const COURSE_BANDS = [
  { id: "0-11", ages: { fromMonths: 0, toMonths: 11 } },
  { id: "12-17", ages: { fromMonths: 12, toMonths: 17 } },
  { id: "18-23", ages: { fromMonths: 18, toMonths: 23 } },
  { id: "24-29", ages: { fromMonths: 24, toMonths: 29 } },
  { id: "30-35", ages: { fromMonths: 30, toMonths: 35 } },
  { id: "36-41", ages: { fromMonths: 36, toMonths: 41 } },
  { id: "42-47", ages: { fromMonths: 42, toMonths: 47 } },
  { id: "48-59", ages: { fromMonths: 48, toMonths: 59 } },
  { id: "60-72", ages: { fromMonths: 60, toMonths: 72 } },
] as const satisfies ReadonlyArray<{ id: string; ages: AgeRangeInMonths }>;
export type CourseBandId = (typeof COURSE_BANDS)[number]["id"];

/** The spec's course levels. */
export type CourseLevel = "foundation" | "intermediate" | "advanced";

/**
 * The spec's exercise types: `exercise` is done with the parent away from the screen; `game` is
 * one of our games (gameId); `homework` is one of the homework tasks (homeworkTaskId); `mixed`
 * pairs a short activity away from the screen with a game or a homework task (or both).
 */
export type ExerciseType = "homework" | "game" | "mixed" | "exercise";
export type ExerciseDifficulty = "easy" | "medium" | "hard";

export interface CourseExercise {
  /** Stable id in kebab-case, unique across every course (it is in URLs and stored progress). */
  id: string;
  type: ExerciseType;
  /** One emoji. */
  icon: string;
  /** The developmental domains it trains, the main one first. */
  domains: readonly [Domain, ...Domain[]];
  /** Estimated minutes, 3-20. */
  minutes: number;
  difficulty: ExerciseDifficulty;
  /** Required for `game`, allowed for `mixed`: a game whose ages fit the course's band. */
  gameId?: GameId;
  /** Required for `homework`, allowed for `mixed`: a homework task whose ages overlap the band. */
  homeworkTaskId?: string;
  /** Short and concrete: "Roll the ball back and forth". */
  title: Localized;
  /** What the parent does, 3-6 numbered steps. */
  instructions: Localized<ReadonlyArray<string>>;
  /** What the child practises, 2-3 short phrases ("takes turns with an adult"). */
  objectives: Localized<ReadonlyArray<string>>;
  /** Household things needed; empty when nothing is needed. */
  materials: Localized<ReadonlyArray<string>>;
  /** For the parent: what to look for, how to make it easier or harder, when to stop. 1-3 sentences. */
  parentNotes: Localized;
  /** What the speaker button reads to the child and parent: 2-4 short, warm sentences. */
  spoken: Localized;
  /** Required when small objects, beads, cords, water, heights, scissors, food or anything a child could swallow or get hurt by appear. */
  safety?: Localized;
}

/** One week of the course: 3-4 sessions of 15-20 minutes. */
export interface CourseUnit {
  /** "Week 1: ..." is added by the page; this is what the week is about. */
  title: Localized;
  exercises: ReadonlyArray<CourseExercise>;
}

export interface Course {
  /** Stable id in kebab-case: it is the URL, /courses/<id>. */
  id: string;
  band: CourseBandId;
  /** The band's ages. */
  ages: AgeRangeInMonths;
  level: CourseLevel;
  icon: string;
  title: Localized;
  /** One paragraph for the parent: what the course is and how to follow it. */
  overview: Localized;
  /** What the course builds, 3-5 short phrases. */
  builds: Localized<ReadonlyArray<string>>;
  units: ReadonlyArray<CourseUnit>;
}
