import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import {
  CHECKPOINT_SPACING,
  FIGURES_PER_LEVEL,
  MIN_POINT_GAP,
  PEN_STEP,
  type Point,
  TRACE_LEVELS,
  TRACE_LIVES,
  TRACE_PASS_ACCURACY,
  type TraceFigure,
  checkStroke,
  checkpoints,
  distanceToPath,
  extendStroke,
  movePen,
  pathLength,
  penDirection,
  startTracePlay,
  strayPenalty,
  strokeTooShort,
  submitStroke,
  traceFigures,
  traceLevel,
  tracePlayOver,
  traceStrokesMaxScore,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026];
const LEVELS = [1, 2, 3, 4, 5];

/** The path walked in steps of `step` units: what a steady finger sends. */
function walk(path: ReadonlyArray<Point>, step = 1): Point[] {
  const result: Point[] = [];
  for (let index = 1; index < path.length; index += 1) {
    const a = path[index - 1] as Point;
    const b = path[index] as Point;
    const parts = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / step));
    for (let part = 0; part < parts; part += 1) result.push({ x: a.x + ((b.x - a.x) * part) / parts, y: a.y + ((b.y - a.y) * part) / parts });
  }
  const last = path[path.length - 1];
  if (last) result.push(last);
  return result;
}

const meanLength = (level: number) => {
  const pool = traceLevel(level).pool;
  return pool.reduce((sum, figure) => sum + pathLength(figure.points), 0) / pool.length;
};

const kinds = (level: number) => new Set(traceLevel(level).pool.map((figure) => figure.kind));

const shifted = (points: ReadonlyArray<Point>, dy: number) => points.map((p) => ({ x: p.x, y: p.y + dy }));

/** A line from (0, 50) to (95, 50): 20 checkpoints at x = 0, 5, ..., 95. */
const ruler: TraceFigure = {
  id: "ruler",
  kind: "line",
  points: [
    { x: 0, y: 50 },
    { x: 95, y: 50 },
  ],
};

/** Steers the keyboard pen from checkpoint to checkpoint, the way a keyboard player would. */
function steer(figure: TraceFigure): Point[] {
  const start = figure.points[0] as Point;
  let pen = start;
  const stroke = [pen];
  for (const target of checkpoints(figure.points)) {
    for (let guard = 0; guard < 100; guard += 1) {
      const dx = target.x - pen.x;
      const dy = target.y - pen.y;
      const keys = [
        ...(Math.abs(dx) > PEN_STEP / 2 ? [dx > 0 ? "ArrowRight" : "ArrowLeft"] : []),
        ...(Math.abs(dy) > PEN_STEP / 2 ? [dy > 0 ? "ArrowDown" : "ArrowUp"] : []),
      ];
      const direction = penDirection(keys);
      if (!direction) break;
      pen = movePen(pen, direction);
      stroke.push(pen);
    }
  }
  return stroke;
}

