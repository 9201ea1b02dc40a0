import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import {
  PATTERN_LEVELS,
  PATTERN_ROUNDS,
  PIECES,
  type PatternRound,
  type PieceId,
  type PuzzlePlay,
  STUDY_MS,
  nextEmptyCell,
  nextPattern,
  patternLevel,
  patternPuzzleMaxScore,
  patternRebuilt,
  patternRounds,
  patternTimeLimit,
  placePiece,
  puzzlePlayOver,
  ruleCells,
  startPuzzlePlay,
  studySeconds,
  studyTick,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026, 8080];

/** The grid of element numbers as rows, for reading a rule's result. */
const asRows = (cells: ReadonlyArray<number>, columns: number) =>
  Array.from({ length: cells.length / columns }, (_, row) => cells.slice(row * columns, (row + 1) * columns));

/** A palette piece that is not the answer of `cell`. */
const wrongPiece = (round: PatternRound, cell: number) => round.palette.find((piece) => piece !== round.cells[cell]) as PieceId;

/** Rebuilds the current pattern, trying `wrongFirst` wrong pieces first at every cell, then moves on. */
function rebuild(play: PuzzlePlay, rounds: ReadonlyArray<PatternRound>, wrongFirst: number): PuzzlePlay {
  const round = rounds[play.round] as PatternRound;
  let current = play;
  round.cells.forEach((piece, cell) => {
    const wrongs = round.palette.filter((other) => other !== piece).slice(0, wrongFirst);
    for (const other of wrongs) current = placePiece(current, rounds, cell, other).play;
    current = placePiece(current, rounds, cell, piece).play;
  });
  return nextPattern(current, round.cells.length);
}

describe("pattern puzzle: levels", () => {
  it("grows in cells and pieces, from a row of 3 with 2 pieces to a 3 × 4 grid with 5", () => {
    expect(PATTERN_LEVELS).toHaveLength(5);
    expect(PATTERN_LEVELS.map((level) => `${level.rows}x${level.columns}/${level.kinds}`)).toEqual(["1x3/2", "1x4/3", "2x3/3", "3x3/4", "3x4/5"]);
    for (let level = 2; level <= 5; level += 1) {
      const now = patternLevel(level);
      const before = patternLevel(level - 1);
      expect(now.rows * now.columns).toBeGreaterThan(before.rows * before.columns);
      expect(now.kinds).toBeGreaterThanOrEqual(before.kinds);
    }
    expect(patternLevel(0)).toBe(PATTERN_LEVELS[0]);
  });

  it("gives every piece its own shape and its own colour", () => {
    expect(new Set(PIECES.map((piece) => piece.shape)).size).toBe(PIECES.length);
    expect(new Set(PIECES.map((piece) => piece.color)).size).toBe(PIECES.length);
    expect(Math.max(...PATTERN_LEVELS.map((level) => level.kinds))).toBeLessThanOrEqual(PIECES.length);
  });

  it("studies for the spec's 5 seconds and gives the level time for every pattern", () => {
    expect(STUDY_MS).toBe(5000);
    expect([1, 2, 3, 4, 5].map(patternTimeLimit)).toEqual([87, 111, 159, 231, 303]);
  });
});

describe("pattern puzzle: the study timer", () => {
  it("counts down, never below zero, and ignores time going backwards", () => {
    expect(studyTick(STUDY_MS, 200)).toBe(4800);
    expect(studyTick(300, 500)).toBe(0);
    expect(studyTick(1000, -50)).toBe(1000);
  });

  it("shows whole seconds from 5 down to 1, then 0", () => {
    expect([5000, 4999, 4001, 4000, 1, 0, -20].map(studySeconds)).toEqual([5, 5, 5, 4, 1, 0, 0]);
  });
});

describe("pattern puzzle: rules", () => {
  const random = seededRandom(3);

  it("makes each row one piece, each column one piece, or every row the same", () => {
    for (let repeat = 0; repeat < 20; repeat += 1) {
      for (const row of asRows(ruleCells("rows", 3, 4, 4, random), 4)) expect(new Set(row).size).toBe(1);
      const columns = asRows(ruleCells("columns", 3, 4, 4, random), 4);
      for (const row of columns) expect(row).toEqual(columns[0]);
      expect(columns[0]?.every((value, index) => index === 0 || value !== columns[0]?.[index - 1])).toBe(true);
      const repeated = asRows(ruleCells("repeat", 3, 3, 4, random), 3);
      for (const row of repeated) expect(row).toEqual(repeated[0]);
    }
  });

  it("lays out a checkerboard of two pieces, shifted rows and mirrored rows", () => {
    for (let repeat = 0; repeat < 20; repeat += 1) {
      const checker = ruleCells("checker", 3, 4, 5, random);
      expect(new Set(checker).size).toBe(2);
      checker.forEach((value, cell) => expect(value).toBe(checker[(Math.floor(cell / 4) + (cell % 4)) % 2 === 0 ? 0 : 1]));
      const shifted = asRows(ruleCells("shift", 3, 4, 5, random), 4);
      expect(shifted[1]).toEqual([...(shifted[0] as number[]).slice(1), (shifted[0] as number[])[0]]);
      for (const row of asRows(ruleCells("mirror", 3, 4, 4, random), 4)) expect(row).toEqual(row.toReversed());
    }
  });

  it("repeats a short motif along a row, and never makes a pattern of one piece", () => {
    for (let repeat = 0; repeat < 20; repeat += 1) {
      const [row] = asRows(ruleCells("alternate", 1, 4, 3, random), 4) as [number[]];
      const period = row[2] === row[0] ? 2 : 3;
      row.forEach((value, index) => expect(value).toBe(row[index % period]));
      expect(new Set(ruleCells("random", 1, 3, 2, random)).size).toBe(2);
    }
  });
});

