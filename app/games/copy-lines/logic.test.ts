import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import {
  CHECKS_PER_FIGURE,
  COPY_LEVELS,
  type CopyFigure,
  type FigureShape,
  FIGURES_PER_LEVEL,
  aligned,
  checkCopy,
  checkFigure,
  copyFigures,
  copyLevel,
  copyLinesMaxScore,
  copyPlayOver,
  dotAt,
  dotIndex,
  drawStroke,
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

/** Draws every line of a figure, as a child copying it would. */
const copyOf = (figure: CopyFigure, size: number) => figure.strokes.reduce<string[]>((drawn, stroke) => drawStroke(drawn, stroke, size), []);

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

  it("adds a line, rubs it out when it is drawn again, and only adds what is missing", () => {
    let drawn = drawStroke([], line(0, 0, 1, 0), 3);
    expect(drawn).toEqual(["0-1"]);
    drawn = drawStroke(drawn, line(0, 0, 2, 0), 3);
    expect(drawn).toEqual(["0-1", "1-2"]);
    drawn = drawStroke(drawn, line(2, 0, 0, 0), 3);
    expect(drawn).toEqual([]);
    expect(drawStroke(["0-1"], line(0, 0, 2, 1), 3)).toEqual(["0-1"]);
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

describe("copy lines: checking and scoring", () => {
  const model = ["0-1", "1-2", "1-4"];

  it("accepts the same lines in any order and direction", () => {
    expect(checkCopy(model, ["1-4", "1-2", "0-1"])).toMatchObject({ exact: true, matched: 3, missing: [], extra: [], accuracy: 1 });
  });

  it("tells what is missing and what is extra, and takes extra lines off the accuracy", () => {
    const result = checkCopy(model, ["0-1", "4-5"]);
    expect(result).toMatchObject({ exact: false, matched: 1, missing: ["1-2", "1-4"], extra: ["4-5"] });
    expect(result.accuracy).toBe(0);
    expect(checkCopy(model, ["0-1", "1-2"]).accuracy).toBeCloseTo(2 / 3);
    expect(checkCopy(model, ["0-1", "1-2", "1-4", "3-4"]).exact).toBe(false);
  });

  it("gives 10, 6 and 3 points for an exact copy at the first, second and third check", () => {
    const exact = checkCopy(model, model);
    expect([1, 2, 3, 4].map((check) => figurePoints(check, exact))).toEqual([10, 6, 3, 0]);
  });

  it("gives nothing for a wrong copy before the last check and partial credit at the last", () => {
    const twoThirds = checkCopy(model, ["0-1", "1-2"]);
    expect(figurePoints(1, twoThirds)).toBe(0);
    expect(figurePoints(2, twoThirds)).toBe(0);
    expect(figurePoints(CHECKS_PER_FIGURE, twoThirds)).toBe(2);
    expect(figurePoints(CHECKS_PER_FIGURE, checkCopy(model, ["3-4"]))).toBe(0);
  });

  it("plays a whole level: right at once, right at the second check, and wrong three times", () => {
    const figures = copyFigures(5, seededRandom(9));
    const size = copyLevel(5).size;
    let play = startCopyPlay();

    let step = checkFigure(play, figures, copyOf(figures[0] as CopyFigure, size));
    expect(step).toMatchObject({ outcome: "right", points: 10 });
    play = nextFigure(step.play);

    step = checkFigure(play, figures, []);
    expect(step.outcome).toBe("again");
    step = checkFigure(step.play, figures, copyOf(figures[1] as CopyFigure, size));
    expect(step).toMatchObject({ outcome: "right", points: 6 });
    play = nextFigure(step.play);

    const half = (figures[2] as CopyFigure).segments.slice(0, 2);
    step = checkFigure(play, figures, half);
    step = checkFigure(step.play, figures, half);
    expect(step.outcome).toBe("again");
    step = checkFigure(step.play, figures, half);
    expect(step.outcome).toBe("over");
    expect(step.points).toBe(Math.floor(3 * (2 / (figures[2] as CopyFigure).segments.length)));
    play = nextFigure(step.play);

    expect(copyPlayOver(play, figures.length)).toBe(true);
    expect(play).toMatchObject({ attempts: 6, successes: 2, score: 16 + step.points, checks: 0 });
  });

  it("passes a child who copies every figure by the second check, and not one who never does", () => {
    expect(scorePercent(6 * FIGURES_PER_LEVEL, copyLinesMaxScore(1))).toBeGreaterThanOrEqual(PASS_PERCENT);
    const nearly = scorePercent(3 * FIGURES_PER_LEVEL, copyLinesMaxScore(1));
    expect(nearly).toBeGreaterThan(0);
    expect(nearly).toBeLessThan(PASS_PERCENT);
  });
});
