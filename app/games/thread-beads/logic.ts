import { type ChoicePlay, POINTS_PER_ROUND, ROUNDS_PER_LEVEL, answerChoice, choicePlayOver } from "../choice-rounds";
import { type Random, pickDistinct, shuffled } from "../random";

/**
 * Thread the beads (premium, 3-6 years): a string shows beads in a repeating pattern and ends
 * in empty places; the child picks the next bead, then the next, until the string is full.
 * Each bead is scored like a choice game's round: 10 points at the first try, 5 at the second.
 */
/** The named colours of docs/art-style.md: the colours a child names stay true to their names. */
export const BEAD_COLORS = {
  red: "#e53935",
  blue: "#1e88e5",
  yellow: "#fdd835",
  green: "#43a047",
  purple: "#8e24aa",
  orange: "#fb8c00",
} as const;
export type BeadColor = keyof typeof BEAD_COLORS;
const BEAD_COLOR_NAMES = Object.keys(BEAD_COLORS) as BeadColor[];

const BEAD_SHAPES = ["circle", "square", "triangle", "diamond"] as const;
export type BeadShape = (typeof BEAD_SHAPES)[number];

export interface Bead {
  color: BeadColor;
  shape: BeadShape;
}

/**
 * The patterns. Letters name the pattern's beads: "AB" is A B A B ...; "growing" is A B, A B B,
 * A B B B, ... (one more B each time); "twoAttributes" lets the colour repeat A B while the
 * shape repeats X Y Z, so both must be followed at once.
 */
export type PatternKind = "AB" | "AAB" | "ABB" | "ABC" | "AABB" | "ABCC" | "growing" | "twoAttributes";

interface BeadLevel {
  kinds: ReadonlyArray<PatternKind>;
  /** Beads shown on the string before the empty places. */
  shown: number;
  /** Empty places to fill. */
  slots: number;
  /** Beads offered for each place. */
  choices: number;
  /** Whether the beads differ in shape as well as colour (else all are round). */
  shapes: boolean;
}

export const BEAD_LEVELS: ReadonlyArray<BeadLevel> = [
  { kinds: ["AB"], shown: 6, slots: 2, choices: 3, shapes: false },
  { kinds: ["AAB", "ABB"], shown: 6, slots: 3, choices: 3, shapes: false },
  { kinds: ["ABC"], shown: 6, slots: 3, choices: 4, shapes: false },
  { kinds: ["AABB", "ABCC"], shown: 8, slots: 4, choices: 4, shapes: true },
  { kinds: ["growing", "twoAttributes"], shown: 9, slots: 4, choices: 4, shapes: true },
];

export const beadLevel = (level: number): BeadLevel => BEAD_LEVELS[level - 1] ?? (BEAD_LEVELS[0] as BeadLevel);

export const sameBead = (a: Bead, b: Bead) => a.color === b.color && a.shape === b.shape;
export const beadKey = (bead: Bead) => `${bead.color}-${bead.shape}`;

/** How many different beads a kind's pattern uses (colours for twoAttributes). */
const ELEMENTS: Record<PatternKind, number> = { AB: 2, AAB: 2, ABB: 2, ABC: 3, AABB: 2, ABCC: 3, growing: 2, twoAttributes: 2 };

/** The element (0 = A, 1 = B, 2 = C) at `index` of a repeating or growing pattern. */
export function patternElement(kind: Exclude<PatternKind, "twoAttributes">, index: number): number {
  if (kind === "growing") {
    // Groups of 2, 3, 4, ... beads: one A, then one B more than the group before.
    let start = 0;
    for (let size = 2; ; size += 1) {
      if (index < start + size) return index === start ? 0 : 1;
      start += size;
    }
  }
  const letter = kind[index % kind.length] as string;
  return letter.charCodeAt(0) - "A".charCodeAt(0);
}

export interface BeadRound {
  kind: PatternKind;
  /** The beads already on the string. */
  shown: Bead[];
  /** The beads that belong in the empty places, in order. */
  answers: Bead[];
  /** The beads offered for each empty place (each holds its answer once). */
  choices: Bead[][];
}

