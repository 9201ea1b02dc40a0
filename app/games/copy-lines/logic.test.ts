import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import {
  COPY_LEVELS,
  type CopyFigure,
  type CopyPlay,
  type FigureShape,
  FIGURES_PER_LEVEL,
  aligned,
  copyFigures,
  copyLevel,
  copyLinesMaxScore,
  copyPlayOver,
  dotAt,
  dotIndex,
  drawFigureLine,
  figurePoints,
  nextFigure,
  placeFigure,
  segmentDots,
  segmentKey,
  startCopyPlay,
  strokeSegments,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026, 77777];
const dot = (col: number, row: number) => ({ col, row });
const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const slanted = (shape: FigureShape) => shape.some(([c1, r1, c2, r2]) => c1 !== c2 && r1 !== r2);
const line = (c1: number, r1: number, c2: number, r2: number) => ({ from: dot(c1, r1), to: dot(c2, r2) });

describe("copy lines: levels", () => {
  it("grows from 2 lines on a 3×3 grid to shapes with slants on a 5×5 grid", () => {
    expect(COPY_LEVELS).toHaveLength(5);
    expect(COPY_LEVELS.map((level) => level.size)).toEqual([3, 3, 4, 4, 5]);
    expect(COPY_LEVELS.map((level) => level.diagonals)).toEqual([false, false, false, true, true]);
    for (const shape of copyLevel(1).pool) expect(shape).toHaveLength(2);
  });

  it("draws more lines on average at levels 1-3, brings slants in at level 4 with fewer lines, and has the most slants at level 5", () => {
    const segments = COPY_LEVELS.map(({ pool, size }) => average(pool.map((shape) => placeFigure(shape, size, seededRandom(1)).segments.length)));
    const slants = COPY_LEVELS.map(({ pool }) => average(pool.map((shape) => shape.filter(([c1, r1, c2, r2]) => c1 !== c2 && r1 !== r2).length)));
    expect(segments[1]).toBeGreaterThan(segments[0] as number);
    expect(segments[2]).toBeGreaterThan(segments[1] as number);
    expect(segments[3]).toBeLessThan(segments[2] as number);
    expect(segments[4]).toBeGreaterThan(segments[2] as number);
    expect(slants.slice(0, 3)).toEqual([0, 0, 0]);
    expect(slants[4]).toBeGreaterThan(slants[3] as number);
  });

  it("keeps every pool figure drawable: straight lines, on the grid, no line covering another", () => {
    for (const { size, pool } of COPY_LEVELS) {
      expect(pool.length).toBeGreaterThanOrEqual(FIGURES_PER_LEVEL);
      for (const shape of pool) {
        const covered: string[] = [];
        for (const [c1, r1, c2, r2] of shape) {
          const stroke = line(c1, r1, c2, r2);
          expect(aligned(stroke.from, stroke.to)).toBe(true);
          expect(Math.max(c1, r1, c2, r2)).toBeLessThan(size);
          const keys = strokeSegments(stroke, size);
          expect(keys.filter((key) => covered.includes(key))).toEqual([]);
          covered.push(...keys);
        }
      }
    }
  });

  it("has slanted lines in every figure of the levels with slants and in none of the others", () => {
    expect(COPY_LEVELS.map(({ pool }) => pool.filter(slanted).length)).toEqual(COPY_LEVELS.map(({ pool, diagonals }) => (diagonals ? pool.length : 0)));
  });

  it("falls back to level 1 for an unknown level and allows 10 points per figure", () => {
    expect(copyLevel(0)).toBe(COPY_LEVELS[0]);
    expect(copyLevel(6)).toBe(COPY_LEVELS[0]);
    expect([1, 2, 3, 4, 5].map(copyLinesMaxScore)).toEqual([30, 30, 30, 30, 30]);
  });
});

