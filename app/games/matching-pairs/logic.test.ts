import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import {
  FOOD_PAIRS,
  PAIRS_LEVELS,
  PAIRS_ROUNDS,
  type PairCard,
  type PairsPlay,
  SAME_PAIRS,
  SHADOW_PAIRS,
  TOGETHER_PAIRS,
  WRONG_JOIN_COST,
  derangement,
  matchingPairsMaxScore,
  nextPairsRound,
  pairsLevel,
  pairsPlayOver,
  pairsRounds,
  pairsScore,
  roundDone,
  roundPoints,
  startPairsPlay,
  tapCard,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026, 31337];
const groupCount = (pool: typeof SAME_PAIRS) => new Set(pool.map((pair) => pair.group)).size;
const left = (pair: number): PairCard => ({ pair, side: "left" });
const right = (pair: number): PairCard => ({ pair, side: "right" });

/** Taps the cards in turn and returns the play. */
const tapAll = (play: PairsPlay, pairCount: number, cards: ReadonlyArray<PairCard>) =>
  cards.reduce((current, card) => tapCard(current, pairCount, card).play, play);

/** Joins every pair of a round of `pairCount` pairs, making `mistakes` wrong joins first. */
function playRound(play: PairsPlay, pairCount: number, mistakes: number): PairsPlay {
  let current = play;
  // Different wrong joins each time (the same one again counts once).
  const wrongJoins = Array.from({ length: pairCount }, (_, a) => Array.from({ length: pairCount }, (__, b) => [a, b] as const))
    .flat()
    .filter(([a, b]) => a !== b);
  for (const [a, b] of wrongJoins.slice(0, mistakes)) current = tapAll(current, pairCount, [left(a), right(b)]);
  for (let pair = 0; pair < pairCount; pair += 1) current = tapAll(current, pairCount, [left(pair), right(pair)]);
  return current;
}

describe("matching pairs: levels and content", () => {
  it("has five levels that grow in pairs and go from the same picture to mixed relations", () => {
    expect(PAIRS_LEVELS).toHaveLength(5);
    expect(PAIRS_LEVELS.map((level) => level.pairs)).toEqual([3, 4, 4, 5, 6]);
    expect(PAIRS_LEVELS.map((level) => level.relations.join("+"))).toEqual(["same", "shadow", "together", "food", "together+food+shadow"]);
    for (let level = 2; level <= 5; level += 1) expect(pairsLevel(level).pairs).toBeGreaterThanOrEqual(pairsLevel(level - 1).pairs);
    expect(pairsLevel(0)).toBe(PAIRS_LEVELS[0]);
    expect(pairsLevel(8)).toBe(PAIRS_LEVELS[0]);
  });

  it("keeps the same and shadow pairs to one picture, and gives the other pairs two different pictures", () => {
    for (const pair of [...SAME_PAIRS, ...SHADOW_PAIRS]) expect(pair.left).toBe(pair.right);
    for (const pair of [...TOGETHER_PAIRS, ...FOOD_PAIRS]) expect(pair.left).not.toBe(pair.right);
    for (const pool of [SAME_PAIRS, SHADOW_PAIRS, TOGETHER_PAIRS, FOOD_PAIRS]) {
      const lefts = pool.map((pair) => pair.left);
      expect(new Set(lefts).size).toBe(lefts.length);
    }
  });

  it("has enough groups in every pool for the biggest round that uses it", () => {
    expect(groupCount(SAME_PAIRS)).toBeGreaterThanOrEqual(pairsLevel(1).pairs);
    expect(groupCount(SHADOW_PAIRS)).toBeGreaterThanOrEqual(pairsLevel(2).pairs);
    expect(groupCount(TOGETHER_PAIRS)).toBeGreaterThanOrEqual(pairsLevel(3).pairs);
    expect(groupCount(FOOD_PAIRS)).toBeGreaterThanOrEqual(pairsLevel(4).pairs);
  });
});

describe("matching pairs: rounds", () => {
  it.each(SEEDS)("deals the level's pairs of its relations, no picture twice and no partner right across (seed %i)", (seed) => {
    const random = seededRandom(seed);
    for (let level = 1; level <= 5; level += 1) {
      const { pairs: count, relations } = pairsLevel(level);
      const rounds = pairsRounds(level, random);
      expect(rounds).toHaveLength(PAIRS_ROUNDS);
      for (const round of rounds) {
        expect(round.pairs).toHaveLength(count);
        expect(round.left.toSorted()).toEqual([...Array(count).keys()]);
        expect(round.right.toSorted()).toEqual([...Array(count).keys()]);
        round.right.forEach((pair, row) => expect(round.left[row]).not.toBe(pair));
        for (const pair of round.pairs) expect(relations).toContain(pair.relation);
        const pictures = round.pairs.flatMap((pair) => (pair.left === pair.right ? [pair.left] : [pair.left, pair.right]));
        expect(new Set(pictures).size).toBe(pictures.length);
        const groups = round.pairs.map((pair) => `${pair.relation}:${pair.group}`);
        expect(new Set(groups).size).toBe(groups.length);
        expect(round.kind).toBe(relations.length > 1 ? "mixed" : relations[0]);
      }
    }
  });

  it.each(SEEDS)("mixes every relation of the last level into each round (seed %i)", (seed) => {
    for (const round of pairsRounds(5, seededRandom(seed))) {
      expect(new Set(round.pairs.map((pair) => pair.relation))).toEqual(new Set(["together", "food", "shadow"]));
    }
  });

  it("never pairs two animals that could eat each other's food in one round", () => {
    for (let seed = 0; seed < 100; seed += 1) {
      for (const round of pairsRounds(4, seededRandom(seed))) {
        const greens = round.pairs.filter((pair) => ["rabbit", "cow", "goat", "horse"].includes(pair.left));
        expect(greens.length).toBeLessThanOrEqual(1);
      }
    }
  });

  it("moves every id away from its place", () => {
    for (let seed = 0; seed < 50; seed += 1) {
      for (const count of [2, 3, 6]) {
        const order = derangement(count, seededRandom(seed));
        expect(order.toSorted()).toEqual([...Array(count).keys()]);
        order.forEach((id, index) => expect(id).not.toBe(index));
      }
    }
    expect(derangement(1, seededRandom(1))).toEqual([0]);
  });
});