/** The whole string of a pattern, `length` beads long. */
export function patternBeads(kind: PatternKind, colors: ReadonlyArray<BeadColor>, shapes: ReadonlyArray<BeadShape>, length: number): Bead[] {
  return Array.from({ length }, (_, index) => {
    if (kind === "twoAttributes") return { color: colors[index % 2] as BeadColor, shape: shapes[index % 3] as BeadShape };
    const element = patternElement(kind, index);
    return { color: colors[element] as BeadColor, shape: shapes[element] as BeadShape };
  });
}

/**
 * Beads offered for one place: the answer and `count - 1` others. When shapes count, the
 * others are first near misses (the right colour in another shape, the right shape in another
 * colour), then the pattern's other beads; else the pattern's other beads, then new colours.
 */
export function beadChoices(answer: Bead, pattern: ReadonlyArray<Bead>, count: number, withShapes: boolean, random: Random): Bead[] {
  const chosen: Bead[] = [answer];
  const add = (bead: Bead) => {
    if (chosen.length < count && !chosen.some((other) => sameBead(other, bead))) chosen.push(bead);
  };
  const otherColors = shuffled(
    BEAD_COLOR_NAMES.filter((color) => color !== answer.color),
    random,
  );
  const fromPattern = shuffled(pattern, random);
  if (withShapes) {
    const otherShape = shuffled(
      BEAD_SHAPES.filter((shape) => shape !== answer.shape),
      random,
    )[0] as BeadShape;
    add({ color: answer.color, shape: otherShape });
    add({ color: otherColors[0] as BeadColor, shape: answer.shape });
  }
  fromPattern.forEach(add);
  for (const color of otherColors) add({ color, shape: withShapes ? (pickDistinct(BEAD_SHAPES, 1, random)[0] as BeadShape) : answer.shape });
  return shuffled(chosen, random);
}

export function beadRounds(level: number, random: Random, rounds = ROUNDS_PER_LEVEL): BeadRound[] {
  const { kinds, shown, slots, choices, shapes } = beadLevel(level);
  const order = shuffled(kinds, random);
  const result: BeadRound[] = [];
  for (let index = 0; index < rounds; index += 1) {
    const kind = order[index % order.length] as PatternKind;
    const colors = pickDistinct(BEAD_COLOR_NAMES, ELEMENTS[kind], random);
    const beadShapes: BeadShape[] =
      kind === "twoAttributes"
        ? pickDistinct(BEAD_SHAPES, 3, random)
        : shapes
          ? pickDistinct(BEAD_SHAPES, ELEMENTS[kind], random)
          : Array<BeadShape>(ELEMENTS[kind]).fill("circle");
    const string = patternBeads(kind, colors, beadShapes, shown + slots);
    const answers = string.slice(shown);
    const distinct = string.filter((bead, position) => string.findIndex((other) => sameBead(other, bead)) === position);
    result.push({
      kind,
      shown: string.slice(0, shown),
      answers,
      choices: answers.map((answer) => beadChoices(answer, distinct, choices, shapes, random)),
    });
  }
  return result;
}

/** Where a play is: which round and which empty place (the play counts beads, not rounds). */
export function beadPosition(play: ChoicePlay, slots: number): { round: number; slot: number } {
  return { round: Math.floor(play.round / slots), slot: play.round % slots };
}

/** The play after the child picks `bead` for the current place of `rounds`. */
export function pickBead(play: ChoicePlay, rounds: ReadonlyArray<BeadRound>, slots: number, bead: Bead): { play: ChoicePlay; correct: boolean } {
  const { round, slot } = beadPosition(play, slots);
  const answer = rounds[round]?.answers[slot];
  if (!answer) return { play, correct: false };
  const correct = sameBead(answer, bead);
  return { play: answerChoice(play, correct), correct };
}

/** After a right pick: whether it filled the last empty place of its string. */
export const filledString = (play: ChoicePlay, slots: number) => play.round > 0 && play.round % slots === 0;

export const beadPlayOver = (play: ChoicePlay, rounds: number, slots: number) => choicePlayOver(play, rounds * slots);

export const threadBeadsMaxScore = (level: number) => ROUNDS_PER_LEVEL * beadLevel(level).slots * POINTS_PER_ROUND;
