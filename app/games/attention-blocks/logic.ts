import { type Random, randomInt } from "../random";

/**
 * Attention match blocks (premium, 4-10 years, the spec's four levels): a sample pattern of
 * blocks is shown next to an empty grid of the same size; the child copies it by tapping the
 * cells, each tap turning a cell into the next block of the level's cycle. When the grid
 * matches the sample the next pattern comes, until the level's time is up (2 × 2 for 60 s,
 * 2 × 2 with a third block for 60 s, 3 × 3 for 60 s, 3 × 3 with a fourth block for 90 s).
 * Each block has its own colour and shape, so colour is never the only cue.
 *
 * Scoring counts what was learned, not speed: POINTS_PER_PATTERN for each pattern copied
 * without a slip (a tap that turned a cell already like the sample into something else),
 * SLIPPED_PATTERN_POINTS for one copied after a slip, plus, for the pattern in progress when a
 * parent's timer runs out, a share of the full points for each cell already right (rounded
 * down). The maximum is every pattern of the level copied without a slip. Untimed (the default
 * under 6) the level ends when every pattern is copied.
 */
export const POINTS_PER_PATTERN = 10;
export const SLIPPED_PATTERN_POINTS = 5;

/** The blocks, in the order a tap cycles through them. */
export const BLOCKS = [
  { id: "redCircle", shape: "circle", color: "#e53935" },
  { id: "blueSquare", shape: "square", color: "#1e88e5" },
  { id: "yellowTriangle", shape: "triangle", color: "#fdd835" },
  { id: "greenStar", shape: "star", color: "#43a047" },
] as const;
/** A cell: the index of its block in BLOCKS, or null while empty. */
export type Cell = number | null;

export interface BlocksLevel {
  /** The grid is size × size. */
  size: number;
  /** Blocks in play: the first `types` of BLOCKS. */
  types: number;
  /** Patterns one play deals (the most that fit the time). */
  patterns: number;
  /** The level's time, in seconds (the registry's timeLimit). */
  seconds: number;
}

export const BLOCK_LEVELS: ReadonlyArray<BlocksLevel> = [
  { size: 2, types: 2, patterns: 6, seconds: 60 },
  { size: 2, types: 3, patterns: 6, seconds: 60 },
  { size: 3, types: 3, patterns: 5, seconds: 60 },
  { size: 3, types: 4, patterns: 6, seconds: 90 },
];

export const blocksLevel = (level: number): BlocksLevel => BLOCK_LEVELS[level - 1] ?? (BLOCK_LEVELS[0] as BlocksLevel);

export const blocksTimeLimit = (level: number): number => blocksLevel(level).seconds;

/** How many different blocks a pattern shows at least: all of them, but at most one less than the cells. */
export const minKinds = (spec: BlocksLevel): number => Math.min(spec.types, spec.size * spec.size - 1);

const samePattern = (a: ReadonlyArray<Cell>, b: ReadonlyArray<Cell> | undefined) =>
  b !== undefined && a.length === b.length && a.every((cell, index) => cell === b[index]);

/** One pattern: every cell a block of the level, at least minKinds different ones, never the previous pattern. */
export function blockPattern(level: number, random: Random, previous?: ReadonlyArray<Cell>): number[] {
  const spec = blocksLevel(level);
  for (;;) {
    const cells = Array.from({ length: spec.size * spec.size }, () => randomInt(random, 0, spec.types - 1));
    if (new Set(cells).size >= minKinds(spec) && !samePattern(cells, previous)) return cells;
  }
}

export function blockPatterns(level: number, random: Random): number[][] {
  const patterns: number[][] = [];
  for (let index = 0; index < blocksLevel(level).patterns; index += 1) patterns.push(blockPattern(level, random, patterns[index - 1]));
  return patterns;
}

/** The block a tap turns a cell into: the next one of the level's cycle (an empty cell gets the first). */
export const nextBlock = (cell: Cell, types: number): number => (cell === null ? 0 : (cell + 1) % types);

export const emptyGrid = (level: number): Cell[] => Array.from({ length: blocksLevel(level).size ** 2 }, () => null);

export const rightCells = (pattern: ReadonlyArray<number>, grid: ReadonlyArray<Cell>): number => pattern.filter((block, index) => grid[index] === block).length;

export const matches = (pattern: ReadonlyArray<number>, grid: ReadonlyArray<Cell>): boolean =>
  grid.length === pattern.length && rightCells(pattern, grid) === pattern.length;

export interface BlocksPlay {
  /** The pattern being copied; equals the number of patterns when all are done. */
  pattern: number;
  grid: Cell[];
  /** Patterns copied. */
  done: number;
  /** Patterns copied without a slip (first-try copies). */
  clean: number;
  /** The pattern in progress had a slip. */
  slipped: boolean;
  taps: number;
}

export const startBlocksPlay = (level: number): BlocksPlay => ({ pattern: 0, grid: emptyGrid(level), done: 0, clean: 0, slipped: false, taps: 0 });

/**
 * A tap on a cell: it takes the next block; a grid that now matches counts as copied (see
 * nextPattern). `slip` is a tap that turned a cell that was already like the sample into
 * something else: the board answers it as a wrong move.
 */
export function tapBlock(
  play: BlocksPlay,
  patterns: ReadonlyArray<ReadonlyArray<number>>,
  level: number,
  index: number,
): { play: BlocksPlay; matched: boolean; slip: boolean; cellRight: boolean } {
  const pattern = patterns[play.pattern];
  if (!pattern || index < 0 || index >= play.grid.length || matches(pattern, play.grid)) return { play, matched: false, slip: false, cellRight: false };
  const grid = play.grid.map((cell, position) => (position === index ? nextBlock(cell, blocksLevel(level).types) : cell));
  const matched = matches(pattern, grid);
  const slip = play.grid[index] === pattern[index];
  const slipped = play.slipped || slip;
  return {
    play: { ...play, grid, taps: play.taps + 1, slipped, done: matched ? play.done + 1 : play.done, clean: matched && !slipped ? play.clean + 1 : play.clean },
    matched,
    slip,
    cellRight: grid[index] === pattern[index],
  };
}

/** After a copied pattern: the next one, with an empty grid and no slip yet. */
export const nextPattern = (play: BlocksPlay, level: number): BlocksPlay => ({ ...play, pattern: play.pattern + 1, grid: emptyGrid(level), slipped: false });

export const blocksPlayOver = (play: BlocksPlay, patterns: ReadonlyArray<unknown>): boolean => play.pattern >= patterns.length;

/** Points for the copied patterns (full for a first-try copy) and, if the grid in progress is not a copied one, its right cells. */
export function blocksScore(play: BlocksPlay, patterns: ReadonlyArray<ReadonlyArray<number>>): number {
  const pattern = patterns[play.pattern];
  const inProgress = pattern && !matches(pattern, play.grid) ? Math.floor((POINTS_PER_PATTERN * rightCells(pattern, play.grid)) / pattern.length) : 0;
  return play.clean * POINTS_PER_PATTERN + (play.done - play.clean) * SLIPPED_PATTERN_POINTS + inProgress;
}

/** Patterns the child worked on (copied, or the one in progress if a cell was filled). */
export function blocksAttempts(play: BlocksPlay, patterns: ReadonlyArray<ReadonlyArray<number>>): number {
  const pattern = patterns[play.pattern];
  const started = pattern !== undefined && !matches(pattern, play.grid) && play.grid.some((cell) => cell !== null);
  return play.done + (started ? 1 : 0);
}

export const attentionBlocksMaxScore = (level: number): number => blocksLevel(level).patterns * POINTS_PER_PATTERN;
