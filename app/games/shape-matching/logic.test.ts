import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import {
  BOARDS_PER_LEVEL,
  MATCH_LEVELS,
  MATCH_SHAPES,
  type MatchBoard,
  type MatchPlay,
  SHAPE_PATHS,
  SIMILAR_PAIRS,
  VISIBLE_TURNS,
  boardDone,
  boardShapes,
  fillerOf,
  matchBoards,
  matchLevel,
  matchPlayOver,
  nextBoard,
  placeShape,
  shapeMatchingMaxScore,
  startMatchPlay,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026, 77777];

const pairsOn = (shapes: ReadonlyArray<string>) => SIMILAR_PAIRS.filter(([a, b]) => shapes.includes(a) && shapes.includes(b)).length;

/** Fills every outline of the current board with the right shape, at the first try. */
function fillBoard(play: MatchPlay, boards: ReadonlyArray<MatchBoard>): MatchPlay {
  const board = boards[play.round] as MatchBoard;
  return board.outlines.reduce((current, _, outline) => placeShape(current, boards, fillerOf(board, outline), outline).play, play);
}

describe("shape matching: levels", () => {
  it("has the spec's 3 shapes at easy and 5 at medium, then look-alikes and turned outlines", () => {
    expect(MATCH_LEVELS.map((level) => level.shapes)).toEqual([3, 4, 5, 5, 6]);
    expect(MATCH_LEVELS.map((level) => level.similarPairs)).toEqual([0, 0, 0, 2, 2]);
    expect(MATCH_LEVELS.map((level) => level.turned)).toEqual([false, false, false, false, true]);
    for (let level = 2; level <= 5; level += 1) expect(matchLevel(level).pool.length).toBeGreaterThanOrEqual(matchLevel(level - 1).pool.length);
  });

  it("draws every shape, and lists look-alikes among the shapes", () => {
    for (const shape of MATCH_SHAPES) expect(SHAPE_PATHS[shape]).toMatch(/^M.*Z$/);
    expect(new Set(Object.values(SHAPE_PATHS)).size).toBe(MATCH_SHAPES.length);
    for (const pair of SIMILAR_PAIRS) for (const shape of pair) expect(MATCH_SHAPES).toContain(shape);
  });

  it("keeps whole look-alike pairs out of the pools of the levels without them", () => {
    for (const level of MATCH_LEVELS.filter((settings) => settings.similarPairs === 0)) expect(pairsOn(level.pool)).toBe(0);
  });

  it("turns only what a turn visibly changes: a circle never, a rectangle by a quarter only", () => {
    expect(VISIBLE_TURNS.circle).toEqual([]);
    expect(VISIBLE_TURNS.square).toEqual([]);
    expect(VISIBLE_TURNS.rectangle).toEqual([1, 3]);
    expect(VISIBLE_TURNS.heart).toEqual([1, 2, 3]);
  });

  it("falls back to level 1 and allows 10 points per shape", () => {
    expect(matchLevel(0)).toBe(MATCH_LEVELS[0]);
    expect(matchLevel(6)).toBe(MATCH_LEVELS[0]);
    expect([1, 2, 3, 4, 5].map(shapeMatchingMaxScore)).toEqual([60, 80, 100, 100, 120]);
  });
});

describe("shape matching: boards", () => {
  it.each(SEEDS)("deals boards with the level's shapes once each, its look-alike pairs, and a tray in another order (seed %i)", (seed) => {
    for (let level = 1; level <= 5; level += 1) {
      const settings = matchLevel(level);
      const boards = matchBoards(level, seededRandom(seed));
      expect(boards).toHaveLength(BOARDS_PER_LEVEL);
      for (const board of boards) {
        const shapes = board.outlines.map((outline) => outline.shape);
        expect(shapes).toHaveLength(settings.shapes);
        expect(new Set(shapes).size).toBe(settings.shapes);
        expect(board.tray.toSorted()).toEqual(shapes.toSorted());
        expect(board.tray).not.toEqual(shapes);
        expect(pairsOn(shapes)).toBe(settings.similarPairs);
        const outsidePool = shapes.filter((shape) => !settings.pool.includes(shape));
        // Only look-alike pairs bring shapes from outside the level's pool.
        expect(outsidePool.length).toBeLessThanOrEqual(settings.similarPairs * 2);
      }
    }
  });

  it.each(SEEDS)("turns the outlines only at level 5, each by a turn that shows (seed %i)", (seed) => {
    for (let level = 1; level <= 4; level += 1) {
      for (const board of matchBoards(level, seededRandom(seed))) expect(board.outlines.every((outline) => outline.turns === 0)).toBe(true);
    }
    for (const board of matchBoards(5, seededRandom(seed))) {
      for (const outline of board.outlines) {
        const visible = VISIBLE_TURNS[outline.shape];
        expect(visible.length === 0 ? [0] : visible).toContain(outline.turns);
      }
      expect(board.outlines.filter((outline) => outline.turns > 0).length).toBeGreaterThanOrEqual(board.outlines.length / 2);
    }
  });

  it("picks other shapes outside every pair when the level has pairs", () => {
    for (let seed = 0; seed < 30; seed += 1) {
      const shapes = boardShapes(matchLevel(4), seededRandom(seed));
      expect(shapes).toHaveLength(5);
      expect(pairsOn(shapes)).toBe(2);
    }
  });
});

