import { ROUNDS_PER_LEVEL, choiceMaxScore } from "../choice-rounds";
import { type Random, pickDistinct, randomInt, shuffled } from "../random";
import { orderMaxScore } from "../tap-in-order";

/**
 * What happens next? (premium, 2-6 years): picture stories of everyday life (a seed grows
 * into a sunflower, bread is baked in the tandir, a chick hatches). The child picks the
 * picture that comes next, later finds the missing step, and at the last levels puts the
 * shuffled pictures in order. Every step is drawn (./pictures.ts) and its caption is
 * a string (games.completeSequence.steps.<step>), spoken.
 */

/** The steps of the stories; the ids name the story and the place in it (the board draws each, ./pictures.ts). */
export const STEP_IDS = [
  "seed1",
  "seed2",
  "seed3",
  "seed4",
  "chick1",
  "chick2",
  "chick3",
  "chick4",
  "bread1",
  "bread2",
  "bread3",
  "bread4",
  "grow1",
  "grow2",
  "grow3",
  "grow4",
  "wash1",
  "wash2",
  "wash3",
  "wash4",
  "rain1",
  "rain2",
  "rain3",
  "rain4",
  "apple1",
  "apple2",
  "apple3",
  "apple4",
  "draw1",
  "draw2",
  "draw3",
  "draw4",
  "dress1",
  "dress2",
  "dress3",
  "plov1",
  "plov2",
  "plov3",
  "milk1",
  "milk2",
  "milk3",
  "wool1",
  "wool2",
  "wool3",
  "snow1",
  "snow2",
  "snow3",
  "tea1",
  "tea2",
  "tea3",
  "socks1",
  "socks2",
  "bug1",
  "bug2",
] as const;
export type StepId = (typeof STEP_IDS)[number];

/** Stories of one theme could be confused (leaves, then a blossom?), so distractors come from other themes. */
export type Theme = "nature" | "animals" | "kitchen" | "me";

const STORIES = {
  seed: { theme: "nature", steps: ["seed1", "seed2", "seed3", "seed4"] },
  chick: { theme: "animals", steps: ["chick1", "chick2", "chick3", "chick4"] },
  bread: { theme: "kitchen", steps: ["bread1", "bread2", "bread3", "bread4"] },
  grow: { theme: "me", steps: ["grow1", "grow2", "grow3", "grow4"] },
  wash: { theme: "me", steps: ["wash1", "wash2", "wash3", "wash4"] },
  rain: { theme: "nature", steps: ["rain1", "rain2", "rain3", "rain4"] },
  apple: { theme: "nature", steps: ["apple1", "apple2", "apple3", "apple4"] },
  draw: { theme: "me", steps: ["draw1", "draw2", "draw3", "draw4"] },
  dress: { theme: "me", steps: ["dress1", "dress2", "dress3"] },
  plov: { theme: "kitchen", steps: ["plov1", "plov2", "plov3"] },
  milk: { theme: "animals", steps: ["milk1", "milk2", "milk3"] },
  wool: { theme: "animals", steps: ["wool1", "wool2", "wool3"] },
  snow: { theme: "nature", steps: ["snow1", "snow2", "snow3"] },
  tea: { theme: "kitchen", steps: ["tea1", "tea2", "tea3"] },
  socks: { theme: "me", steps: ["socks1", "socks2"] },
  bug: { theme: "nature", steps: ["bug1", "bug2"] },
} as const satisfies Record<string, { theme: Theme; steps: ReadonlyArray<StepId> }>;
export type StoryId = keyof typeof STORIES;
export const STORY_IDS = Object.keys(STORIES) as StoryId[];

export const storySteps = (story: StoryId): ReadonlyArray<StepId> => STORIES[story].steps;
export const storyTheme = (story: StoryId): Theme => STORIES[story].theme;

type SequenceKind = "next" | "missing" | "order";

export interface SequenceLevel {
  kind: SequenceKind;
  /** How many steps of a story a round shows (the gap or the pictures to order included). */
  length: number;
  /** Pictures to choose from (choice levels). */
  options: number;
  rounds: number;
}

export const SEQUENCE_LEVELS: ReadonlyArray<SequenceLevel> = [
  { kind: "next", length: 2, options: 2, rounds: ROUNDS_PER_LEVEL },
  { kind: "next", length: 3, options: 3, rounds: ROUNDS_PER_LEVEL },
  { kind: "next", length: 4, options: 3, rounds: ROUNDS_PER_LEVEL },
  { kind: "missing", length: 4, options: 4, rounds: ROUNDS_PER_LEVEL },
  { kind: "order", length: 3, options: 0, rounds: 4 },
  { kind: "order", length: 4, options: 0, rounds: 4 },
];

