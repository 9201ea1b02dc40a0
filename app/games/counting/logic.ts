import { type ChoiceRound, ROUNDS_PER_LEVEL, choiceMaxScore } from "../choice-rounds";
import { type Random, pickDistinct, randomInt, shuffled } from "../random";

/** Counting (free, 3-6 years): how many things are there? Pick the number. */
const COUNTABLE = ["apple", "ball", "fish", "star", "duck", "flower"] as const;
export type Countable = (typeof COUNTABLE)[number];

interface CountingLevel {
  min: number;
  max: number;
  /** Other things mixed in that must not be counted. */
  distractors: number;
  /** The things this level counts (each has its own place: apples on the kitchen table, fish at the shore…). */
  things: ReadonlyArray<Countable>;
}

/** Each level counts things of its own, so no two levels look alike; the last mixes them all. */
export const COUNTING_LEVELS: ReadonlyArray<CountingLevel> = [
  { min: 1, max: 3, distractors: 0, things: ["apple", "duck"] },
  { min: 1, max: 5, distractors: 0, things: ["fish", "ball"] },
  { min: 3, max: 7, distractors: 0, things: ["star", "flower"] },
  { min: 5, max: 10, distractors: 0, things: ["apple", "fish", "duck"] },
  { min: 3, max: 10, distractors: 4, things: COUNTABLE },
];

const countingLevel = (level: number): CountingLevel => COUNTING_LEVELS[level - 1] ?? (COUNTING_LEVELS[0] as CountingLevel);

interface CountingScene {
  /** What to count. */
  thing: Countable;
  /** What is drawn, in order: the things to count and any others mixed in. */
  items: Countable[];
}

export interface CountingRound extends ChoiceRound<number> {
  scene: CountingScene;
}

const OPTIONS_PER_ROUND = 3;

/** Three different numbers near the answer, all at least 1. */
export function numberOptions(answer: number, random: Random): number[] {
  const near = [answer - 2, answer - 1, answer + 1, answer + 2].filter((value) => value >= 1);
  return shuffled([answer, ...pickDistinct(near, OPTIONS_PER_ROUND - 1, random)], random);
}

export function countingRounds(level: number, random: Random, rounds = ROUNDS_PER_LEVEL): CountingRound[] {
  const { min, max, distractors, things } = countingLevel(level);
  const result: CountingRound[] = [];
  for (let index = 0; index < rounds; index += 1) {
    const previous = result[index - 1]?.target;
    let answer = randomInt(random, min, max);
    if (answer === previous) answer = answer === max ? min : answer + 1;
    // The thing to count changes each round where the level has several; the other thing (level 5) is never it.
    const thing = pickDistinct(
      things.filter((candidate) => things.length === 1 || candidate !== result[index - 1]?.scene.thing),
      1,
      random,
    )[0] as Countable;
    const other = pickDistinct(
      COUNTABLE.filter((candidate) => candidate !== thing),
      1,
      random,
    )[0] as Countable;
    const items = shuffled([...Array<Countable>(answer).fill(thing), ...Array<Countable>(distractors).fill(other)], random);
    result.push({ target: answer, options: numberOptions(answer, random), scene: { thing, items } });
  }
  return result;
}

export const countingMaxScore = (_level: number) => choiceMaxScore();
