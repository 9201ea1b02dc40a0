import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import {
  MISTAKE_PENALTY,
  type OrderPlay,
  POINTS_PER_PIECE,
  nextOrderRound,
  orderMaxScore,
  orderPlayOver,
  orderRoundsDone,
  orderScore,
  roundComplete,
  startOrderPlay,
  tapInOrder,
} from "../tap-in-order";
import {
  BLOCK_COLORS,
  MAX_WIDTH,
  MIN_WIDTH,
  TOWERS_PER_LEVEL,
  TOWER_LEVELS,
  buildTowerMaxScore,
  mixedColors,
  towerLevel,
  towerRounds,
  towerWidths,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026, 77777];

/** Taps every id in turn and returns the play. */
function tapAll(play: OrderPlay, order: ReadonlyArray<number>, ids: ReadonlyArray<number>): OrderPlay {
  return ids.reduce((current, id) => tapInOrder(current, order, id).play, play);
}

describe("build tower: levels", () => {
  it("has exactly the spec's 5 levels, from 3 blocks to 7", () => {
    expect(TOWER_LEVELS).toHaveLength(5);
    expect(TOWER_LEVELS.map((level) => level.blocks)).toEqual([3, 4, 5, 6, 7]);
  });

  it("brings the sizes closer and takes the colour hint away as the levels grow", () => {
    for (let level = 2; level <= 5; level += 1) {
      expect(towerLevel(level).minGap).toBeLessThanOrEqual(towerLevel(level - 1).minGap);
      expect(towerLevel(level).maxGap).toBeLessThanOrEqual(towerLevel(level - 1).maxGap);
    }
    expect(towerLevel(5)).toMatchObject({ minGap: 1, maxGap: 1, coloring: "mixed" });
    expect(TOWER_LEVELS.map((level) => level.coloring)).toEqual(["bySize", "bySize", "single", "single", "mixed"]);
  });

  it("falls back to level 1 for an unknown level", () => {
    expect(towerLevel(0)).toEqual(TOWER_LEVELS[0]);
    expect(towerLevel(9)).toEqual(TOWER_LEVELS[0]);
  });

  it("allows 10 points per block of every tower as the level's maximum", () => {
    expect([1, 2, 3, 4, 5].map(buildTowerMaxScore)).toEqual([90, 120, 150, 180, 210]);
    expect(buildTowerMaxScore(5)).toBe(7 * TOWERS_PER_LEVEL * POINTS_PER_PIECE);
  });
});

describe("build tower: blocks", () => {
  it.each(SEEDS)("keeps widths distinct, within range and gaps within the level's limits (seed %i)", (seed) => {
    const random = seededRandom(seed);
    for (const { blocks, minGap, maxGap } of TOWER_LEVELS) {
      for (let repeat = 0; repeat < 20; repeat += 1) {
        const widths = towerWidths(blocks, minGap, maxGap, random);
        expect(widths).toHaveLength(blocks);
        expect(Math.min(...widths)).toBeGreaterThanOrEqual(MIN_WIDTH);
        expect(Math.max(...widths)).toBeLessThanOrEqual(MAX_WIDTH);
        for (let index = 1; index < widths.length; index += 1) {
          const gap = (widths[index] as number) - (widths[index - 1] as number);
          expect(gap).toBeGreaterThanOrEqual(minGap);
          expect(gap).toBeLessThanOrEqual(maxGap);
        }
      }
    }
  });

  it.each(SEEDS)("builds towers whose order goes from the biggest block to the smallest (seed %i)", (seed) => {
    for (let level = 1; level <= 5; level += 1) {
      const rounds = towerRounds(level, seededRandom(seed));
      expect(rounds).toHaveLength(TOWERS_PER_LEVEL);
      for (const round of rounds) {
        expect(round.blocks).toHaveLength(towerLevel(level).blocks);
        expect(round.order.toSorted()).toEqual(round.blocks.map((block) => block.id).toSorted());
        const widths = round.order.map((id) => round.blocks.find((block) => block.id === id)?.width ?? 0);
        expect(widths).toEqual(widths.toSorted((a, b) => b - a));
        expect(new Set(widths).size).toBe(widths.length);
        // Never handed over already stacked.
        expect(round.blocks.map((block) => block.id)).not.toEqual(round.order);
        for (const block of round.blocks) expect(Math.abs(block.tilt)).toBeLessThanOrEqual(6);
      }
    }
  });

  it.each(SEEDS)("colours follow the size at levels 1-2, are one colour at 3-4 and give no hint at 5 (seed %i)", (seed) => {
    const random = seededRandom(seed);
    for (const round of towerRounds(1, random)) {
      for (const block of round.blocks) expect(block.color).toBe(BLOCK_COLORS[block.width - MIN_WIDTH]);
    }
    for (const round of towerRounds(4, random)) expect(new Set(round.blocks.map((block) => block.color)).size).toBe(1);
    for (const round of towerRounds(5, random)) {
      const bySize = round.order.map((id) => round.blocks.find((block) => block.id === id) as { color: string });
      const rainbow = bySize.map((block) => BLOCK_COLORS.indexOf(block.color as (typeof BLOCK_COLORS)[number]));
      expect(new Set(rainbow).size).toBe(7);
      expect(rainbow).not.toEqual(rainbow.toSorted((a, b) => a - b));
      expect(rainbow).not.toEqual(rainbow.toSorted((a, b) => b - a));
    }
  });

  it("mixes colours so they never rise or fall along the rainbow", () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const indexes = mixedColors(7, seededRandom(seed)).map((color) => BLOCK_COLORS.indexOf(color as (typeof BLOCK_COLORS)[number]));
      expect(new Set(indexes).size).toBe(7);
      expect(indexes).not.toEqual(indexes.toSorted((a, b) => a - b));
      expect(indexes).not.toEqual(indexes.toSorted((a, b) => b - a));
    }
  });
});

