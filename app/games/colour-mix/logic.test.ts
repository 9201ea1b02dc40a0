import { describe, expect, it } from "vitest";
import { ROUNDS_PER_LEVEL } from "../choice-rounds";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import {
  COLOURS,
  COLOUR_LEVELS,
  type ColourId,
  type ColourRound,
  MIXES,
  OBJECTS,
  answerColour,
  colourLevel,
  colourMixMaxScore,
  colourPlayOver,
  colourRounds,
  isRight,
  startColourPlay,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026, 77777];

/** The right answer of a round, as a child who knows it would give it. */
/** What a round asks about: its object or its mix. */
const what = (item: ColourRound | undefined) => (item === undefined ? null : item.kind === "paint" ? item.object : item.mix.result);
const rightAnswer = (round: ColourRound): ColourId[] => (round.kind === "paints" ? [round.mix.b, round.mix.a] : [round.target]);

describe("colour mix: colours and mixes", () => {
  it("mixes paints the way children learn it", () => {
    const made = Object.fromEntries(MIXES.map((mix) => [mix.result, [mix.a, mix.b].toSorted()]));
    expect(made).toEqual({
      orange: ["red", "yellow"],
      green: ["blue", "yellow"],
      purple: ["blue", "red"],
      pink: ["red", "white"],
      lightBlue: ["blue", "white"],
      grey: ["black", "white"],
      brown: ["green", "red"],
    });
  });

  it("makes each colour from one pair only and never from the colour itself", () => {
    expect(new Set(MIXES.map((mix) => mix.result)).size).toBe(MIXES.length);
    for (const mix of MIXES) expect([mix.a, mix.b]).not.toContain(mix.result);
  });

  it("knows the real colour of every object", () => {
    expect(OBJECTS).toMatchObject({ banana: "yellow", tomato: "red", grass: "green", sky: "blue", cucumber: "green", eggplant: "purple" });
    for (const colour of Object.values(OBJECTS)) expect(Object.keys(COLOURS)).toContain(colour);
  });
});

describe("colour mix: levels", () => {
  it("colours objects at levels 1-2 and mixes paints at levels 3-5", () => {
    expect(COLOUR_LEVELS).toHaveLength(5);
    expect(COLOUR_LEVELS.map((level) => level.kinds.join("+"))).toEqual(["paint", "paint", "result", "paints", "result+paints"]);
    expect(colourLevel(2).objects.length).toBeGreaterThan(colourLevel(1).objects.length);
    expect(colourLevel(5).mixes.length).toBeGreaterThan(colourLevel(4).mixes.length);
    // More to choose from within each kind of task.
    expect(colourLevel(2).options).toBeGreaterThan(colourLevel(1).options);
    expect(colourLevel(4).options).toBeGreaterThan(colourLevel(3).options);
    expect(colourLevel(5).options).toBeGreaterThan(colourLevel(4).options);
  });

  it("starts with the basic colours only", () => {
    expect(new Set(colourLevel(1).objects.map((object) => OBJECTS[object]))).toEqual(new Set(["red", "yellow", "green", "blue"]));
  });

  it("falls back to level 1 and allows 10 points a round", () => {
    expect(colourLevel(0)).toBe(COLOUR_LEVELS[0]);
    expect(colourLevel(9)).toBe(COLOUR_LEVELS[0]);
    expect([1, 2, 3, 4, 5].map(colourMixMaxScore)).toEqual([50, 50, 50, 50, 50]);
  });
});

