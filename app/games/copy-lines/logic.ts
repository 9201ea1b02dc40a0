import { type Random, randomInt } from "../random";

/**
 * Copy the lines (premium, 4-6 years): a model drawing of straight lines on a dot grid, and an
 * empty dot grid beside it. The child draws a line by tapping one dot and then another dot in a
 * straight line from it (across, down or on the slant), or by dragging from dot to dot; drawing
 * a line that is already there rubs it out. "Check" compares the drawing with the model (order
 * and direction do not matter) and "Clear" rubs everything out.
 *
 * Everything is measured in unit segments: a line from one dot to a neighbouring dot. A longer
 * line is the run of unit segments it covers, so a line of two steps drawn as two short ones
 * counts the same.
 *
 * Scoring: a figure copied exactly at the first check earns 10 points, at the second 6, at the
 * third 3. After a third check that is still not right the figure ends with partial credit (up
 * to 3 points for the share of the model drawn, less the extra lines) and the model's lines are
 * shown, so the child is never stuck.
 */
export interface Dot {
  col: number;
  row: number;
}

/** A straight line from one dot to another: across, down, or at 45 degrees. */
export interface Stroke {
  from: Dot;
  to: Dot;
}

export interface CopyLevel {
  /** Dots per side of the square grid. */
  size: number;
  /** Whether the figures have slanted lines. */
  diagonals: boolean;
  /** Figures the play draws its FIGURES_PER_LEVEL from (in a small box, placed on the grid). */
  pool: ReadonlyArray<FigureShape>;
}

/** A figure as written in the pool: lines as [col, row, col, row], from (0, 0) at the top left. */
export type FigureShape = ReadonlyArray<readonly [number, number, number, number]>;

export interface CopyFigure {
  /** The model's lines, as drawn on the model grid. */
  strokes: Stroke[];
  /** The same lines as unit segment keys (see segmentKey), sorted. */
  segments: string[];
}

export const FIGURES_PER_LEVEL = 3;
/** Points for an exact copy at the first, second and third check. */
export const CHECK_POINTS = [10, 6, 3] as const;
export const CHECKS_PER_FIGURE = CHECK_POINTS.length;
/** The most a figure still wrong after the last check can earn (for the share drawn right). */
export const LAST_CHECK_PARTIAL_POINTS = 3;

const L1: FigureShape[] = [
  // corner
  [
    [0, 0, 0, 2],
    [0, 2, 2, 2],
  ],
  // T
  [
    [0, 0, 2, 0],
    [1, 0, 1, 2],
  ],
  // plus
  [
    [0, 1, 2, 1],
    [1, 0, 1, 2],
  ],
  // two rails
  [
    [0, 0, 2, 0],
    [0, 2, 2, 2],
  ],
  // two poles
  [
    [0, 0, 0, 2],
    [2, 0, 2, 2],
  ],
  // small hook
  [
    [0, 0, 1, 0],
    [1, 0, 1, 2],
  ],
];

const L2: FigureShape[] = [
  // big square
  [
    [0, 0, 2, 0],
    [2, 0, 2, 2],
    [2, 2, 0, 2],
    [0, 2, 0, 0],
  ],
  // U
  [
    [0, 0, 0, 2],
    [0, 2, 2, 2],
    [2, 2, 2, 0],
  ],
  // H
  [
    [0, 0, 0, 2],
    [2, 0, 2, 2],
    [0, 1, 2, 1],
  ],
  // E
  [
    [0, 0, 0, 2],
    [0, 0, 2, 0],
    [0, 1, 1, 1],
    [0, 2, 2, 2],
  ],
  // stairs
  [
    [0, 2, 0, 1],
    [0, 1, 1, 1],
    [1, 1, 1, 0],
    [1, 0, 2, 0],
  ],
  // small square with a tail
  [
    [0, 0, 1, 0],
    [1, 0, 1, 1],
    [1, 1, 0, 1],
    [0, 1, 0, 0],
    [1, 1, 1, 2],
  ],
];

