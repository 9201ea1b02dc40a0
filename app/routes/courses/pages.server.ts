import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { gamePicture } from "~/games/game-pictures.server";
import { type Course, type CourseExercise, courseContentCounts, courseExercises, findCourse, findExercise } from "~/content/courses";
import { HOMEWORK_GROUPS, taskTexts } from "~/content/homework";
import type { Domain } from "~/content/assessment/types";
import { getDb } from "~/db.server";
import { foundOrThrow, requestPremiumAccess, requireParent } from "~/infrastructure/guards.server";
import { assessmentAgeMonths, bandForAge } from "~/domain/assessment/age";
import { latestResult } from "~/domain/assessment/results.server";
import { forWhomOf, playerOf, type SelectedPlayer } from "~/domain/children/player.server";
import type { PremiumAccess } from "~/domain/subscriptions/access.server";
import { findGame } from "~/games/registry";
import { gameTitleKey } from "~/games/texts";
import { getSession } from "~/infrastructure/auth.server";
import { ageInMonths } from "~/lib/birth-date";
import type { Language } from "~/infrastructure/i18n-config";
import { translatorFor } from "~/infrastructure/i18n/translate.server";
import { log } from "~/infrastructure/log.server";
import { recordedAudioPath } from "~/infrastructure/speak-human.server";
import { redirectWithToast } from "~/infrastructure/toast.server";
import { courseProgress, type ExerciseMark, markExercise } from "~/domain/courses/progress.server";
import {
  courseBandForAge,
  courseStanding,
  EXERCISE_FEELINGS,
  type ExerciseProgress,
  type ExerciseState,
  nextUp,
  stateOf,
  weakestDomain,
} from "~/domain/courses/states";

type Context = Readonly<RouterContextProvider>;

/** The spec's 'Course Not Found': the translated 404 page with that title. */
function requireCourse(courseId: string | undefined): Course {
  return foundOrThrow(findCourse(courseId), "errors.courseNotFound");
}

/** The spec's 'Exercise Not Found'. */
function requireCourseExercise(course: Course, exerciseId: string | undefined) {
  return foundOrThrow(findExercise(course, exerciseId), "errors.exerciseNotFound");
}

/** The selected child with what the course pages need: age, latest saved result. */
interface Learner {
  player: SelectedPlayer;
  childName: string | null;
  /** The course band for the child's age today; null for a parent without a child selected. */
  band: string | null;
  /** The domain the latest saved assessment found weakest. */
  focus: Domain | null;
  /** Has a saved assessment; and whether the child has moved into a new assessment band since. */
  assessed: boolean;
  checkAgain: boolean;
}

async function learnerOf(context: Context, isoToday: string): Promise<Learner | null> {
  const session = getSession(context);
  if (!session) return null;
  const db = getDb();
  const player = await playerOf(db, session);
  // playerOf read the child (checking they are this parent's) with the birth date.
  const birthDate = player.childBirthDate;
  if (!player.childId || !birthDate) return { player, childName: null, band: null, focus: null, assessed: false, checkAgain: false };
  const latest = await latestResult(db, player.childId);
  const nowBand = bandForAge(assessmentAgeMonths(birthDate, isoToday, latest?.weeksEarly ?? 0));
  return {
    player,
    childName: player.childName,
    band: courseBandForAge(ageInMonths(birthDate, isoToday)),
    focus: weakestDomain(latest?.sectionPercentages ?? null),
    assessed: latest !== null,
    checkAgain: latest !== null && nowBand !== null && nowBand.id !== latest.band.id,
  };
}