describe("trace strokes: the level table", () => {
  it("has five levels whose path narrows and whose figures grow longer", () => {
    expect(TRACE_LEVELS).toHaveLength(5);
    for (let level = 2; level <= 5; level += 1) {
      expect(traceLevel(level).tolerance).toBeLessThan(traceLevel(level - 1).tolerance);
      expect(meanLength(level)).toBeGreaterThan(meanLength(level - 1));
    }
    expect(traceLevel(99)).toBe(TRACE_LEVELS[0]);
  });

  it("goes from straight lines to diagonals, curves, closed shapes and letter-like shapes", () => {
    expect([...kinds(1)]).toEqual(["line"]);
    for (const figure of traceLevel(1).pool) expect(new Set(figure.points.map((p) => p.y)).size).toBe(1);
    expect([...kinds(2)].toSorted()).toEqual(["diagonal", "mountain", "zigzag"]);
    expect([...kinds(3)].toSorted()).toEqual(["rainbow", "smile", "wave"]);
    expect([...kinds(4)].toSorted()).toEqual(["circle", "diamond", "square", "triangle"]);
    expect([...kinds(5)].toSorted()).toEqual(["letterM", "loops", "snake", "spiral"]);
    const open = traceLevel(4).pool.filter((figure) => {
      const first = figure.points[0] as Point;
      const last = figure.points.at(-1) as Point;
      return Math.hypot(first.x - last.x, first.y - last.y) > 1e-9;
    });
    expect(open).toEqual([]);
  });

  it("keeps every figure inside the drawing area, away from its edges, with unique ids", () => {
    const ids = TRACE_LEVELS.flatMap((level) => level.pool.map((figure) => figure.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const level of TRACE_LEVELS) {
      expect(level.pool.length).toBeGreaterThanOrEqual(FIGURES_PER_LEVEL);
      for (const figure of level.pool) {
        const values = figure.points.flatMap((p) => [p.x, p.y]);
        expect({ id: figure.id, inside: Math.min(...values) >= 8 && Math.max(...values) <= 92 }).toEqual({ id: figure.id, inside: true });
      }
    }
  });

  it("allows 3 lives, 10 points per figure and 30 per play, passing a figure at 70 %", () => {
    expect(TRACE_LIVES).toBe(3);
    expect(TRACE_PASS_ACCURACY).toBe(0.7);
    for (const level of LEVELS) expect(traceStrokesMaxScore(level)).toBe(30);
  });
});

describe("trace strokes: the figures of a play", () => {
  it.each(SEEDS)("draws three different figures of the level's pool (seed %i)", (seed) => {
    for (const level of LEVELS) {
      const figures = traceFigures(level, seededRandom(seed));
      expect(figures).toHaveLength(FIGURES_PER_LEVEL);
      expect(new Set(figures.map((figure) => figure.id)).size).toBe(FIGURES_PER_LEVEL);
      for (const figure of figures) expect(traceLevel(level).pool).toContain(figure);
    }
  });

  it("varies the figures from play to play", () => {
    for (const level of LEVELS) {
      const orders = new Set(
        SEEDS.map((seed) =>
          traceFigures(level, seededRandom(seed))
            .map((figure) => figure.id)
            .join(),
        ),
      );
      expect(orders.size, `level ${level}`).toBeGreaterThan(1);
    }
  });
});

describe("trace strokes: checkpoints", () => {
  it("samples a straight line every 5 units, both ends included", () => {
    expect(
      checkpoints([
        { x: 15, y: 30 },
        { x: 85, y: 30 },
      ]).map((p) => Math.round(p.x * 1000) / 1000),
    ).toEqual([15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85]);
    expect(checkpoints(ruler.points)).toHaveLength(20);
    expect(checkpoints([])).toEqual([]);
  });

  it("keeps checkpoints on the path and evenly spaced, around corners too", () => {
    for (const level of TRACE_LEVELS) {
      for (const figure of level.pool) {
        const marks = checkpoints(figure.points);
        expect(marks[0]).toEqual(figure.points[0]);
        expect(marks.at(-1)).toEqual(figure.points.at(-1));
        expect(marks.length).toBeGreaterThanOrEqual(Math.floor(pathLength(figure.points) / CHECKPOINT_SPACING));
        const offPath = marks.filter((mark) => distanceToPath(mark, figure.points) > 1e-6);
        expect(offPath).toEqual([]);
        const gaps = marks.slice(1).map((mark, index) => Math.hypot(mark.x - (marks[index] as Point).x, mark.y - (marks[index] as Point).y));
        expect(Math.max(...gaps)).toBeLessThanOrEqual(CHECKPOINT_SPACING * 1.5 + 1e-9);
        expect(marks.length).toBeLessThanOrEqual(Math.ceil(pathLength(figure.points) / CHECKPOINT_SPACING) + 1);
      }
    }
  });
});

describe("trace strokes: checking a stroke", () => {
  it.each(LEVELS)("gives 10 points for a stroke right on every figure of level %i, from either end", (level) => {
    const { tolerance, pool } = traceLevel(level);
    for (const figure of pool) {
      const stroke = walk(figure.points);
      expect(checkStroke(figure, stroke, tolerance)).toMatchObject({ accuracy: 1, penalty: 0, passed: true, points: 10 });
      expect(checkStroke(figure, stroke.toReversed(), tolerance)).toMatchObject({ accuracy: 1, passed: true, points: 10 });
    }
  });

  it("counts a checkpoint within the tolerance and not beyond it", () => {
    const tolerance = traceLevel(1).tolerance;
    const line = traceLevel(1).pool[0] as TraceFigure;
    expect(checkStroke(line, shifted(walk(line.points), tolerance * 0.8), tolerance).accuracy).toBe(1);
    expect(checkStroke(line, shifted(walk(line.points), tolerance * 1.5), tolerance)).toMatchObject({ accuracy: 0, passed: false });
  });

  it("counts a quick swipe whose points are far apart by the segments between them", () => {
    const tolerance = traceLevel(1).tolerance;
    const line = traceLevel(1).pool[0] as TraceFigure;
    expect(checkStroke(line, line.points, tolerance).accuracy).toBe(1);
  });

  it("passes at exactly 70 % of the checkpoints and fails just below", () => {
    const atSeventy = checkStroke(
      ruler,
      walk([
        { x: 0, y: 50 },
        { x: 65, y: 50 },
      ]),
      1,
    );
    expect(atSeventy).toMatchObject({ accuracy: 0.7, passed: true, points: 7 });
    const below = checkStroke(
      ruler,
      walk([
        { x: 0, y: 50 },
        { x: 60, y: 50 },
      ]),
      1,
    );
    expect(below).toMatchObject({ accuracy: 0.65, passed: false });
  });

  it("counts checkpoints only in the path's order", () => {
    // The second half, back above the line (off the path), then the first half.
    const secondHalfFirst = walk([
      { x: 50, y: 50 },
      { x: 95, y: 50 },
      { x: 95, y: 60 },
      { x: 0, y: 60 },
      { x: 0, y: 50 },
      { x: 45, y: 50 },
    ]);
    const check = checkStroke(ruler, secondHalfFirst, 1);
    expect(check.accuracy).toBe(0.5);
    expect(check.passed).toBe(false);
    // Going back over a missed part at the end does not spoil what was traced before.
    const withReturn = [
      ...walk([
        { x: 0, y: 50 },
        { x: 95, y: 50 },
      ]),
      ...walk([
        { x: 95, y: 50 },
        { x: 40, y: 50 },
      ]),
    ];
    expect(checkStroke(ruler, withReturn, 1).accuracy).toBe(1);
  });

  it("takes 2 points for each full 10 % of the stroke far off the path, beyond the first 10 %", () => {
    expect([0, 0.1, 0.19, 0.2, 0.29, 0.3, 0.55, 1].map(strayPenalty)).toEqual([0, 0, 0, 2, 2, 4, 8, 18]);
    const tolerance = traceLevel(1).tolerance;
    const line = traceLevel(1).pool[0] as TraceFigure; // y = 30
    const traced = walk(line.points); // 71 points on the line
    const excursion = Array.from({ length: 24 }, (_, index) => ({ x: 80 - index, y: 90 })); // 60 units away
    const check = checkStroke(line, [...traced, ...excursion], tolerance);
    expect(check.accuracy).toBe(1);
    expect(check.strayShare).toBeCloseTo(24 / 95);
    expect(check).toMatchObject({ penalty: 2, points: 8, passed: true });
  });

  it("leaves scribbling over the whole area too few points to pass a level", () => {
    const { tolerance, pool } = traceLevel(1);
    const scribble: Point[] = [];
    for (let x = 10; x <= 90; x += 4)
      scribble.push(
        ...walk(
          x % 8 === 2
            ? [
                { x, y: 5 },
                { x, y: 95 },
              ]
            : [
                { x, y: 95 },
                { x, y: 5 },
              ],
        ),
      );
    for (const line of pool) {
      const check = checkStroke(line, scribble, tolerance);
      expect(check.strayShare).toBeGreaterThan(0.4);
      expect(check.points).toBeLessThanOrEqual(4);
    }
    expect(scorePercent(4 * FIGURES_PER_LEVEL, traceStrokesMaxScore(1))).toBeLessThan(PASS_PERCENT);
  });

  it("gives nothing for an empty stroke and ignores taps and slips", () => {
    const line = traceLevel(1).pool[0] as TraceFigure;
    expect(checkStroke(line, [], 12)).toMatchObject({ accuracy: 0, passed: false, points: 0 });
    expect(strokeTooShort([])).toBe(true);
    expect(strokeTooShort([{ x: 10, y: 10 }])).toBe(true);
    expect(
      strokeTooShort([
        { x: 10, y: 10 },
        { x: 15, y: 10 },
      ]),
    ).toBe(true);
    expect(
      strokeTooShort([
        { x: 10, y: 10 },
        { x: 20, y: 10 },
      ]),
    ).toBe(false);
  });

  it("drops pointer points closer than the minimum gap", () => {
    const stroke = extendStroke(extendStroke([], { x: 10, y: 10 }), { x: 10 + MIN_POINT_GAP / 2, y: 10 });
    expect(stroke).toEqual([{ x: 10, y: 10 }]);
    expect(extendStroke(stroke, { x: 12, y: 10 })).toHaveLength(2);
  });
});

describe("trace strokes: a play with lives", () => {
  const figures = traceFigures(1, seededRandom(7));
  const good = (index: number) => walk((figures[index] as TraceFigure).points);
  const bad = walk([
    { x: 10, y: 95 },
    { x: 90, y: 95 },
  ]);

  it("moves on and scores when a figure passes, and costs a life when it fails", () => {
    let { play, outcome } = submitStroke(startTracePlay(), figures, 1, bad);
    expect(outcome.kind).toBe("failed");
    expect(play).toEqual({ figure: 0, lives: 2, score: 0, attempts: 1, successes: 0 });
    ({ play, outcome } = submitStroke(play, figures, 1, good(0)));
    expect(outcome.kind).toBe("passed");
    expect(play).toEqual({ figure: 1, lives: 2, score: 10, attempts: 2, successes: 1 });
    ({ play } = submitStroke(play, figures, 1, good(1)));
    ({ play } = submitStroke(play, figures, 1, good(2)));
    expect(play).toMatchObject({ figure: 3, lives: 2, score: 30, successes: 3 });
    expect(tracePlayOver(play, figures.length)).toBe(true);
    expect(submitStroke(play, figures, 1, good(0)).play).toBe(play);
  });

  it("ends the play when the lives run out, keeping the points earned", () => {
    let { play } = submitStroke(startTracePlay(), figures, 1, good(0));
    for (let index = 0; index < TRACE_LIVES; index += 1) {
      expect(tracePlayOver(play, figures.length)).toBe(false);
      ({ play } = submitStroke(play, figures, 1, bad));
    }
    expect(play).toMatchObject({ figure: 1, lives: 0, score: 10, attempts: 4, successes: 1 });
    expect(tracePlayOver(play, figures.length)).toBe(true);
    expect(submitStroke(play, figures, 1, good(1)).play).toBe(play);
  });

  it("without lives (a child under 5), tries a failed figure again as often as it takes and never ends the play", () => {
    let play = startTracePlay(null);
    for (let index = 0; index < TRACE_LIVES * 3; index += 1) {
      const step = submitStroke(play, figures, 1, bad);
      expect(step.outcome.kind).toBe("failed");
      play = step.play;
      expect(tracePlayOver(play, figures.length)).toBe(false);
    }
    expect(play).toMatchObject({ figure: 0, lives: null, attempts: TRACE_LIVES * 3 });
    ({ play } = submitStroke(play, figures, 1, good(0)));
    expect(play).toMatchObject({ figure: 1, lives: null, score: 10, successes: 1 });
  });

  it("ignores a too-short stroke without costing a life", () => {
    const start = startTracePlay();
    const { play, outcome } = submitStroke(start, figures, 1, [{ x: 15, y: 30 }]);
    expect(outcome.kind).toBe("tooShort");
    expect(play).toBe(start);
  });

  it("lets a child who traces every figure at the threshold pass the level", () => {
    const threshold = Math.round(TRACE_PASS_ACCURACY * 10) * FIGURES_PER_LEVEL;
    expect(scorePercent(threshold, traceStrokesMaxScore(1))).toBeGreaterThanOrEqual(PASS_PERCENT);
    expect(scorePercent(10, traceStrokesMaxScore(1))).toBeLessThan(PASS_PERCENT);
  });
});

describe("trace strokes: the keyboard pen", () => {
  it("moves in 8 directions with arrows, two arrows together or Home/PageUp/End/PageDown", () => {
    expect(penDirection(["ArrowRight"])).toEqual({ x: 1, y: 0 });
    expect(penDirection(["ArrowUp"])).toEqual({ x: 0, y: -1 });
    expect(penDirection(["ArrowUp", "ArrowRight"])).toEqual({ x: 1, y: -1 });
    expect(penDirection(["ArrowDown", "ArrowLeft"])).toEqual({ x: -1, y: 1 });
    expect(penDirection(["ArrowLeft", "ArrowRight"])).toBeNull();
    expect(penDirection(["Home"])).toEqual({ x: -1, y: -1 });
    expect(penDirection(["PageUp"])).toEqual({ x: 1, y: -1 });
    expect(penDirection(["End"])).toEqual({ x: -1, y: 1 });
    expect(penDirection(["PageDown"])).toEqual({ x: 1, y: 1 });
    expect(penDirection(["a"])).toBeNull();
    expect(penDirection([])).toBeNull();
  });

  it("moves the pen one step and keeps it inside the area", () => {
    expect(movePen({ x: 50, y: 50 }, { x: 1, y: -1 })).toEqual({ x: 50 + PEN_STEP, y: 50 - PEN_STEP });
    expect(movePen({ x: 99, y: 1 }, { x: 1, y: -1 })).toEqual({ x: 100, y: 0 });
  });

  it.each(LEVELS)("can trace every figure of level %i with the keyboard alone", (level) => {
    const { tolerance, pool } = traceLevel(level);
    for (const figure of pool) {
      const check = checkStroke(figure, steer(figure), tolerance);
      expect({ id: figure.id, accurate: check.accuracy >= 0.9, penalty: check.penalty }).toEqual({ id: figure.id, accurate: true, penalty: 0 });
    }
  });
});
