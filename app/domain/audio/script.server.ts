import { COURSES, courseExercises } from "~/content/courses";
import { HOMEWORK_GROUPS, taskTexts } from "~/content/homework";
import { GAME_SPOKEN } from "~/games/spoken";
import { LANGUAGES, type Language } from "~/infrastructure/i18n-config";
import { translatorFor } from "~/infrastructure/i18n/translate.server";
import type { Translate } from "~/infrastructure/i18n/translate";
import { HUMAN_AUDIO_PREFIX, spokenLineId } from "~/infrastructure/speak-human";
import { normalizeSpokenText } from "~/infrastructure/spoken-audio";
import type { TranslationKey } from "~/locales/keys";
import { resources } from "~/locales/resources.server";
import type { ScriptRow } from "./script";

/**
 * Every line the product speaks, as the rows of the voice actor's script: one row per line and
 * language (a line said in several places lists them all in its context), with the file the
 * recording goes to, where the player looks for it (app/infrastructure/speak-human.ts).
 */
interface Line {
  text: string;
  context: string;
}

function leafKeys(strings: object, prefix: string): string[] {
  const node = prefix.split(".").reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], strings);
  if (!node || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([key, value]) => (typeof value === "string" ? [`${prefix}.${key}`] : leafKeys(strings, `${prefix}.${key}`)));
}

/** What a game line is, for the actor: the game (or the play mode) and the string's key. */
function gameContext(key: string, params?: Readonly<Record<string, string | number>>): string {
  const [, section] = key.split(".");
  const where = section === "play" ? "play mode, every game" : `game ${section ?? ""}`;
  const values = params
    ? ` (${Object.entries(params)
        .map(([name, value]) => `${name}: ${String(value).replace(/^@/, "")}`)
        .join(", ")})`
    : "";
  return `${where}: ${key}${values}`;
}

function gameLines(t: Translate, strings: object): Line[] {
  return GAME_SPOKEN.flatMap((entry): Line[] => {
    if (entry.key.startsWith("=")) return [{ text: entry.key.slice(1), context: "games: a letter or number said alone" }];
    if (entry.key.endsWith(".*"))
      return leafKeys(strings, entry.key.slice(0, -2)).map((key) => ({ text: t(key as TranslationKey), context: gameContext(key) }));
    if (!entry.params) return [{ text: t(entry.key as TranslationKey), context: gameContext(entry.key) }];
    const values = Object.fromEntries(
      Object.entries(entry.params).map(([name, value]) => [
        name,
        typeof value === "string" && value.startsWith("@") ? t(value.slice(1) as TranslationKey) : value,
      ]),
    );
    return [{ text: t(entry.key as TranslationKey, values), context: gameContext(entry.key, entry.params) }];
  });
}

function languageLines(language: Language): Line[] {
  return [
    ...gameLines(translatorFor(language), resources[language].translation),
    ...HOMEWORK_GROUPS.flatMap((group) =>
      group.tasks.map((task) => ({
        text: taskTexts(task, language).audioInstructions,
        context: `homework ${group.id}/${task.id}: the task's instructions, read to the parent`,
      })),
    ),
    ...COURSES.flatMap((course) =>
      courseExercises(course).map(({ exercise }) => ({
        text: exercise.spoken[language],
        context: `course ${course.id}/${exercise.id}: the exercise, read to the parent`,
      })),
    ),
  ];
}

function humanRecordingFile(language: Language, id: string): string {
  return `public${HUMAN_AUDIO_PREFIX}/${language}/${id}.mp3`;
}

export function audioScriptRows(): ScriptRow[] {
  return LANGUAGES.flatMap((language) => {
    const byId = new Map<string, { text: string; contexts: string[] }>();
    for (const line of languageLines(language)) {
      const text = normalizeSpokenText(line.text);
      if (!text) continue;
      const id = spokenLineId(text);
      const row = byId.get(id) ?? { text, contexts: [] };
      if (!row.contexts.includes(line.context)) row.contexts.push(line.context);
      byId.set(id, row);
    }
    return [...byId].map(([id, { text, contexts }]) => ({ id, language, text, context: contexts.join("; "), file: humanRecordingFile(language, id) }));
  });
}
