import { type Random, pickDistinct, shuffled } from "../random";

/**
 * The days of the week (premium, 4-7 years): a quiz of 5 questions per play, scored out of 5
 * as the spec says: which day comes after or before another, the first and last day of the
 * week, the two weekend days in order, and at the top level today, tomorrow and yesterday.
 * The week starts on Monday (as in Azerbaijan); day names come from the page's strings.
 */
export const DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type DayId = (typeof DAYS)[number];

/** Azerbaijan's weekend: Saturday, then Sunday. */
export const WEEKEND: ReadonlyArray<DayId> = ["sat", "sun"];

export const QUESTIONS_PER_PLAY = 5;
/** One point for each question answered right at the first try: the quiz is out of 5. */
const POINTS_PER_QUESTION = 1;

export type WeekQuestionKind = "after" | "before" | "first" | "last" | "weekend" | "tomorrow" | "yesterday" | "dayAfterTomorrow";

/** How far from the day asked about the answer lies, for the questions that count days. */
export const STEPS: Partial<Record<WeekQuestionKind, number>> = { after: 1, before: -1, tomorrow: 1, yesterday: -1, dayAfterTomorrow: 2 };

/**
 * How the week strip helps: every day named with the day asked about marked (level 1), only
 * the day asked about named (level 2), or no strip at all.
 */
type WeekStrip = "names" | "asked" | "none";

interface WeekLevel {
  /** The five questions of a play (dealt in random order). */
  questions: ReadonlyArray<WeekQuestionKind>;
  options: number;
  strip: WeekStrip;
  /** Whether questions may go round the week (after Sunday, before Monday). */
  roundTheWeek: boolean;
}

export const WEEK_LEVELS: ReadonlyArray<WeekLevel> = [
  { questions: ["after", "after", "after", "after", "after"], options: 3, strip: "names", roundTheWeek: false },
  { questions: ["after", "before", "after", "before", "after"], options: 3, strip: "asked", roundTheWeek: false },
  { questions: ["after", "before", "first", "last", "before"], options: 4, strip: "none", roundTheWeek: true },
  { questions: ["after", "before", "weekend", "last", "before"], options: 4, strip: "none", roundTheWeek: true },
  { questions: ["tomorrow", "yesterday", "dayAfterTomorrow", "weekend", "yesterday"], options: 4, strip: "none", roundTheWeek: true },
];

export const weekLevel = (level: number): WeekLevel => WEEK_LEVELS[level - 1] ?? (WEEK_LEVELS[0] as WeekLevel);

export interface WeekQuestion {
  kind: WeekQuestionKind;
  /** The day asked about ("after Tuesday", "today is Tuesday"); null for first, last, weekend. */
  day: DayId | null;
  /** The day(s) to tap, in order: one, or the two weekend days. */
  answer: ReadonlyArray<DayId>;
  options: ReadonlyArray<DayId>;
}

/** The day `steps` after `day` (negative: before), round the week. */
export function dayAfter(day: DayId, steps = 1): DayId {
  return DAYS[(((DAYS.indexOf(day) + steps) % 7) + 7) % 7] as DayId;
}

/** The options of a question: the answer(s), the usual mix-ups, then other days. */
export function weekOptions(kind: WeekQuestionKind, day: DayId | null, answer: ReadonlyArray<DayId>, count: number, random: Random): DayId[] {
  let near: DayId[];
  const step = STEPS[kind];
  if (step !== undefined && day) {
    // The day on the near side (tomorrow for "the day after tomorrow"; else the other side), and one too far.
    const sign = Math.sign(step);
    near = [dayAfter(day, step - sign === 0 ? -step : step - sign), dayAfter(day, step + sign)];
  } else if (kind === "first") near = ["sun", "tue"];
  else if (kind === "last") near = ["sat", "mon"];
  else near = ["fri", "mon"];
  const others = shuffled(
    DAYS.filter((other) => other !== day && !answer.includes(other) && !near.includes(other)),
    random,
  );
  const wrong = [...near.filter((other) => other !== day && !answer.includes(other)), ...others];
  return shuffled([...answer, ...wrong.slice(0, count - answer.length)], random);
}