describe("pattern puzzle: patterns", () => {
  it.each(SEEDS)("deals the level's grid with pieces from a palette of the level's size (seed %i)", (seed) => {
    const random = seededRandom(seed);
    for (let level = 1; level <= 5; level += 1) {
      const { rows, columns, kinds, rules } = patternLevel(level);
      const rounds = patternRounds(level, random);
      expect(rounds).toHaveLength(PATTERN_ROUNDS);
      for (const round of rounds) {
        expect(round.cells).toHaveLength(rows * columns);
        expect(round.palette).toHaveLength(kinds);
        expect(round.palette).toEqual(PIECES.map((piece) => piece.id).filter((id) => round.palette.includes(id)));
        for (const piece of round.cells) expect(round.palette).toContain(piece);
        expect(new Set(round.cells).size).toBeGreaterThanOrEqual(2);
        expect(rules).toContain(round.rule);
      }
      // Patterns of a play follow different rules when the level has more than one.
      expect(new Set(rounds.map((round) => round.rule)).size).toBe(Math.min(rules.length, PATTERN_ROUNDS));
    }
  });
});

describe("pattern puzzle: rebuilding", () => {
  const rounds = patternRounds(3, seededRandom(9));
  const round = rounds[0] as PatternRound;
  const cells = round.cells.length;

  it("places the right piece, counts a wrong one and ignores repeats, filled cells and strangers", () => {
    let step = placePiece(startPuzzlePlay(cells), rounds, 0, wrongPiece(round, 0));
    expect(step.outcome).toBe("wrong");
    expect(step.play).toMatchObject({ attempts: 1, successes: 0, score: 0 });
    expect(placePiece(step.play, rounds, 0, wrongPiece(round, 0)).outcome).toBe("ignored");
    const notOffered = PIECES.map((piece) => piece.id).find((id) => !round.palette.includes(id)) as PieceId;
    expect(placePiece(step.play, rounds, 0, notOffered).outcome).toBe("ignored");
    step = placePiece(step.play, rounds, 0, round.cells[0] as PieceId);
    expect(step.outcome).toBe("right");
    expect(step.play).toMatchObject({ attempts: 2, successes: 1, score: 5 });
    expect(step.play.placed[0]).toBe(round.cells[0]);
    expect(placePiece(step.play, rounds, 0, round.cells[0] as PieceId).outcome).toBe("ignored");
    expect(placePiece(step.play, rounds, cells + 3, round.cells[0] as PieceId).outcome).toBe("ignored");
  });

  it("moves on to the next empty cell, wrapping round, and knows when the pattern is rebuilt", () => {
    let play = startPuzzlePlay(cells);
    play = placePiece(play, rounds, 1, round.cells[1] as PieceId).play;
    expect(nextEmptyCell(play, 0)).toBe(2);
    expect(nextEmptyCell(play, cells - 1)).toBe(0);
    round.cells.forEach((piece, cell) => {
      play = placePiece(play, rounds, cell, piece).play;
    });
    expect(patternRebuilt(play)).toBe(true);
    expect(nextEmptyCell(play, 0)).toBe(-1);
    const next = nextPattern(play, cells);
    expect(next).toMatchObject({ round: 1, score: play.score, attempts: play.attempts, successes: play.successes });
    expect(patternRebuilt(next)).toBe(false);
  });

  it("ends the play after the level's patterns and ignores pieces after that", () => {
    let play = startPuzzlePlay(cells);
    for (let index = 0; index < PATTERN_ROUNDS; index += 1) play = rebuild(play, rounds, 0);
    expect(puzzlePlayOver(play)).toBe(true);
    expect(placePiece(play, rounds, 0, round.cells[0] as PieceId).outcome).toBe("ignored");
  });
});

describe("pattern puzzle: scoring", () => {
  it("allows 10 points per cell of every pattern, reached by a perfect play", () => {
    expect([1, 2, 3, 4, 5].map(patternPuzzleMaxScore)).toEqual([90, 120, 180, 270, 360]);
    for (let level = 1; level <= 5; level += 1) {
      const rounds = patternRounds(level, seededRandom(level));
      let play = startPuzzlePlay(rounds[0]?.cells.length ?? 0);
      for (let index = 0; index < PATTERN_ROUNDS; index += 1) play = rebuild(play, rounds, 0);
      expect(play.score).toBe(patternPuzzleMaxScore(level));
    }
  });

  it("passes a child who needs a second try now and then, and gives partial credit to one who guesses", () => {
    const rounds = patternRounds(5, seededRandom(4));
    const cells = rounds[0]?.cells.length ?? 0;
    let secondTries = startPuzzlePlay(cells);
    let guessing = startPuzzlePlay(cells);
    for (let index = 0; index < PATTERN_ROUNDS; index += 1) {
      secondTries = rebuild(secondTries, rounds, index === 0 ? 1 : 0);
      guessing = rebuild(guessing, rounds, 1 + (index % 2));
    }
    expect(scorePercent(secondTries.score, patternPuzzleMaxScore(5))).toBeGreaterThanOrEqual(PASS_PERCENT);
    const percent = scorePercent(guessing.score, patternPuzzleMaxScore(5));
    expect(percent).toBeGreaterThan(0);
    expect(percent).toBeLessThan(PASS_PERCENT);
  });
});
