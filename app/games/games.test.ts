import { describe, expect, it } from "vitest";
import { ROUNDS_PER_LEVEL, answerChoice, choiceMaxScore, choicePlayOver, pointsForRound, startChoicePlay } from "./choice-rounds";
import { COLORS, COLOR_LEVELS, colorLevel, colorRounds } from "./color-matching/logic";
import { COUNTING_LEVELS, countingRounds, numberOptions } from "./counting/logic";
import {
  type MemoryGame,
  MEMORY_PAIRS,
  hideMismatch,
  memoryFinished,
  memoryMaxScore,
  memoryScore,
  newMemoryGame,
  turnCard,
  waitingToHide,
} from "./memory/logic";
import { pickDistinct, seededRandom, shuffled } from "./random";
import { GAMES, findGame, gamesByAgeGroup, isGameId } from "./registry";
import { PASS_PERCENT, passed, scorePercent, starsFor } from "./scoring";
import { SHAPES, SHAPE_LEVELS, shapeLevel, shapeRounds } from "./shape-recognition/logic";
import { catalogueSections, toggleHref } from "./catalogue";
import { clock } from "./shell/GamePlayer";
import { gameTextKey, gameTitleKey, namedLevelKey } from "./texts";
import { translatorFor } from "~/infrastructure/i18n/translate.server";

const SEEDS = [1, 2, 3, 42, 2026];

