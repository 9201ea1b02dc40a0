import { describe, expect, it } from "vitest";
import { PASS_PERCENT, scorePercent } from "../scoring";
import { seededRandom } from "../random";
import {
  CATEGORIES,
  FOCUS_LEVELS,
  FOCUS_ROUNDS,
  LOOK_ALIKE,
  NEAR_IDENTICAL,
  SHOW_AGAIN_COST,
  answerFocus,
  focusLevel,
  focusMaxScore,
  focusPlayOver,
  focusRoundPoints,
  focusRounds,
  showTargetAgain,
  startFocusPlay,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026];
const categoryOf = (item: string) =>
  (Object.keys(CATEGORIES) as Array<keyof typeof CATEGORIES>).filter((name) => (CATEGORIES[name] as ReadonlyArray<string>).includes(item));
const groupsHolding = (groups: ReadonlyArray<ReadonlyArray<string>>, items: ReadonlyArray<string>) =>
  groups.filter((group) => items.every((item) => group.includes(item)));

describe("focus levels", () => {
  it("has five levels: 3 objects at levels 1-2, 4 from level 3, and remembering only at level 5", () => {
    expect(FOCUS_LEVELS).toHaveLength(5);
    expect(FOCUS_LEVELS.map((level) => level.options)).toEqual([3, 3, 4, 4, 4]);
    expect(FOCUS_LEVELS.map((level) => level.distractors)).toEqual(["other-category", "same-category", "same-category", "look-alike", "near-identical"]);
    expect(FOCUS_LEVELS.map((level) => level.remember)).toEqual([false, false, false, false, true]);
    expect(focusLevel(0)).toBe(FOCUS_LEVELS[0]);
    expect(focusLevel(9)).toBe(FOCUS_LEVELS[0]);
  });

  it("keeps every picture in one broad category and gives every group enough pictures for a round", () => {
    const all = Object.values(CATEGORIES).flat();
    expect(new Set(all).size).toBe(all.length);
    for (const group of [...Object.values(CATEGORIES), ...LOOK_ALIKE, ...NEAR_IDENTICAL]) {
      expect(group.length).toBeGreaterThanOrEqual(4);
      expect(new Set(group).size).toBe(group.length);
    }
  });
});

describe("focus rounds", () => {
  it.each(SEEDS)("holds the target exactly once among the level's number of different objects (seed %i)", (seed) => {
    for (let level = 1; level <= 5; level += 1) {
      const rounds = focusRounds(level, seededRandom(seed));
      expect(rounds).toHaveLength(FOCUS_ROUNDS);
      rounds.forEach((round, index) => {
        expect(round.options).toHaveLength(focusLevel(level).options);
        expect(new Set(round.options).size).toBe(round.options.length);
        expect(round.options.filter((option) => option === round.target)).toHaveLength(1);
        expect(round.target).not.toBe(index > 0 ? rounds[index - 1]?.target : undefined);
      });
    }
  });

  it.each(SEEDS)("level 1 puts the target among objects of one other category (seed %i)", (seed) => {
    for (const round of focusRounds(1, seededRandom(seed))) {
      const [targetCategory] = categoryOf(round.target);
      const others = round.options.filter((option) => option !== round.target);
      const otherCategories = new Set(others.flatMap(categoryOf));
      expect(otherCategories.size).toBe(1);
      expect(otherCategories.has(targetCategory as keyof typeof CATEGORIES)).toBe(false);
    }
  });

  it.each(SEEDS)("levels 2-3 draw all objects from the target's category (seed %i)", (seed) => {
    for (const level of [2, 3]) {
      for (const round of focusRounds(level, seededRandom(seed))) {
        const categories = new Set(round.options.flatMap(categoryOf));
        expect(categories.size).toBe(1);
      }
    }
  });

  it.each(SEEDS)("level 4 draws look-alikes and level 5 near-identical pictures, from one group per round (seed %i)", (seed) => {
    for (const round of focusRounds(4, seededRandom(seed))) expect(groupsHolding(LOOK_ALIKE, round.options).length).toBeGreaterThan(0);
    for (const round of focusRounds(5, seededRandom(seed))) expect(groupsHolding(NEAR_IDENTICAL, round.options).length).toBeGreaterThan(0);
  });

  it("changes the group from one round to the next", () => {
    for (const seed of SEEDS) {
      const rounds = focusRounds(5, seededRandom(seed));
      for (let index = 1; index < rounds.length; index += 1) {
        const before = groupsHolding(NEAR_IDENTICAL, rounds[index - 1]?.options ?? []);
        const now = groupsHolding(NEAR_IDENTICAL, rounds[index]?.options ?? []);
        expect(now[0]).not.toBe(before[0]);
      }
    }
  });
});

describe("focus scoring", () => {
  it("gives 10 at the first try, 5 at the second, 0 after, minus 3 per show-again, never below 0", () => {
    expect(SHOW_AGAIN_COST).toBe(3);
    expect([0, 1, 2, 7].map((mistakes) => focusRoundPoints(mistakes, 0))).toEqual([10, 5, 0, 0]);
    expect([0, 1, 2, 3, 4].map((showAgain) => focusRoundPoints(0, showAgain))).toEqual([10, 7, 4, 1, 0]);
    expect(focusRoundPoints(1, 1)).toBe(2);
    expect(focusRoundPoints(1, 2)).toBe(0);
  });

  it("ends a round only on the right answer, counting every tap and resetting the round's counters", () => {
    let play = startFocusPlay();
    play = showTargetAgain(play);
    play = answerFocus(play, false);
    expect(play).toMatchObject({ round: 0, attempts: 1, successes: 0, score: 0, mistakesThisRound: 1, showAgainThisRound: 1 });
    play = answerFocus(play, true);
    expect(play).toMatchObject({ round: 1, attempts: 2, successes: 1, score: 2, mistakesThisRound: 0, showAgainThisRound: 0 });
    expect(focusPlayOver(play)).toBe(false);
  });

  it("lets a perfect play reach the maximum, and a child who peeks once per round still pass", () => {
    let perfect = startFocusPlay();
    let peeking = startFocusPlay();
    for (let round = 0; round < FOCUS_ROUNDS; round += 1) {
      perfect = answerFocus(perfect, true);
      peeking = answerFocus(showTargetAgain(peeking), true);
    }
    expect(focusPlayOver(perfect)).toBe(true);
    expect(perfect.score).toBe(focusMaxScore(5));
    expect(focusMaxScore(1)).toBe(60);
    expect(scorePercent(peeking.score, focusMaxScore(5))).toBeGreaterThanOrEqual(PASS_PERCENT);
    // Guessing through every round (two misses each) earns nothing but still finishes.
    let guessing = startFocusPlay();
    for (let round = 0; round < FOCUS_ROUNDS; round += 1) guessing = answerFocus(answerFocus(answerFocus(guessing, false), false), true);
    expect(guessing).toMatchObject({ score: 0, attempts: FOCUS_ROUNDS * 3, successes: FOCUS_ROUNDS, round: FOCUS_ROUNDS });
  });
});

describe("focus's pictures", () => {
  it("draws every thing of every group", async () => {
    const { pictureOf } = await import("./pictures");
    for (const group of [...Object.values(CATEGORIES), ...LOOK_ALIKE, ...NEAR_IDENTICAL]) for (const id of group) expect(pictureOf(id)?.name, id).toBe(id);
  });
});
