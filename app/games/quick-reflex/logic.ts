import { type Random, pickDistinct, randomInt, shuffled } from "../random";
import { spreadTargets } from "../target-places";

/**
 * Quick reflex (premium, 4-8 years, attention): a go/no-go game. Pictures pop up one at a time
 * in a 3 × 3 field; the child taps only the target picture (shown at the top, e.g. the star)
 * and lets the others go by. A caught target vanishes at once; any other picture stays for its
 * whole time. A level is ROUNDS_PER_LEVEL rounds, each a fixed number of pictures with a new
 * target, so a round always ends. Levels show the pictures faster and for less time, and bring
 * distractors that look more and more like the target.
 *
 * Scoring: POINTS_PER_CATCH for each target caught, minus FALSE_TAP_COST for a tap on another
 * picture, never below 0. A target that went by untapped earns nothing and costs nothing: speed
 * is never punished, and in an untimed play a target waits for the child's tap. The maximum is
 * every target caught without a wrong tap.
 */
export const POINTS_PER_CATCH = 10;
export const FALSE_TAP_COST = 5;
export const ROUNDS_PER_LEVEL = 3;
/** Cells of the field (3 × 3). */
export const FIELD_CELLS = 9;
/** Before a round's first picture: time to see (and hear) the new target. */
export const INTRO_MS = 1500;
/** No more than this many targets, or other pictures, come in a row. */
export const MAX_RUN = 2;
/** A gap between two pictures lasts the level's gap plus up to this share of it (not predictable). */
export const GAP_JITTER = 0.6;

/** Every picture of the game, by id; names are strings (games.quickReflex.items.<id>), the board draws each. */
export const ITEMS = [
  "star",
  "sun",
  "moon",
  "blossom",
  "apple",
  "tomato",
  "cherries",
  "strawberry",
  "cat",
  "tiger",
  "lion",
  "dog",
  "car",
  "taxi",
  "jeep",
  "police",
  "duck",
  "hen",
  "chick",
  "bird",
  "ball",
  "basketball",
  "volleyball",
  "tennis",
] as const;
export type Item = (typeof ITEMS)[number];

/** The targets, each with three pictures that look like it (same shape, colour or kind). */
export const LOOK_ALIKES = {
  star: ["sun", "moon", "blossom"],
  apple: ["tomato", "cherries", "strawberry"],
  cat: ["tiger", "lion", "dog"],
  car: ["taxi", "jeep", "police"],
  duck: ["hen", "chick", "bird"],
  ball: ["basketball", "volleyball", "tennis"],
} as const satisfies Record<string, readonly [Item, Item, Item]>;
export type Target = keyof typeof LOOK_ALIKES;
export const TARGETS = Object.keys(LOOK_ALIKES) as Target[];

export interface ReflexLevel {
  /** Pictures in one round. */
  items: number;
  /** Of those, the targets. */
  targets: number;
  /** Milliseconds a picture stays in the field (a caught target goes at once). */
  visibleMs: number;
  /** Milliseconds of empty field between two pictures, before the jitter. */
  gapMs: number;
  /** Kinds of other picture taken from the other targets (clearly different: a ball among stars). */
  different: number;
  /** Kinds of other picture that look like the target. */
  alike: number;
}

export const REFLEX_LEVELS: ReadonlyArray<ReflexLevel> = [
  { items: 6, targets: 3, visibleMs: 2600, gapMs: 600, different: 1, alike: 0 },
  { items: 8, targets: 3, visibleMs: 2200, gapMs: 550, different: 2, alike: 0 },
  { items: 8, targets: 3, visibleMs: 1900, gapMs: 500, different: 2, alike: 1 },
  { items: 10, targets: 4, visibleMs: 1500, gapMs: 450, different: 1, alike: 2 },
  { items: 10, targets: 4, visibleMs: 1200, gapMs: 400, different: 0, alike: 3 },
];

export const reflexLevel = (level: number): ReflexLevel => REFLEX_LEVELS[level - 1] ?? (REFLEX_LEVELS[0] as ReflexLevel);

export interface ReflexItem {
  item: Item;
  /** The field cell it appears in, 0-8 row by row (never the previous picture's cell). */
  cell: number;
  /** Milliseconds of empty field after it. */
  gapMs: number;
}

export interface ReflexRound {
  target: Target;
  items: ReflexItem[];
}

export const isTarget = (round: ReflexRound, item: ReflexItem | undefined): boolean => item?.item === round.target;

/**
 * Where the targets go among `count` pictures: `targets` of them, never more than MAX_RUN
 * targets or MAX_RUN others in a row.
 */
export const targetPlaces = (count: number, targets: number, random: Random): boolean[] => spreadTargets(count, targets, MAX_RUN, random);

/** The other pictures of a round: `different` kinds from other targets, `alike` look-alikes. */
export function distractorKinds(target: Target, spec: ReflexLevel, random: Random): Item[] {
  const others = pickDistinct(
    TARGETS.filter((other) => other !== target),
    spec.different,
    random,
  );
  return [...others, ...pickDistinct(LOOK_ALIKES[target], spec.alike, random)];
}