describe("random helpers", () => {
  it("replays the same sequence for the same seed", () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it("shuffles without losing or adding items, and picks distinct items", () => {
    const random = seededRandom(3);
    expect(shuffled([1, 2, 3, 4, 5], random).toSorted()).toEqual([1, 2, 3, 4, 5]);
    const picked = pickDistinct(["a", "b", "c", "d"], 3, random);
    expect(new Set(picked).size).toBe(3);
    expect(() => pickDistinct(["a"], 2, random)).toThrow(RangeError);
  });
});

describe("scoring shared by every game", () => {
  it("passes at 60 % and not below, rounding down", () => {
    expect(PASS_PERCENT).toBe(60);
    expect(scorePercent(30, 50)).toBe(60);
    expect(passed(scorePercent(30, 50))).toBe(true);
    expect(scorePercent(299, 500)).toBe(59);
    expect(passed(59)).toBe(false);
    expect(scorePercent(10, 0)).toBe(0);
    expect(scorePercent(80, 50)).toBe(100);
  });

  it("gives stars only to a passed play", () => {
    expect([0, 59, 60, 74, 75, 89, 90, 100].map(starsFor)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });
});

describe("choice rounds", () => {
  it("scores 10 at the first try, 5 at the second, 0 after that", () => {
    expect([0, 1, 2, 5].map(pointsForRound)).toEqual([10, 5, 0, 0]);
  });

  it("moves to the next round only on a right answer and counts every tap", () => {
    let play = startChoicePlay();
    play = answerChoice(play, false);
    expect(play).toMatchObject({ round: 0, attempts: 1, successes: 0, score: 0, mistakesThisRound: 1 });
    play = answerChoice(play, true);
    expect(play).toMatchObject({ round: 1, attempts: 2, successes: 1, score: 5, mistakesThisRound: 0 });
    for (let index = 1; index < ROUNDS_PER_LEVEL; index += 1) play = answerChoice(play, true);
    expect(choicePlayOver(play, ROUNDS_PER_LEVEL)).toBe(true);
    expect(play.score).toBe(45);
    expect(choiceMaxScore()).toBe(50);
  });
});

describe("colour matching", () => {
  it("has five levels that grow the palette and the choices, naming the colour only from level 4", () => {
    expect(COLOR_LEVELS).toHaveLength(5);
    for (let level = 2; level <= 5; level += 1) {
      expect(colorLevel(level).palette).toBeGreaterThanOrEqual(colorLevel(level - 1).palette);
      expect(colorLevel(level).options).toBeGreaterThanOrEqual(colorLevel(level - 1).options);
    }
    expect(COLOR_LEVELS.map((level) => level.byNameOnly)).toEqual([false, false, false, true, true]);
    expect(colorLevel(5).palette).toBe(Object.keys(COLORS).length);
  });

  it.each(SEEDS)("builds rounds whose options hold the target once, from the level's palette (seed %i)", (seed) => {
    for (let level = 1; level <= 5; level += 1) {
      const palette = Object.keys(COLORS).slice(0, colorLevel(level).palette);
      const rounds = colorRounds(level, seededRandom(seed));
      expect(rounds).toHaveLength(ROUNDS_PER_LEVEL);
      rounds.forEach((round, index) => {
        expect(round.options).toHaveLength(colorLevel(level).options);
        expect(new Set(round.options).size).toBe(round.options.length);
        expect(round.options.filter((option) => option === round.target)).toHaveLength(1);
        for (const option of round.options) expect(palette).toContain(option);
        expect(round.target).not.toBe(index > 0 ? rounds[index - 1]?.target : undefined);
      });
    }
  });
});

describe("shape recognition", () => {
  it("has five levels; colours mix from level 3 and shapes are only named from level 4", () => {
    expect(SHAPE_LEVELS).toHaveLength(5);
    expect(SHAPE_LEVELS.map((level) => level.mixedColors)).toEqual([false, false, true, true, true]);
    expect(SHAPE_LEVELS.map((level) => level.byNameOnly)).toEqual([false, false, false, true, true]);
    expect(shapeLevel(5).palette).toBe(SHAPES.length);
  });

  it.each(SEEDS)("builds valid rounds (seed %i)", (seed) => {
    for (let level = 1; level <= 5; level += 1) {
      const rounds = shapeRounds(level, seededRandom(seed));
      for (const round of rounds) {
        expect(round.options).toContain(round.target);
        expect(new Set(round.options).size).toBe(shapeLevel(level).options);
        for (const option of round.options) expect(SHAPES.slice(0, shapeLevel(level).palette)).toContain(option);
      }
    }
  });
});

describe("counting", () => {
  it("offers three different numbers, all at least 1, one of them right", () => {
    for (const seed of SEEDS) {
      for (const answer of [1, 2, 5, 10]) {
        const options = numberOptions(answer, seededRandom(seed));
        expect(options).toHaveLength(3);
        expect(new Set(options).size).toBe(3);
        expect(options).toContain(answer);
        expect(Math.min(...options)).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it.each(SEEDS)("draws exactly the answer's number of things, plus other things only at level 5 (seed %i)", (seed) => {
    for (let level = 1; level <= 5; level += 1) {
      const { min, max, distractors } = COUNTING_LEVELS[level - 1] as (typeof COUNTING_LEVELS)[number];
      for (const round of countingRounds(level, seededRandom(seed))) {
        expect(round.target).toBeGreaterThanOrEqual(min);
        expect(round.target).toBeLessThanOrEqual(max);
        expect(round.scene.items.filter((item) => item === round.scene.thing)).toHaveLength(round.target);
        expect(round.scene.items).toHaveLength(round.target + distractors);
        expect(round.options).toContain(round.target);
      }
    }
  });

  it("grows from 1-3 things to 10 with others mixed in", () => {
    expect(COUNTING_LEVELS[0]).toMatchObject({ min: 1, max: 3, distractors: 0 });
    expect(COUNTING_LEVELS[4]?.distractors).toBeGreaterThan(0);
  });

  it.each(SEEDS)("counts each level's own things, a different one each round where it has several (seed %i)", (seed) => {
    for (let level = 1; level <= 5; level += 1) {
      const { things } = COUNTING_LEVELS[level - 1] as (typeof COUNTING_LEVELS)[number];
      const rounds = countingRounds(level, seededRandom(seed));
      for (const round of rounds) expect(things).toContain(round.scene.thing);
      const repeats = rounds.filter((round, index) => index > 0 && round.scene.thing === rounds[index - 1]?.scene.thing);
      expect(repeats).toEqual([]);
    }
    // Levels 1-3 count different things: no two first levels look alike.
    const [first, second, third] = COUNTING_LEVELS.map((level) => new Set(level.things));
    for (const thing of first ?? []) expect(second?.has(thing) || third?.has(thing)).toBe(false);
  });
});

function indexesOf(game: MemoryGame, symbol: string) {
  return game.cards.flatMap((card, index) => (card.symbol === symbol ? [index] : []));
}

/** Plays a whole easy game: some mismatches first, then every pair. */
function solve(extraMismatches: number): MemoryGame {
  let game = newMemoryGame(1, seededRandom(5));
  for (let index = 0; index < extraMismatches; index += 1) {
    const other = game.cards.findIndex((card) => card.symbol !== game.cards[0]!.symbol);
    game = hideMismatch(turnCard(turnCard(game, 0), other));
  }
  for (const symbol of new Set(game.cards.map((card) => card.symbol))) {
    const [a, b] = indexesOf(game, symbol) as [number, number];
    game = turnCard(turnCard(game, a), b);
  }
  return game;
}

describe("memory", () => {
  it("deals the spec's 4, 6 and 8 pairs, each symbol twice", () => {
    expect(MEMORY_PAIRS).toEqual([4, 6, 8]);
    for (const level of [1, 2, 3]) {
      const game = newMemoryGame(level, seededRandom(level));
      expect(game.cards).toHaveLength(MEMORY_PAIRS[level - 1]! * 2);
      const counts = new Map<string, number>();
      for (const card of game.cards) counts.set(card.symbol, (counts.get(card.symbol) ?? 0) + 1);
      expect([...counts.values()].every((count) => count === 2)).toBe(true);
    }
  });

  it("keeps a matching pair open and turns a mismatch back only after hideMismatch", () => {
    let game = newMemoryGame(1, seededRandom(9));
    const [a, b] = indexesOf(game, game.cards[0]!.symbol) as [number, number];
    const other = game.cards.findIndex((card) => card.symbol !== game.cards[0]!.symbol);
    game = turnCard(game, a);
    game = turnCard(game, other);
    expect(waitingToHide(game)).toBe(true);
    expect(game.mismatches).toBe(1);
    expect(turnCard(game, b)).toBe(game); // a third card waits
    game = hideMismatch(game);
    expect(game.open).toEqual([]);
    game = turnCard(turnCard(game, a), b);
    expect(game.matched.toSorted()).toEqual([a, b].toSorted());
    expect(turnCard(game, a)).toBe(game); // matched cards stay
    expect(turnCard(game, 99)).toBe(game);
  });

  it("scores full points for a perfect game and takes 2 points per mismatch beyond one per pair", () => {
    expect(memoryScore(solve(0))).toBe(memoryMaxScore(1));
    expect(memoryScore(solve(4))).toBe(40);
    expect(memoryScore(solve(6))).toBe(36);
    expect(memoryScore(solve(100))).toBe(0);
    expect(memoryFinished(solve(0))).toBe(true);
  });
});

describe("the registry and the catalogue", () => {
  it("lists the three free games of the spec and keeps the rest premium", () => {
    expect(GAMES.filter((game) => game.access === "free").map((game) => game.id)).toEqual(["color-matching", "shape-recognition", "counting"]);
    expect(findGame("memory")?.access).toBe("premium");
    expect(findGame("nope")).toBeUndefined();
    expect(isGameId("counting")).toBe(true);
    expect(isGameId("constructor")).toBe(false);
  });

  it("gives every game at least one level, sane ages and a positive maximum per level", () => {
    for (const game of GAMES) {
      expect(game.ages.from).toBeLessThanOrEqual(game.ages.to);
      for (let level = 1; level <= game.levels; level += 1) expect(game.maxScore(level)).toBeGreaterThan(0);
    }
  });

  it("puts each game in exactly one age group", () => {
    const listed = gamesByAgeGroup().flatMap((section) => section.games.map((game) => game.id));
    expect(listed.toSorted()).toEqual(GAMES.map((game) => game.id).toSorted());
  });

  it("shows four games per group until 'show more', and links toggle one group only", () => {
    const many = Array.from({ length: 6 }, (_, index) => ({ ...GAMES[0]!, id: GAMES[index % GAMES.length]!.id, ages: { from: 2, to: 5 } }));
    const [collapsed] = catalogueSections(new Set(), many);
    expect(collapsed).toMatchObject({ hasToggle: true, expanded: false, hiddenCount: 2 });
    expect(collapsed?.shown).toHaveLength(4);
    const [open] = catalogueSections(new Set(["toddlers"]), many);
    expect(open).toMatchObject({ expanded: true, hiddenCount: 0 });
    expect(open?.shown).toHaveLength(6);
    expect(toggleHref(new Set(), "toddlers")).toBe("/courses?more=toddlers#games-toddlers");
    expect(toggleHref(new Set(["toddlers", "school"]), "toddlers")).toBe("/courses?more=school#games-toddlers");
    expect(toggleHref(new Set(["school"]), "school")).toBe("/courses#games-school");
  });
});

describe("game texts", () => {
  const translators = { az: translatorFor("az"), en: translatorFor("en"), ru: translatorFor("ru") };

  it.each(Object.keys(translators) as Array<keyof typeof translators>)("every game has a title, goal, how-to and named levels in %s", (language) => {
    const t = translators[language];
    for (const game of GAMES) {
      for (const key of [gameTitleKey(game.id), gameTextKey(game.id, "goal"), gameTextKey(game.id, "howTo")]) expect(t(key)).not.toBe(key);
      if (!game.namedLevels) continue;
      for (let level = 1; level <= game.levels; level += 1) expect(t(namedLevelKey(game.id, level))).not.toBe(namedLevelKey(game.id, level));
    }
  });

  it("shows the clock as minutes and seconds", () => {
    expect([0, 5, 59.2, 60, 75, 180].map(clock)).toEqual(["0:00", "0:05", "1:00", "1:00", "1:15", "3:00"]);
  });
});