function today(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function exerciseSummary(course: Course, exercise: CourseExercise, state: ExerciseState | null, language: Language) {
  return {
    id: exercise.id,
    icon: exercise.icon,
    type: exercise.type,
    minutes: exercise.minutes,
    difficulty: exercise.difficulty,
    domains: [...exercise.domains],
    title: exercise.title[language],
    href: `/courses/${course.id}/exercises/${exercise.id}`,
    state: state ?? ({ kind: "locked", reason: "subscription" } as const),
  };
}

/** /courses/:courseId — overview, progress, "next up" and the weeks with each exercise's state. */
export async function loadCoursePage(courseId: string | undefined, context: Context, language: Language, now: Date = new Date()) {
  const course = requireCourse(courseId);
  const access = await requestPremiumAccess(context, now);
  const learner = await learnerOf(context, today(now));
  const progress = learner ? await courseProgress(getDb(), learner.player, course.id) : new Map<string, ExerciseProgress>();
  const standing = courseStanding(course, progress, access.allowed);
  const byId = new Map(courseExercises(course).map(({ exercise }) => [exercise.id, exercise]));
  return {
    course: {
      id: course.id,
      icon: course.icon,
      level: course.level,
      ages: course.ages,
      title: course.title[language],
      overview: course.overview[language],
      builds: course.builds[language],
      counts: courseContentCounts(course),
    },
    signedIn: learner !== null,
    subscribed: access.allowed,
    lockedReason: access.allowed ? null : access.reason,
    childName: learner?.childName ?? null,
    forWhom: learner ? forWhomOf(learner.player) : null,
    forChild: learner?.band === course.band,
    assessed: learner?.assessed ?? false,
    checkAgain: learner?.checkAgain ?? false,
    focus: learner?.focus ?? null,
    progress: { completed: standing.completed, total: standing.total, percent: standing.percent },
    nextUp: nextUp(course, standing, learner?.focus ?? null).flatMap((id) => {
      const exercise = byId.get(id);
      return exercise ? [exerciseSummary(course, exercise, stateOf(standing, id), language)] : [];
    }),
    units: course.units.map((unit, index) => ({
      number: index + 1,
      title: unit.title[language],
      open: standing.units[index]?.open ?? false,
      lockReason: standing.units[index]?.lockReason ?? "subscription",
      completed: standing.units[index]?.completed ?? 0,
      total: unit.exercises.length,
      exercises: unit.exercises.map((exercise) => exerciseSummary(course, exercise, stateOf(standing, exercise.id), language)),
    })),
  };
}

/** Why the exercise page shows no exercise: visitors log in, free parents subscribe, subscribers finish the week before. */
function lockedBecause(state: ExerciseState, access: PremiumAccess): "previous_unit" | "login_required" | "subscription_required" | null {
  if (state.kind !== "locked") return null;
  if (state.reason === "previous_unit") return "previous_unit";
  return access.allowed ? "subscription_required" : access.reason;
}

function linkedHomework(taskId: string | undefined, language: Language) {
  if (!taskId) return null;
  for (const group of HOMEWORK_GROUPS) {
    const task = group.tasks.find((candidate) => candidate.id === taskId);
    if (task) return { title: taskTexts(task, language).title, href: `/homework/${group.id}/${task.id}`, icon: task.icon };
  }
  return null;
}

function linkedGame(gameId: string | undefined, language: Language) {
  const game = gameId ? findGame(gameId) : undefined;
  if (!game) return null;
  return { title: translatorFor(language)(gameTitleKey(game.id)), href: `/games/${game.id}`, icon: "", picture: gamePicture(game.id) };
}

/** /courses/:courseId/exercises/:exerciseId — every field, the linked game or task, and the marking form. */
export async function loadExercisePage(
  courseId: string | undefined,
  exerciseId: string | undefined,
  context: Context,
  language: Language,
  now: Date = new Date(),
) {
  const course = requireCourse(courseId);
  const placed = requireCourseExercise(course, exerciseId);
  const { exercise } = placed;
  const access = await requestPremiumAccess(context, now);
  const learner = await learnerOf(context, today(now));
  const progress = learner ? await courseProgress(getDb(), learner.player, course.id) : new Map<string, ExerciseProgress>();
  const standing = courseStanding(course, progress, access.allowed);
  const state = stateOf(standing, exercise.id) ?? ({ kind: "locked", reason: "subscription" } as const);
  const summary = exerciseSummary(course, exercise, state, language);
  const base = {
    course: { id: course.id, title: course.title[language] },
    unitNumber: placed.unitIndex + 1,
    signedIn: learner !== null,
    childName: learner?.childName ?? null,
    forWhom: learner ? forWhomOf(learner.player) : null,
    /** Why it is locked: visitors log in, free parents subscribe, subscribers finish the week before. */
    locked: lockedBecause(state, access),
    exercise: summary,
  };
  if (state.kind === "locked") return { ...base, details: null };
  const spoken = exercise.spoken[language];
  return {
    ...base,
    details: {
      instructions: exercise.instructions[language],
      objectives: exercise.objectives[language],
      materials: exercise.materials[language],
      parentNotes: exercise.parentNotes[language],
      safety: exercise.safety?.[language] ?? null,
      spoken,
      audioFile: recordedAudioPath(language, spoken),
      game: linkedGame(exercise.gameId, language),
      homework: linkedHomework(exercise.homeworkTaskId, language),
      feeling: progress.get(exercise.id)?.feeling ?? null,
    },
  };
}

/** The exercise page's buttons; "done" may say how it went. */
const ExerciseMarkSchema = z
  .discriminatedUnion("intent", [
    z.object({ intent: z.literal("start") }),
    z.object({ intent: z.literal("undo") }),
    z.object({ intent: z.literal("complete"), feeling: z.enum(EXERCISE_FEELINGS, { error: "courses.exercise.feelingInvalid" }).optional() }),
  ])
  .transform((form): ExerciseMark => (form.intent === "complete" ? { kind: "complete", feeling: form.feeling ?? null } : { kind: form.intent }));

/**
 * The exercise page's form: start, done (with how it went) or undo. A visitor is sent to sign in
 * and comes back; a locked exercise changes nothing (a free parent goes to the plans and comes
 * back after subscribing; a subscriber goes back to the course). Bad input answers 400.
 */
export async function markCourseExercise(
  request: Request,
  context: Context,
  courseId: string | undefined,
  exerciseId: string | undefined,
  now: Date = new Date(),
) {
  const course = requireCourse(courseId);
  const { exercise } = requireCourseExercise(course, exerciseId);
  const here = `/courses/${course.id}/exercises/${exercise.id}`;
  const session = await requireParent(request, context, null);
  const submission = parseWithZod(await request.formData(), { schema: ExerciseMarkSchema });
  if (submission.status !== "success") {
    // No button of the page's: nothing to say about it.
    if (submission.error?.intent) return redirect(here);
    return data({ result: submission.reply() }, { status: 400 });
  }
  const mark = submission.value;
  const db = getDb();
  const player = await playerOf(db, session);
  const access = await requestPremiumAccess(context, now);
  const standing = courseStanding(course, await courseProgress(db, player, course.id), access.allowed);
  const state = stateOf(standing, exercise.id);
  if (!state || (state.kind === "locked" && mark.kind !== "undo")) {
    if (!access.allowed) throw redirect(`/subscription/plans?next=${encodeURIComponent(here)}`);
    return redirectWithToast(request, `/courses/${course.id}`, { kind: "error", message: "courses.exercise.lockedToast" });
  }
  try {
    await markExercise(db, player, { courseId: course.id, exerciseId: exercise.id }, mark, now);
  } catch (error) {
    log.error("saving course progress failed", { error: error instanceof Error ? error.message : String(error) });
    return redirectWithToast(request, here, { kind: "error", message: "courses.exercise.saveFailed" });
  }
  const message =
    mark.kind === "start" ? "courses.exercise.startedToast" : mark.kind === "complete" ? "courses.exercise.doneToast" : "courses.exercise.undoneToast";
  return redirectWithToast(
    request,
    mark.kind === "complete" ? `/courses/${course.id}#unit-${requireCourseExercise(course, exercise.id).unitIndex + 1}` : here,
    {
      kind: "success",
      message,
    },
  );
}
