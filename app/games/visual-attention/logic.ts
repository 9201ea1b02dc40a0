import { type Random, pickDistinct, randomInt, shuffled } from "../random";

/**
 * Visual attention (premium, 3-7 years): a sample picture is shown with how many copies of it
 * hide in the grid ("find all 4"); the child taps every copy. Pictures are drawn, not emoji, so
 * how alike they are is exact: a picture is a kind (butterfly, fish, ball, cup), a pattern on
 * it (dots, stripes, a ring, none) and a colour. The other pictures always differ from the
 * sample in kind or pattern, never in colour alone. Levels grow the grid and make the others
 * more alike: other kinds first, then the same kind with another pattern, at last in the very
 * same colour.
 *
 * Scoring per round: POINTS_PER_FIND for each copy, minus WRONG_COST for each other picture
 * tapped (each counts once), never below 0. A round ends when every copy is found.
 */
export const POINTS_PER_FIND = 10;
export const WRONG_COST = 5;
export const ROUNDS_PER_LEVEL = 3;

export const KINDS = ["butterfly", "fish", "ball", "cup"] as const;
export type Kind = (typeof KINDS)[number];
export const PATTERNS = ["dots", "stripes", "ring", "plain"] as const;
export type Pattern = (typeof PATTERNS)[number];
/** Dark enough for the white patterns to show on them (no yellow), each with a darker shade. */
export const COLORS = {
  red: { base: "#d9342b", shade: "#9e221b" },
  blue: { base: "#1c6fd1", shade: "#124c94" },
  green: { base: "#2b8a3e", shade: "#1c5e29" },
  orange: { base: "#e8590c", shade: "#a83e06" },
  purple: { base: "#8e3bb0", shade: "#632a7c" },
} as const;
type PictureColor = keyof typeof COLORS;
const COLOR_NAMES = Object.keys(COLORS) as PictureColor[];

export interface Picture {
  kind: Kind;
  pattern: Pattern;
  color: PictureColor;
}

export interface VisualLevel {
  rows: number;
  /** At most 4, so the grid fits a 320 px screen with 48 px+ cells. */
  columns: number;
  /** Copies of the sample to find. */
  targets: number;
  /** Other kinds in the grid (0: every picture is the sample's kind). */
  otherKinds: number;
  /** Pictures of the sample's kind with another pattern. */
  alike: number;
  /** The other pictures all wear the sample's colour, so only shape and pattern tell them apart. */
  sameColor: boolean;
}

export const VISUAL_LEVELS: ReadonlyArray<VisualLevel> = [
  { rows: 3, columns: 3, targets: 3, otherKinds: 2, alike: 0, sameColor: false },
  { rows: 3, columns: 4, targets: 4, otherKinds: 3, alike: 0, sameColor: false },
  { rows: 4, columns: 4, targets: 4, otherKinds: 2, alike: 6, sameColor: false },
  { rows: 5, columns: 4, targets: 5, otherKinds: 0, alike: 15, sameColor: false },
  { rows: 6, columns: 4, targets: 6, otherKinds: 0, alike: 18, sameColor: true },
];

export const visualLevel = (level: number): VisualLevel => VISUAL_LEVELS[level - 1] ?? (VISUAL_LEVELS[0] as VisualLevel);

export const gridSize = (level: number): number => visualLevel(level).rows * visualLevel(level).columns;

export const samePicture = (a: Picture, b: Picture): boolean => a.kind === b.kind && a.pattern === b.pattern && a.color === b.color;

export interface VisualRound {
  target: Picture;
  /** The grid row by row: cell `row * columns + column`. */
  cells: Picture[];
}

export const isCopy = (round: VisualRound, index: number): boolean => {
  const cell = round.cells[index];
  return cell !== undefined && samePicture(cell, round.target);
};

export const copyCount = (round: VisualRound): number => round.cells.filter((cell) => samePicture(cell, round.target)).length;

/** `count` items taken in turn from `items`, so each appears about equally often. */
function spread<T>(items: ReadonlyArray<T>, count: number): T[] {
  return Array.from({ length: count }, (_, index) => items[index % items.length] as T);
}

const anyColor = (random: Random): PictureColor => COLOR_NAMES[randomInt(random, 0, COLOR_NAMES.length - 1)] as PictureColor;