const L3: FigureShape[] = [
  // window: a square with a cross
  [
    [0, 0, 2, 0],
    [2, 0, 2, 2],
    [2, 2, 0, 2],
    [0, 2, 0, 0],
    [1, 0, 1, 2],
    [0, 1, 2, 1],
  ],
  // snake
  [
    [0, 0, 3, 0],
    [3, 0, 3, 1],
    [3, 1, 0, 1],
    [0, 1, 0, 2],
    [0, 2, 3, 2],
  ],
  // chair
  [
    [0, 0, 0, 3],
    [0, 2, 2, 2],
    [2, 2, 2, 3],
  ],
  // big stairs
  [
    [0, 3, 0, 2],
    [0, 2, 1, 2],
    [1, 2, 1, 1],
    [1, 1, 2, 1],
    [2, 1, 2, 0],
    [2, 0, 3, 0],
  ],
  // table with a book on it
  [
    [0, 1, 3, 1],
    [0, 1, 0, 3],
    [3, 1, 3, 3],
    [1, 0, 2, 0],
  ],
  // comb
  [
    [0, 0, 3, 0],
    [0, 0, 0, 2],
    [1, 0, 1, 2],
    [2, 0, 2, 2],
    [3, 0, 3, 2],
  ],
];

const L4: FigureShape[] = [
  // triangle
  [
    [0, 2, 2, 0],
    [2, 0, 2, 2],
    [2, 2, 0, 2],
  ],
  // roof on a wall
  [
    [0, 1, 1, 0],
    [1, 0, 2, 1],
    [0, 1, 0, 3],
    [2, 1, 2, 3],
  ],
  // diamond
  [
    [1, 0, 2, 1],
    [2, 1, 1, 2],
    [1, 2, 0, 1],
    [0, 1, 1, 0],
  ],
  // flag on a pole
  [
    [0, 0, 0, 3],
    [0, 0, 2, 0],
    [2, 0, 0, 2],
  ],
  // arrow
  [
    [0, 1, 3, 1],
    [3, 1, 2, 0],
    [3, 1, 2, 2],
  ],
  // N
  [
    [0, 3, 0, 0],
    [0, 0, 3, 3],
    [3, 3, 3, 0],
  ],
];

const L5: FigureShape[] = [
  // house: walls, floor, roof and a door
  [
    [0, 2, 2, 0],
    [2, 0, 4, 2],
    [0, 2, 4, 2],
    [0, 2, 0, 4],
    [4, 2, 4, 4],
    [0, 4, 4, 4],
    [2, 4, 2, 3],
  ],
  // fish: a body of four slants and a tail
  [
    [0, 2, 1, 1],
    [1, 1, 2, 2],
    [2, 2, 1, 3],
    [1, 3, 0, 2],
    [2, 2, 3, 1],
    [3, 1, 3, 3],
    [3, 3, 2, 2],
  ],
  // boat: a hull, a mast and a sail
  [
    [0, 3, 4, 3],
    [0, 3, 1, 4],
    [1, 4, 3, 4],
    [3, 4, 4, 3],
    [2, 3, 2, 0],
    [2, 0, 4, 2],
    [4, 2, 2, 2],
  ],
  // fir tree: a triangle and a trunk
  [
    [2, 0, 4, 2],
    [4, 2, 0, 2],
    [0, 2, 2, 0],
    [2, 2, 2, 4],
    [1, 4, 3, 4],
  ],
  // envelope
  [
    [0, 1, 4, 1],
    [4, 1, 4, 4],
    [4, 4, 0, 4],
    [0, 4, 0, 1],
    [0, 1, 2, 3],
    [2, 3, 4, 1],
  ],
  // kite with a tail
  [
    [1, 0, 2, 1],
    [2, 1, 1, 2],
    [1, 2, 0, 1],
    [0, 1, 1, 0],
    [1, 2, 1, 3],
    [1, 3, 2, 3],
    [2, 3, 2, 4],
  ],
];

