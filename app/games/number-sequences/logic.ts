import { POINTS_PER_ROUND } from "../choice-rounds";
import { type Random, pickDistinct, randomInt, shuffled } from "../random";

/**
 * Number sequences, "what comes next" (premium, 4-7 years): a row of cards follows a rule and
 * one card is a "?"; the child picks the number that belongs there. Cards first show dots (to
 * count), then numerals going up by one, then down by one, then in steps of two; the last
 * levels hide a number in the middle, and finally anywhere in rows that go up or down by one
 * or two.
 */
export const SEQUENCE_ROUNDS = 6;

export type SequenceLook = "dots" | "numerals";
/** Where the "?" may be: the last card, a middle card (not the first or last), or any card. */
type GapPlace = "end" | "middle" | "any";

export interface SequenceLevel {
  look: SequenceLook;
  /** The steps a row may take from one card to the next. */
  steps: ReadonlyArray<number>;
  /** Cards in the row, the "?" included. */
  length: number;
  gap: GapPlace;
  /** Every number shown or offered is from 1 to `max`. */
  max: number;
  options: 3 | 4;
}

/** Dots are drawn like a die's pips, so a dot card holds at most this many. */
export const MAX_DOTS = 6;

export const NUMBER_SEQUENCE_LEVELS: ReadonlyArray<SequenceLevel> = [
  { look: "dots", steps: [1], length: 4, gap: "end", max: MAX_DOTS, options: 3 },
  { look: "numerals", steps: [1], length: 4, gap: "end", max: 10, options: 3 },
  { look: "numerals", steps: [-1], length: 4, gap: "end", max: 10, options: 3 },
  { look: "numerals", steps: [2], length: 4, gap: "end", max: 20, options: 4 },
  { look: "numerals", steps: [1, -1], length: 5, gap: "middle", max: 20, options: 4 },
  { look: "numerals", steps: [1, -1, 2, -2], length: 5, gap: "any", max: 20, options: 4 },
];

export const sequenceLevel = (level: number): SequenceLevel => NUMBER_SEQUENCE_LEVELS[level - 1] ?? (NUMBER_SEQUENCE_LEVELS[0] as SequenceLevel);

export interface SequenceRound {
  /** Every number of the row, the hidden one included. */
  numbers: number[];
  /** The position of the "?". */
  gap: number;
  step: number;
  /** The numbers offered, the right one among them once. */
  options: number[];
}

export const sequenceAnswer = (round: SequenceRound) => round.numbers[round.gap] as number;

/** The hint after a wrong tap: games.numberSequences.hints.<hintKey>. */
export function hintKey(look: SequenceLook, step: number): "moreDots" | "upOne" | "downOne" | "upTwo" | "downTwo" {
  if (look === "dots") return "moreDots";
  if (step === 1) return "upOne";
  if (step === -1) return "downOne";
  return step > 0 ? "upTwo" : "downTwo";
}

/** The row from `first` on, `length` cards, `step` apart. */
export const sequenceNumbers = (first: number, step: number, length: number) => Array.from({ length }, (_, index) => first + index * step);

/**
 * The wrong numbers offered: the slips a child makes (one or two off, the last number again,
 * the step the wrong way), all from 1 to `max` and different from the answer.
 */
export function sequenceOptions(round: Omit<SequenceRound, "options">, count: number, max: number, random: Random): number[] {
  const answer = round.numbers[round.gap] as number;
  const near = [answer + 1, answer - 1, answer + 2, answer - 2, answer + 2 * round.step, answer - 2 * round.step, answer + 3, answer - 3];
  const valid = [...new Set(near)].filter((value) => value !== answer && value >= 1 && value <= max);
  // The four closest slips first, so the choices stay hard to guess.
  const wrong = pickDistinct(valid.slice(0, Math.max(count - 1, 4)), count - 1, random);
  return shuffled([answer, ...wrong], random);
}

function gapPosition(place: GapPlace, length: number, random: Random): number {
  if (place === "end") return length - 1;
  if (place === "middle") return randomInt(random, 1, length - 2);
  return randomInt(random, 0, length - 1);
}

export function sequenceRounds(level: number, random: Random, count = SEQUENCE_ROUNDS): SequenceRound[] {
  const settings = sequenceLevel(level);
  const rounds: SequenceRound[] = [];
  for (let index = 0; index < count; index += 1) {
    const previous = rounds[index - 1];
    const step = settings.steps[randomInt(random, 0, settings.steps.length - 1)] as number;
    const span = Math.abs(step) * (settings.length - 1);
    // All numbers from 1 to max: rows going down start high enough.
    const lowest = step > 0 ? 1 : 1 + span;
    const highest = step > 0 ? settings.max - span : settings.max;
    let first = randomInt(random, lowest, highest);
    // Never the same row twice in a row.
    if (previous && previous.step === step && previous.numbers[0] === first) first = first < highest ? first + 1 : lowest;
    const numbers = sequenceNumbers(first, step, settings.length);
    const gap = gapPosition(settings.gap, settings.length, random);
    const options = sequenceOptions({ numbers, gap, step }, settings.options, settings.max, random);
    rounds.push({ numbers, gap, step, options });
  }
  return rounds;
}

export const numberSequencesMaxScore = (_level: number) => SEQUENCE_ROUNDS * POINTS_PER_ROUND;
