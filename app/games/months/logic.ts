import { type ChoiceRound, POINTS_PER_ROUND } from "../choice-rounds";
import { type Random, pickDistinct, randomInt, shuffled } from "../random";
import { orderMaxScore } from "../tap-in-order";

/**
 * The months (premium, 4-8 years, the spec's ages): which season a month belongs to, which
 * month comes after or before another, then putting 3-5 months in the order of the year.
 * Month names come from the strings of the page's language, never from Intl.
 */
export const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"] as const;
export type MonthId = (typeof MONTHS)[number];

export const SEASONS = ["winter", "spring", "summer", "autumn"] as const;
export type Season = (typeof SEASONS)[number];

/** Each month's season (the board draws the month with what it brings: months/pictures.ts). */
const MONTH_SEASONS: Readonly<Record<MonthId, Season>> = {
  jan: "winter",
  feb: "winter",
  mar: "spring",
  apr: "spring",
  may: "spring",
  jun: "summer",
  jul: "summer",
  aug: "summer",
  sep: "autumn",
  oct: "autumn",
  nov: "autumn",
  dec: "winter",
};

export const monthSeason = (month: MonthId): Season => MONTH_SEASONS[month];

/** The month `steps` after `month` (negative: before), round the year. */
export function monthAfter(month: MonthId, steps = 1): MonthId {
  return MONTHS[(((MONTHS.indexOf(month) + steps) % 12) + 12) % 12] as MonthId;
}

export type MonthQuestion = "season" | "after" | "before";

interface QuestionLevel {
  kind: "questions";
  questions: ReadonlyArray<MonthQuestion>;
  rounds: number;
  /** Answer choices per question (season questions always offer the four seasons). */
  options: number;
  /** Whether "after December" and "before January" may be asked. */
  roundTheYear: boolean;
}

interface OrderLevel {
  kind: "order";
  rounds: number;
  months: number;
  /** Months next to each other (March, April, May) or spread through the year. */
  consecutive: boolean;
}

export type MonthsLevel = QuestionLevel | OrderLevel;

export const MONTHS_LEVELS: ReadonlyArray<MonthsLevel> = [
  { kind: "questions", questions: ["season"], rounds: 5, options: 4, roundTheYear: false },
  { kind: "questions", questions: ["after"], rounds: 5, options: 3, roundTheYear: false },
  { kind: "questions", questions: ["after", "before", "season"], rounds: 5, options: 4, roundTheYear: true },
  { kind: "order", rounds: 3, months: 3, consecutive: true },
  { kind: "order", rounds: 3, months: 4, consecutive: true },
  { kind: "order", rounds: 3, months: 5, consecutive: false },
];

export const monthsLevel = (level: number): MonthsLevel => MONTHS_LEVELS[level - 1] ?? (MONTHS_LEVELS[0] as MonthsLevel);

export interface MonthQuestionRound extends ChoiceRound<MonthId | Season> {
  question: MonthQuestion;
  /** The month asked about. */
  month: MonthId;
}

interface MonthPiece {
  id: number;
  month: MonthId;
}

export interface MonthOrderRound {
  pieces: MonthPiece[];
  /** Piece ids in the order of the year. */
  order: number[];
}

export type MonthsRounds = { kind: "questions"; rounds: MonthQuestionRound[] } | { kind: "order"; rounds: MonthOrderRound[] };

/** The right answer to a question about `month`. */
export function monthAnswer(question: MonthQuestion, month: MonthId): MonthId | Season {
  if (question === "season") return monthSeason(month);
  return monthAfter(month, question === "after" ? 1 : -1);
}

/**
 * `count` months to choose from for an after/before question: the answer, the month on the
 * other side (the usual mix-up), then months close by, never the month asked about.
 */
export function monthOptions(question: "after" | "before", month: MonthId, count: number, random: Random): MonthId[] {
  const step = question === "after" ? 1 : -1;
  const answer = monthAfter(month, step);
  const near = [monthAfter(month, -step), monthAfter(month, 2 * step)];
  const far = shuffled(
    MONTHS.filter((other) => other !== month && other !== answer && !near.includes(other)),
    random,
  );
  return shuffled([answer, ...[...near, ...far].slice(0, count - 1)], random);
}

