import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import { orderScore, startOrderPlay } from "../tap-in-order";
import { TRAINS_PER_LEVEL, TRAIN_LEVELS, WAGON_COLORS, buildTrainMaxScore, trainLevel, trainNumbers, trainRounds } from "./logic";

const SEEDS = [1, 2, 3, 42, 2026, 90210];

describe("build train: levels", () => {
  it("follows the spec: 1-3 up, 1-5 up, 5 down to 1, skipping by two, then 6 wagons of dots", () => {
    expect(TRAIN_LEVELS).toHaveLength(5);
    expect(trainNumbers(1, 1)).toEqual([1, 2, 3]);
    expect(trainNumbers(2, 1)).toEqual([1, 2, 3, 4, 5]);
    expect(trainNumbers(3, 1)).toEqual([5, 4, 3, 2, 1]);
    expect(trainNumbers(4, 2)).toEqual([2, 4, 6, 8]);
    expect(trainNumbers(5, 1)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(TRAIN_LEVELS.map((level) => level.look)).toEqual(["numeral", "numeral", "numeral", "numeral", "dots"]);
  });

  it("falls back to level 1 for an unknown level", () => {
    expect(trainLevel(0)).toEqual(TRAIN_LEVELS[0]);
    expect(trainLevel(6)).toEqual(TRAIN_LEVELS[0]);
  });

  it("allows 10 points per wagon of every train as the level's maximum", () => {
    expect([1, 2, 3, 4, 5].map(buildTrainMaxScore)).toEqual([90, 150, 150, 120, 180]);
  });
});

describe("build train: rounds", () => {
  it.each(SEEDS)("builds trains whose order follows the level's numbers (seed %i)", (seed) => {
    for (let level = 1; level <= 5; level += 1) {
      const rounds = trainRounds(level, seededRandom(seed));
      expect(rounds).toHaveLength(TRAINS_PER_LEVEL);
      for (const round of rounds) {
        const { wagons, step, direction } = trainLevel(level);
        expect(round.wagons).toHaveLength(wagons);
        const numbers = round.order.map((id) => round.wagons.find((wagon) => wagon.id === id)?.number ?? Number.NaN);
        for (let index = 1; index < numbers.length; index += 1) {
          expect((numbers[index] as number) - (numbers[index - 1] as number)).toBe(direction === "up" ? step : -step);
        }
        expect(Math.min(...numbers)).toBeGreaterThanOrEqual(1);
        expect(Math.max(...numbers)).toBeLessThanOrEqual(level === 5 ? 6 : 10);
        // Never standing in the right order already.
        expect(round.wagons.map((wagon) => wagon.id)).not.toEqual(round.order);
        for (const wagon of round.wagons) expect(WAGON_COLORS[wagon.color]).toBeDefined();
        expect(new Set(round.wagons.map((wagon) => wagon.color)).size).toBe(wagons);
      }
    }
  });

  it("counts by two from different numbers at level 4", () => {
    const firsts = new Set<number>();
    for (const seed of SEEDS)
      for (const round of trainRounds(4, seededRandom(seed))) firsts.add(round.wagons.find((wagon) => wagon.id === round.order[0])?.number ?? 0);
    expect([...firsts].toSorted()).toEqual([1, 2, 3]);
  });
});

// Tapping the wagons in order follows the shared rules of ../tap-in-order (tested with build-tower).
describe("build train: scoring", () => {
  it("passes a child with one slip per train and not one who guesses at random", () => {
    const oneSlip = { ...startOrderPlay(), firstTry: 15, mistakes: 3 };
    expect(scorePercent(orderScore(oneSlip), buildTrainMaxScore(5))).toBeGreaterThanOrEqual(PASS_PERCENT);
    const guessing = { ...startOrderPlay(), firstTry: 6, mistakes: 20 };
    expect(orderScore(guessing)).toBe(0);
  });
});
