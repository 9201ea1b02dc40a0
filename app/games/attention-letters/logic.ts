import { type Random, pickDistinct, randomInt, shuffled } from "../random";

/**
 * Letter search (premium, 5-12 years): a Bourdon-style cancellation task. One or two target
 * letters are shown; the child crosses out every one of them in a grid of letters (before the
 * time runs out, when a parent's timer is on); the play ends when all are found. The spec's four named levels grow the grid, shorten the time and make the
 * other letters look more and more like the targets.
 */

/** Letters whose shapes differ clearly from one another (level 1 uses only these). */
export const PLAIN_LETTERS = ["a", "f", "k", "s", "x", "z"] as const;
/** Families of look-alike letters: mirror images and turned shapes. */
export const LOOK_ALIKE_FAMILIES = [
  ["b", "d", "p", "q"],
  ["m", "n", "u", "v"],
] as const;

export interface LetterLevel {
  rows: number;
  columns: number;
  /** The time limit of a timed play, in seconds. */
  seconds: number;
  /** How many different letters to find. */
  targets: 1 | 2;
  /** Other letters from the targets' own look-alike family (b d p q, m n u v). */
  sameFamily: number;
  /** Letters from the other look-alike family. */
  otherFamily: number;
  /** Letters that look clearly different. */
  plain: number;
}

/** Practice, Challenge, Advanced, Master (their names are strings: games.attentionLetters.levels). */
export const LETTER_LEVELS: ReadonlyArray<LetterLevel> = [
  { rows: 3, columns: 4, seconds: 180, targets: 1, sameFamily: 0, otherFamily: 0, plain: 3 },
  { rows: 6, columns: 6, seconds: 120, targets: 2, sameFamily: 1, otherFamily: 0, plain: 2 },
  { rows: 7, columns: 6, seconds: 90, targets: 2, sameFamily: 2, otherFamily: 0, plain: 1 },
  { rows: 8, columns: 6, seconds: 75, targets: 2, sameFamily: 2, otherFamily: 2, plain: 0 },
];

/** Targets make up this share of the cells, at least and at most. */
const MIN_TARGET_SHARE = 0.25;
const MAX_TARGET_SHARE = 0.35;

export const letterLevel = (level: number): LetterLevel => LETTER_LEVELS[level - 1] ?? (LETTER_LEVELS[0] as LetterLevel);

export const letterTimeLimit = (level: number): number => letterLevel(level).seconds;

export const cellCount = (level: number): number => letterLevel(level).rows * letterLevel(level).columns;

/** The fewest targets a grid of the level holds (a quarter of the cells, rounded up). */
export const minTargets = (level: number): number => Math.ceil(cellCount(level) * MIN_TARGET_SHARE);

export const maxTargets = (level: number): number => Math.floor(cellCount(level) * MAX_TARGET_SHARE);

export interface LetterGrid {
  rows: number;
  columns: number;
  /** The letters to find, in the order they are shown. */
  targets: string[];
  /** The letters row by row: cell `row * columns + column`. */
  cells: string[];
}

/** `count` items taken round-robin from `letters`, so each letter appears about equally often. */
function spread(letters: ReadonlyArray<string>, count: number): string[] {
  return Array.from({ length: count }, (_, index) => letters[index % letters.length] as string);
}

/** The target letters and the other letters of a level. */
function pickLetters(level: LetterLevel, random: Random): { targets: string[]; others: string[] } {
  if (level.targets === 1) {
    const [target, ...others] = pickDistinct(PLAIN_LETTERS, 1 + level.plain, random);
    return { targets: [target as string], others };
  }
  const [family, otherFamily] = shuffled<ReadonlyArray<string>>(LOOK_ALIKE_FAMILIES, random) as [ReadonlyArray<string>, ReadonlyArray<string>];
  const [first, second, ...rest] = shuffled(family, random) as string[];
  const others = [
    ...rest.slice(0, level.sameFamily),
    ...pickDistinct(otherFamily, level.otherFamily, random),
    ...pickDistinct(PLAIN_LETTERS, level.plain, random),
  ];
  return { targets: [first as string, second as string], others };
}

/** A grid for one play of `level`: 25-35 % targets (at least minTargets), the rest other letters. */
export function letterGrid(level: number, random: Random): LetterGrid {
  const table = letterLevel(level);
  const { targets, others } = pickLetters(table, random);
  const cells = cellCount(level);
  const targetCells = randomInt(random, minTargets(level), maxTargets(level));
  const letters = [...spread(shuffled(targets, random), targetCells), ...spread(shuffled(others, random), cells - targetCells)];
  return { rows: table.rows, columns: table.columns, targets, cells: shuffled(letters, random) };
}

export const isTarget = (grid: LetterGrid, index: number): boolean => grid.targets.includes(grid.cells[index] ?? "");

/** The cells the child has tapped so far: targets crossed out and other letters tapped by mistake. */
export interface LetterPlay {
  marked: ReadonlyArray<boolean>;
  /** Taps that counted (a second tap on a tapped cell does not). */
  marks: number;
}

export const startLetterPlay = (grid: LetterGrid): LetterPlay => ({ marked: grid.cells.map(() => false), marks: 0 });

/** What a tap was: a target crossed out, another letter, or a cell already tapped (nothing changes). */
export type LetterTap = "right" | "wrong" | "again";

/**
 * A tap on a cell. Each tap is answered at once (a small child needs to know), so a mark cannot
 * be undone: a wrong letter stays counted as a mistake, otherwise tapping everything and undoing
 * what wobbled would beat the test. Fast repeated taps on one cell count once.
 */
export function tapLetter(grid: LetterGrid, play: LetterPlay, index: number): { play: LetterPlay; tap: LetterTap } {
  if (index < 0 || index >= play.marked.length || play.marked[index]) return { play, tap: "again" };
  return {
    play: { marked: play.marked.map((value, cell) => value || cell === index), marks: play.marks + 1 },
    tap: isTarget(grid, index) ? "right" : "wrong",
  };
}

/** Every target is crossed out: the play is over. */
export const allFound = (grid: LetterGrid, marked: ReadonlyArray<boolean>): boolean =>
  grid.cells.every((_, index) => !isTarget(grid, index) || marked[index] === true);

/** Targets in the grid, for the progress drawn as pictures. */
export const targetCount = (grid: LetterGrid): number => grid.cells.filter((_, index) => isTarget(grid, index)).length;

export interface LetterCounts {
  /** Targets crossed out. */
  correct: number;
  /** Other letters crossed out. */
  incorrect: number;
  /** Targets left. */
  missed: number;
}

export function countMarks(grid: LetterGrid, marked: ReadonlyArray<boolean>): LetterCounts {
  const counts = { correct: 0, incorrect: 0, missed: 0 };
  grid.cells.forEach((_, index) => {
    const target = isTarget(grid, index);
    if (marked[index]) counts[target ? "correct" : "incorrect"] += 1;
    else if (target) counts.missed += 1;
  });
  return counts;
}

/** correct / (correct + incorrect + missed), 0 when there is nothing to count. */
export function letterAccuracy({ correct, incorrect, missed }: LetterCounts): number {
  const total = correct + incorrect + missed;
  return total === 0 ? 0 : correct / total;
}

/** The score of a play: the accuracy as a whole percentage (out of attentionLettersMaxScore). */
export const letterScore = (counts: LetterCounts): number => Math.round(letterAccuracy(counts) * 100);

export const attentionLettersMaxScore = (_level: number) => 100;
