import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import {
  FIND_COUNTS,
  KINDS,
  PATTERNS,
  POINTS_PER_FIND,
  ROUNDS_PER_LEVEL,
  VISUAL_LEVELS,
  type VisualPlay,
  type VisualRound,
  WRONG_COST,
  copyCount,
  gridSize,
  isCopy,
  moveInGrid,
  nextRound,
  roundCleared,
  roundPoints,
  runningScore,
  samePicture,
  startVisualPlay,
  tapCell,
  visualAttentionMaxScore,
  visualLevel,
  visualPlayOver,
  visualRound,
  visualRounds,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026, 77777];
const LEVELS = [1, 2, 3, 4, 5];

const indexes = (round: VisualRound, copies: boolean) => round.cells.flatMap((_, index) => (isCopy(round, index) === copies ? [index] : []));

/** Plays a whole level: taps `wrongPerRound` other pictures, then every copy, round after round. */
function playLevel(rounds: ReadonlyArray<VisualRound>, wrongPerRound: number): VisualPlay {
  let play = startVisualPlay();
  while (!visualPlayOver(play, rounds)) {
    const round = rounds[play.round] as VisualRound;
    for (const index of indexes(round, false).slice(0, wrongPerRound)) play = tapCell(rounds, play, index).play;
    for (const index of indexes(round, true)) play = tapCell(rounds, play, index).play;
    expect(roundCleared(round, play)).toBe(true);
    play = nextRound(play);
  }
  return play;
}

describe("visual attention levels", () => {
  it("has five levels whose grid grows and whose other pictures grow more alike", () => {
    expect(VISUAL_LEVELS).toHaveLength(5);
    for (let level = 2; level <= 5; level += 1) {
      expect(gridSize(level)).toBeGreaterThan(gridSize(level - 1));
      expect(visualLevel(level).targets).toBeGreaterThanOrEqual(visualLevel(level - 1).targets);
    }
    // Other kinds only, then look-alikes mixed in, then look-alikes only, then in the same colour.
    expect(VISUAL_LEVELS.map((spec) => spec.alike > 0)).toEqual([false, false, true, true, true]);
    expect(VISUAL_LEVELS.map((spec) => spec.otherKinds > 0)).toEqual([true, true, true, false, false]);
    expect(VISUAL_LEVELS.map((spec) => spec.sameColor)).toEqual([false, false, false, false, true]);
    expect(visualLevel(99)).toBe(visualLevel(1));
  });

  it("fits every grid on a narrow phone and fills it exactly", () => {
    for (const spec of VISUAL_LEVELS) {
      expect(spec.columns).toBeLessThanOrEqual(4);
      const others = spec.rows * spec.columns - spec.targets - spec.alike;
      expect(others).toBeGreaterThanOrEqual(0);
      // Other pictures exist exactly when there are other kinds to draw them from.
      expect(others > 0).toBe(spec.otherKinds > 0);
      expect(spec.otherKinds).toBeLessThan(KINDS.length);
      expect(spec.targets).toBeLessThan((spec.rows * spec.columns) / 2);
    }
  });

  it("lists the counts the prompts say", () => {
    expect(FIND_COUNTS).toEqual([3, 4, 5, 6]);
  });
});

describe("visual attention grids", () => {
  it.each(SEEDS)("holds exactly the level's copies, and no other picture differs in colour only (seed %i)", (seed) => {
    for (const level of LEVELS) {
      const spec = visualLevel(level);
      for (const round of visualRounds(level, seededRandom(seed))) {
        expect(round.cells).toHaveLength(gridSize(level));
        expect(copyCount(round)).toBe(spec.targets);
        const others = round.cells.filter((cell) => !samePicture(cell, round.target));
        for (const other of others) expect(other.kind !== round.target.kind || other.pattern !== round.target.pattern).toBe(true);
        const alike = others.filter((cell) => cell.kind === round.target.kind);
        expect(alike).toHaveLength(spec.alike);
        expect(new Set(others.filter((cell) => cell.kind !== round.target.kind).map((cell) => cell.kind)).size).toBe(spec.otherKinds);
        expect(!spec.sameColor || others.every((cell) => cell.color === round.target.color)).toBe(true);
      }
    }
  });

  it.each(SEEDS)("uses every other pattern among the look-alikes and changes the sample each round (seed %i)", (seed) => {
    for (const level of [3, 4, 5]) {
      const rounds = visualRounds(level, seededRandom(seed));
      expect(rounds).toHaveLength(ROUNDS_PER_LEVEL);
      for (const round of rounds) {
        const patterns = new Set(
          round.cells.filter((cell) => cell.kind === round.target.kind && cell.pattern !== round.target.pattern).map((cell) => cell.pattern),
        );
        expect(patterns.size).toBe(PATTERNS.length - 1);
      }
      rounds.slice(1).forEach((round, index) => {
        expect(round.target.kind).not.toBe(rounds[index]?.target.kind);
        expect(round.target.pattern).not.toBe(rounds[index]?.target.pattern);
      });
    }
  });

  it("puts the copies in different places from one seed to the next", () => {
    const places = SEEDS.map((seed) => indexes(visualRound(1, seededRandom(seed)), true).join());
    expect(new Set(places).size).toBeGreaterThan(2);
  });
});

