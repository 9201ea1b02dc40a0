import { type Random, shuffled } from "../random";

/**
 * Trace the lines (premium, 3-6 years): the child follows a dotted path with a finger, a mouse,
 * a pen or the keyboard, in one stroke. Everything is in the SVG's 0-100 space (y grows down).
 *
 * Checking: the path is sampled into checkpoints every CHECKPOINT_SPACING units. A stroke hits a
 * checkpoint when it passes within the level's tolerance radius; the accuracy is the largest
 * number of checkpoints hit in the path's order (from either end) over all checkpoints. A figure
 * passes at TRACE_PASS_ACCURACY (70 %) and then earns round(accuracy × 10) points, minus 2 points
 * for each full 10 % of the stroke's points farther than 2 × tolerance from the path beyond the
 * first 10 % (so scribbling over the whole area does not pay). A failed figure is tried again;
 * with lives (a child of 5 or more) it costs one, and at 0 lives the play ends; without lives
 * (a younger child) the play never ends on a miss.
 */
export interface Point {
  x: number;
  y: number;
}

type FigureKind =
  | "line"
  | "diagonal"
  | "zigzag"
  | "mountain"
  | "rainbow"
  | "smile"
  | "wave"
  | "circle"
  | "square"
  | "triangle"
  | "diamond"
  | "spiral"
  | "snake"
  | "letterM"
  | "loops";

export interface TraceFigure {
  /** Unique within the game, e.g. "line-30". */
  id: string;
  /** What the prompt calls it (strings games.traceStrokes.prompts.<kind>). */
  kind: FigureKind;
  /** The path as a polyline, from its start (the green dot) to its end. */
  points: Point[];
}

export interface TraceLevel {
  /** How far from a checkpoint the stroke may pass and still hit it, in 0-100 units. */
  tolerance: number;
  /** The figures a play draws its FIGURES_PER_LEVEL from. */
  pool: ReadonlyArray<TraceFigure>;
}

/** A figure passes when at least this share of its checkpoints is traced in order. */
export const TRACE_PASS_ACCURACY = 0.7;
export const FIGURES_PER_LEVEL = 3;
const POINTS_PER_FIGURE = 10;
export const TRACE_LIVES = 3;
/** Distance between two checkpoints along the path. */
export const CHECKPOINT_SPACING = 5;
/** A point farther than this many tolerances from the path counts as straying. */
const STRAY_FACTOR = 2;
/** The share of stray points that costs nothing; each further full 10 % costs STRAY_COST points. */
const STRAY_FREE_SHARE = 0.1;
const STRAY_COST = 2;
/** Stroke points closer than this to the previous one are dropped, so points follow distance, not time. */
export const MIN_POINT_GAP = 1;
/** A stroke shorter than this (a tap, a slip) is ignored: it costs no life. */
const MIN_STROKE_LENGTH = 8;
/** How far one key press moves the keyboard pen. */
export const PEN_STEP = 3;

const point = (x: number, y: number): Point => ({ x, y });

/** Points on a circle around (cx, cy), angles in degrees measured counter-clockwise on screen. */
function arc(cx: number, cy: number, radius: number, fromDegrees: number, toDegrees: number, steps = 48): Point[] {
  return Array.from({ length: steps + 1 }, (_, index) => {
    const angle = ((fromDegrees + ((toDegrees - fromDegrees) * index) / steps) * Math.PI) / 180;
    return point(cx + radius * Math.cos(angle), cy - radius * Math.sin(angle));
  });
}

function wave(fromX: number, toX: number, middle: number, amplitude: number, periods: number): Point[] {
  const steps = Math.round(periods * 32);
  return Array.from({ length: steps + 1 }, (_, index) =>
    point(fromX + ((toX - fromX) * index) / steps, middle - amplitude * Math.sin((2 * Math.PI * periods * index) / steps)),
  );
}

/** A spiral from the outside in, clockwise on screen. */
function spiral(cx: number, cy: number, outer: number, inner: number, turns: number): Point[] {
  const steps = Math.round(turns * 48);
  return Array.from({ length: steps + 1 }, (_, index) => {
    const share = index / steps;
    const radius = outer - (outer - inner) * share;
    const angle = Math.PI / 2 - 2 * Math.PI * turns * share;
    return point(cx + radius * Math.cos(angle), cy - radius * Math.sin(angle));
  });
}

