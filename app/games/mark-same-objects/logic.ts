import { type Random, randomInt, shuffled } from "../random";

/**
 * Mark the same objects (premium, 4-5 years, the spec's 5 levels): a sample object on top and
 * a field of objects below; the child marks every object just like the sample (same shape,
 * colour and way up), then presses "Done". Like a paper task, a mark gives no right/wrong hint;
 * the field is checked at "Done": right marks earn points, wrong marks cost some, missed ones
 * earn nothing, and each is shown.
 */

const MARK_SHAPES = ["arrow", "triangle", "heart", "flag", "moon"] as const;
export type MarkShape = (typeof MARK_SHAPES)[number];

/**
 * Each colour has its own texture too, so no difference is told by colour alone. The colours are
 * the picture world's named ones (docs/art-style.md), with a darker shade on the side away from the light.
 */
export const MARK_COLORS = {
  red: { fill: "#e53935", shade: "#a82623", texture: "plain" },
  blue: { fill: "#1e88e5", shade: "#1259a3", texture: "stripes" },
  green: { fill: "#43a047", shade: "#2a7230", texture: "dots" },
  orange: { fill: "#fb8c00", shade: "#c25e00", texture: "grid" },
} as const;
type MarkColor = keyof typeof MARK_COLORS;
const COLOR_NAMES = Object.keys(MARK_COLORS) as MarkColor[];

/** Quarter turns clockwise: 0 upright, 1 turned right, 2 upside down, 3 turned left. */
type Turn = 0 | 1 | 2 | 3;
const TURNS: ReadonlyArray<Turn> = [0, 1, 2, 3];

export interface MarkObject {
  shape: MarkShape;
  color: MarkColor;
  turn: Turn;
}

/** What makes an object differ from the sample. */
type Difference = "shape" | "color" | "turn";

export interface MarkLevel {
  /** Objects in the field. */
  field: number;
  /** Of those, the ones just like the sample. */
  same: number;
  /** What the other objects differ in. */
  differ: ReadonlyArray<Difference>;
  /**
   * "any": the others are any other object (often differing in several ways); "one": each
   * differs from the sample in exactly one way, the hardest to see.
   */
  mode: "any" | "one";
  /** The quarter turns an object may be turned by, relative to the sample. */
  turns: ReadonlyArray<Exclude<Turn, 0>>;
  /** Whether the sample itself may lie turned. */
  turnedSample: boolean;
}

export const MARK_LEVELS: ReadonlyArray<MarkLevel> = [
  { field: 6, same: 2, differ: ["shape"], mode: "any", turns: [], turnedSample: false },
  { field: 8, same: 3, differ: ["shape", "color"], mode: "any", turns: [], turnedSample: false },
  { field: 9, same: 3, differ: ["shape", "color", "turn"], mode: "one", turns: [2], turnedSample: false },
  { field: 12, same: 4, differ: ["color", "turn"], mode: "one", turns: [1, 2, 3], turnedSample: true },
  { field: 12, same: 4, differ: ["turn"], mode: "one", turns: [1, 2, 3], turnedSample: true },
];

/** Fields in one play of a level. */
export const MARK_ROUNDS = 3;
const POINTS_PER_MARK = 10;
/** Points a mark on an object that is not the same costs (a field never goes below 0). */
export const WRONG_MARK_COST = 5;

export const markLevel = (level: number): MarkLevel => MARK_LEVELS[level - 1] ?? (MARK_LEVELS[0] as MarkLevel);

export const sameObject = (a: MarkObject, b: MarkObject) => a.shape === b.shape && a.color === b.color && a.turn === b.turn;

const pick = <T>(items: ReadonlyArray<T>, random: Random): T => items[randomInt(random, 0, items.length - 1)] as T;
const turnBy = (turn: Turn, by: number) => ((turn + by) % 4) as Turn;

/** An object unlike the sample in the way `level` asks. */
export function distractor(sample: MarkObject, settings: MarkLevel, random: Random): MarkObject {
  if (settings.mode === "any") {
    // Another shape (or colour): everything else may change too.
    for (;;) {
      const object: MarkObject = {
        shape: settings.differ.includes("shape") ? pick(MARK_SHAPES, random) : sample.shape,
        color: pick(COLOR_NAMES, random),
        turn: sample.turn,
      };
      const differs = settings.differ.some((difference) => object[difference] !== sample[difference]);
      if (differs) return object;
    }
  }
  const difference = pick(settings.differ, random);
  if (difference === "shape")
    return {
      ...sample,
      shape: pick(
        MARK_SHAPES.filter((shape) => shape !== sample.shape),
        random,
      ),
    };
  if (difference === "color")
    return {
      ...sample,
      color: pick(
        COLOR_NAMES.filter((color) => color !== sample.color),
        random,
      ),
    };
  return { ...sample, turn: turnBy(sample.turn, pick(settings.turns, random)) };
}