/** One grid: the copies, the look-alikes of the sample's kind, and the other kinds. */
export function visualRound(level: number, random: Random, previous?: Picture): VisualRound {
  const spec = visualLevel(level);
  // A new sample each round: another kind and pattern than the last one.
  const kind = pickDistinct(
    KINDS.filter((other) => other !== previous?.kind),
    1,
    random,
  )[0] as Kind;
  const pattern = pickDistinct(
    PATTERNS.filter((other) => other !== previous?.pattern),
    1,
    random,
  )[0] as Pattern;
  const target: Picture = { kind, pattern, color: anyColor(random) };
  const colorOf = () => (spec.sameColor ? target.color : anyColor(random));
  const alike = spread(
    shuffled(
      PATTERNS.filter((other) => other !== pattern),
      random,
    ),
    spec.alike,
  ).map((other): Picture => ({ kind, pattern: other, color: colorOf() }));
  const othersCount = spec.rows * spec.columns - spec.targets - spec.alike;
  const otherKinds = pickDistinct(
    KINDS.filter((other) => other !== kind),
    spec.otherKinds,
    random,
  );
  const others = spread(otherKinds, othersCount).map((other): Picture => ({
    kind: other,
    pattern: PATTERNS[randomInt(random, 0, PATTERNS.length - 1)] as Pattern,
    color: colorOf(),
  }));
  const copies = Array.from({ length: spec.targets }, () => ({ ...target }));
  return { target, cells: shuffled([...copies, ...alike, ...others], random) };
}

export function visualRounds(level: number, random: Random, rounds = ROUNDS_PER_LEVEL): VisualRound[] {
  const result: VisualRound[] = [];
  for (let index = 0; index < rounds; index += 1) result.push(visualRound(level, random, result[index - 1]?.target));
  return result;
}

/** The round being played: the copies found and the other pictures tapped. */
export interface VisualPlay {
  round: number;
  found: ReadonlyArray<number>;
  wrong: ReadonlyArray<number>;
  /** Points of the rounds already finished. */
  score: number;
  attempts: number;
  successes: number;
}

export const startVisualPlay = (): VisualPlay => ({ round: 0, found: [], wrong: [], score: 0, attempts: 0, successes: 0 });

export const roundPoints = (copies: number, wrong: number): number => Math.max(0, copies * POINTS_PER_FIND - wrong * WRONG_COST);

/** The score shown while a round is played: the finished rounds, plus this round so far. */
export const runningScore = (play: VisualPlay): number => play.score + roundPoints(play.found.length, play.wrong.length);

export const roundCleared = (round: VisualRound | undefined, play: VisualPlay): boolean => round !== undefined && play.found.length >= copyCount(round);

export type TapOutcome = "found" | "wrong" | "ignored";

/** A tap on a cell: a copy is found, another picture is a mistake (once); repeats are ignored. */
export function tapCell(rounds: ReadonlyArray<VisualRound>, play: VisualPlay, index: number): { play: VisualPlay; outcome: TapOutcome } {
  const round = rounds[play.round];
  if (!round || index < 0 || index >= round.cells.length || roundCleared(round, play)) return { play, outcome: "ignored" };
  if (play.found.includes(index) || play.wrong.includes(index)) return { play, outcome: "ignored" };
  const attempts = play.attempts + 1;
  if (isCopy(round, index)) return { play: { ...play, attempts, successes: play.successes + 1, found: [...play.found, index] }, outcome: "found" };
  return { play: { ...play, attempts, wrong: [...play.wrong, index] }, outcome: "wrong" };
}

/** After a cleared round: its points are kept and the next grid starts (round = rounds.length: over). */
export const nextRound = (play: VisualPlay): VisualPlay => ({ ...play, round: play.round + 1, score: runningScore(play), found: [], wrong: [] });

export const visualPlayOver = (play: VisualPlay, rounds: ReadonlyArray<VisualRound>): boolean => play.round >= rounds.length;

export const visualAttentionMaxScore = (level: number): number => visualLevel(level).targets * ROUNDS_PER_LEVEL * POINTS_PER_FIND;

/** The "find all n" counts the levels use, for the spoken prompts. */
export const FIND_COUNTS: ReadonlyArray<number> = [...new Set(VISUAL_LEVELS.map((spec) => spec.targets))];

/** Arrow keys, Home and End move between the cells of a grid; null: the key does not move, or the edge. */
export function moveInGrid(key: string, from: number, columns: number, cells: number): number | null {
  const rowStart = from - (from % columns);
  const targets: Record<string, number> = {
    ArrowLeft: from - 1,
    ArrowRight: from + 1,
    ArrowUp: from - columns,
    ArrowDown: from + columns,
    Home: rowStart,
    End: Math.min(rowStart + columns - 1, cells - 1),
  };
  const target = targets[key];
  if (target === undefined || target < 0 || target >= cells) return null;
  return target;
}
