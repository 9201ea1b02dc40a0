import { type Random, pickDistinct, randomInt, shuffled } from "../random";

/**
 * Spot the difference (premium, 4-8 years): two pictures side by side (one above the other on a
 * phone) are the same but for a few differences: a thing missing, a thing of another colour and
 * pattern (so colour is never the only cue), another thing in its place, a thing moved or
 * resized. The child taps a difference on either picture and both get a circle. A picture is
 * a grid of places, each holding one thing or nothing; a difference is always one place.
 */

/** The size of one place in the pictures' SVG units. */
export const PLACE_SIZE = 20;
/** How far (in SVG units) a thing may sit off the middle of its place without being moved. */
export const JITTER = 1;

const THING_KINDS = ["ball", "star", "heart", "flower", "fish", "balloon", "car", "house"] as const;
export type ThingKind = (typeof THING_KINDS)[number];

/** The picture world's named colours (docs/art-style.md), each with a darker shade for the side away from the light. */
export const THING_COLORS = {
  red: { base: "#e53935", shade: "#a82623" },
  blue: { base: "#1e88e5", shade: "#1259a3" },
  yellow: { base: "#fdd835", shade: "#b88f00" },
  green: { base: "#43a047", shade: "#2a7230" },
  purple: { base: "#8e24aa", shade: "#641a7a" },
  orange: { base: "#fb8c00", shade: "#c25e00" },
} as const;
type ThingColor = keyof typeof THING_COLORS;
const COLOR_NAMES = Object.keys(THING_COLORS) as ThingColor[];

const PATTERNS = ["plain", "stripes", "dots"] as const;
type Pattern = (typeof PATTERNS)[number];

export interface Thing {
  kind: ThingKind;
  color: ThingColor;
  pattern: Pattern;
  /** 1 is the usual size. */
  size: number;
  /** Offset from the middle of the place, in SVG units. */
  dx: number;
  dy: number;
}

/** The ways the two pictures may differ at one place. */
export type ChangeKind = "missing" | "color" | "kind" | "moved" | "resized" | "pattern";

export interface SpotLevel {
  columns: number;
  rows: number;
  /** Places holding a thing. */
  things: number;
  differences: number;
  changes: ReadonlyArray<ChangeKind>;
  /** How far a moved thing moves, in SVG units (smaller is harder to see). */
  move: number;
  /** A resized thing's size in one of the pictures (closer to 1 is harder to see). */
  shrink: number;
}

export const SPOT_LEVELS: ReadonlyArray<SpotLevel> = [
  { columns: 3, rows: 2, things: 5, differences: 2, changes: ["missing", "color"], move: 7, shrink: 0.55 },
  { columns: 3, rows: 3, things: 7, differences: 3, changes: ["missing", "color", "kind"], move: 7, shrink: 0.55 },
  { columns: 4, rows: 3, things: 9, differences: 3, changes: ["missing", "color", "kind", "moved", "resized"], move: 6, shrink: 0.6 },
  { columns: 4, rows: 3, things: 10, differences: 4, changes: ["missing", "color", "kind", "moved", "resized", "pattern"], move: 5, shrink: 0.7 },
  { columns: 4, rows: 4, things: 13, differences: 5, changes: ["missing", "color", "kind", "moved", "resized", "pattern"], move: 4, shrink: 0.75 },
];

/** Pairs of pictures in one play of a level. */
export const SPOT_SCENES = 2;
const POINTS_PER_DIFFERENCE = 10;
/** Points a tap on a place that is the same in both pictures costs (a scene never goes below 0). */
export const WRONG_TAP_COST = 3;

export const spotLevel = (level: number): SpotLevel => SPOT_LEVELS[level - 1] ?? (SPOT_LEVELS[0] as SpotLevel);

export interface Scene {
  columns: number;
  rows: number;
  /** The first picture, place by place (row by row); null is an empty place. */
  first: Array<Thing | null>;
  second: Array<Thing | null>;
  /** The places that differ, and how. */
  differences: Array<{ place: number; change: ChangeKind }>;
}

const other = <T>(items: ReadonlyArray<T>, not: T, random: Random): T =>
  pickDistinct(
    items.filter((item) => item !== not),
    1,
    random,
  )[0] as T;
const jitter = (random: Random) => randomInt(random, -2 * JITTER, 2 * JITTER) / 2;

function randomThing(random: Random): Thing {
  return {
    kind: pickDistinct(THING_KINDS, 1, random)[0] as ThingKind,
    color: pickDistinct(COLOR_NAMES, 1, random)[0] as ThingColor,
    pattern: pickDistinct(PATTERNS, 1, random)[0] as Pattern,
    size: 1,
    dx: jitter(random),
    dy: jitter(random),
  };
}

/** The two versions of a thing that differ by `change` (null where it is missing). */
function changed(thing: Thing, change: ChangeKind, settings: SpotLevel, random: Random): [Thing | null, Thing | null] {
  switch (change) {
    case "missing":
      return [thing, null];
    case "color":
      return [thing, { ...thing, color: other(COLOR_NAMES, thing.color, random), pattern: other(PATTERNS, thing.pattern, random) }];
    case "kind":
      return [thing, { ...thing, kind: other(THING_KINDS, thing.kind, random) }];
    case "pattern":
      return [thing, { ...thing, pattern: other(PATTERNS, thing.pattern, random) }];
    case "resized":
      return [thing, { ...thing, size: settings.shrink }];
    case "moved": {
      // From one side of its place to the other, across or up and down.
      const half = settings.move / 2;
      const across = random() < 0.5;
      return [
        { ...thing, dx: across ? -half : 0, dy: across ? 0 : -half },
        { ...thing, dx: across ? half : 0, dy: across ? 0 : half },
      ];
    }
  }
}

