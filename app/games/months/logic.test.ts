import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import { type OrderPlay, nextOrderRound, orderScore, startOrderPlay, tapInOrder } from "../tap-in-order";
import {
  MONTHS,
  MONTHS_LEVELS,
  SEASONS,
  type MonthId,
  monthAfter,
  monthAnswer,
  monthOptions,
  monthSeason,
  monthsLevel,
  monthsMaxScore,
  monthsRounds,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026, 77777];

/** The question settings of a level (fails the test if the level is an ordering one). */
function questionLevel(level: number) {
  const settings = monthsLevel(level);
  if (settings.kind !== "questions") throw new Error(`level ${level} asks no questions`);
  return settings;
}

describe("months: the calendar", () => {
  it("puts three months in each season, winter round the new year", () => {
    for (const season of SEASONS) expect(MONTHS.filter((month) => monthSeason(month) === season)).toHaveLength(3);
    expect(["dec", "jan", "feb"].map((month) => monthSeason(month as MonthId))).toEqual(["winter", "winter", "winter"]);
    expect(monthSeason("mar")).toBe("spring");
    expect(monthSeason("aug")).toBe("summer");
    expect(monthSeason("nov")).toBe("autumn");
  });

  it("counts months forward and back round the year", () => {
    expect(monthAfter("jan")).toBe("feb");
    expect(monthAfter("dec")).toBe("jan");
    expect(monthAfter("jan", -1)).toBe("dec");
    expect(monthAfter("mar", -2)).toBe("jan");
    expect(monthAfter("nov", 14)).toBe("jan");
    expect(monthAnswer("after", "may")).toBe("jun");
    expect(monthAnswer("before", "may")).toBe("apr");
    expect(monthAnswer("season", "may")).toBe("spring");
  });
});

describe("months: levels", () => {
  it("grows from seasons to ordering five months spread through the year", () => {
    expect(MONTHS_LEVELS).toHaveLength(6);
    expect(MONTHS_LEVELS.map((level) => level.kind)).toEqual(["questions", "questions", "questions", "order", "order", "order"]);
    expect(questionLevel(1).questions).toEqual(["season"]);
    expect(questionLevel(2).questions).toEqual(["after"]);
    expect(questionLevel(3).questions).toEqual(["after", "before", "season"]);
    expect([1, 2, 3].map((level) => questionLevel(level).roundTheYear)).toEqual([false, false, true]);
    expect(MONTHS_LEVELS.slice(3).map((level) => (level.kind === "order" ? level.months : 0))).toEqual([3, 4, 5]);
  });

  it("falls back to level 1 for an unknown level", () => {
    expect(monthsLevel(0)).toEqual(MONTHS_LEVELS[0]);
    expect(monthsLevel(7)).toEqual(MONTHS_LEVELS[0]);
  });

  it("allows 10 points per answer or month placed", () => {
    expect(MONTHS_LEVELS.map((_, index) => monthsMaxScore(index + 1))).toEqual([50, 50, 50, 90, 120, 150]);
  });
});

