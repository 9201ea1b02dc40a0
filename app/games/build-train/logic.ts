import { type Random, randomInt, shuffled } from "../random";
import { orderMaxScore } from "../tap-in-order";

/**
 * Build a train (premium, 3-6 years): an engine waits on the left and numbered wagons stand
 * around; the child couples them behind the engine in the right order. Taps follow the same
 * rules as build-tower (OrderPlay, tapInOrder, orderScore in ../tap-in-order).
 */

/** Trains built in one play of a level. */
export const TRAINS_PER_LEVEL = 3;

/** How a wagon shows its number: a numeral, or that many dots (no numeral at all). */
type WagonLook = "numeral" | "dots";

interface TrainLevel {
  wagons: number;
  /** The numbers to put in order come from `firstNumbers` (one picked per train), then +step. */
  firstNumbers: ReadonlyArray<number>;
  step: number;
  /** The coupling order: "up" from the smallest number, "down" from the biggest. */
  direction: "up" | "down";
  look: WagonLook;
}

export const TRAIN_LEVELS: ReadonlyArray<TrainLevel> = [
  { wagons: 3, firstNumbers: [1], step: 1, direction: "up", look: "numeral" },
  { wagons: 5, firstNumbers: [1], step: 1, direction: "up", look: "numeral" },
  { wagons: 5, firstNumbers: [1], step: 1, direction: "down", look: "numeral" },
  { wagons: 4, firstNumbers: [2, 1, 3], step: 2, direction: "up", look: "numeral" },
  { wagons: 6, firstNumbers: [1], step: 1, direction: "up", look: "dots" },
];

export const trainLevel = (level: number): TrainLevel => TRAIN_LEVELS[level - 1] ?? (TRAIN_LEVELS[0] as TrainLevel);

/** The numbers of a train, in the order they are coupled behind the engine. */
export function trainNumbers(level: number, first: number): number[] {
  const { wagons, step, direction } = trainLevel(level);
  const numbers = Array.from({ length: wagons }, (_, index) => first + index * step);
  return direction === "up" ? numbers : numbers.toReversed();
}

export interface Wagon {
  /** Stable id within the round. */
  id: number;
  /** The wagon's number (shown as a numeral, or as that many dots). */
  number: number;
  /** Index into WAGON_COLORS. */
  color: number;
}

export interface TrainRound {
  /** The wagons in the order they stand around. */
  wagons: Wagon[];
  /** Wagon ids in the right coupling order. */
  order: number[];
}

/** Wagon colours: light enough for a dark numeral or dark dots on every one. */
export const WAGON_COLORS = ["#fca5a5", "#fdba74", "#fde047", "#86efac", "#93c5fd", "#c4b5fd", "#f9a8d4"] as const;

export function trainRounds(level: number, random: Random, rounds = TRAINS_PER_LEVEL): TrainRound[] {
  const { firstNumbers } = trainLevel(level);
  const starts = shuffled(firstNumbers, random);
  const result: TrainRound[] = [];
  for (let index = 0; index < rounds; index += 1) {
    const numbers = trainNumbers(level, starts[index % starts.length] as number);
    const colorShift = randomInt(random, 0, WAGON_COLORS.length - 1);
    const wagons = numbers.map((number, id) => ({ id, number, color: (id + colorShift) % WAGON_COLORS.length }));
    result.push({ wagons: standAround(wagons, random), order: wagons.map((wagon) => wagon.id) });
  }
  return result;
}

/** Shuffled so the wagons never stand in the coupling order already. */
function standAround(wagons: Wagon[], random: Random): Wagon[] {
  const inOrder = (list: Wagon[]) => list.every((wagon, index) => wagon.id === index);
  let result = shuffled(wagons, random);
  for (let tries = 0; tries < 10 && inOrder(result); tries += 1) result = shuffled(wagons, random);
  return inOrder(result) ? [...result.slice(1), result[0] as Wagon] : result;
}

export const buildTrainMaxScore = (level: number) => orderMaxScore(trainLevel(level).wagons, TRAINS_PER_LEVEL);
