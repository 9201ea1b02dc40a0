import { POINTS_PER_ROUND, pointsForRound } from "../choice-rounds";
import { type Random, pickDistinct, randomInt, shuffled } from "../random";

/**
 * Pattern puzzle (premium, 4-7 years): a pattern of pieces is shown for 5 seconds (the spec's
 * study time), then hidden; the child rebuilds it cell by cell, choosing each piece from a
 * palette. The patterns follow a rule a child can spot (the same piece along a row, a
 * checkerboard, a row that repeats or mirrors itself), so seeing the rule helps remembering.
 * Every piece has its own shape as well as its own colour.
 */

/** The study time, in milliseconds. */
export const STUDY_MS = 5000;
/** Patterns in one play of a level. */
export const PATTERN_ROUNDS = 3;

export const PIECES = [
  // The named colours of docs/art-style.md, true to their names; `shade` is the side away from the light.
  { id: "redCircle", shape: "circle", color: "#e53935", shade: "#b71c1c" },
  { id: "blueSquare", shape: "square", color: "#1e88e5", shade: "#1257a0" },
  { id: "yellowTriangle", shape: "triangle", color: "#fdd835", shade: "#c9a400" },
  { id: "greenStar", shape: "star", color: "#43a047", shade: "#2b6e2f" },
  { id: "purpleHeart", shape: "heart", color: "#8e24aa", shade: "#5e1673" },
  { id: "orangeDiamond", shape: "diamond", color: "#fb8c00", shade: "#c25e00" },
] as const;
type Piece = (typeof PIECES)[number];
export type PieceId = Piece["id"];
export type PieceShape = Piece["shape"];

/**
 * How a pattern is made: random cells; a short motif repeated along the row; each row one
 * piece; each column one piece; a checkerboard of two pieces; every row the same; each row the
 * one above shifted by one place; each row the same from both ends.
 */
export type PatternRule = "random" | "alternate" | "rows" | "columns" | "checker" | "repeat" | "shift" | "mirror";

export interface PatternLevel {
  rows: number;
  columns: number;
  /** Pieces in the palette (the pattern uses some or all of them). */
  kinds: number;
  rules: ReadonlyArray<PatternRule>;
}

export const PATTERN_LEVELS: ReadonlyArray<PatternLevel> = [
  { rows: 1, columns: 3, kinds: 2, rules: ["random"] },
  { rows: 1, columns: 4, kinds: 3, rules: ["alternate", "random"] },
  { rows: 2, columns: 3, kinds: 3, rules: ["rows", "columns", "repeat"] },
  { rows: 3, columns: 3, kinds: 4, rules: ["checker", "repeat", "mirror", "columns"] },
  { rows: 3, columns: 4, kinds: 5, rules: ["shift", "mirror", "checker", "repeat"] },
];

export const patternLevel = (level: number): PatternLevel => PATTERN_LEVELS[level - 1] ?? (PATTERN_LEVELS[0] as PatternLevel);

/**
 * The whole level's time for the shell's timer: each pattern's study time plus a generous 8
 * seconds per cell to rebuild it. The untimed practice mode comes with it.
 */
export const patternTimeLimit = (level: number) => {
  const { rows, columns } = patternLevel(level);
  return PATTERN_ROUNDS * (STUDY_MS / 1000 + rows * columns * 8);
};

export interface PatternRound {
  rows: number;
  columns: number;
  rule: PatternRule;
  /** The pieces offered, in palette order. */
  palette: PieceId[];
  /** The pattern, cell by cell (row by row). */
  cells: PieceId[];
}

/** `length` element numbers below `kinds`, using at least two different ones. */
function sequence(length: number, kinds: number, random: Random): number[] {
  for (;;) {
    const values = Array.from({ length }, () => randomInt(random, 0, kinds - 1));
    if (new Set(values).size >= Math.min(2, kinds)) return values;
  }
}

/** Element numbers for each cell by `rule` (an element is a palette position). */
export function ruleCells(rule: PatternRule, rows: number, columns: number, kinds: number, random: Random): number[] {
  const grid = (at: (row: number, column: number) => number) =>
    Array.from({ length: rows * columns }, (_, cell) => at(Math.floor(cell / columns), cell % columns));
  switch (rule) {
    case "random":
      return sequence(rows * columns, kinds, random);
    case "alternate": {
      const motif = pickDistinct([...Array(kinds).keys()], randomInt(random, 2, Math.min(3, kinds)), random);
      return grid((row, column) => motif[(row * columns + column) % motif.length] as number);
    }
    case "rows": {
      const order = pickDistinct([...Array(kinds).keys()], Math.min(rows, kinds), random);
      return grid((row) => order[row % order.length] as number);
    }
    case "columns": {
      const order = sequenceWithoutRepeats(columns, kinds, random);
      return grid((_, column) => order[column] as number);
    }
    case "checker": {
      const [a, b] = pickDistinct([...Array(kinds).keys()], 2, random) as [number, number];
      return grid((row, column) => ((row + column) % 2 === 0 ? a : b));
    }
    case "repeat": {
      const line = sequence(columns, kinds, random);
      return grid((_, column) => line[column] as number);
    }
    case "shift": {
      const line = sequenceWithoutRepeats(columns, kinds, random);
      return grid((row, column) => line[(column + row) % columns] as number);
    }
    case "mirror": {
      const half = Math.ceil(columns / 2);
      const lines = Array.from({ length: rows }, () => sequenceWithoutRepeats(half, kinds, random));
      return grid((row, column) => (lines[row] as number[])[Math.min(column, columns - 1 - column)] as number);
    }
  }
}