describe("colour mix: rounds", () => {
  it.each(SEEDS)("deals rounds with the answer among distinct options and nothing twice in a row (seed %i)", (seed) => {
    for (let level = 1; level <= 5; level += 1) {
      const settings = colourLevel(level);
      const rounds = colourRounds(level, seededRandom(seed));
      expect(rounds).toHaveLength(ROUNDS_PER_LEVEL);
      rounds.forEach((round, index) => {
        expect(round.kind).toBe(settings.kinds[index % settings.kinds.length]);
        expect(new Set(round.options).size).toBe(round.options.length);
        expect(round.options.length).toBeGreaterThanOrEqual(3);
        for (const colour of rightAnswer(round)) expect(round.options).toContain(colour);
        const previous = rounds[index - 1];
        expect(what(round)).not.toBe(what(previous));
      });
    }
  });

  it.each(SEEDS)("asks only the level's objects and mixes, with as many options as it says (seed %i)", (seed) => {
    for (let level = 1; level <= 5; level += 1) {
      const settings = colourLevel(level);
      for (const round of colourRounds(level, seededRandom(seed))) {
        const asked = round.kind === "paint" ? settings.objects.includes(round.object) : settings.mixes.includes(round.mix);
        expect(asked).toBe(true);
        expect(round.options.length).toBeLessThanOrEqual(settings.options);
        // A two-paint round never offers the colour asked for as a paint.
        expect(round.kind === "paints" && round.options.includes(round.mix.result)).toBe(false);
      }
    }
  });

  it("brings every object of level 2 and every mix of level 5 up over a few plays", () => {
    const objects = new Set<string>();
    const mixes = new Set<string>();
    for (let seed = 0; seed < 20; seed += 1) {
      for (const round of colourRounds(2, seededRandom(seed))) if (round.kind === "paint") objects.add(round.object);
      for (const round of colourRounds(5, seededRandom(seed))) if (round.kind !== "paint") mixes.add(round.mix.result);
    }
    expect(objects.size).toBe(colourLevel(2).objects.length);
    expect(mixes.size).toBe(MIXES.length);
  });
});

describe("colour mix: answers and scoring", () => {
  const paint: ColourRound = { kind: "paint", object: "banana", target: "yellow", options: ["red", "yellow", "green"] };
  const pair: ColourRound = { kind: "paints", mix: MIXES[0] as (typeof MIXES)[number], options: ["blue", "red", "white", "yellow"] };

  it("checks one colour, or two paints in either order", () => {
    expect(isRight(paint, ["yellow"])).toBe(true);
    expect(isRight(paint, ["red"])).toBe(false);
    expect(isRight(paint, ["yellow", "red"])).toBe(false);
    expect(isRight(pair, ["yellow", "red"])).toBe(true);
    expect(isRight(pair, ["red", "yellow"])).toBe(true);
    expect(isRight(pair, ["red", "red"])).toBe(false);
    expect(isRight(pair, ["red", "white"])).toBe(false);
    expect(isRight(pair, ["red"])).toBe(false);
  });

  it("scores 10 at the first try, 5 at the second and 0 later, and counts every answer", () => {
    const rounds = [paint, pair, paint];
    let play = startColourPlay();
    play = answerColour(play, rounds, ["yellow"]).play;
    expect(play).toMatchObject({ round: 1, score: 10, attempts: 1, successes: 1 });
    let step = answerColour(play, rounds, ["red", "blue"]);
    expect(step.correct).toBe(false);
    step = answerColour(step.play, rounds, ["red", "yellow"]);
    expect(step.play).toMatchObject({ round: 2, score: 15, attempts: 3, successes: 2, mistakesThisRound: 0 });
    play = answerColour(answerColour(step.play, rounds, ["red"]).play, rounds, ["green"]).play;
    play = answerColour(play, rounds, ["yellow"]).play;
    expect(play).toMatchObject({ round: 3, score: 15, attempts: 6, successes: 3 });
    expect(colourPlayOver(play, rounds.length)).toBe(true);
    expect(answerColour(play, rounds, ["yellow"]).play).toBe(play);
  });

  it.each(SEEDS)("gives full marks for right first answers, and passes one slip per round only partly (seed %i)", (seed) => {
    for (let level = 1; level <= 5; level += 1) {
      const rounds = colourRounds(level, seededRandom(seed));
      let play = startColourPlay();
      for (const round of rounds) play = answerColour(play, rounds, rightAnswer(round)).play;
      expect(play.score).toBe(colourMixMaxScore(level));
    }
    expect(scorePercent(3 * 10 + 2 * 5, colourMixMaxScore(1))).toBeGreaterThanOrEqual(PASS_PERCENT);
    const slips = scorePercent(5 * 5, colourMixMaxScore(1));
    expect(slips).toBeGreaterThan(0);
    expect(slips).toBeLessThan(PASS_PERCENT);
  });
});
