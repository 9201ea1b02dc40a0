import { describe, expect, it } from "vitest";
import { answerChoice, startChoicePlay } from "../choice-rounds";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import {
  SEASONS,
  SEASONS_LEVELS,
  THINGS,
  THING_IDS,
  type Season,
  nextRounds,
  oddRounds,
  opposite,
  seasonAfter,
  seasonsLevel,
  seasonsMaxScore,
  seasonsRounds,
  sortRounds,
  thingAlso,
  thingSeason,
  thingsOf,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026, 77777];

describe("seasons: content", () => {
  it("goes winter, spring, summer, autumn and round again", () => {
    expect(seasonAfter("winter")).toBe("spring");
    expect(seasonAfter("autumn")).toBe("winter");
    expect(seasonAfter("winter", -1)).toBe("autumn");
    expect(opposite("winter")).toBe("summer");
    expect(opposite("spring")).toBe("autumn");
  });

  it("names, as a thing's other season, only a season other than its own", () => {
    for (const id of THING_IDS) expect(thingAlso(id)).not.toBe(thingSeason(id));
    expect(thingAlso("coat")).toBe("autumn");
    expect(thingAlso("snowman")).toBeNull();
  });

  it("has at least three things of each season that belong to it alone, and clothes, weather, activities and food", () => {
    for (const season of SEASONS) expect(thingsOf(season, SEASONS).length).toBeGreaterThanOrEqual(3);
    expect(new Set(THING_IDS.map((id) => THINGS[id].kind))).toEqual(new Set(["clothes", "weather", "activity", "food", "nature"]));
    expect(thingsOf("autumn", ["autumn", "summer"])).not.toContain("grapes");
    expect(thingsOf("autumn", ["autumn", "spring"])).toContain("grapes");
  });
});

describe("seasons: levels", () => {
  it("sorts into two, then four seasons, asks what comes next, then finds the odd one out", () => {
    expect(SEASONS_LEVELS.map((level) => level.mode)).toEqual(["sort", "sort", "sort", "next", "odd", "odd"]);
    expect(seasonsLevel(1).groups).toEqual(["winter", "summer"]);
    expect([2, 3].map((level) => seasonsLevel(level).groups)).toEqual([SEASONS, SEASONS]);
    expect([1, 2, 3].map((level) => seasonsLevel(level).size)).toEqual([4, 4, 6]);
    expect([5, 6].map((level) => seasonsLevel(level).oddFrom)).toEqual(["opposite", "neighbour"]);
  });

  it("falls back to level 1 for an unknown level", () => {
    expect(seasonsLevel(0)).toEqual(SEASONS_LEVELS[0]);
    expect(seasonsLevel(7)).toEqual(SEASONS_LEVELS[0]);
  });

  it("allows 10 points per sorted picture or answer", () => {
    expect(SEASONS_LEVELS.map((_, index) => seasonsMaxScore(index + 1))).toEqual([80, 80, 120, 50, 50, 50]);
  });

  it.each(SEEDS)("deals the rounds each level asks for (seed %i)", (seed) => {
    SEASONS_LEVELS.forEach((settings, index) => {
      const play = seasonsRounds(index + 1, seededRandom(seed));
      expect(play.mode).toBe(settings.mode);
      expect(play.rounds).toHaveLength(settings.rounds);
    });
  });
});