describe("shape matching: placing shapes", () => {
  const board: MatchBoard = {
    outlines: [
      { shape: "circle", turns: 0 },
      { shape: "square", turns: 0 },
      { shape: "rectangle", turns: 1 },
    ],
    tray: ["rectangle", "circle", "square"],
  };
  const boards = [board, board];

  it("takes a shape on its own outline, even a turned one, for 10 points", () => {
    let step = placeShape(startMatchPlay(boards), boards, 1, 0);
    expect(step).toMatchObject({ outcome: "placed", points: 10 });
    step = placeShape(step.play, boards, 0, 2);
    expect(step).toMatchObject({ outcome: "placed", points: 10 });
    expect(step.play).toMatchObject({ filled: [0, 2], score: 20, attempts: 2, successes: 2 });
  });

  it("sends a shape back from a look-alike's outline as a mistake, and pays 5 after one, 0 after two", () => {
    let play = startMatchPlay(boards);
    let step = placeShape(play, boards, 2, 2);
    expect(step.outcome).toBe("wrong");
    play = step.play;
    expect(play).toMatchObject({ filled: [], mistakes: [0, 0, 1], attempts: 1, successes: 0 });
    expect(placeShape(play, boards, 2, 1).points).toBe(5);
    play = placeShape(play, boards, 2, 0).play;
    expect(placeShape(play, boards, 2, 1).points).toBe(0);
  });

  it("ignores a shape already placed, an outline already filled and unknown ones", () => {
    const play = placeShape(startMatchPlay(boards), boards, 1, 0).play;
    expect(placeShape(play, boards, 1, 0).outcome).toBe("ignored");
    expect(placeShape(play, boards, 1, 1).outcome).toBe("ignored");
    expect(placeShape(play, boards, 2, 0).outcome).toBe("ignored");
    expect(placeShape(play, boards, 5, 1).outcome).toBe("ignored");
    expect(placeShape(play, boards, 2, 9).play).toBe(play);
  });

  it.each(SEEDS)("plays every level to the end with full marks at the first try (seed %i)", (seed) => {
    for (let level = 1; level <= 5; level += 1) {
      const dealt = matchBoards(level, seededRandom(seed));
      let play = startMatchPlay(dealt);
      for (let round = 0; round < dealt.length; round += 1) {
        expect(matchPlayOver(play, dealt.length)).toBe(false);
        play = fillBoard(play, dealt);
        expect(boardDone(play, dealt)).toBe(true);
        play = nextBoard(play, dealt);
        expect(play.filled).toEqual([]);
      }
      expect(matchPlayOver(play, dealt.length)).toBe(true);
      expect(play.score).toBe(shapeMatchingMaxScore(level));
    }
  });

  it("passes a child who mixes up the look-alikes once per board, and gives partial credit for more", () => {
    // Level 4: two boards of 5; two shapes per board need a second try.
    expect(scorePercent(6 * 10 + 4 * 5, shapeMatchingMaxScore(4))).toBeGreaterThanOrEqual(PASS_PERCENT);
    const struggling = scorePercent(3 * 10 + 5 * 5, shapeMatchingMaxScore(4));
    expect(struggling).toBeGreaterThan(0);
    expect(struggling).toBeLessThan(PASS_PERCENT);
  });
});
