import { FREQUENCY_LABELS, LOST_SKILLS_QUESTION, NO_SPEECH, NO_SPEECH_LABEL } from "~/content/autism/types";
import type { Language } from "~/infrastructure/i18n-config";
import { ALL_AUTISM_ITEMS } from "./offer";
import { isFrequency, type ScreeningAnswerValue } from "./scoring";

/** How an answer reads in the report, in the parent's language. */
export function answerLabel(answer: ScreeningAnswerValue | undefined, language: Language): string {
  if (answer === undefined) return "—";
  if (isFrequency(answer)) return FREQUENCY_LABELS[answer][language];
  if (answer === NO_SPEECH) return NO_SPEECH_LABEL[language];
  return LOST_SKILLS_QUESTION.labels[answer][language];
}

/** One answer that raised the level on its own: the question and the answer the parent gave. */
export interface SignShown {
  id: string;
  text: string;
  answer: string;
}

/**
 * The answers that raised the level, each with the answer given: a question alone ("Does your
 * child point to show you something?") reads like a strength, so the report says "never" beside it.
 */
export function signsWithAnswers(
  ids: ReadonlyArray<string>,
  answers: Readonly<Partial<Record<string, ScreeningAnswerValue>>>,
  language: Language,
): SignShown[] {
  return ids.map((id) => ({
    id,
    // Old results may have answered items retired since: they are read with their own text.
    text: ALL_AUTISM_ITEMS.find((item) => item.id === id)?.text[language] ?? id,
    answer: answerLabel(answers[id], language),
  }));
}