/** Joined writing loops like "eee": a prolate cycloid from the bottom left, loops at the top. */
function loops(count: number): Point[] {
  const steps = count * 48;
  const turn = 2 * Math.PI * count;
  const forward = 72 / turn;
  return Array.from({ length: steps + 1 }, (_, index) => {
    const angle = Math.PI + (turn * index) / steps;
    return point(14 + forward * (angle - Math.PI) - 12 * Math.sin(angle), 56 - 20 * Math.cos(angle));
  });
}

const makeFigure = (id: string, kind: FigureKind, points: Point[]): TraceFigure => ({ id, kind, points });

export const TRACE_LEVELS: ReadonlyArray<TraceLevel> = [
  {
    tolerance: 12,
    pool: [
      makeFigure("line-30", "line", [point(15, 30), point(85, 30)]),
      makeFigure("line-45", "line", [point(12, 45), point(88, 45)]),
      makeFigure("line-60", "line", [point(15, 60), point(85, 60)]),
      makeFigure("line-75", "line", [point(18, 75), point(82, 75)]),
    ],
  },
  {
    tolerance: 10,
    pool: [
      makeFigure("diagonal-down", "diagonal", [point(15, 15), point(85, 85)]),
      makeFigure("diagonal-up", "diagonal", [point(15, 85), point(85, 15)]),
      makeFigure("zigzag", "zigzag", [point(12, 35), point(31, 65), point(50, 35), point(69, 65), point(88, 35)]),
      makeFigure("mountain", "mountain", [point(12, 80), point(50, 20), point(88, 80)]),
    ],
  },
  {
    tolerance: 9,
    pool: [
      makeFigure("rainbow", "rainbow", arc(50, 70, 38, 180, 0)),
      makeFigure("smile", "smile", arc(50, 30, 38, 180, 360)),
      makeFigure("wave", "wave", wave(10, 90, 50, 18, 1.5)),
      makeFigure("wave-long", "wave", wave(10, 90, 50, 16, 2)),
    ],
  },
  {
    tolerance: 8,
    pool: [
      makeFigure("circle", "circle", arc(50, 50, 34, 90, -270, 64)),
      makeFigure("square", "square", [point(18, 18), point(82, 18), point(82, 82), point(18, 82), point(18, 18)]),
      makeFigure("triangle", "triangle", [point(50, 14), point(86, 82), point(14, 82), point(50, 14)]),
      makeFigure("diamond", "diamond", [point(50, 12), point(86, 50), point(50, 88), point(14, 50), point(50, 12)]),
    ],
  },
  {
    tolerance: 7,
    pool: [
      makeFigure("spiral", "spiral", spiral(50, 50, 38, 6, 2)),
      makeFigure("snake", "snake", [...arc(50, 32, 18, 30, 270, 40), ...arc(50, 68, 18, 90, -150, 40).slice(1)]),
      makeFigure("letter-m", "letterM", [point(18, 82), point(18, 18), point(50, 62), point(82, 18), point(82, 82)]),
      makeFigure("loops", "loops", loops(3)),
    ],
  },
];

export const traceLevel = (level: number): TraceLevel => TRACE_LEVELS[level - 1] ?? (TRACE_LEVELS[0] as TraceLevel);

/** The figures of one play: FIGURES_PER_LEVEL different ones from the level's pool, shuffled. */
export function traceFigures(level: number, random: Random): TraceFigure[] {
  return shuffled(traceLevel(level).pool, random).slice(0, FIGURES_PER_LEVEL);
}

export const traceStrokesMaxScore = (_level: number) => FIGURES_PER_LEVEL * POINTS_PER_FIGURE;

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

export function pathLength(points: ReadonlyArray<Point>): number {
  let total = 0;
  for (let index = 1; index < points.length; index += 1) total += distance(points[index - 1] as Point, points[index] as Point);
  return total;
}