export interface MarkRound {
  sample: MarkObject;
  /** The field, in reading order. */
  objects: MarkObject[];
}

export function markRounds(level: number, random: Random, rounds = MARK_ROUNDS): MarkRound[] {
  const settings = markLevel(level);
  let previous: MarkShape | undefined;
  return Array.from({ length: rounds }, () => {
    // A new sample shape each field, so the fields feel different.
    const shape = pick(
      MARK_SHAPES.filter((candidate) => candidate !== previous),
      random,
    );
    previous = shape;
    const sample: MarkObject = { shape, color: pick(COLOR_NAMES, random), turn: settings.turnedSample ? pick(TURNS, random) : 0 };
    const others = Array.from({ length: settings.field - settings.same }, () => distractor(sample, settings, random));
    const objects = shuffled([...Array.from({ length: settings.same }, () => ({ ...sample })), ...others], random);
    return { sample, objects };
  });
}

export interface MarkCounts {
  /** Same objects marked. */
  right: number;
  /** Other objects marked. */
  wrong: number;
  /** Same objects left unmarked. */
  missed: number;
}

/** The field checked: `marked` holds one flag per object. */
export function countMarks(round: MarkRound, marked: ReadonlyArray<boolean>): MarkCounts {
  const counts = { right: 0, wrong: 0, missed: 0 };
  round.objects.forEach((object, index) => {
    const same = sameObject(object, round.sample);
    if (marked[index] === true) counts[same ? "right" : "wrong"] += 1;
    else if (same) counts.missed += 1;
  });
  return counts;
}

/** Points of one field: 10 per right mark, minus 5 per wrong mark, never below 0. */
export const fieldPoints = (counts: MarkCounts) => Math.max(0, counts.right * POINTS_PER_MARK - counts.wrong * WRONG_MARK_COST);

export interface MarkPlay {
  /** Index of the field being played; equals the number of fields when the play is over. */
  round: number;
  /** Same objects found on the field being played, one flag per object. */
  marked: boolean[];
  /** Other objects tapped on the field being played (each counts once, however often tapped). */
  wrong: boolean[];
  score: number;
  attempts: number;
  successes: number;
}

const unmarked = (objects: number) => Array.from({ length: objects }, () => false);

export const startMarkPlay = (objects: number): MarkPlay => ({
  round: 0,
  marked: unmarked(objects),
  wrong: unmarked(objects),
  score: 0,
  attempts: 0,
  successes: 0,
});

/** What a tap did: found a same object, hit another one, or nothing (already answered). */
export type MarkTap = "right" | "wrong" | "ignored";

/**
 * A tap on object `index`, answered at once so a small child hears and sees every move: a same
 * object is marked, another one is marked wrong (once), a tap on either again does nothing. The
 * field is scored when its last same object is found, and the play moves on to the next one.
 */
export function tapObject(play: MarkPlay, rounds: ReadonlyArray<MarkRound>, index: number): { play: MarkPlay; tap: MarkTap; fieldDone: boolean } {
  const round = rounds[play.round];
  const object = round?.objects[index];
  if (!round || !object || play.marked[index] || play.wrong[index]) return { play, tap: "ignored", fieldDone: false };
  if (!sameObject(object, round.sample)) {
    return { play: { ...play, wrong: play.wrong.map((value, at) => value || at === index), attempts: play.attempts + 1 }, tap: "wrong", fieldDone: false };
  }
  const marked = play.marked.map((value, at) => value || at === index);
  const tapped = { ...play, marked, attempts: play.attempts + 1, successes: play.successes + 1 };
  const counts = countMarks(round, marked);
  if (counts.missed > 0) return { play: tapped, tap: "right", fieldDone: false };
  const wrong = play.wrong.filter(Boolean).length;
  const nextObjects = rounds[play.round + 1]?.objects.length ?? marked.length;
  return {
    play: {
      ...tapped,
      round: play.round + 1,
      marked: unmarked(nextObjects),
      wrong: unmarked(nextObjects),
      score: play.score + fieldPoints({ ...counts, wrong }),
    },
    tap: "right",
    fieldDone: true,
  };
}

export const markPlayOver = (play: MarkPlay, rounds: number = MARK_ROUNDS) => play.round >= rounds;

export const markSameObjectsMaxScore = (level: number) => MARK_ROUNDS * markLevel(level).same * POINTS_PER_MARK;