export const COPY_LEVELS: ReadonlyArray<CopyLevel> = [
  { size: 3, diagonals: false, pool: L1 },
  { size: 3, diagonals: false, pool: L2 },
  { size: 4, diagonals: false, pool: L3 },
  { size: 4, diagonals: true, pool: L4 },
  { size: 5, diagonals: true, pool: L5 },
];

export const copyLevel = (level: number): CopyLevel => COPY_LEVELS[level - 1] ?? (COPY_LEVELS[0] as CopyLevel);

/** A dot's number on a grid of `size` dots per side, row by row from the top left. */
export const dotIndex = (dot: Dot, size: number) => dot.row * size + dot.col;

export const dotAt = (index: number, size: number): Dot => ({ col: index % size, row: Math.floor(index / size) });

export const onGrid = (dot: Dot, size: number) => dot.col >= 0 && dot.row >= 0 && dot.col < size && dot.row < size;

/** The key of the unit segment between two neighbouring dots; the same whichever end comes first. */
export function segmentKey(a: Dot, b: Dot, size: number): string {
  const first = dotIndex(a, size);
  const second = dotIndex(b, size);
  return first < second ? `${first}-${second}` : `${second}-${first}`;
}

/** Whether a straight line can join two dots: different dots on one row, column or 45° slant. */
export function aligned(a: Dot, b: Dot): boolean {
  const dx = b.col - a.col;
  const dy = b.row - a.row;
  if (dx === 0 && dy === 0) return false;
  return dx === 0 || dy === 0 || Math.abs(dx) === Math.abs(dy);
}

/** The unit segments a straight line covers, from `from` to `to`; none if they are not aligned. */
export function strokeSegments(stroke: Stroke, size: number): string[] {
  const { from, to } = stroke;
  if (!aligned(from, to)) return [];
  const stepCol = Math.sign(to.col - from.col);
  const stepRow = Math.sign(to.row - from.row);
  const steps = Math.max(Math.abs(to.col - from.col), Math.abs(to.row - from.row));
  const keys: string[] = [];
  for (let step = 0; step < steps; step += 1) {
    const a = { col: from.col + step * stepCol, row: from.row + step * stepRow };
    const b = { col: a.col + stepCol, row: a.row + stepRow };
    keys.push(segmentKey(a, b, size));
  }
  return keys;
}

/** The two dots of a unit segment key. */
export function segmentDots(key: string, size: number): [Dot, Dot] {
  const [first, second] = key.split("-").map(Number) as [number, number];
  return [dotAt(first, size), dotAt(second, size)];
}

/**
 * The drawing after a line from `from` to `to`: its unit segments are added; if every one of
 * them is already drawn, the line is rubbed out instead. Dots that are not aligned change nothing.
 */
export function drawStroke(drawn: ReadonlyArray<string>, stroke: Stroke, size: number): string[] {
  const keys = strokeSegments(stroke, size);
  if (keys.length === 0) return [...drawn];
  if (keys.every((key) => drawn.includes(key))) return drawn.filter((key) => !keys.includes(key));
  return [...drawn, ...keys.filter((key) => !drawn.includes(key))];
}

export interface CopyCheck {
  /** Model segments the drawing has. */
  matched: number;
  /** Model segments the drawing lacks. */
  missing: string[];
  /** Drawn segments the model does not have. */
  extra: string[];
  exact: boolean;
  /** (matched - extra) / model segments, from 0 to 1. */
  accuracy: number;
}

/** Compares a drawing with the model, segment by segment (order and direction do not matter). */
export function checkCopy(model: ReadonlyArray<string>, drawn: ReadonlyArray<string>): CopyCheck {
  const drawnSet = new Set(drawn);
  const modelSet = new Set(model);
  const missing = [...modelSet].filter((key) => !drawnSet.has(key));
  const extra = [...drawnSet].filter((key) => !modelSet.has(key));
  const matched = modelSet.size - missing.length;
  const accuracy = modelSet.size === 0 ? 0 : Math.max(0, (matched - extra.length) / modelSet.size);
  return { matched, missing, extra, exact: missing.length === 0 && extra.length === 0, accuracy };
}

