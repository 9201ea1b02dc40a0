import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { PASS_PERCENT, passed, scorePercent } from "../scoring";
import {
  LETTER_LEVELS,
  LOOK_ALIKE_FAMILIES,
  type LetterGrid,
  PLAIN_LETTERS,
  attentionLettersMaxScore,
  cellCount,
  countMarks,
  isTarget,
  letterAccuracy,
  letterGrid,
  letterLevel,
  letterScore,
  letterTimeLimit,
  maxTargets,
  minTargets,
  startLetterPlay,
  allFound,
  tapLetter,
  targetCount,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026, 77777];
const LEVELS = [1, 2, 3, 4];
const familyOf = (letter: string) => LOOK_ALIKE_FAMILIES.findIndex((family) => (family as ReadonlyArray<string>).includes(letter));

/** A small hand-made grid: targets b and d, four of the eight cells. */
const GRID: LetterGrid = { rows: 2, columns: 4, targets: ["b", "d"], cells: ["b", "p", "d", "q", "q", "b", "p", "d"] };
const TARGET_CELLS = [0, 2, 5, 7];
const OTHER_CELLS = [1, 3, 4, 6];

/** The share of a level's other letters that look like the targets. */
function lookAlikeShare(level: number): number {
  const { sameFamily, otherFamily, plain } = letterLevel(level);
  return (sameFamily + otherFamily) / (sameFamily + otherFamily + plain);
}

/** The percentage the shell computes for a play with these counts. */
const percent = (correct: number, incorrect: number, missed: number) => scorePercent(letterScore({ correct, incorrect, missed }), attentionLettersMaxScore(1));

function markedAt(grid: LetterGrid, indexes: ReadonlyArray<number>): boolean[] {
  return grid.cells.map((_, index) => indexes.includes(index));
}

describe("attention letters: levels", () => {
  it("has the spec's four levels: 3 × 4 in 3 min, 6 × 6 in 2 min, 7 × 6 in 90 s, 8 × 6 in 75 s", () => {
    expect(LETTER_LEVELS.map(({ rows, columns, seconds }) => [rows, columns, seconds])).toEqual([
      [3, 4, 180],
      [6, 6, 120],
      [7, 6, 90],
      [8, 6, 75],
    ]);
    expect(LEVELS.map(letterTimeLimit)).toEqual([180, 120, 90, 75]);
  });

  it("grows the grid, shortens the time and adds look-alike letters level by level", () => {
    for (let level = 2; level <= 4; level += 1) {
      expect(cellCount(level)).toBeGreaterThan(cellCount(level - 1));
      expect(letterTimeLimit(level)).toBeLessThan(letterTimeLimit(level - 1));
      expect(lookAlikeShare(level)).toBeGreaterThan(lookAlikeShare(level - 1));
    }
    expect(LETTER_LEVELS.map((level) => level.targets)).toEqual([1, 2, 2, 2]);
    expect(lookAlikeShare(1)).toBe(0);
    expect(lookAlikeShare(4)).toBe(1);
  });

  it("asks for a quarter to about a third of the cells as targets", () => {
    expect(LEVELS.map(minTargets)).toEqual([3, 9, 11, 12]);
    expect(LEVELS.map(maxTargets)).toEqual([4, 12, 14, 16]);
  });

  it("scores every level out of 100", () => {
    expect(LEVELS.map(attentionLettersMaxScore)).toEqual([100, 100, 100, 100]);
  });
});

describe("attention letters: the grid", () => {
  it.each(SEEDS)("has the level's size and 25-35 %% targets, at least the minimum (seed %i)", (seed) => {
    for (const level of LEVELS) {
      const { rows, columns } = letterLevel(level);
      const grid = letterGrid(level, seededRandom(seed + level));
      expect([grid.rows, grid.columns]).toEqual([rows, columns]);
      expect(grid.cells).toHaveLength(rows * columns);
      const targets = grid.cells.filter((_, index) => isTarget(grid, index)).length;
      expect(targets).toBeGreaterThanOrEqual(minTargets(level));
      expect(targets).toBeLessThanOrEqual(maxTargets(level));
      expect(targets / grid.cells.length).toBeGreaterThanOrEqual(0.25);
      expect(targets / grid.cells.length).toBeLessThanOrEqual(0.35);
      for (const cell of grid.cells) expect(cell).toMatch(/^[a-z]$/);
    }
  });

  it.each(SEEDS)("level 1: one target, every letter clearly different (seed %i)", (seed) => {
    const grid = letterGrid(1, seededRandom(seed));
    expect(grid.targets).toHaveLength(1);
    const letters = new Set(grid.cells);
    expect(letters.size).toBe(1 + letterLevel(1).plain);
    for (const letter of letters) expect(PLAIN_LETTERS).toContain(letter);
  });

  it.each(SEEDS)("levels 2-4: two look-alike targets, both shown several times, with look-alike others (seed %i)", (seed) => {
    for (const level of [2, 3, 4]) {
      const { sameFamily, otherFamily, plain } = letterLevel(level);
      const grid = letterGrid(level, seededRandom(seed * 10 + level));
      const [first, second] = grid.targets as [string, string];
      expect(first).not.toBe(second);
      expect(familyOf(first)).toBeGreaterThanOrEqual(0);
      expect(familyOf(second)).toBe(familyOf(first));
      for (const target of grid.targets) {
        expect(grid.cells.filter((cell) => cell === target).length).toBeGreaterThanOrEqual(Math.floor(minTargets(level) / 2));
      }
      const others = [...new Set(grid.cells)].filter((letter) => !grid.targets.includes(letter));
      expect(others).toHaveLength(sameFamily + otherFamily + plain);
      expect(others.filter((letter) => familyOf(letter) === familyOf(first))).toHaveLength(sameFamily);
      expect(others.filter((letter) => familyOf(letter) >= 0 && familyOf(letter) !== familyOf(first))).toHaveLength(otherFamily);
      expect(others.filter((letter) => (PLAIN_LETTERS as ReadonlyArray<string>).includes(letter))).toHaveLength(plain);
    }
  });

  it("does not repeat the same grid for every seed", () => {
    const grids = SEEDS.map((seed) => letterGrid(4, seededRandom(seed)).cells.join(""));
    expect(new Set(grids).size).toBe(SEEDS.length);
  });
});