export const sequenceLevel = (level: number): SequenceLevel => SEQUENCE_LEVELS[level - 1] ?? (SEQUENCE_LEVELS[0] as SequenceLevel);

/** A round where the child picks the picture for the gap (`null` in `shown`). */
export interface SequenceChoiceRound {
  kind: "next" | "missing";
  story: StoryId;
  shown: Array<StepId | null>;
  target: StepId;
  options: StepId[];
}

/** A round where the child taps the pictures from the first step to the last. */
export interface SequenceOrderRound {
  kind: "order";
  story: StoryId;
  /** The pictures as they lie shuffled; `id` is the step's place in the story (0 = first). */
  pieces: Array<{ id: number; step: StepId }>;
  /** The right order of piece ids: 0, 1, 2, ... */
  order: number[];
}

export type SequenceRound = SequenceChoiceRound | SequenceOrderRound;

/** The runs of `length` consecutive steps the stories hold, as [story, first step index]. */
export function storyWindows(length: number): Array<[StoryId, number]> {
  return STORY_IDS.flatMap((story) =>
    Array.from({ length: Math.max(0, storySteps(story).length - length + 1) }, (_, start) => [story, start] as [StoryId, number]),
  );
}

/** `count` windows from different stories. */
function windowsFromDifferentStories(length: number, count: number, random: Random): Array<[StoryId, number]> {
  const stories = pickDistinct([...new Set(storyWindows(length).map(([story]) => story))], count, random);
  return stories.map((story) => {
    const starts = storyWindows(length).filter(([of]) => of === story);
    return starts[randomInt(random, 0, starts.length - 1)] as [StoryId, number];
  });
}

/** Steps of stories of other themes than `story`'s, the only ones offered beside the answer. */
export const distractorSteps = (story: StoryId): StepId[] =>
  STORY_IDS.filter((other) => storyTheme(other) !== storyTheme(story)).flatMap((other) => [...storySteps(other)]);

function choiceRounds(level: SequenceLevel, random: Random): SequenceChoiceRound[] {
  return windowsFromDifferentStories(level.length, level.rounds, random).map(([story, start]) => {
    const steps = storySteps(story).slice(start, start + level.length);
    const gap = level.kind === "next" ? steps.length - 1 : randomInt(random, 1, steps.length - 2);
    const target = steps[gap] as StepId;
    return {
      kind: level.kind === "missing" ? "missing" : "next",
      story,
      shown: steps.map((step, index) => (index === gap ? null : step)),
      target,
      options: shuffled([target, ...pickDistinct(distractorSteps(story), level.options - 1, random)], random),
    };
  });
}

const inOrder = (ids: ReadonlyArray<number>) => ids.every((id, index) => id === index);

/** Shuffled so the pictures never already lie in the right order. */
export function scatterSteps(count: number, random: Random): number[] {
  const ids = Array.from({ length: count }, (_, index) => index);
  let result = shuffled(ids, random);
  for (let tries = 0; tries < 10 && inOrder(result); tries += 1) result = shuffled(ids, random);
  return inOrder(result) ? [...result.slice(1), result[0] as number] : result;
}

function orderRounds(level: SequenceLevel, random: Random): SequenceOrderRound[] {
  return windowsFromDifferentStories(level.length, level.rounds, random).map(([story, start]) => {
    const steps = storySteps(story).slice(start, start + level.length);
    return {
      kind: "order",
      story,
      pieces: scatterSteps(steps.length, random).map((id) => ({ id, step: steps[id] as StepId })),
      order: steps.map((_, index) => index),
    };
  });
}

/** The rounds of one level, each from a different story. */
export function sequenceRounds(levelNumber: number, random: Random): SequenceRound[] {
  const level = sequenceLevel(levelNumber);
  return level.kind === "order" ? orderRounds(level, random) : choiceRounds(level, random);
}

/** Choice levels score like the other choice games; ordering levels 10 per picture placed at the first try. */
export const completeSequenceMaxScore = (levelNumber: number) => {
  const level = sequenceLevel(levelNumber);
  return level.kind === "order" ? orderMaxScore(level.length, level.rounds) : choiceMaxScore(level.rounds);
};