/** Where on the segment a-b the point p is nearest: t in [0, 1] and the distance. */
function nearestOnSegment(p: Point, a: Point, b: Point): { t: number; distance: number } {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const squared = dx * dx + dy * dy;
  const t = squared === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / squared));
  return { t, distance: distance(p, point(a.x + t * dx, a.y + t * dy)) };
}

/** The distance from a point to a polyline (to its only point if it has one). */
export function distanceToPath(p: Point, path: ReadonlyArray<Point>): number {
  if (path.length === 0) return Number.POSITIVE_INFINITY;
  if (path.length === 1) return distance(p, path[0] as Point);
  let best = Number.POSITIVE_INFINITY;
  for (let index = 1; index < path.length; index += 1) {
    best = Math.min(best, nearestOnSegment(p, path[index - 1] as Point, path[index] as Point).distance);
  }
  return best;
}

/** The path sampled every `spacing` units along its length, both ends included. */
export function checkpoints(path: ReadonlyArray<Point>, spacing = CHECKPOINT_SPACING): Point[] {
  const first = path[0];
  if (!first) return [];
  const result: Point[] = [first];
  let carried = 0; // distance walked since the last checkpoint
  for (let index = 1; index < path.length; index += 1) {
    const a = path[index - 1] as Point;
    const b = path[index] as Point;
    const length = distance(a, b);
    let along = spacing - carried;
    while (along <= length) {
      result.push(point(a.x + ((b.x - a.x) * along) / length, a.y + ((b.y - a.y) * along) / length));
      along += spacing;
    }
    carried = length - (along - spacing);
  }
  const last = path[path.length - 1] as Point;
  const previous = result[result.length - 1] as Point;
  if (distance(previous, last) > spacing / 2) result.push(last);
  else result[result.length - 1] = last;
  return result;
}

/**
 * The most checkpoints the stroke hits in the given order. A checkpoint is hit by a stroke
 * segment passing within `tolerance` of it (so a quick swipe with few points still counts);
 * hits keep the order in which the stroke reached them (a longest chain, not the first hits).
 */
function hitsInOrder(stroke: ReadonlyArray<Point>, marks: ReadonlyArray<Point>, tolerance: number): number {
  const best = Array<number>(marks.length).fill(0);
  const segments: Array<[Point, Point]> =
    stroke.length === 1 ? [[stroke[0] as Point, stroke[0] as Point]] : stroke.slice(1).map((p, index) => [stroke[index] as Point, p]);
  for (const [a, b] of segments) {
    const reached: Array<{ mark: number; t: number }> = [];
    marks.forEach((mark, index) => {
      const near = nearestOnSegment(mark, a, b);
      if (near.distance <= tolerance) reached.push({ mark: index, t: near.t });
    });
    reached.sort((one, other) => one.t - other.t || one.mark - other.mark);
    for (const { mark } of reached) {
      let before = 0;
      for (let index = 0; index < mark; index += 1) before = Math.max(before, best[index] as number);
      best[mark] = Math.max(best[mark] as number, before + 1);
    }
  }
  return Math.max(0, ...best);
}

export interface TraceCheck {
  /** Checkpoints hit in order / all checkpoints, 0-1 (the better of the two directions). */
  accuracy: number;
  /** The share of stroke points farther than STRAY_FACTOR × tolerance from the path. */
  strayShare: number;
  /** Points lost for straying. */
  penalty: number;
  passed: boolean;
  /** What the figure earns if it passes: round(accuracy × 10) − penalty, at least 0. */
  points: number;
}

export function strayPenalty(strayShare: number): number {
  if (strayShare <= STRAY_FREE_SHARE) return 0;
  return STRAY_COST * Math.floor((strayShare - STRAY_FREE_SHARE) * 10 + 1e-9);
}

/** Checks one stroke against a figure at a level's tolerance. */
export function checkStroke(figure: TraceFigure, stroke: ReadonlyArray<Point>, tolerance: number): TraceCheck {
  const marks = checkpoints(figure.points);
  if (stroke.length === 0 || marks.length === 0) return { accuracy: 0, strayShare: 0, penalty: 0, passed: false, points: 0 };
  const forward = hitsInOrder(stroke, marks, tolerance);
  const backward = hitsInOrder(stroke, marks.toReversed(), tolerance);
  const accuracy = Math.max(forward, backward) / marks.length;
  const stray = stroke.filter((p) => distanceToPath(p, figure.points) > STRAY_FACTOR * tolerance).length;
  const strayShare = stray / stroke.length;
  const penalty = strayPenalty(strayShare);
  return {
    accuracy,
    strayShare,
    penalty,
    passed: accuracy >= TRACE_PASS_ACCURACY,
    points: Math.max(0, Math.round(accuracy * POINTS_PER_FIGURE) - penalty),
  };
}

