import { type Random, randomInt } from "../random";

/**
 * Copy the lines (premium, 4-6 years): a model drawing of straight lines on a dot grid, and an
 * empty dot grid beside it. The child draws a line by tapping one dot and then another dot in a
 * straight line from it (across, down or on the slant), or by dragging from dot to dot. Every
 * line is answered at once: a line of the model stays, a line the model does not have is a
 * slip (the board shows it wobbling and takes it away); when every line of the model is drawn
 * (in any order and direction) the figure is done. Nothing ever ends a figure unfinished.
 *
 * Everything is measured in unit segments: a line from one dot to a neighbouring dot. A longer
 * line is the run of unit segments it covers, so a line of two steps drawn as two short ones
 * counts the same.
 *
 * Scoring counts first-try copies: a figure copied without a slip earns 10 points, with one
 * slip 6, with more 3.
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
/** Points for a figure copied with no slip, one slip, and more. */
const FIGURE_POINTS = [10, 6, 3] as const;

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
  /** The model's lines drawn so far, as unit segment keys. */
  drawn: string[];
  /** Lines drawn that the model does not have, in this figure. */
  slips: number;
  score: number;
  /** Every line drawn counts as an attempt. */
  attempts: number;
  /** Figures copied without a slip. */
  successes: number;
}

export const startCopyPlay = (): CopyPlay => ({ figure: 0, drawn: [], slips: 0, score: 0, attempts: 0, successes: 0 });

/** Points a figure earns when it is done after `slips` slips. */
export const figurePoints = (slips: number): number => FIGURE_POINTS[Math.min(slips, FIGURE_POINTS.length - 1)] as number;

/** A line drawn: part of the model ("line"), the model's last line ("done"), not in the model ("slip"), or nothing new ("again", also for dots not in a line, which cover no segment). */
export type StrokeOutcome = "line" | "done" | "slip" | "again";

/**
 * The play after the child draws `stroke` on the current figure. A line of the model is kept;
 * a line with any segment the model lacks is a slip and is not kept; a line already drawn (or
 * between dots that are not in a line) changes nothing, so fast repeated strokes count once.
 * The figure moves on with nextFigure once it is "done".
 */
export function drawFigureLine(play: CopyPlay, figures: ReadonlyArray<CopyFigure>, stroke: Stroke, size: number): { play: CopyPlay; outcome: StrokeOutcome } {
  const figure = figures[play.figure];
  const keys = strokeSegments(stroke, size);
  if (!figure || keys.every((key) => play.drawn.includes(key))) return { play, outcome: "again" };
  if (keys.some((key) => !figure.segments.includes(key))) return { play: { ...play, slips: play.slips + 1, attempts: play.attempts + 1 }, outcome: "slip" };
  const drawn = [...play.drawn, ...keys.filter((key) => !play.drawn.includes(key))];
  const done = figure.segments.every((key) => drawn.includes(key));
  return {
    play: {
      ...play,
      drawn,
      attempts: play.attempts + 1,
      score: done ? play.score + figurePoints(play.slips) : play.score,
      successes: done && play.slips === 0 ? play.successes + 1 : play.successes,
    },
    outcome: done ? "done" : "line",
  };
}

/** On to the next figure (after it is done), with an empty grid and no slip. */
export const nextFigure = (play: CopyPlay): CopyPlay => ({ ...play, figure: play.figure + 1, drawn: [], slips: 0 });

export const copyPlayOver = (play: CopyPlay, figureCount: number) => play.figure >= figureCount;

export const copyLinesMaxScore = (_level: number) => FIGURES_PER_LEVEL * (FIGURE_POINTS[0] as number);
