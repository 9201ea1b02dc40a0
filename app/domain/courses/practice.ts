import type { Domain } from "~/content/assessment/types";
import type { PictureData } from "~/games/art/Picture";
import { COURSES, courseExercises } from "~/content/courses";
import { HOMEWORK_GROUPS, taskTexts } from "~/content/homework";
import { GAMES, type GameId } from "~/games/registry";
import type { Language } from "~/infrastructure/i18n-config";
import { courseBandForAge, courseStanding, type ExerciseProgress, nextUp } from "./states";

/** Something to practise, with where it is. */
export interface PracticeLink {
  title: string;
  href: string;
  /** A bullet beside the words for a parent (an emoji of the content's); "" where `picture` draws it. */
  icon: string;
  /** A game's picture (app/games/game-pictures.server.ts): games are drawn, never emoji (ADR 039). */
  picture?: PictureData;
}

/** Games are named by their id; the page translates the title. */
interface PracticeGame {
  gameId: GameId;
  href: string;
  icon: string;
}

export interface PracticeLinks {
  exercises: PracticeLink[];
  homework: PracticeLink[];
  games: PracticeGame[];
}

/**
 * What a parent can do about one area for a child of this age: the course exercises of the
 * child's band that train it first, the homework tasks of a group that trains it and suits the
 * age, and the games of that domain a child of this age can play.
 */
export function practiceFor(domain: Domain, ageMonths: number, language: Language, limit = 3): PracticeLinks {
  const band = courseBandForAge(ageMonths);
  const course = COURSES.find((candidate) => candidate.band === band);
  const exercises = course
    ? courseExercises(course)
        .filter(({ exercise }) => exercise.domains[0] === domain)
        .slice(0, limit)
        .map(({ exercise }) => ({ title: exercise.title[language], href: `/courses/${course.id}/exercises/${exercise.id}`, icon: exercise.icon }))
    : [];
  const homework = HOMEWORK_GROUPS.filter((group) => group.domain === domain)
    .flatMap((group) => group.tasks.filter((task) => task.ages.fromMonths <= ageMonths && ageMonths <= task.ages.toMonths).map((task) => ({ group, task })))
    .slice(0, limit)
    .map(({ group, task }) => ({ title: taskTexts(task, language).title, href: `/homework/${group.id}/${task.id}`, icon: task.icon }));
  const games = GAMES.filter((game) => game.domain === domain && game.ages.from * 12 <= ageMonths && ageMonths <= game.ages.to * 12 + 11)
    .slice(0, limit)
    .map((game) => ({ gameId: game.id, href: `/games/${game.id}`, icon: game.icon }));
  return { exercises, homework, games };
}

/** A course exercise to do next, with its minutes. */
export interface NextExercise extends PracticeLink {
  minutes: number;
}

/**
 * The next open exercises of the course for a child of this age — started ones first, then those
 * for the focus area, then course order (`nextUp`) — as links: the dashboard's "next three
 * things", its insights' fallback and the practice plan's suggestions all use this one rule.
 */
export function nextExercisesFor(
  ageMonths: number,
  progress: ReadonlyMap<string, ExerciseProgress>,
  options: { subscribed: boolean; focus: Domain | null; language: Language; limit: number },
): NextExercise[] {
  const band = courseBandForAge(ageMonths);
  const course = COURSES.find((candidate) => candidate.band === band);
  if (!course) return [];
  const byId = new Map(courseExercises(course).map(({ exercise }) => [exercise.id, exercise]));
  return nextUp(course, courseStanding(course, progress, options.subscribed), options.focus, options.limit).flatMap((id) => {
    const exercise = byId.get(id);
    return exercise
      ? [{ title: exercise.title[options.language], href: `/courses/${course.id}/exercises/${exercise.id}`, icon: exercise.icon, minutes: exercise.minutes }]
      : [];
  });
}
