import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import { nextSortRound, sortItem, startSortPlay } from "../sort-rounds";
import {
  CONTRASTS,
  DAY_PARTS,
  FIRM_PAIRS,
  ROUTINE_IDS,
  TIMES_LEVELS,
  clearlyOrdered,
  dayOrder,
  orderRounds,
  partOptions,
  routinePart,
  skyRounds,
  sortRounds,
  timesLevel,
  timesOfDayMaxScore,
  timesRounds,
  whenRounds,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026, 77777];

describe("times of day: levels", () => {
  it("goes from reading the sky to placing things in the day, sorting, then ordering", () => {
    expect(TIMES_LEVELS.map((level) => level.mode)).toEqual(["sky", "when", "sort", "sort", "order", "order", "order"]);
    expect(timesLevel(1).size).toBe(2);
    expect(timesLevel(2).size).toBe(4);
    expect([3, 4].map((level) => timesLevel(level).size)).toEqual([4, 6]);
    expect([5, 6, 7].map((level) => timesLevel(level).size)).toEqual([3, 4, 5]);
  });

  it("falls back to level 1 for an unknown level", () => {
    expect(timesLevel(0)).toEqual(TIMES_LEVELS[0]);
    expect(timesLevel(8)).toEqual(TIMES_LEVELS[0]);
  });

  it("allows 10 points per answer, sorted picture or ordered picture", () => {
    expect(TIMES_LEVELS.map((_, index) => timesOfDayMaxScore(index + 1))).toEqual([50, 50, 80, 120, 90, 120, 150]);
  });

  it.each(SEEDS)("deals the rounds the level's table asks for (seed %i)", (seed) => {
    TIMES_LEVELS.forEach((settings, index) => {
      const play = timesRounds(index + 1, seededRandom(seed));
      expect(play.mode).toBe(settings.mode);
      expect(play.rounds).toHaveLength(settings.rounds);
    });
  });
});

describe("times of day: content", () => {
  it("has things in every part", () => {
    for (const part of DAY_PARTS) expect(ROUTINE_IDS.filter((id) => routinePart(id) === part).length).toBeGreaterThanOrEqual(3);
  });

  it("only pairs skies that look nothing alike, both ways", () => {
    for (const part of DAY_PARTS) {
      expect(CONTRASTS[part]).not.toContain(part);
      for (const other of CONTRASTS[part]) expect(CONTRASTS[other]).toContain(part);
    }
    expect(CONTRASTS.morning).not.toContain("evening");
    expect(CONTRASTS.morning).not.toContain("day");
  });

  it("keeps firm pairs within one part, the first before the second", () => {
    for (const [first, second] of FIRM_PAIRS) {
      expect(routinePart(first)).toBe(routinePart(second));
      expect(dayOrder(first, second)).toBeLessThan(0);
    }
  });

  it("orders things by part first, then by time within the part", () => {
    expect(dayOrder("owl", "rooster")).toBeGreaterThan(0);
    expect(dayOrder("sunset", "sleep")).toBeLessThan(0);
    expect(dayOrder("wakeUp", "breakfast")).toBeLessThan(0);
    expect(clearlyOrdered(["wakeUp", "lunch", "bath"])).toBe(true);
    expect(clearlyOrdered(["wakeUp", "breakfast", "sleep"])).toBe(true);
    expect(clearlyOrdered(["rooster", "wakeUp"])).toBe(false);
    expect(clearlyOrdered(["dinner", "bath"])).toBe(false);
  });
});

describe("times of day: question rounds", () => {
  it.each(SEEDS)("offers two unlike skies at level 1, never the same sky twice in a row (seed %i)", (seed) => {
    const rounds = skyRounds(2, seededRandom(seed), 30);
    rounds.forEach((round) => {
      expect(round.routine).toBeNull();
      expect(round.options).toHaveLength(2);
      expect(round.options.filter((option) => option === round.target)).toHaveLength(1);
      const other = round.options.find((option) => option !== round.target) as (typeof DAY_PARTS)[number];
      expect(CONTRASTS[round.target]).toContain(other);
    });
    for (let index = 1; index < rounds.length; index += 1) expect(rounds[index]?.target).not.toBe(rounds[index - 1]?.target);
  });

  it.each(SEEDS)("asks about different things, each with all four parts to choose from (seed %i)", (seed) => {
    const rounds = whenRounds(4, seededRandom(seed), 5);
    expect(new Set(rounds.map((round) => round.routine)).size).toBe(5);
    rounds.forEach((round) => {
      expect(round.routine).not.toBeNull();
      expect(round.target).toBe(routinePart(round.routine as (typeof ROUTINE_IDS)[number]));
      expect(round.options.toSorted()).toEqual([...DAY_PARTS].toSorted());
    });
    for (let index = 1; index < rounds.length; index += 1) expect(rounds[index]?.target).not.toBe(rounds[index - 1]?.target);
  });

  it("builds part options of any size around the target", () => {
    const random = seededRandom(5);
    expect(partOptions("night", 3, random).toSorted()).toHaveLength(3);
    expect(partOptions("night", 3, random)).toContain("night");
    // Morning has a single unlike part, so it never gets more than two options below four.
    expect(partOptions("morning", 3, random).toSorted()).toEqual(["morning", "night"]);
  });
});