describe("copy lines: the grid", () => {
  it("numbers dots row by row and back", () => {
    expect(dotIndex(dot(2, 1), 3)).toBe(5);
    expect(dotAt(5, 3)).toEqual(dot(2, 1));
    expect(dotAt(24, 5)).toEqual(dot(4, 4));
  });

  it("names a unit segment the same from either end", () => {
    expect(segmentKey(dot(0, 0), dot(1, 0), 3)).toBe("0-1");
    expect(segmentKey(dot(1, 0), dot(0, 0), 3)).toBe("0-1");
    expect(segmentDots("4-8", 3)).toEqual([dot(1, 1), dot(2, 2)]);
  });

  it("joins dots only along a row, a column or a 45° slant", () => {
    expect(aligned(dot(0, 0), dot(2, 0))).toBe(true);
    expect(aligned(dot(1, 0), dot(1, 3))).toBe(true);
    expect(aligned(dot(0, 3), dot(3, 0))).toBe(true);
    expect(aligned(dot(0, 0), dot(2, 1))).toBe(false);
    expect(aligned(dot(1, 1), dot(1, 1))).toBe(false);
  });

  it("splits a long line into the unit segments it covers, whichever way it is drawn", () => {
    expect(strokeSegments(line(0, 0, 2, 0), 3)).toEqual(["0-1", "1-2"]);
    expect(strokeSegments(line(2, 0, 0, 0), 3).toSorted()).toEqual(["0-1", "1-2"]);
    expect(strokeSegments(line(0, 2, 2, 0), 3)).toEqual(["4-6", "2-4"]);
    expect(strokeSegments(line(0, 0, 2, 1), 3)).toEqual([]);
  });
});

describe("copy lines: figures", () => {
  it.each(SEEDS)("deals three different figures that fit on the level's grid (seed %i)", (seed) => {
    for (let level = 1; level <= 5; level += 1) {
      const { size } = copyLevel(level);
      const figures = copyFigures(level, seededRandom(seed));
      expect(figures).toHaveLength(FIGURES_PER_LEVEL);
      expect(new Set(figures.map((figure) => figure.segments.join())).size).toBe(FIGURES_PER_LEVEL);
      for (const figure of figures) {
        for (const { from, to } of figure.strokes) {
          for (const end of [from, to]) {
            expect(end.col).toBeGreaterThanOrEqual(0);
            expect(end.row).toBeGreaterThanOrEqual(0);
            expect(end.col).toBeLessThan(size);
            expect(end.row).toBeLessThan(size);
          }
        }
        // The model's lines cover exactly its segments, each once.
        const covered = figure.strokes.flatMap((stroke) => strokeSegments(stroke, size));
        expect(covered.toSorted()).toEqual(figure.segments);
        expect(new Set(covered).size).toBe(covered.length);
      }
    }
  });

  it("places figures in more than one spot and way round over many plays", () => {
    const placed = new Set<string>();
    for (let seed = 0; seed < 40; seed += 1) placed.add(placeFigure(copyLevel(3).pool[0] ?? [], 4, seededRandom(seed)).segments.join());
    expect(placed.size).toBeGreaterThan(2);
  });
});

/** Draws every line of the current figure, as a child copying it would. */
function copyFigure(play: CopyPlay, figures: CopyFigure[], size: number): CopyPlay {
  let next = play;
  for (const stroke of (figures[next.figure] as CopyFigure).strokes) next = drawFigureLine(next, figures, stroke, size).play;
  return next;
}

/** A line on the grid that the figure does not have (a slip). */
function slipOf(figure: CopyFigure, size: number) {
  for (let a = 0; a < size * size; a += 1) {
    for (let b = 0; b < size * size; b += 1) {
      const stroke = { from: dotAt(a, size), to: dotAt(b, size) };
      const keys = strokeSegments(stroke, size);
      if (keys.some((key) => !figure.segments.includes(key))) return stroke;
    }
  }
  throw new Error("no slip possible");
}

