import { type Random, pickDistinct, randomInt, shuffled } from "../random";
import type { ShapeName } from "../shape-recognition/logic";

/**
 * Bubble sorties (premium, 3-7 years, attention): bubbles drift upwards and the child pops
 * only the ones that match the prompt ("Pop the red bubbles", "Pop every 3"). A play of a
 * level is one wave of bubbles; it ends when every matching bubble is popped (the others may
 * stay). Where a bubble is never matters: a bubble that leaves the top comes back at the
 * bottom, so none is lost, and whether a tap is right depends only on what the bubble shows.
 *
 * Scoring: POINTS_PER_POP for each matching bubble popped, minus MISTAKE_COST for each tap on
 * a bubble that does not match (a bubble counts as a mistake once, then it is greyed out),
 * never below 0. The maximum is every matching bubble popped without a mistake.
 */
export const POINTS_PER_POP = 10;
export const MISTAKE_COST = 5;

export const BUBBLE_COLORS = {
  red: "#e03131",
  blue: "#1c7ed6",
  yellow: "#fcc419",
  green: "#2f9e44",
  purple: "#9c36b5",
  orange: "#f76707",
} as const;
export type BubbleColor = keyof typeof BUBBLE_COLORS;
const COLOR_NAMES = Object.keys(BUBBLE_COLORS) as BubbleColor[];

/** Things a bubble may carry, by id (the board draws each; names in games.bubbleSorties.pictureBubble.<id>). */
const PICTURE_NAMES = ["star", "fish", "flower", "apple", "ball", "duck", "car", "moon"] as const;
export type Picture = (typeof PICTURE_NAMES)[number];

/** Shapes the child is asked for, each with three shapes that look a bit like it. */
export const SHAPE_LOOKALIKES = {
  circle: ["oval", "hexagon", "pentagon"],
  square: ["rectangle", "diamond", "pentagon"],
  triangle: ["diamond", "pentagon", "star"],
  star: ["pentagon", "hexagon", "diamond"],
  heart: ["circle", "oval", "triangle"],
} as const satisfies Record<string, ReadonlyArray<ShapeName>>;
export type TargetShape = keyof typeof SHAPE_LOOKALIKES;
const TARGET_SHAPES = Object.keys(SHAPE_LOOKALIKES) as TargetShape[];

/** Digits 1-9, each with three digits that are easy to confuse with it. */
export const DIGIT_LOOKALIKES: Readonly<Record<number, ReadonlyArray<number>>> = {
  1: [7, 4, 2],
  2: [5, 7, 3],
  3: [8, 5, 2],
  4: [1, 7, 9],
  5: [2, 6, 3],
  6: [9, 8, 5],
  7: [1, 4, 2],
  8: [3, 6, 9],
  9: [6, 8, 4],
};

/** What a bubble shows, and what a prompt asks for: the same thing, so checking is equality. */
export type Feature =
  { kind: "color"; value: BubbleColor } | { kind: "picture"; value: Picture } | { kind: "shape"; value: ShapeName } | { kind: "number"; value: number };
type FeatureKind = Feature["kind"];

export interface BubbleLevel {
  /** Bubbles in the wave. */
  bubbles: number;
  /** Of those, the ones that match the prompt. */
  targets: number;
  /** What the prompt may ask for (one is drawn per play). */
  kinds: ReadonlyArray<FeatureKind>;
  /** Different values in the wave, the target's included (the other ones are distractors). */
  values: number;
  /** Bubble diameter in px (never below MIN_BUBBLE_PX, even on a narrow screen). */
  size: number;
  /** Columns the bubbles rise in. */
  lanes: number;
  /** Seconds a bubble takes from the bottom of the field to the top (lower is faster). */
  riseSeconds: number;
}

/** The smallest bubble: still a big target for a small finger. */
export const MIN_BUBBLE_PX = 72;
/** Least height of the field the bubbles rise through, in px (it grows to fill the scene). */
export const FIELD_HEIGHT_PX = 352;
/** Random shift of a bubble along its column, as a share of its even slot. */
const PHASE_JITTER = 0.25;

export const BUBBLE_LEVELS: ReadonlyArray<BubbleLevel> = [
  { bubbles: 6, targets: 3, kinds: ["color"], values: 2, size: 104, lanes: 3, riseSeconds: 26 },
  { bubbles: 8, targets: 3, kinds: ["color"], values: 3, size: 96, lanes: 3, riseSeconds: 22 },
  { bubbles: 9, targets: 4, kinds: ["picture"], values: 3, size: 92, lanes: 3, riseSeconds: 19 },
  { bubbles: 10, targets: 4, kinds: ["shape"], values: 3, size: 84, lanes: 4, riseSeconds: 16 },
  { bubbles: 12, targets: 5, kinds: ["shape", "number"], values: 4, size: 76, lanes: 4, riseSeconds: 13 },
];

export const bubbleLevel = (level: number): BubbleLevel => BUBBLE_LEVELS[level - 1] ?? (BUBBLE_LEVELS[0] as BubbleLevel);