/** Points a figure earns when it is checked for the `check`-th time (1, 2, 3) with this result. */
export function figurePoints(check: number, result: CopyCheck): number {
  if (result.exact) return CHECK_POINTS[check - 1] ?? 0;
  if (check >= CHECKS_PER_FIGURE) return Math.floor(LAST_CHECK_PARTIAL_POINTS * result.accuracy);
  return 0;
}

/** Places a pool figure on the grid: mirrored or not, and shifted to a random place where it fits. */
export function placeFigure(shape: FigureShape, size: number, random: Random): CopyFigure {
  const width = Math.max(...shape.flatMap(([c1, , c2]) => [c1, c2]));
  const height = Math.max(...shape.flatMap(([, r1, , r2]) => [r1, r2]));
  const mirror = random() < 0.5;
  const offsetCol = randomInt(random, 0, size - 1 - width);
  const offsetRow = randomInt(random, 0, size - 1 - height);
  const move = (col: number, row: number): Dot => ({ col: offsetCol + (mirror ? width - col : col), row: offsetRow + row });
  const strokes = shape.map(([c1, r1, c2, r2]) => ({ from: move(c1, r1), to: move(c2, r2) }));
  const segments = strokes.flatMap((stroke) => strokeSegments(stroke, size)).toSorted();
  return { strokes, segments };
}

/** The figures of one play: different pool figures, never the same one twice. */
export function copyFigures(level: number, random: Random, count = FIGURES_PER_LEVEL): CopyFigure[] {
  const { size, pool } = copyLevel(level);
  const order = [...pool.keys()];
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other] as number, order[index] as number];
  }
  return order.slice(0, count).map((which) => placeFigure(pool[which] as FigureShape, size, random));
}

export interface CopyPlay {
  /** Index of the figure being drawn; equals the number of figures when the play is over. */
  figure: number;
  /** Checks made of the current figure. */
  checks: number;
  score: number;
  /** Every check counts as an attempt. */
  attempts: number;
  /** Figures copied exactly. */
  successes: number;
}

export const startCopyPlay = (): CopyPlay => ({ figure: 0, checks: 0, score: 0, attempts: 0, successes: 0 });

export type CheckOutcome = "right" | "again" | "over";

/**
 * The play after checking `drawn` against the current figure: "right" (copied, the figure is
 * done), "again" (not yet; the child may fix it and check again) or "over" (the last check was
 * wrong too: the figure ends with partial credit). The figure moves on with nextFigure.
 */
export function checkFigure(play: CopyPlay, figures: ReadonlyArray<CopyFigure>, drawn: ReadonlyArray<string>): { play: CopyPlay; outcome: CheckOutcome; result: CopyCheck; points: number } {
  const figure = figures[play.figure] as CopyFigure;
  const result = checkCopy(figure.segments, drawn);
  const check = play.checks + 1;
  const points = figurePoints(check, result);
  const outcome: CheckOutcome = result.exact ? "right" : check >= CHECKS_PER_FIGURE ? "over" : "again";
  return {
    play: {
      ...play,
      checks: check,
      score: play.score + points,
      attempts: play.attempts + 1,
      successes: play.successes + (result.exact ? 1 : 0),
    },
    outcome,
    result,
    points,
  };
}

/** On to the next figure (after a "right" or "over" check). */
export const nextFigure = (play: CopyPlay): CopyPlay => ({ ...play, figure: play.figure + 1, checks: 0 });

export const copyPlayOver = (play: CopyPlay, figureCount: number) => play.figure >= figureCount;

export const copyLinesMaxScore = (_level: number) => FIGURES_PER_LEVEL * (CHECK_POINTS[0] as number);