/**
 * Question rounds: the kinds of the level take turns in random order, never the same month
 * twice. Without `roundTheYear`, no question crosses the new year (nothing after December or
 * before January).
 */
function questionRounds(settings: QuestionLevel, random: Random): MonthQuestionRound[] {
  const result: MonthQuestionRound[] = [];
  const kinds = Array.from({ length: settings.rounds }, (_, index) => settings.questions[index % settings.questions.length] as MonthQuestion);
  for (const question of shuffled(kinds, random)) {
    const used = result.map((round) => round.month);
    const allowed = MONTHS.filter(
      (month) => !used.includes(month) && (settings.roundTheYear || !((question === "after" && month === "dec") || (question === "before" && month === "jan"))),
    );
    const previousSeason = result.at(-1)?.question === "season" ? result.at(-1)?.target : undefined;
    // Two season questions in a row have different answers.
    const fresh = allowed.filter((month) => question !== "season" || monthSeason(month) !== previousSeason);
    const [month] = pickDistinct(fresh.length > 0 ? fresh : allowed, 1, random) as [MonthId];
    const target = monthAnswer(question, month);
    const options = question === "season" ? shuffled(SEASONS, random) : monthOptions(question, month, settings.options, random);
    result.push({ question, month, target, options });
  }
  return result;
}

/**
 * Put-in-order rounds: `count` months next to each other within one year (so January is
 * always first), or spread through the year at least a month apart; never already in order,
 * and no two rounds alike.
 */
function orderRounds(settings: OrderLevel, random: Random): MonthOrderRound[] {
  const result: MonthOrderRound[] = [];
  const seen = new Set<string>();
  while (result.length < settings.rounds) {
    const months = settings.consecutive ? consecutiveMonths(settings.months, random) : spreadMonths(settings.months, random);
    const key = months.join();
    if (seen.has(key) && seen.size < 20) continue;
    seen.add(key);
    const pieces = months.map((month, id) => ({ id, month }));
    const order = pieces.map((piece) => piece.id);
    result.push({ pieces: notInOrder(pieces, random), order });
  }
  return result;
}

function consecutiveMonths(count: number, random: Random): MonthId[] {
  const first = randomInt(random, 0, 12 - count);
  return MONTHS.slice(first, first + count);
}

/** `count` months in the order of the year with at least one month between neighbours. */
function spreadMonths(count: number, random: Random): MonthId[] {
  const gaps = 12 - (2 * count - 1);
  const picks: number[] = [];
  let index = randomInt(random, 0, Math.min(2, gaps));
  let spare = gaps - index;
  for (let step = 0; step < count; step += 1) {
    picks.push(index);
    const extra = step < count - 1 ? randomInt(random, 0, Math.min(2, spare)) : 0;
    spare -= extra;
    index += 2 + extra;
  }
  return picks.map((pick) => MONTHS[pick] as MonthId);
}

/** Shuffled so the months never lie in the order of the year already. */
function notInOrder(pieces: MonthPiece[], random: Random): MonthPiece[] {
  const sorted = (list: MonthPiece[]) => list.every((piece, index) => piece.id === index);
  let result = shuffled(pieces, random);
  for (let tries = 0; tries < 10 && sorted(result); tries += 1) result = shuffled(pieces, random);
  return sorted(result) ? [...result.slice(1), result[0] as MonthPiece] : result;
}

export function monthsRounds(level: number, random: Random): MonthsRounds {
  const settings = monthsLevel(level);
  if (settings.kind === "order") return { kind: "order", rounds: orderRounds(settings, random) };
  return { kind: "questions", rounds: questionRounds(settings, random) };
}

export function monthsMaxScore(level: number): number {
  const settings = monthsLevel(level);
  if (settings.kind === "order") return orderMaxScore(settings.months, settings.rounds);
  return settings.rounds * POINTS_PER_ROUND;
}
