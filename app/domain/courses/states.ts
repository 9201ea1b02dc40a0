import { type Course, COURSE_BANDS, type CourseBandId, courseExercises } from "~/content/courses";
import { DOMAINS, type Domain } from "~/content/assessment/types";

/**
 * Where a child stands in a course (ADR 017): which exercises are done, started, open or locked,
 * and what to do next. Pure: the pages and the tests give it the stored progress.
 */

type ExerciseStatus = "in_progress" | "completed";
export const EXERCISE_FEELINGS = ["easy", "just_right", "hard"] as const;
export type ExerciseFeeling = (typeof EXERCISE_FEELINGS)[number];

export interface ExerciseProgress {
  exerciseId: string;
  status: ExerciseStatus;
  feeling: ExerciseFeeling | null;
  updatedAt: string;
}

/** How many of a course's first exercises are open without a subscription (the sample). */
export const SAMPLE_EXERCISES = 1;

/** The product's pass mark: a week opens when this share of the week before is done. */
export const UNIT_PASS_MARK = 0.6;

/** Why an exercise cannot be opened: not subscribed, or the week before is not 60 % done. */
type LockReason = "subscription" | "previous_unit";

export type ExerciseState = { kind: "completed" } | { kind: "in_progress" } | { kind: "open" } | { kind: "locked"; reason: LockReason };

interface UnitStanding {
  index: number;
  open: boolean;
  lockReason: LockReason | null;
  completed: number;
  total: number;
  exercises: ReadonlyArray<{ exerciseId: string; state: ExerciseState }>;
}

export interface CourseStanding {
  units: UnitStanding[];
  completed: number;
  total: number;
  /** Whole percent of the course's exercises done. */
  percent: number;
}

/**
 * Locking: without a subscription only the course's first exercise (the sample) is open; with
 * one, week 1 is open and each later week opens when UNIT_PASS_MARK of the week before is
 * done. What is done stays done even if its week locks again after an undo.
 */
export function courseStanding(course: Course, progress: ReadonlyMap<string, ExerciseProgress>, subscribed: boolean): CourseStanding {
  const units: UnitStanding[] = [];
  let previousPassed = true;
  let position = 0;
  for (const [index, unit] of course.units.entries()) {
    const completed = unit.exercises.filter((exercise) => progress.get(exercise.id)?.status === "completed").length;
    const unitOpen = subscribed && previousPassed;
    const lockReason: LockReason | null = unitOpen ? null : subscribed ? "previous_unit" : "subscription";
    const exercises = unit.exercises.map((exercise) => {
      const isSample = position++ < SAMPLE_EXERCISES;
      const stored = progress.get(exercise.id)?.status;
      const open = unitOpen || isSample;
      const state: ExerciseState =
        stored === "completed"
          ? { kind: "completed" }
          : !open
            ? { kind: "locked", reason: lockReason ?? "subscription" }
            : stored === "in_progress"
              ? { kind: "in_progress" }
              : { kind: "open" };
      return { exerciseId: exercise.id, state };
    });
    units.push({ index, open: unitOpen, lockReason, completed, total: unit.exercises.length, exercises });
    previousPassed = previousPassed && completed >= Math.ceil(unit.exercises.length * UNIT_PASS_MARK);
  }
  const total = units.reduce((sum, unit) => sum + unit.total, 0);
  const completed = units.reduce((sum, unit) => sum + unit.completed, 0);
  return { units, completed, total, percent: total === 0 ? 0 : Math.floor((completed * 100) / total) };
}

/** Whether the parent may open (and mark) this exercise. */
export function exerciseOpen(standing: CourseStanding, exerciseId: string): boolean {
  for (const unit of standing.units) {
    const found = unit.exercises.find((exercise) => exercise.exerciseId === exerciseId);
    if (found) return found.state.kind !== "locked";
  }
  return false;
}

export function stateOf(standing: CourseStanding, exerciseId: string): ExerciseState | null {
  for (const unit of standing.units) {
    const found = unit.exercises.find((exercise) => exercise.exerciseId === exerciseId);
    if (found) return found.state;
  }
  return null;
}

/**
 * "Next up": open exercises not yet done — the ones already started first, then those that
 * train the domain the latest saved assessment found weakest, then the rest in course order.
 */
export function nextUp(course: Course, standing: CourseStanding, focus: Domain | null, limit = 3): string[] {
  const candidates = courseExercises(course).filter(({ exercise }) => {
    const state = stateOf(standing, exercise.id);
    return state?.kind === "open" || state?.kind === "in_progress";
  });
  const rank = ({ exercise }: (typeof candidates)[number]) =>
    stateOf(standing, exercise.id)?.kind === "in_progress" ? 0 : focus && exercise.domains.includes(focus) ? 1 : 2;
  return candidates
    .toSorted((a, b) => rank(a) - rank(b) || a.position - b.position)
    .slice(0, limit)
    .map(({ exercise }) => exercise.id);
}

/** The domain with the lowest percentage in a saved result (ties: the assessment's domain order). */
export function weakestDomain(sections: Readonly<Record<Domain, { percentage: number }>> | null): Domain | null {
  if (!sections) return null;
  let weakest: Domain | null = null;
  for (const domain of DOMAINS) {
    const percentage = sections[domain]?.percentage;
    if (percentage === undefined) continue;
    if (weakest === null || percentage < (sections[weakest]?.percentage ?? Infinity)) weakest = domain;
  }
  return weakest;
}

/** The course band for an age in months; older children get the last band, none below 0. */
export function courseBandForAge(months: number): CourseBandId | null {
  if (!Number.isFinite(months) || months < 0) return null;
  return (COURSE_BANDS.find((band) => months <= band.ages.toMonths) ?? COURSE_BANDS[COURSE_BANDS.length - 1])?.id ?? null;
}