/** `length` element numbers where no two neighbours are the same. */
function sequenceWithoutRepeats(length: number, kinds: number, random: Random): number[] {
  const values: number[] = [];
  for (let index = 0; index < length; index += 1) {
    const previous = values[index - 1];
    const choices = [...Array(kinds).keys()].filter((value) => value !== previous);
    values.push(choices[randomInt(random, 0, choices.length - 1)] as number);
  }
  return values;
}

export function patternRounds(level: number, random: Random, rounds = PATTERN_ROUNDS): PatternRound[] {
  const { rows, columns, kinds, rules } = patternLevel(level);
  const order = shuffled(rules, random);
  return Array.from({ length: rounds }, (_, index) => {
    const rule = order[index % order.length] as PatternRule;
    const elements = pickDistinct(
      PIECES.map((piece) => piece.id),
      kinds,
      random,
    );
    // The palette keeps one order in every pattern, so a piece is always found in the same place.
    const palette = PIECES.map((piece) => piece.id).filter((id) => elements.includes(id));
    const cells = ruleCells(rule, rows, columns, kinds, random).map((element) => elements[element] as PieceId);
    return { rows, columns, rule, palette, cells };
  });
}

/** Study timer as data: the time left after `elapsedMs` more has passed, never below 0. */
export const studyTick = (remainingMs: number, elapsedMs: number) => Math.max(0, remainingMs - Math.max(0, elapsedMs));

/** The whole seconds shown while studying: 5, 4, 3, 2, 1, then 0 when the pattern hides. */
export const studySeconds = (remainingMs: number) => Math.ceil(Math.max(0, remainingMs) / 1000);

export interface PuzzlePlay {
  /** Index of the pattern being played; equals the number of patterns when the play is over. */
  round: number;
  /** The pieces placed so far in this pattern (null: still empty). */
  placed: Array<PieceId | null>;
  /** Wrong pieces tried at each cell of this pattern. */
  tried: PieceId[][];
  score: number;
  attempts: number;
  successes: number;
}

export const startPuzzlePlay = (cells: number): PuzzlePlay => ({
  round: 0,
  placed: Array.from({ length: cells }, () => null),
  tried: Array.from({ length: cells }, () => []),
  score: 0,
  attempts: 0,
  successes: 0,
});

export type PlaceOutcome = "right" | "wrong" | "ignored";

/**
 * Puts `piece` into `cell` of the pattern being rebuilt. The right piece stays and scores 10 at
 * the first try, 5 at the second, 0 after; a wrong one is counted and not placed. A filled
 * cell, a piece already tried there, a piece not in the palette or a finished play is ignored.
 */
export function placePiece(play: PuzzlePlay, rounds: ReadonlyArray<PatternRound>, cell: number, piece: PieceId): { play: PuzzlePlay; outcome: PlaceOutcome } {
  const round = rounds[play.round];
  const tried = play.tried[cell];
  if (!round || !tried || play.placed[cell] !== null || tried.includes(piece) || !round.palette.includes(piece)) return { play, outcome: "ignored" };
  if (round.cells[cell] !== piece) {
    const next = play.tried.map((list, index) => (index === cell ? [...list, piece] : list));
    return { play: { ...play, tried: next, attempts: play.attempts + 1 }, outcome: "wrong" };
  }
  return {
    play: {
      ...play,
      placed: play.placed.map((value, index) => (index === cell ? piece : value)),
      score: play.score + pointsForRound(tried.length),
      attempts: play.attempts + 1,
      successes: play.successes + 1,
    },
    outcome: "right",
  };
}

export const patternRebuilt = (play: PuzzlePlay) => play.placed.every((value) => value !== null);

/** The first empty cell after `from` (wrapping round), or -1 when none is left. */
export function nextEmptyCell(play: PuzzlePlay, from: number): number {
  const count = play.placed.length;
  for (let step = 1; step <= count; step += 1) {
    const cell = (from + step) % count;
    if (play.placed[cell] === null) return cell;
  }
  return -1;
}

/** On to the next pattern (once this one is rebuilt). */
export const nextPattern = (play: PuzzlePlay, cells: number): PuzzlePlay => ({
  ...startPuzzlePlay(cells),
  round: play.round + 1,
  score: play.score,
  attempts: play.attempts,
  successes: play.successes,
});

export const puzzlePlayOver = (play: PuzzlePlay, rounds: number = PATTERN_ROUNDS) => play.round >= rounds;

export const patternPuzzleMaxScore = (level: number) => {
  const { rows, columns } = patternLevel(level);
  return PATTERN_ROUNDS * rows * columns * POINTS_PER_ROUND;
};