describe("matching pairs: joining", () => {
  it("selects a card, moves the selection within a column and lets it go on a second tap", () => {
    let step = tapCard(startPairsPlay(), 3, left(0));
    expect(step).toMatchObject({ outcome: "selected", play: { selected: left(0) } });
    step = tapCard(step.play, 3, left(2));
    expect(step).toMatchObject({ outcome: "selected", play: { selected: left(2) } });
    step = tapCard(step.play, 3, left(2));
    expect(step).toMatchObject({ outcome: "unselected", play: { selected: null, attempts: 0 } });
  });

  it("joins a card with its partner from either side, and counts any other card as a wrong join", () => {
    let step = tapCard(tapCard(startPairsPlay(), 3, right(1)).play, 3, left(1));
    expect(step.outcome).toBe("joined");
    expect(step.play).toMatchObject({ joined: [1], selected: null, attempts: 1, successes: 1, mistakesThisRound: 0 });
    step = tapCard(tapCard(step.play, 3, left(0)).play, 3, right(2));
    expect(step.outcome).toBe("wrong");
    expect(step.play).toMatchObject({ joined: [1], selected: null, attempts: 2, successes: 1, mistakesThisRound: 1 });
  });

  it("counts the same wrong join once, from either side, however often a child tries it", () => {
    let play = tapAll(startPairsPlay(), 3, [left(0), right(2)]);
    play = tapAll(play, 3, [left(0), right(2)]);
    play = tapAll(play, 3, [right(2), left(0)]);
    expect(play).toMatchObject({ mistakesThisRound: 1, attempts: 1, selected: null });
    const other = tapCard(tapCard(play, 3, left(0)).play, 3, right(1));
    expect(other).toMatchObject({ outcome: "wrong", play: { mistakesThisRound: 2, attempts: 2 } });
    expect(nextPairsRound(other.play).triedWrong).toEqual([]);
  });

  it("ignores joined cards, unknown cards and taps once the round is done", () => {
    const once = tapAll(startPairsPlay(), 2, [left(0), right(0)]);
    expect(tapCard(once, 2, left(0))).toEqual({ play: once, outcome: "ignored" });
    expect(tapCard(once, 2, right(0))).toEqual({ play: once, outcome: "ignored" });
    expect(tapCard(once, 2, left(5))).toEqual({ play: once, outcome: "ignored" });
    const done = tapAll(once, 2, [left(1), right(1)]);
    expect(roundDone(done, 2)).toBe(true);
    expect(tapCard(done, 2, left(1)).outcome).toBe("ignored");
  });

  it("banks each round's points and knows when the play is over", () => {
    let play = startPairsPlay();
    play = nextPairsRound(playRound(play, 3, 1));
    expect(play).toMatchObject({ round: 1, joined: [], mistakesThisRound: 0, banked: 30 - WRONG_JOIN_COST });
    expect(pairsPlayOver(play)).toBe(false);
    play = nextPairsRound(playRound(play, 3, 0));
    expect(pairsPlayOver(play)).toBe(true);
    expect(pairsScore(play)).toBe(55);
    expect(play).toMatchObject({ attempts: 7, successes: 6 });
  });
});

describe("matching pairs: scoring", () => {
  it("gives 10 per pair minus 5 per wrong join, never below 0 in a round", () => {
    expect(roundPoints(3, 0)).toBe(30);
    expect(roundPoints(3, 2)).toBe(20);
    expect(roundPoints(1, 9)).toBe(0);
    // A round that went to 0 does not eat the points of the round before.
    const play = nextPairsRound(playRound(nextPairsRound(playRound(startPairsPlay(), 3, 0)), 3, 20));
    expect(pairsScore(play)).toBe(30);
  });

  it("allows 10 points per pair of every board as the level's maximum, reached by a perfect play", () => {
    expect([1, 2, 3, 4, 5].map(matchingPairsMaxScore)).toEqual([60, 80, 80, 100, 120]);
    for (let level = 1; level <= 5; level += 1) {
      const count = pairsLevel(level).pairs;
      let play = startPairsPlay();
      for (let round = 0; round < PAIRS_ROUNDS; round += 1) play = nextPairsRound(playRound(play, count, 0));
      expect(pairsScore(play)).toBe(matchingPairsMaxScore(level));
    }
  });

  it("lets a child with a slip or two per board pass, and gives partial credit to one who guesses a lot", () => {
    let slips = startPairsPlay();
    let guesses = startPairsPlay();
    for (let round = 0; round < PAIRS_ROUNDS; round += 1) {
      slips = nextPairsRound(playRound(slips, 6, 2));
      guesses = nextPairsRound(playRound(guesses, 6, 8));
    }
    expect(scorePercent(pairsScore(slips), matchingPairsMaxScore(5))).toBeGreaterThanOrEqual(PASS_PERCENT);
    const percent = scorePercent(pairsScore(guesses), matchingPairsMaxScore(5));
    expect(percent).toBeGreaterThan(0);
    expect(percent).toBeLessThan(PASS_PERCENT);
  });
});