export interface Bubble {
  id: number;
  feature: Feature;
  /** The bubble's colour: the feature itself for colour prompts, else random (no help). */
  tint: BubbleColor;
  lane: number;
  /** Where along its loop the bubble starts, 0 (bottom) to 1 (top). */
  phase: number;
}

export interface Wave {
  level: number;
  target: Feature;
  bubbles: Bubble[];
}

const sameFeature = (a: Feature, b: Feature): boolean => a.kind === b.kind && a.value === b.value;

export const matches = (bubble: Bubble, target: Feature): boolean => sameFeature(bubble.feature, target);

/** The target and the distractor values of one wave, target first. */
function waveValues(kind: FeatureKind, values: number, random: Random): Feature[] {
  switch (kind) {
    case "color":
      return pickDistinct(COLOR_NAMES, values, random).map((value) => ({ kind, value }));
    case "picture":
      return pickDistinct(PICTURE_NAMES, values, random).map((value) => ({ kind, value }));
    case "shape": {
      const [target] = pickDistinct(TARGET_SHAPES, 1, random) as [TargetShape];
      const others = pickDistinct(SHAPE_LOOKALIKES[target], values - 1, random);
      return [target, ...others].map((value) => ({ kind, value }));
    }
    case "number": {
      const target = randomInt(random, 1, 9);
      const others = pickDistinct(DIGIT_LOOKALIKES[target] ?? [], values - 1, random);
      return [target, ...others].map((value) => ({ kind, value }));
    }
  }
}

/**
 * Columns and starting heights: bubble i rises in column i mod lanes; the bubbles of one
 * column rise at the same speed and start evenly spread along its loop (with a little jitter),
 * so they never cover each other.
 */
function place(count: number, lanes: number, random: Random): Array<{ lane: number; phase: number }> {
  const perLane = Array.from({ length: lanes }, (_, lane) => Math.ceil((count - lane) / lanes));
  return Array.from({ length: count }, (_, index) => {
    const lane = index % lanes;
    const slot = Math.floor(index / lanes);
    const inLane = perLane[lane] ?? 1;
    return { lane, phase: (slot + random() * PHASE_JITTER) / inLane };
  });
}

/** One play of a level: the prompt and its wave of bubbles, in random order. */
export function newWave(level: number, random: Random): Wave {
  const spec = bubbleLevel(level);
  const kind = spec.kinds[randomInt(random, 0, spec.kinds.length - 1)] as FeatureKind;
  const [target, ...distractors] = waveValues(kind, spec.values, random) as [Feature, ...Feature[]];
  // Every distractor value appears at least once, then in turn.
  const features = [
    ...Array.from({ length: spec.targets }, () => target),
    ...Array.from({ length: spec.bubbles - spec.targets }, (_, index) => distractors[index % distractors.length] as Feature),
  ];
  const places = place(spec.bubbles, spec.lanes, random);
  const bubbles = shuffled(features, random).map((feature, id) => ({
    id,
    feature,
    tint: feature.kind === "color" ? feature.value : (COLOR_NAMES[randomInt(random, 0, COLOR_NAMES.length - 1)] as BubbleColor),
    ...(places[id] as { lane: number; phase: number }),
  }));
  return { level, target, bubbles };
}

/** Seconds one loop of a column takes: columns differ a little in speed, so the field looks alive. */
export function laneSeconds(level: number, lane: number): number {
  const factors = [1, 0.88, 1.12, 0.94];
  return Math.round(bubbleLevel(level).riseSeconds * (factors[lane % factors.length] ?? 1) * 10) / 10;
}

export interface BubblePlay {
  popped: number[];
  /** Bubbles tapped by mistake (each counts once). */
  missed: number[];
}

export const startBubblePlay = (): BubblePlay => ({ popped: [], missed: [] });

export type TapOutcome = "pop" | "mistake" | "ignored";

/** A tap on a bubble: a matching one pops, another one is a mistake (once); the rest is ignored. */
export function tapBubble(wave: Wave, play: BubblePlay, id: number): { play: BubblePlay; outcome: TapOutcome } {
  const bubble = wave.bubbles.find((candidate) => candidate.id === id);
  if (!bubble || play.popped.includes(id) || play.missed.includes(id) || waveCleared(wave, play)) return { play, outcome: "ignored" };
  if (matches(bubble, wave.target)) return { play: { ...play, popped: [...play.popped, id] }, outcome: "pop" };
  return { play: { ...play, missed: [...play.missed, id] }, outcome: "mistake" };
}

export const targetCount = (wave: Wave): number => wave.bubbles.filter((bubble) => matches(bubble, wave.target)).length;

export const targetsLeft = (wave: Wave, play: BubblePlay): number => targetCount(wave) - play.popped.length;

/** The play is over when every matching bubble is popped. */
export const waveCleared = (wave: Wave, play: BubblePlay): boolean => targetsLeft(wave, play) <= 0;

export const bubbleScore = (play: BubblePlay): number => Math.max(0, play.popped.length * POINTS_PER_POP - play.missed.length * MISTAKE_COST);

export const bubbleMaxScore = (level: number): number => bubbleLevel(level).targets * POINTS_PER_POP;