describe("seasons: sorting", () => {
  it.each(SEEDS)("shows every group, evenly, with things that belong to one of them alone (seed %i)", (seed) => {
    for (const level of [1, 2, 3]) {
      const { groups, size, rounds } = seasonsLevel(level);
      const dealt = sortRounds(groups, size, seededRandom(seed), rounds);
      const all = dealt.flatMap((round) => round.items.map((item) => item.thing));
      expect(new Set(all).size).toBe(all.length);
      for (const round of dealt) {
        expect(round.groups).toEqual(groups);
        expect(round.items).toHaveLength(size);
        for (const item of round.items) {
          expect(item.group).toBe(thingSeason(item.thing));
          expect(groups).not.toContain(thingAlso(item.thing));
        }
        const counts = groups.map((season) => round.items.filter((item) => item.group === season).length);
        expect(Math.min(...counts)).toBeGreaterThanOrEqual(Math.floor(size / groups.length));
        expect(Math.max(...counts)).toBeLessThanOrEqual(Math.ceil(size / groups.length));
      }
    }
  });

  it("mixes kinds: never three of a kind (three foods, three clothes) in a round of six", () => {
    for (let seed = 0; seed < 200; seed += 1) {
      for (const round of sortRounds(SEASONS, 6, seededRandom(seed), 2)) {
        const kinds = round.items.map((item) => THINGS[item.thing].kind);
        for (const kind of new Set(kinds)) expect(kinds.filter((other) => other === kind).length).toBeLessThanOrEqual(2);
      }
    }
  });

  it("never runs out of pictures over many plays", () => {
    for (let seed = 0; seed < 300; seed += 1) expect(() => sortRounds(SEASONS, 6, seededRandom(seed), 2)).not.toThrow();
  });
});

describe("seasons: what comes next", () => {
  it.each(SEEDS)("asks about the season after, with all four to choose from (seed %i)", (seed) => {
    const rounds = nextRounds(seededRandom(seed), 5);
    for (const round of rounds) {
      expect(round.target).toBe(seasonAfter(round.season));
      expect(round.options.toSorted()).toEqual([...SEASONS].toSorted());
    }
    for (let index = 1; index < rounds.length; index += 1) expect(rounds[index]?.season).not.toBe(rounds[index - 1]?.season);
  });
});

describe("seasons: odd one out", () => {
  it.each(SEEDS)("puts one thing of another season among three of one season, fairly (seed %i)", (seed) => {
    for (const oddFrom of ["opposite", "neighbour"] as const) {
      const rounds = oddRounds(oddFrom, seededRandom(seed), 5);
      for (const round of rounds) {
        expect(round.options).toHaveLength(4);
        expect(new Set(round.options).size).toBe(4);
        expect(round.options.filter((option) => option === round.target)).toHaveLength(1);
        const odd = thingSeason(round.target);
        const others = round.options.filter((option) => option !== round.target);
        for (const thing of others) {
          expect(thingSeason(thing)).toBe(round.season);
          // None of the three could be taken for the odd season, nor the odd one for theirs.
          expect(thingAlso(thing)).not.toBe(odd);
        }
        expect(thingAlso(round.target)).not.toBe(round.season);
        const expectedOdd: Season[] = oddFrom === "opposite" ? [opposite(round.season)] : [seasonAfter(round.season), seasonAfter(round.season, -1)];
        expect(expectedOdd).toContain(odd);
      }
      for (let index = 1; index < rounds.length; index += 1) expect(rounds[index]?.season).not.toBe(rounds[index - 1]?.season);
    }
  });

  it("shows different pictures through a play when there are enough", () => {
    for (let seed = 0; seed < 50; seed += 1) {
      const shown = oddRounds("opposite", seededRandom(seed), 5).flatMap((round) => round.options);
      // 20 pictures: a season that leads three times runs short, so a few may come back.
      expect(new Set(shown).size).toBeGreaterThanOrEqual(12);
    }
  });

  it("passes with one answer at the second try and gives partial credit for more", () => {
    let play = startChoicePlay();
    for (let round = 0; round < 4; round += 1) play = answerChoice(play, true);
    play = answerChoice(answerChoice(play, false), true);
    expect(scorePercent(play.score, seasonsMaxScore(5))).toBeGreaterThanOrEqual(PASS_PERCENT);
    // Two answers at the second try, three only at the third: some points, not a pass.
    let guessing = startChoicePlay();
    for (let round = 0; round < 5; round += 1) {
      if (round >= 2) guessing = answerChoice(guessing, false);
      guessing = answerChoice(answerChoice(guessing, false), true);
    }
    expect(guessing.score).toBe(10);
    expect(scorePercent(guessing.score, seasonsMaxScore(5))).toBeGreaterThan(0);
    expect(scorePercent(guessing.score, seasonsMaxScore(5))).toBeLessThan(PASS_PERCENT);
  });
});