function buildRound(target: Target, spec: ReflexLevel, random: Random): ReflexRound {
  const kinds = shuffled(distractorKinds(target, spec, random), random);
  // Every kind of other picture comes at least once, then they take turns.
  const others = shuffled(
    Array.from({ length: spec.items - spec.targets }, (_, index) => kinds[index % kinds.length] as Item),
    random,
  );
  const items: ReflexItem[] = [];
  let previousCell = -1;
  for (const place of targetPlaces(spec.items, spec.targets, random)) {
    const item: Item = place ? target : (others.pop() as Item);
    // Any cell but the last one, so each picture is a new place to look at.
    let cell = randomInt(random, 0, FIELD_CELLS - 2);
    if (cell >= previousCell && previousCell >= 0) cell += 1;
    previousCell = cell;
    items.push({ item, cell, gapMs: Math.round(spec.gapMs * (1 + random() * GAP_JITTER)) });
  }
  return { target, items };
}

/** The rounds of one play: a different target each round. */
export function reflexRounds(level: number, random: Random, rounds = ROUNDS_PER_LEVEL): ReflexRound[] {
  const spec = reflexLevel(level);
  return pickDistinct(TARGETS, rounds, random).map((target) => buildRound(target, spec, random));
}

/**
 * intro: the round's target is shown, no picture yet; show: a picture is in the field; gap:
 * the field is empty; over: every round is played.
 */
type Phase = "intro" | "show" | "gap" | "over";
export type Outcome = "caught" | "falseTap" | "missed";

export interface ReflexPlay {
  round: number;
  /** The picture being shown, or the one before the gap. */
  item: number;
  phase: Phase;
  /** The picture in view was already tapped (a second tap is ignored). */
  answered: boolean;
  caught: number;
  falseTaps: number;
  missed: number;
  /** What happened last, for the feedback line. */
  last: Outcome | null;
}

export const startReflexPlay = (): ReflexPlay => ({
  round: 0,
  item: 0,
  phase: "intro",
  answered: false,
  caught: 0,
  falseTaps: 0,
  missed: 0,
  last: null,
});

/** Names the frame the play is in: a timer set for one frame must not move the play on from another. */
export const frameKey = (play: ReflexPlay): string => `${play.round}-${play.item}-${play.phase}`;

/**
 * How long the play stays as it is before `tick` (null: it waits, for the play is over or, in an
 * untimed play, a target is in view and waits for the child's tap).
 */
export function frameMs(play: ReflexPlay, rounds: ReadonlyArray<ReflexRound>, level: number, untimed = false): number | null {
  switch (play.phase) {
    case "intro":
      return INTRO_MS;
    case "show": {
      const current = rounds[play.round];
      if (untimed && current && isTarget(current, current.items[play.item]) && !play.answered) return null;
      return reflexLevel(level).visibleMs;
    }
    case "gap":
      return rounds[play.round]?.items[play.item]?.gapMs ?? 0;
    default:
      return null;
  }
}

/** The current frame's time is up: a picture goes (a target not tapped is missed), or the next comes. */
export function tick(play: ReflexPlay, rounds: ReadonlyArray<ReflexRound>): ReflexPlay {
  const current = rounds[play.round];
  if (!current || play.phase === "over") return { ...play, phase: "over" };
  if (play.phase === "intro") return { ...play, phase: "show", item: 0, answered: false };
  if (play.phase === "show") {
    const missed = isTarget(current, current.items[play.item]) && !play.answered;
    return missed ? { ...play, phase: "gap", missed: play.missed + 1, last: "missed" } : { ...play, phase: "gap" };
  }
  // The gap is over: the next picture, the next round, or the end.
  if (play.item + 1 < current.items.length) return { ...play, phase: "show", item: play.item + 1, answered: false };
  if (play.round + 1 < rounds.length) return { ...play, round: play.round + 1, item: 0, phase: "intro", answered: false, last: null };
  return { ...play, phase: "over" };
}

/** A tap on the picture in view: a target is caught (and goes), another picture is a mistake. */
export function tapItem(play: ReflexPlay, rounds: ReadonlyArray<ReflexRound>): { play: ReflexPlay; outcome: Outcome | "ignored" } {
  const current = rounds[play.round];
  if (!current || play.phase !== "show" || play.answered) return { play, outcome: "ignored" };
  if (isTarget(current, current.items[play.item])) {
    return { play: { ...play, phase: "gap", answered: true, caught: play.caught + 1, last: "caught" }, outcome: "caught" };
  }
  return { play: { ...play, answered: true, falseTaps: play.falseTaps + 1, last: "falseTap" }, outcome: "falseTap" };
}

export const reflexScore = (play: Pick<ReflexPlay, "caught" | "falseTaps">): number =>
  Math.max(0, play.caught * POINTS_PER_CATCH - play.falseTaps * FALSE_TAP_COST);

export const quickReflexMaxScore = (level: number): number => reflexLevel(level).targets * ROUNDS_PER_LEVEL * POINTS_PER_CATCH;

/** The keys that tap the picture in view, for keyboard play. */
export const isTapKey = (key: string): boolean => key === " " || key === "Enter";