// The shared rules of ../tap-in-order (build-train taps by them too), tested here once.
describe("tapping in order", () => {
  const order = [2, 0, 1];

  it("places the right piece and counts a wrong one as a mistake", () => {
    let step = tapInOrder(startOrderPlay(), order, 0);
    expect(step.outcome).toBe("wrong");
    expect(step.play).toMatchObject({ placed: 0, mistakes: 1, mistakesThisPiece: 1, attempts: 1, successes: 0 });
    step = tapInOrder(step.play, order, 2);
    expect(step.outcome).toBe("placed");
    expect(step.play).toMatchObject({ placed: 1, mistakes: 1, mistakesThisPiece: 0, firstTry: 0, attempts: 2, successes: 1 });
    step = tapInOrder(step.play, order, 0);
    expect(step.play).toMatchObject({ placed: 2, firstTry: 1 });
  });

  it("ignores a piece already placed, an unknown piece and taps after the round is complete", () => {
    const once = tapInOrder(startOrderPlay(), order, 2).play;
    expect(tapInOrder(once, order, 2)).toEqual({ play: once, outcome: "ignored" });
    expect(tapInOrder(once, order, 7)).toEqual({ play: once, outcome: "ignored" });
    const done = tapAll(once, order, [0, 1]);
    expect(roundComplete(done, order)).toBe(true);
    expect(tapInOrder(done, order, 1)).toEqual({ play: done, outcome: "ignored" });
  });

  it("counts a small child's repeated taps on a piece already found wrong once, until the next piece is placed", () => {
    const once = tapInOrder(startOrderPlay(), order, 0).play;
    expect(tapInOrder(once, order, 0)).toEqual({ play: once, outcome: "ignored" });
    const twice = tapInOrder(once, order, 1);
    expect(twice.outcome).toBe("wrong");
    expect(twice.play).toMatchObject({ mistakes: 2, attempts: 2 });
    // Once the right piece is placed, the same piece tapped before the one after it is a new mistake.
    const placed = tapInOrder(twice.play, order, 2).play;
    expect(tapInOrder(placed, order, 1)).toMatchObject({ outcome: "wrong", play: { mistakes: 3 } });
  });

  it("tells the shell the rounds done, counting a complete round before the next one comes", () => {
    let play = startOrderPlay();
    expect(orderRoundsDone(play, order, 3)).toBe(0);
    play = tapAll(play, order, [2, 0]);
    expect(orderRoundsDone(play, order, 3)).toBe(0);
    play = tapAll(play, order, [1]);
    expect(orderRoundsDone(play, order, 3)).toBe(1);
    play = nextOrderRound(play);
    expect(orderRoundsDone(play, order, 3)).toBe(1);
    play = nextOrderRound(nextOrderRound(play));
    expect(orderRoundsDone(play, order, 3)).toBe(3);
  });

  it("moves to the next round and knows when the play is over", () => {
    let play = startOrderPlay();
    for (let round = 0; round < 3; round += 1) {
      expect(orderPlayOver(play, 3)).toBe(false);
      play = nextOrderRound(tapAll(play, order, order));
      expect(play).toMatchObject({ round: round + 1, placed: 0 });
    }
    expect(orderPlayOver(play, 3)).toBe(true);
    expect(play).toMatchObject({ firstTry: 9, mistakes: 0, attempts: 9, successes: 9 });
    expect(orderScore(play)).toBe(orderMaxScore(3, 3));
  });

  it("scores first-try pieces minus a penalty per mistake, never below 0", () => {
    const base = startOrderPlay();
    expect(orderScore({ ...base, firstTry: 9 })).toBe(90);
    expect(orderScore({ ...base, firstTry: 7, mistakes: 2 })).toBe(70 - 2 * MISTAKE_PENALTY);
    expect(orderScore({ ...base, firstTry: 1, mistakes: 30 })).toBe(0);
    // Only the piece right after a mistake loses its points.
    const play = tapAll(base, order, [1, 2, 0, 1]);
    expect(play).toMatchObject({ firstTry: 2, mistakes: 1 });
    expect(orderScore(play)).toBe(2 * POINTS_PER_PIECE - MISTAKE_PENALTY);
  });
});

describe("build tower: scoring", () => {
  it("lets a child with one slip per tower still pass, and gives partial credit for more", () => {
    // Level 5: 3 towers of 7 blocks, one mistake in each.
    const oneSlip = { ...startOrderPlay(), firstTry: 18, mistakes: 3 };
    expect(scorePercent(orderScore(oneSlip), buildTowerMaxScore(5))).toBeGreaterThanOrEqual(PASS_PERCENT);
    const struggling = { ...startOrderPlay(), firstTry: 10, mistakes: 11 };
    const percent = scorePercent(orderScore(struggling), buildTowerMaxScore(5));
    expect(percent).toBeGreaterThan(0);
    expect(percent).toBeLessThan(PASS_PERCENT);
  });
});