/** One pair of pictures of `level`: every change kind of the level comes round in turn. */
export function spotScene(level: number, random: Random): Scene {
  const settings = spotLevel(level);
  const places = settings.columns * settings.rows;
  const filled = pickDistinct([...Array(places).keys()], settings.things, random);
  const first: Array<Thing | null> = Array.from({ length: places }, () => null);
  for (const place of filled) first[place] = randomThing(random);
  const second = [...first];
  const changes = shuffled(settings.changes, random);
  const differences = pickDistinct(filled, settings.differences, random)
    .toSorted((a, b) => a - b)
    .map((place, index) => ({ place, change: changes[index % changes.length] as ChangeKind }));
  for (const { place, change } of differences) {
    const [one, two] = changed(first[place] as Thing, change, settings, random);
    // Either picture may be the one with the thing missing, smaller or changed.
    const swap = random() < 0.5;
    first[place] = swap ? two : one;
    second[place] = swap ? one : two;
  }
  return { columns: settings.columns, rows: settings.rows, first, second, differences };
}

export const spotScenes = (level: number, random: Random, scenes = SPOT_SCENES): Scene[] => Array.from({ length: scenes }, () => spotScene(level, random));

/** Whether two places look the same. */
export function samePlace(a: Thing | null, b: Thing | null): boolean {
  if (!a || !b) return a === b;
  return a.kind === b.kind && a.color === b.color && a.pattern === b.pattern && a.size === b.size && a.dx === b.dx && a.dy === b.dy;
}

export interface SpotPlay {
  /** Index of the scene being played; equals the number of scenes when the play is over. */
  scene: number;
  /** Places of this scene found by the child, in the order found. */
  found: number[];
  /** Places of this scene shown by a hint (they earn nothing). */
  shown: number[];
  /** Places tapped that are the same in both pictures, in this scene (each counts once). */
  wrongThisScene: number;
  wrongPlaces: number[];
  /** Points of the scenes already finished. */
  banked: number;
  attempts: number;
  successes: number;
}

export const startSpotPlay = (): SpotPlay => ({ scene: 0, found: [], shown: [], wrongThisScene: 0, wrongPlaces: [], banked: 0, attempts: 0, successes: 0 });

const isDifference = (scene: Scene, place: number) => scene.differences.some((difference) => difference.place === place);

export const sceneDone = (play: SpotPlay, scene: Scene) => play.found.length + play.shown.length >= scene.differences.length;

/** Points of one scene: 10 per difference the child found, minus 3 per wrong tap, never below 0. */
export const scenePoints = (found: number, wrong: number) => Math.max(0, found * POINTS_PER_DIFFERENCE - wrong * WRONG_TAP_COST);

export const spotScore = (play: SpotPlay) => play.banked + scenePoints(play.found.length, play.wrongThisScene);

export type SpotOutcome = "found" | "wrong" | "ignored";

/**
 * A tap on place `place` of either picture. A difference not yet found or shown is found; a
 * place already circled, a place outside the pictures, or any tap once the scene is done is
 * ignored; any other place is a wrong tap, counted once however often a small child taps it.
 */
export function tapPlace(play: SpotPlay, scene: Scene, place: number): { play: SpotPlay; outcome: SpotOutcome } {
  if (sceneDone(play, scene) || place < 0 || place >= scene.first.length || play.found.includes(place) || play.shown.includes(place)) {
    return { play, outcome: "ignored" };
  }
  if (isDifference(scene, place)) {
    return { play: { ...play, found: [...play.found, place], attempts: play.attempts + 1, successes: play.successes + 1 }, outcome: "found" };
  }
  if (play.wrongPlaces.includes(place)) return { play, outcome: "wrong" };
  return {
    play: { ...play, wrongThisScene: play.wrongThisScene + 1, wrongPlaces: [...play.wrongPlaces, place], attempts: play.attempts + 1 },
    outcome: "wrong",
  };
}

/** A hint circles the first difference (in reading order) not yet circled; it earns nothing. */
export function showHint(play: SpotPlay, scene: Scene): SpotPlay {
  const next = scene.differences.find(({ place }) => !play.found.includes(place) && !play.shown.includes(place));
  return next ? { ...play, shown: [...play.shown, next.place] } : play;
}

/** On to the next scene (once every difference of this one is circled): its points are banked. */
export const nextSpotScene = (play: SpotPlay): SpotPlay => ({
  ...play,
  scene: play.scene + 1,
  found: [],
  shown: [],
  wrongThisScene: 0,
  wrongPlaces: [],
  banked: spotScore(play),
});

export const spotPlayOver = (play: SpotPlay, scenes: number = SPOT_SCENES) => play.scene >= scenes;

export const spotTheDifferenceMaxScore = (level: number) => SPOT_SCENES * spotLevel(level).differences * POINTS_PER_DIFFERENCE;

/** Where a thing sits off the middle of its place, in words (only when it is clearly off). */
export function thingPosition(thing: Thing): "left" | "right" | "up" | "down" | null {
  if (Math.abs(thing.dx) > JITTER) return thing.dx < 0 ? "left" : "right";
  if (Math.abs(thing.dy) > JITTER) return thing.dy < 0 ? "up" : "down";
  return null;
}