describe("attention letters: marking and counting", () => {
  it("answers each tap at once, keeps a wrong letter counted, and counts fast repeated taps once", () => {
    let play = startLetterPlay(GRID);
    expect(play).toEqual({ marked: Array(8).fill(false), marks: 0 });
    const right = tapLetter(GRID, play, 2);
    expect(right.tap).toBe("right");
    expect(right.play.marked[2]).toBe(true);
    // A second tap neither undoes the mark nor counts again.
    expect(tapLetter(GRID, right.play, 2)).toEqual({ play: right.play, tap: "again" });
    const wrong = tapLetter(GRID, right.play, 3);
    expect(wrong.tap).toBe("wrong");
    expect(tapLetter(GRID, wrong.play, 3)).toEqual({ play: wrong.play, tap: "again" });
    play = wrong.play;
    expect(play.marked).toEqual(markedAt(GRID, [2, 3]));
    expect(play.marks).toBe(2);
    expect(countMarks(GRID, play.marked)).toEqual({ correct: 1, incorrect: 1, missed: 3 });
    expect(tapLetter(GRID, play, -1).play).toBe(play);
    expect(tapLetter(GRID, play, 8).play).toBe(play);
  });

  it("ends the play when every target is crossed out, whatever was tapped wrongly", () => {
    expect(targetCount(GRID)).toBe(4);
    expect(allFound(GRID, markedAt(GRID, [0, 2, 5]))).toBe(false);
    expect(allFound(GRID, markedAt(GRID, TARGET_CELLS))).toBe(true);
    expect(allFound(GRID, markedAt(GRID, [...TARGET_CELLS, 1]))).toBe(true);
  });

  it("counts right marks, wrong marks and missed targets", () => {
    expect(countMarks(GRID, markedAt(GRID, [0, 1, 2]))).toEqual({ correct: 2, incorrect: 1, missed: 2 });
    expect(countMarks(GRID, markedAt(GRID, TARGET_CELLS))).toEqual({ correct: 4, incorrect: 0, missed: 0 });
  });

  it("scores 0 when nothing is crossed out", () => {
    const counts = countMarks(GRID, markedAt(GRID, []));
    expect(counts).toEqual({ correct: 0, incorrect: 0, missed: 4 });
    expect(letterAccuracy(counts)).toBe(0);
    expect(letterScore(counts)).toBe(0);
  });

  it("does not reward crossing out everything", () => {
    const counts = countMarks(GRID, markedAt(GRID, [...TARGET_CELLS, ...OTHER_CELLS]));
    expect(counts).toEqual({ correct: 4, incorrect: 4, missed: 0 });
    expect(letterScore(counts)).toBe(50);
    expect(passed(scorePercent(letterScore(counts), 100))).toBe(false);
  });

  it("scores 100 for exactly the targets, and 0 for only wrong marks", () => {
    expect(letterScore(countMarks(GRID, markedAt(GRID, TARGET_CELLS)))).toBe(100);
    expect(letterScore(countMarks(GRID, markedAt(GRID, OTHER_CELLS)))).toBe(0);
  });

  it("gives 0 accuracy, not NaN, when there is nothing to count", () => {
    expect(letterAccuracy({ correct: 0, incorrect: 0, missed: 0 })).toBe(0);
    expect(letterScore({ correct: 0, incorrect: 0, missed: 0 })).toBe(0);
  });

  it("passes at 60 % accuracy and not below", () => {
    expect(PASS_PERCENT).toBe(60);
    expect(percent(6, 0, 4)).toBe(60);
    expect(passed(percent(6, 0, 4))).toBe(true);
    expect(percent(6, 2, 2)).toBe(60);
    expect(passed(percent(6, 2, 2))).toBe(true);
    expect(percent(59, 0, 41)).toBe(59);
    expect(passed(percent(59, 0, 41))).toBe(false);
    expect(percent(5, 0, 4)).toBe(56); // 5 of a level-2 grid's 9 targets
    expect(passed(percent(5, 0, 4))).toBe(false);
    expect(percent(2, 0, 1)).toBe(67); // 2 of a level-1 grid's 3 targets
    expect(letterScore({ correct: 2, incorrect: 0, missed: 1 })).toBe(67);
  });

  it("counts a real grid played perfectly, and partly", () => {
    for (const seed of SEEDS) {
      const grid = letterGrid(3, seededRandom(seed));
      const targets = grid.cells.flatMap((_, index) => (isTarget(grid, index) ? [index] : []));
      let play = startLetterPlay(grid);
      for (const index of targets) play = tapLetter(grid, play, index).play;
      expect(countMarks(grid, play.marked)).toEqual({ correct: targets.length, incorrect: 0, missed: 0 });
      expect(play.marks).toBe(targets.length);
      const half = targets.slice(0, Math.floor(targets.length / 2));
      const counts = countMarks(grid, markedAt(grid, half));
      expect(counts).toEqual({ correct: half.length, incorrect: 0, missed: targets.length - half.length });
      expect(letterScore(counts)).toBe(Math.round((half.length / targets.length) * 100));
    }
  });
});