/** Whether a question about `day` would go round the week (after Sunday, before Monday...). */
export function goesRoundTheWeek(kind: WeekQuestionKind, day: DayId): boolean {
  const step = STEPS[kind];
  if (step === undefined) return false;
  const index = DAYS.indexOf(day) + step;
  return index < 0 || index >= DAYS.length;
}

/** The answer of a question that names no day: the first or last day, or the weekend. */
const fixedAnswer = (kind: WeekQuestionKind): ReadonlyArray<DayId> => (kind === "first" ? ["mon"] : kind === "last" ? ["sun"] : WEEKEND);

/**
 * The five questions of a play: the level's kinds in random order, about different days, and
 * never the same answer twice in a row.
 */
export function weekQuestions(level: number, random: Random): WeekQuestion[] {
  const settings = weekLevel(level);
  const kinds = shuffled(settings.questions, random);
  const result: WeekQuestion[] = [];
  for (const [position, kind] of kinds.entries()) {
    const step = STEPS[kind];
    if (step === undefined) {
      const answer = fixedAnswer(kind);
      result.push({ kind, day: null, answer, options: weekOptions(kind, null, answer, settings.options, random) });
      continue;
    }
    const used = result.map((question) => question.day);
    const next = kinds[position + 1];
    // Not the answer of the question before, nor of a first/last question coming next.
    const taken = [result.at(-1)?.answer.join(), next && STEPS[next] === undefined ? fixedAnswer(next).join() : undefined];
    const allowed = DAYS.filter(
      (day) => !used.includes(day) && (settings.roundTheWeek || !goesRoundTheWeek(kind, day)) && !taken.includes(dayAfter(day, step)),
    );
    const [day] = pickDistinct(allowed, 1, random) as [DayId];
    const answer = [dayAfter(day, step)];
    result.push({ kind, day, answer, options: weekOptions(kind, day, answer, settings.options, random) });
  }
  return result;
}

export interface QuizPlay {
  /** Index of the question being answered; equals the number of questions when the play is over. */
  question: number;
  /** Days of the answer already tapped in this question (the weekend asks for two). */
  found: number;
  /** Whether this question had a wrong tap (then it scores nothing). */
  missed: boolean;
  score: number;
  attempts: number;
  successes: number;
}

export const startQuiz = (): QuizPlay => ({ question: 0, found: 0, missed: false, score: 0, attempts: 0, successes: 0 });

/** "answered": the question is done; "found": one weekend day of two; "wrong": a mistake. */
export type QuizOutcome = "answered" | "found" | "wrong" | "ignored";

/**
 * A tap on `day`: the next day of the answer is found (and the question answered once all
 * are), any other day is a mistake. A question scores its point only without a mistake; the
 * child still finds the answer, so every question ends.
 */
export function answerQuiz(play: QuizPlay, question: WeekQuestion, day: DayId): { play: QuizPlay; outcome: QuizOutcome } {
  if (!question.options.includes(day) || question.answer.slice(0, play.found).includes(day)) return { play, outcome: "ignored" };
  if (question.answer[play.found] !== day) return { play: { ...play, missed: true, attempts: play.attempts + 1 }, outcome: "wrong" };
  const found = play.found + 1;
  if (found < question.answer.length) return { play: { ...play, found, attempts: play.attempts + 1, successes: play.successes + 1 }, outcome: "found" };
  return {
    play: {
      question: play.question + 1,
      found: 0,
      missed: false,
      score: play.score + (play.missed ? 0 : POINTS_PER_QUESTION),
      attempts: play.attempts + 1,
      successes: play.successes + 1,
    },
    outcome: "answered",
  };
}

export const quizOver = (play: QuizPlay, questions: number = QUESTIONS_PER_PLAY) => play.question >= questions;

/** Right answers so far (each worth one point). */
export const rightAnswers = (play: QuizPlay) => play.score / POINTS_PER_QUESTION;

export const weekDaysMaxScore = (_level: number) => QUESTIONS_PER_PLAY * POINTS_PER_QUESTION;