/** The stroke with one more point, unless the point is too close to the last one. */
export function extendStroke(stroke: ReadonlyArray<Point>, next: Point): Point[] {
  const last = stroke[stroke.length - 1];
  if (last && distance(last, next) < MIN_POINT_GAP) return [...stroke];
  return [...stroke, next];
}

/** A tap or a slip rather than an attempt: it is ignored and costs no life. */
export const strokeTooShort = (stroke: ReadonlyArray<Point>) => pathLength(stroke) < MIN_STROKE_LENGTH;

export interface TracePlay {
  /** Index of the figure being traced; equals the number of figures when all are done. */
  figure: number;
  /** Lives left; null: the play has none (a young child), a miss costs nothing. */
  lives: number | null;
  score: number;
  /** Strokes checked (taps and slips are not counted). */
  attempts: number;
  /** Figures passed. */
  successes: number;
}

export const startTracePlay = (lives: number | null = TRACE_LIVES): TracePlay => ({ figure: 0, lives, score: 0, attempts: 0, successes: 0 });

export type StrokeOutcome = { kind: "tooShort" } | { kind: "passed"; check: TraceCheck } | { kind: "failed"; check: TraceCheck };

/**
 * The play after one stroke on the current figure: a passed figure adds its points and moves
 * on; a failed one stays (and costs a life, if the play has lives); a too-short stroke changes
 * nothing.
 */
export function submitStroke(
  play: TracePlay,
  figures: ReadonlyArray<TraceFigure>,
  level: number,
  stroke: ReadonlyArray<Point>,
): { play: TracePlay; outcome: StrokeOutcome } {
  const current = figures[play.figure];
  if (!current || outOfLives(play) || strokeTooShort(stroke)) return { play, outcome: { kind: "tooShort" } };
  const check = checkStroke(current, stroke, traceLevel(level).tolerance);
  const attempts = play.attempts + 1;
  if (check.passed) {
    return {
      play: { ...play, figure: play.figure + 1, score: play.score + check.points, attempts, successes: play.successes + 1 },
      outcome: { kind: "passed", check },
    };
  }
  return { play: { ...play, lives: play.lives === null ? null : play.lives - 1, attempts }, outcome: { kind: "failed", check } };
}

const outOfLives = (play: TracePlay) => play.lives !== null && play.lives <= 0;

export const tracePlayOver = (play: TracePlay, figureCount: number) => play.figure >= figureCount || outOfLives(play);

/** The keyboard pen's direction for the keys held down: arrows (two at once for a diagonal) or Home/PageUp/End/PageDown. */
export function penDirection(keys: ReadonlyArray<string>): Point | null {
  const diagonal: Record<string, Point> = { Home: point(-1, -1), PageUp: point(1, -1), End: point(-1, 1), PageDown: point(1, 1) };
  const arrows: Record<string, Point> = { ArrowLeft: point(-1, 0), ArrowRight: point(1, 0), ArrowUp: point(0, -1), ArrowDown: point(0, 1) };
  const last = keys[keys.length - 1];
  if (last !== undefined && diagonal[last]) return diagonal[last];
  let x = 0;
  let y = 0;
  for (const key of new Set(keys)) {
    const step = arrows[key];
    if (step) {
      x += step.x;
      y += step.y;
    }
  }
  return x === 0 && y === 0 ? null : point(Math.sign(x), Math.sign(y));
}

const clamp = (value: number) => Math.max(0, Math.min(100, value));

/** The pen moved one step in a direction, kept inside the drawing area. */
export function movePen(pen: Point, direction: Point, step = PEN_STEP): Point {
  return point(clamp(pen.x + direction.x * step), clamp(pen.y + direction.y * step));
}
