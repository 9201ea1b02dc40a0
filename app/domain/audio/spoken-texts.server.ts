import { COURSES, courseExercises } from "~/content/courses";
import { HOMEWORK_GROUPS, taskTexts } from "~/content/homework";
import { gameSpokenTexts } from "~/games/spoken";
import { LANGUAGES, type Language } from "~/infrastructure/i18n-config";
import { translatorFor } from "~/infrastructure/i18n/translate.server";
import { resources } from "~/locales/resources.server";

/** Every text the product speaks, per language: what `npm run audio` records (public/audio). */
export function allSpokenTexts(): Record<Language, string[]> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      [
        ...gameSpokenTexts(translatorFor(language), resources[language].translation),
        ...HOMEWORK_GROUPS.flatMap((group) => group.tasks.map((task) => taskTexts(task, language).audioInstructions)),
        ...COURSES.flatMap((course) => courseExercises(course).map(({ exercise }) => exercise.spoken[language])),
      ],
    ]),
  ) as Record<Language, string[]>;
}
