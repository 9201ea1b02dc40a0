import { describe, expect, it } from "vitest";
import { answerChoice, startChoicePlay } from "../choice-rounds";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import {
  MAX_DOTS,
  NUMBER_SEQUENCE_LEVELS,
  SEQUENCE_ROUNDS,
  hintKey,
  numberSequencesMaxScore,
  sequenceAnswer,
  sequenceLevel,
  sequenceNumbers,
  sequenceOptions,
  sequenceRounds,
} from "./logic";

const SEEDS = Array.from({ length: 30 }, (_, index) => index * 104_729 + 3);

describe("number-sequences levels", () => {
  it("goes from dots to numerals, up by one, down by one, in twos, then hides a middle number and any number", () => {
    expect(NUMBER_SEQUENCE_LEVELS.map((level) => level.look)).toEqual(["dots", "numerals", "numerals", "numerals", "numerals", "numerals"]);
    expect(NUMBER_SEQUENCE_LEVELS.map((level) => level.steps)).toEqual([[1], [1], [-1], [2], [1, -1], [1, -1, 2, -2]]);
    expect(NUMBER_SEQUENCE_LEVELS.map((level) => level.gap)).toEqual(["end", "end", "end", "end", "middle", "any"]);
    expect(sequenceLevel(1).max).toBe(MAX_DOTS);
    for (let level = 2; level <= NUMBER_SEQUENCE_LEVELS.length; level += 1) {
      expect(sequenceLevel(level).max).toBeGreaterThanOrEqual(sequenceLevel(level - 1).max);
      expect(sequenceLevel(level).options).toBeGreaterThanOrEqual(sequenceLevel(level - 1).options);
    }
    expect(sequenceLevel(0)).toBe(NUMBER_SEQUENCE_LEVELS[0]);
  });

  it("names the rule in the hint", () => {
    expect(hintKey("dots", 1)).toBe("moreDots");
    expect([1, -1, 2, -2].map((step) => hintKey("numerals", step))).toEqual(["upOne", "downOne", "upTwo", "downTwo"]);
  });
});

describe("number-sequences rows", () => {
  it("builds a row from its first number and step", () => {
    expect(sequenceNumbers(3, 1, 4)).toEqual([3, 4, 5, 6]);
    expect(sequenceNumbers(9, -2, 5)).toEqual([9, 7, 5, 3, 1]);
  });

  it.each(SEEDS)("follow the level's rule, stay within its numbers and hide one card where the level says (seed %i)", (seed) => {
    for (let level = 1; level <= NUMBER_SEQUENCE_LEVELS.length; level += 1) {
      const settings = sequenceLevel(level);
      const rounds = sequenceRounds(level, seededRandom(seed));
      expect(rounds).toHaveLength(SEQUENCE_ROUNDS);
      for (const round of rounds) {
        expect(round.numbers).toHaveLength(settings.length);
        expect(settings.steps).toContain(round.step);
        round.numbers.slice(1).forEach((number, index) => expect(number - (round.numbers[index] as number)).toBe(round.step));
        expect(Math.min(...round.numbers)).toBeGreaterThanOrEqual(1);
        expect(Math.max(...round.numbers)).toBeLessThanOrEqual(settings.max);
        const inMiddle = round.gap > 0 && round.gap < settings.length - 1;
        const gapAllowed = { end: round.gap === settings.length - 1, middle: inMiddle, any: round.gap >= 0 && round.gap < settings.length };
        expect(gapAllowed[settings.gap]).toBe(true);
        expect(round.options).toHaveLength(settings.options);
        expect(new Set(round.options).size).toBe(settings.options);
        expect(round.options.filter((option) => option === sequenceAnswer(round))).toHaveLength(1);
        for (const option of round.options) {
          expect(option).toBeGreaterThanOrEqual(1);
          expect(option).toBeLessThanOrEqual(settings.max);
        }
      }
      const rows = rounds.map((round) => round.numbers.join(","));
      expect(rows.slice(1).filter((row, index) => row === rows[index])).toEqual([]);
    }
  });

  it("hides a number at every place of the row at the last level, over several plays", () => {
    const gaps = new Set(SEEDS.flatMap((seed) => sequenceRounds(6, seededRandom(seed)).map((round) => round.gap)));
    expect([...gaps].toSorted((a, b) => a - b)).toEqual([0, 1, 2, 3, 4]);
    const steps = new Set(SEEDS.flatMap((seed) => sequenceRounds(6, seededRandom(seed)).map((round) => round.step)));
    expect([...steps].toSorted((a, b) => a - b)).toEqual([-2, -1, 1, 2]);
  });

  it("offers near numbers as wrong choices: one or two off, never the answer twice", () => {
    const random = seededRandom(5);
    const options = sequenceOptions({ numbers: [2, 3, 4, 5], gap: 3, step: 1 }, 3, 10, random);
    expect(options).toContain(5);
    for (const option of options) expect(Math.abs(option - 5)).toBeLessThanOrEqual(2);
    // At the top of the dots (6), only smaller numbers can be offered.
    const top = sequenceOptions({ numbers: [3, 4, 5, 6], gap: 3, step: 1 }, 3, MAX_DOTS, random);
    expect(top).toContain(6);
    expect(Math.max(...top)).toBe(6);
    expect(new Set(top).size).toBe(3);
  });
});

describe("number-sequences scoring", () => {
  it("gives 60 points for six rows right at the first try and passes a child with a few second tries", () => {
    expect(numberSequencesMaxScore(3)).toBe(60);
    let play = startChoicePlay();
    for (let round = 0; round < SEQUENCE_ROUNDS; round += 1) play = answerChoice(round < 3 ? answerChoice(play, false) : play, true);
    expect(play.score).toBe(45);
    expect(scorePercent(play.score, numberSequencesMaxScore(3))).toBeGreaterThanOrEqual(PASS_PERCENT);
  });
});