describe("times of day: sorting rounds", () => {
  it.each(SEEDS)("puts every part in each round, at most twice, and never repeats a picture (seed %i)", (seed) => {
    for (const size of [4, 6]) {
      const rounds = sortRounds(size, seededRandom(seed), 2);
      const all = rounds.flatMap((round) => round.items.map((item) => item.routine));
      expect(new Set(all).size).toBe(all.length);
      for (const round of rounds) {
        expect(round.groups).toEqual(DAY_PARTS);
        expect(round.items).toHaveLength(size);
        expect(round.items.map((item) => item.id).toSorted()).toEqual([...Array(size).keys()]);
        for (const item of round.items) expect(item.group).toBe(routinePart(item.routine));
        for (const part of DAY_PARTS) {
          const count = round.items.filter((item) => item.group === part).length;
          expect(count).toBeGreaterThanOrEqual(1);
          expect(count).toBeLessThanOrEqual(2);
        }
      }
    }
  });
});

describe("times of day: put-in-order rounds", () => {
  it.each(SEEDS)("deals pictures with one sure order, never already in that order (seed %i)", (seed) => {
    for (const size of [3, 4, 5]) {
      for (const round of orderRounds(size, seededRandom(seed), 10)) {
        expect(round.pieces).toHaveLength(size);
        const routines = round.pieces.map((piece) => piece.routine);
        expect(new Set(routines).size).toBe(size);
        expect(clearlyOrdered(routines)).toBe(true);
        const ordered = round.order.map((id) => round.pieces.find((piece) => piece.id === id)?.routine ?? "rooster");
        expect(ordered).toEqual(ordered.toSorted(dayOrder));
        expect(round.pieces.map((piece) => piece.id)).not.toEqual(round.order);
        const parts = new Set(round.pieces.map((piece) => piece.group));
        expect(parts.size).toBe(Math.min(size, DAY_PARTS.length));
      }
    }
  });

  it("puts a firm pair in every five-picture round", () => {
    for (let seed = 0; seed < 50; seed += 1) {
      const [round] = orderRounds(5, seededRandom(seed), 1);
      const routines = round?.pieces.map((piece) => piece.routine) ?? [];
      expect(FIRM_PAIRS.some(([a, b]) => routines.includes(a) && routines.includes(b))).toBe(true);
    }
  });
});

/** Sorts every picture of a level-4 play; `misses(index)` wrong tries before the index-th picture of a round. */
function sortPlay(seed: number, misses: (index: number) => number) {
  const play = timesRounds(4, seededRandom(seed));
  if (play.mode !== "sort") throw new Error("level 4 sorts");
  let state = startSortPlay();
  for (const round of play.rounds) {
    round.items.forEach((item, index) => {
      const wrong = DAY_PARTS.find((part) => part !== item.group) ?? "night";
      for (let miss = 0; miss < misses(index); miss += 1) state = sortItem(state, round, item.id, wrong).play;
      state = sortItem(state, round, item.id, item.group).play;
    });
    state = nextSortRound(state);
  }
  return state;
}

describe("times of day: scoring", () => {
  it.each(SEEDS)("lets a child with one slip per round pass, and gives partial credit below that (seed %i)", (seed) => {
    const max = timesOfDayMaxScore(4);
    expect(sortPlay(seed, () => 0).score).toBe(max);
    const oneSlip = sortPlay(seed, (index) => (index === 0 ? 1 : 0));
    expect(oneSlip.score).toBe(max - 2 * 5);
    expect(scorePercent(oneSlip.score, max)).toBeGreaterThanOrEqual(PASS_PERCENT);
    // Every other picture only found after the hint.
    const percent = scorePercent(sortPlay(seed, (index) => (index % 2 === 0 ? 2 : 0)).score, max);
    expect(percent).toBeGreaterThan(0);
    expect(percent).toBeLessThan(PASS_PERCENT);
  });
});