describe("playing visual attention", () => {
  const round: VisualRound = {
    target: { kind: "fish", pattern: "dots", color: "blue" },
    cells: [
      { kind: "fish", pattern: "dots", color: "blue" },
      { kind: "fish", pattern: "stripes", color: "blue" },
      { kind: "ball", pattern: "dots", color: "blue" },
      { kind: "fish", pattern: "dots", color: "blue" },
    ],
  };
  const rounds = [round, round];

  it("finds a copy once and counts another picture as a mistake once", () => {
    let play = startVisualPlay();
    const found = tapCell(rounds, play, 0);
    expect(found.outcome).toBe("found");
    play = found.play;
    expect(tapCell(rounds, play, 0).outcome).toBe("ignored");
    const wrong = tapCell(rounds, play, 1);
    expect(wrong.outcome).toBe("wrong");
    play = wrong.play;
    expect(tapCell(rounds, play, 1).outcome).toBe("ignored");
    expect(tapCell(rounds, play, 9).outcome).toBe("ignored");
    expect(tapCell(rounds, play, -1).outcome).toBe("ignored");
    expect(play).toMatchObject({ found: [0], wrong: [1], attempts: 2, successes: 1 });
    expect(runningScore(play)).toBe(POINTS_PER_FIND - WRONG_COST);
  });

  it("ends a round when every copy is found, then ignores taps until the next grid", () => {
    let play = tapCell(rounds, startVisualPlay(), 0).play;
    expect(roundCleared(round, play)).toBe(false);
    play = tapCell(rounds, play, 3).play;
    expect(roundCleared(round, play)).toBe(true);
    expect(tapCell(rounds, play, 2).outcome).toBe("ignored");
    play = nextRound(play);
    expect(play).toMatchObject({ round: 1, found: [], wrong: [], score: 20 });
    expect(visualPlayOver(play, rounds)).toBe(false);
    expect(visualPlayOver(nextRound(play), rounds)).toBe(true);
    expect(roundCleared(undefined, play)).toBe(false);
  });

  it("moves through the grid with the arrow keys, Home and End, and stops at the edges", () => {
    expect(moveInGrid("ArrowRight", 0, 4, 12)).toBe(1);
    expect(moveInGrid("ArrowDown", 1, 4, 12)).toBe(5);
    expect(moveInGrid("ArrowUp", 1, 4, 12)).toBeNull();
    expect(moveInGrid("ArrowLeft", 0, 4, 12)).toBeNull();
    expect(moveInGrid("ArrowDown", 9, 4, 12)).toBeNull();
    expect(moveInGrid("End", 5, 4, 12)).toBe(7);
    expect(moveInGrid("Home", 7, 4, 12)).toBe(4);
    expect(moveInGrid("Enter", 7, 4, 12)).toBeNull();
  });
});

describe("visual attention scoring", () => {
  it("gives 10 a copy, takes 5 a mistake, never below 0 in a round", () => {
    expect(roundPoints(4, 0)).toBe(40);
    expect(roundPoints(4, 3)).toBe(25);
    expect(roundPoints(3, 10)).toBe(0);
  });

  it.each(LEVELS)("reaches the maximum without mistakes, passes with one a round, fails when tapping everything (level %i)", (level) => {
    const rounds = visualRounds(level, seededRandom(level));
    const max = visualAttentionMaxScore(level);
    expect(max).toBe(visualLevel(level).targets * ROUNDS_PER_LEVEL * POINTS_PER_FIND);
    expect(playLevel(rounds, 0).score).toBe(max);
    const careful = playLevel(rounds, 1);
    expect(scorePercent(careful.score, max)).toBeGreaterThanOrEqual(75);
    expect(careful).toMatchObject({ attempts: max / POINTS_PER_FIND + ROUNDS_PER_LEVEL, successes: max / POINTS_PER_FIND });
    const everything = playLevel(rounds, gridSize(level));
    expect(scorePercent(everything.score, max)).toBeLessThan(PASS_PERCENT);
  });
});
