import { describe, expect, it } from "vitest";
import { answerChoice, startChoicePlay } from "../choice-rounds";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import { GROUPS, type GroupId, ODD_LEVELS, ODD_ROUNDS, THINGS, type Thing, oddLevel, oddOneOutMaxScore, oddPositions, oddRounds } from "./logic";
import az from "~/locales/az/games/oddOneOut.json";
import en from "~/locales/en/games/oddOneOut.json";
import ru from "~/locales/ru/games/oddOneOut.json";
import { THING_PICTURES } from "./pictures";

const SEEDS = Array.from({ length: 40 }, (_, index) => index * 7919 + 1);
const byId = (id: string) => THINGS.find((item) => item.id === id) as Thing;
const row = (...ids: string[]) => ids.map(byId);

describe("odd-one-out levels", () => {
  it("grows from 3 pictures to 5 and from kinds of things to colour, shape, use and close groups", () => {
    expect(ODD_LEVELS.map((level) => level.items)).toEqual([3, 4, 4, 4, 5, 5]);
    expect(ODD_LEVELS.map((level) => level.rule)).toEqual(["kind", "kind", "colour", "shape", "use", "closeKind"]);
    expect(oddLevel(0)).toBe(ODD_LEVELS[0]);
    expect(oddLevel(99)).toBe(ODD_LEVELS[0]);
  });

  it("pairs only different groups that share no picture, with enough pictures for every row", () => {
    for (const level of ODD_LEVELS) {
      for (const [group, oddGroup] of level.pairs) {
        expect(group).not.toBe(oddGroup);
        const members = THINGS.filter(GROUPS[group]);
        expect(members.length).toBeGreaterThanOrEqual(level.items - 1);
        expect(members.filter(GROUPS[oddGroup])).toEqual([]);
        expect(THINGS.filter(GROUPS[oddGroup]).length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it("never sets red against green or blue against green in the colour rows", () => {
    const colourPairs = (ODD_LEVELS[2]?.pairs ?? []).map((pair) => pair.toSorted().join("+"));
    expect(colourPairs).not.toContain("green+red");
    expect(colourPairs).not.toContain("blue+green");
    expect(colourPairs.every((pair) => !pair.includes("green") || pair.includes("yellow"))).toBe(true);
  });

  it("builds no fruit or vegetable row on a picture whose group can be argued in az or ru (watermelon, corn)", () => {
    const arguable = ["watermelon", "ear-of-corn"];
    expect(THINGS.filter((item) => arguable.includes(item.id) && (GROUPS.fruit(item) || GROUPS.vegetables(item)))).toEqual([]);
  });

  it("never sets a fish, which can be a pet, in a row with farm animals and pets", () => {
    const fish = ["fish", "tropical-fish"];
    for (const level of ODD_LEVELS) {
      for (const pair of level.pairs.filter((groups) => groups.includes("domestic"))) {
        for (const group of pair)
          expect(
            THINGS.filter((item) => fish.includes(item.id) && GROUPS[group](item)),
            pair.join(" vs "),
          ).toEqual([]);
      }
    }
    const mixed = SEEDS.flatMap((seed) => oddRounds(ODD_LEVELS.length, seededRandom(seed))).filter(
      (round) => round.things.some(GROUPS.domestic) && round.things.some((item) => fish.includes(item.id)),
    );
    expect(mixed.map((round) => round.things.map((item) => item.id).join(" "))).toEqual([]);
  });

  it("has each picture once, drawn and named in every language", () => {
    expect(new Set(THINGS.map((item) => item.id)).size).toBe(THINGS.length);
    const ids = THINGS.map((item) => item.id).toSorted();
    expect(Object.keys(THING_PICTURES).toSorted()).toEqual(ids);
    for (const item of THINGS) expect(THING_PICTURES[item.id]?.name).toBe(item.id);
    for (const strings of [en, az, ru]) expect(Object.keys(strings.things).toSorted()).toEqual(ids);
  });
});

describe("which pictures could be the odd one", () => {
  it("finds the one picture outside a group the others share", () => {
    expect(oddPositions(row("dog", "cow", "automobile"))).toEqual([2]);
    expect(oddPositions(row("red-apple", "strawberry", "cherries", "banana"))).toEqual([3]);
  });

  it("sees a second rule that would make another picture odd too", () => {
    // Red things with a banana: the balloon is also the only one that is not food.
    expect(oddPositions(row("red-apple", "strawberry", "balloon", "banana"))).toEqual([2, 3]);
    // No picture stands out when the row splits two and two.
    expect(oddPositions(row("dog", "cow", "automobile", "bus"))).toEqual([]);
  });
});

describe("odd-one-out rows", () => {
  it.each(SEEDS)("are fair: exactly one picture is odd, by the level's pair of groups (seed %i)", (seed) => {
    for (let level = 1; level <= ODD_LEVELS.length; level += 1) {
      const settings = oddLevel(level);
      const rounds = oddRounds(level, seededRandom(seed));
      expect(rounds).toHaveLength(ODD_ROUNDS);
      rounds.forEach((round) => {
        expect(round.things).toHaveLength(settings.items);
        expect(new Set(round.things.map((item) => item.id)).size).toBe(settings.items);
        expect(oddPositions(round.things)).toEqual([round.answer]);
        const odd = round.things[round.answer] as Thing;
        const others = round.things.filter((_, position) => position !== round.answer);
        expect(others.every(GROUPS[round.group])).toBe(true);
        expect(GROUPS[round.group](odd)).toBe(false);
        const pair = settings.pairs.find(([group, oddGroup]) => group === round.group && GROUPS[oddGroup](odd));
        expect(pair).toBeDefined();
        expect(round.rule).toBe(settings.rule);
      });
      const groups = rounds.map((round) => round.group);
      expect(groups.slice(1).filter((group, index) => group === groups[index])).toEqual([]);
      const odds = rounds.map((round) => round.things[round.answer]?.id);
      expect(new Set(odds).size).toBe(odds.length);
    }
  });

  it("puts the odd picture in every position over several plays", () => {
    const positions = new Set(SEEDS.flatMap((seed) => oddRounds(5, seededRandom(seed)).map((round) => round.answer)));
    expect([...positions].toSorted()).toEqual([0, 1, 2, 3, 4]);
  });

  it("uses every group of a level over several plays", () => {
    for (let level = 1; level <= ODD_LEVELS.length; level += 1) {
      const used = new Set<GroupId>(SEEDS.flatMap((seed) => oddRounds(level, seededRandom(seed)).map((round) => round.group)));
      expect([...used].toSorted()).toEqual([...new Set(oddLevel(level).pairs.map(([group]) => group))].toSorted());
    }
  });
});

describe("odd-one-out scoring", () => {
  it("gives 60 points for six rows right at the first try, and passes a child who needs a second try now and then", () => {
    expect(oddOneOutMaxScore(1)).toBe(60);
    let play = startChoicePlay();
    for (let round = 0; round < ODD_ROUNDS; round += 1) {
      if (round % 2 === 0) play = answerChoice(play, false);
      play = answerChoice(play, true);
    }
    expect(play.score).toBe(45);
    expect(scorePercent(play.score, oddOneOutMaxScore(1))).toBeGreaterThanOrEqual(PASS_PERCENT);
    let guessing = startChoicePlay();
    for (let round = 0; round < ODD_ROUNDS; round += 1) guessing = answerChoice(answerChoice(answerChoice(guessing, false), false), true);
    expect(scorePercent(guessing.score, oddOneOutMaxScore(1))).toBe(0);
  });
});