describe("months: questions", () => {
  it("offers the answer, the month on the other side, then months close by", () => {
    const options = monthOptions("after", "may", 3, seededRandom(1));
    expect(options.toSorted()).toEqual(["apr", "jul", "jun"]);
    expect(monthOptions("before", "jan", 3, seededRandom(2)).toSorted()).toEqual(["dec", "feb", "nov"]);
    for (const seed of SEEDS) {
      const four = monthOptions("after", "oct", 4, seededRandom(seed));
      expect(four).toHaveLength(4);
      expect(new Set(four).size).toBe(4);
      expect(four).toEqual(expect.arrayContaining(["nov", "sep", "dec"]));
      expect(four).not.toContain("oct");
    }
  });

  it.each(SEEDS)("asks only the level's questions, about different months, with the answer once (seed %i)", (seed) => {
    for (const level of [1, 2, 3]) {
      const settings = questionLevel(level);
      const play = monthsRounds(level, seededRandom(seed));
      if (play.kind !== "questions") throw new Error("expected questions");
      expect(play.rounds).toHaveLength(settings.rounds);
      expect(new Set(play.rounds.map((round) => round.month)).size).toBe(settings.rounds);
      for (const round of play.rounds) {
        expect(settings.questions).toContain(round.question);
        expect(round.target).toBe(monthAnswer(round.question, round.month));
        expect(round.options.filter((option) => option === round.target)).toHaveLength(1);
        expect(round.options).toHaveLength(round.question === "season" ? 4 : settings.options);
        expect(round.options).not.toContain(round.month);
      }
    }
  });

  it.each(SEEDS)("mixes all three kinds at level 3 (seed %i)", (seed) => {
    const play = monthsRounds(3, seededRandom(seed));
    expect(new Set(play.rounds.map((round) => ("question" in round ? round.question : "")))).toEqual(new Set(["after", "before", "season"]));
  });

  it("never crosses the new year before level 3, and does at level 3", () => {
    let crossed = false;
    for (let seed = 0; seed < 200; seed += 1) {
      for (const round of questionRounds(2, seed)) expect(round.month).not.toBe("dec");
      crossed ||= questionRounds(3, seed).some(
        (round) => (round.question === "after" && round.month === "dec") || (round.question === "before" && round.month === "jan"),
      );
    }
    expect(crossed).toBe(true);
  });

  it("never asks two season questions with the same answer in a row", () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const rounds = questionRounds(1, seed);
      for (let index = 1; index < rounds.length; index += 1) expect(rounds[index]?.target).not.toBe(rounds[index - 1]?.target);
    }
  });
});

function questionRounds(level: number, seed: number) {
  const play = monthsRounds(level, seededRandom(seed));
  if (play.kind !== "questions") throw new Error("expected questions");
  return play.rounds;
}

function orderRoundsOf(level: number, seed: number) {
  const play = monthsRounds(level, seededRandom(seed));
  if (play.kind !== "order") throw new Error("expected an ordering level");
  return play.rounds;
}

describe("months: putting months in order", () => {
  it.each(SEEDS)("deals months next to each other at levels 4-5 and spread out at level 6, in the year's order (seed %i)", (seed) => {
    for (const level of [4, 5, 6]) {
      const settings = monthsLevel(level);
      if (settings.kind !== "order") throw new Error("expected an ordering level");
      const rounds = orderRoundsOf(level, seed);
      expect(rounds).toHaveLength(3);
      expect(new Set(rounds.map((round) => round.order.map((id) => round.pieces[id]?.month).join())).size).toBe(3);
      for (const round of rounds) {
        expect(round.pieces).toHaveLength(settings.months);
        const indexes = round.order.map((id) => MONTHS.indexOf(round.pieces.find((piece) => piece.id === id)?.month ?? "jan"));
        const steps = indexes.slice(1).map((index, position) => index - (indexes[position] as number));
        expect(steps.every((step) => (settings.consecutive ? step === 1 : step >= 2 && step <= 4))).toBe(true);
        expect(round.pieces.map((piece) => piece.id)).not.toEqual(round.order);
      }
    }
  });

  it("scores an ordering play: a slip per row still passes", () => {
    // Level 6: 3 rows of 5 months, one wrong tap in each row.
    let play: OrderPlay = startOrderPlay();
    const order = [0, 1, 2, 3, 4];
    for (let row = 0; row < 3; row += 1) {
      play = tapInOrder(play, order, 3).play;
      for (const id of order) play = tapInOrder(play, order, id).play;
      play = nextOrderRound(play);
    }
    expect(play).toMatchObject({ firstTry: 12, mistakes: 3 });
    expect(scorePercent(orderScore(play), monthsMaxScore(6))).toBeGreaterThanOrEqual(PASS_PERCENT);
    expect(scorePercent(orderScore({ ...play, firstTry: 6, mistakes: 10 }), monthsMaxScore(6))).toBeLessThan(PASS_PERCENT);
  });
});