describe("copy lines: drawing and scoring", () => {
  it("keeps the model's lines in any order and direction, and ends the figure with its last line", () => {
    const figures: CopyFigure[] = [{ strokes: [line(0, 0, 2, 0), line(1, 0, 1, 1)], segments: ["0-1", "1-2", "1-4"].toSorted() }];
    let step = drawFigureLine(startCopyPlay(), figures, line(1, 1, 1, 0), 3);
    expect(step).toMatchObject({ outcome: "line", play: { drawn: ["1-4"], attempts: 1, score: 0 } });
    // Half of a long line, then the whole of it: only the new half is added.
    step = drawFigureLine(step.play, figures, line(2, 0, 1, 0), 3);
    expect(step.outcome).toBe("line");
    step = drawFigureLine(step.play, figures, line(0, 0, 2, 0), 3);
    expect(step).toMatchObject({ outcome: "done", play: { score: 10, successes: 1 } });
  });

  it("answers a line the model lacks as a slip, keeps nothing of it, and never ends the figure", () => {
    const figures: CopyFigure[] = [{ strokes: [line(0, 0, 1, 0)], segments: ["0-1"] }];
    const slip = drawFigureLine(startCopyPlay(), figures, line(0, 0, 2, 0), 3);
    expect(slip).toMatchObject({ outcome: "slip", play: { drawn: [], slips: 1, attempts: 1, score: 0 } });
    const done = drawFigureLine(slip.play, figures, line(1, 0, 0, 0), 3);
    expect(done).toMatchObject({ outcome: "done", play: { score: 6, successes: 0 } });
  });

  it("counts a line drawn again, or between dots not in a line, once: nothing changes", () => {
    const figures: CopyFigure[] = [{ strokes: [line(0, 0, 1, 0), line(0, 0, 0, 1)], segments: ["0-1", "0-3"] }];
    const first = drawFigureLine(startCopyPlay(), figures, line(0, 0, 1, 0), 3).play;
    expect(drawFigureLine(first, figures, line(1, 0, 0, 0), 3)).toEqual({ play: first, outcome: "again" });
    expect(drawFigureLine(first, figures, line(0, 0, 2, 1), 3)).toEqual({ play: first, outcome: "again" });
  });

  it("gives 10, 6 and 3 points for a figure copied with no slip, one, and more", () => {
    expect([0, 1, 2, 5].map(figurePoints)).toEqual([10, 6, 3, 3]);
  });

  it("plays a whole level: no slip, one slip, and many slips", () => {
    const figures = copyFigures(5, seededRandom(9));
    const size = copyLevel(5).size;
    let play = copyFigure(startCopyPlay(), figures, size);
    expect(play.score).toBe(10);
    play = nextFigure(play);
    expect(play).toMatchObject({ figure: 1, drawn: [], slips: 0 });

    play = drawFigureLine(play, figures, slipOf(figures[1] as CopyFigure, size), size).play;
    play = nextFigure(copyFigure(play, figures, size));

    const wrong = slipOf(figures[2] as CopyFigure, size);
    for (let slip = 0; slip < 4; slip += 1) play = drawFigureLine(play, figures, wrong, size).play;
    play = nextFigure(copyFigure(play, figures, size));

    expect(copyPlayOver(play, figures.length)).toBe(true);
    expect(play).toMatchObject({ score: 10 + 6 + 3, successes: 1 });
  });

  it("passes a child who copies every figure with at most one slip, and not one who always slips more", () => {
    expect(scorePercent(6 * FIGURES_PER_LEVEL, copyLinesMaxScore(1))).toBeGreaterThanOrEqual(PASS_PERCENT);
    const slipping = scorePercent(3 * FIGURES_PER_LEVEL, copyLinesMaxScore(1));
    expect(slipping).toBeGreaterThan(0);
    expect(slipping).toBeLessThan(PASS_PERCENT);
  });
});
