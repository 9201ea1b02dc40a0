import { describe, expect, it } from "vitest";
import { answerChoice, choicePlayOver, startChoicePlay } from "../choice-rounds";
import { seededRandom } from "../random";
import { passed, scorePercent } from "../scoring";
import azStrings from "~/locales/az/games/nameObject.json";
import enStrings from "~/locales/en/games/nameObject.json";
import ruStrings from "~/locales/ru/games/nameObject.json";
import { NAME_OBJECT_PICTURES } from "./pictures";
import {
  NAME_OBJECT_CATEGORIES,
  NAME_OBJECT_CATEGORY_IDS,
  NAME_OBJECT_ITEMS,
  NAME_OBJECT_LEVELS,
  NAME_OBJECT_ROUNDS,
  type NameObjectRound,
  isNameObjectAnswer,
  isNameObjectCategory,
  itemsOf,
  nameObjectItem,
  nameObjectLevel,
  nameObjectMaxScore,
  nameObjectRounds,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026, 777];
const LEVELS = [1, 2, 3, 4, 5];
const categoryOf = (id: string) => NAME_OBJECT_ITEMS.find((item) => item.id === id)?.category;

/** Plays a level: `firstTry` rounds right at once, `secondTry` after one mistake, the rest after two. */
function playLevel(rounds: ReadonlyArray<NameObjectRound>, firstTry: number, secondTry: number) {
  let play = startChoicePlay();
  rounds.forEach((round, index) => {
    const wrong = round.options.find((option) => option !== round.target);
    if (wrong === undefined) throw new Error("a round without a wrong option");
    const mistakes = index < firstTry ? 0 : index < firstTry + secondTry ? 1 : 2;
    for (let mistake = 0; mistake < mistakes; mistake += 1) play = answerChoice(play, isNameObjectAnswer(round, wrong));
    play = answerChoice(play, isNameObjectAnswer(round, round.target));
  });
  return play;
}

describe("name-object categories", () => {
  it("has at least six categories of at least eight items, every item with its own id and picture", () => {
    expect(NAME_OBJECT_CATEGORY_IDS).toEqual(["animals", "fruit", "vehicles", "home", "clothes", "body"]);
    for (const category of NAME_OBJECT_CATEGORY_IDS) expect(itemsOf(category).length).toBeGreaterThanOrEqual(8);
    const ids = NAME_OBJECT_ITEMS.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    const pictures = NAME_OBJECT_ITEMS.map((item) => NAME_OBJECT_PICTURES[item.id].name);
    expect(new Set(pictures).size).toBe(pictures.length);
    expect(nameObjectItem("dog")).toEqual({ id: "dog", category: "animals" });
    expect(NAME_OBJECT_CATEGORIES.animals).toContain("dog");
  });

  it("accepts only its own category ids as the URL's variant", () => {
    for (const category of NAME_OBJECT_CATEGORY_IDS) expect(isNameObjectCategory(category)).toBe(true);
    for (const value of ["", "Animals", "dog", "toString", "constructor", "__proto__", null, undefined]) {
      expect(isNameObjectCategory(value)).toBe(false);
    }
  });

  it.each([
    ["en", enStrings],
    ["az", azStrings],
    ["ru", ruStrings],
  ] as const)("names every category and item in %s, each name different from the others", (_language, strings) => {
    for (const category of NAME_OBJECT_CATEGORY_IDS) expect(strings.categories[category]?.trim()).toBeTruthy();
    const names = NAME_OBJECT_ITEMS.map((item) => strings.items[item.id]);
    for (const name of names) expect(name?.trim()).toBeTruthy();
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
    expect(Object.keys(strings.items).toSorted()).toEqual(NAME_OBJECT_ITEMS.map((item) => item.id).toSorted());
  });

  it("writes Russian in Cyrillic and never leaves an Azerbaijani name in English", () => {
    for (const item of NAME_OBJECT_ITEMS) {
      expect(ruStrings.items[item.id]).toMatch(/^[А-Яа-яЁё -]+$/);
      expect(azStrings.items[item.id]).not.toBe(enStrings.items[item.id]);
    }
  });
});

describe("name-object levels", () => {
  it("grows from hearing a word among 2 pictures to naming a picture among 4 look-alike words", () => {
    expect(NAME_OBJECT_LEVELS).toHaveLength(5);
    expect(NAME_OBJECT_LEVELS.map((level) => level.mode)).toEqual(["hear", "hear", "see", "hear", "see"]);
    expect(NAME_OBJECT_LEVELS.map((level) => level.options)).toEqual([2, 3, 3, 4, 4]);
    expect(NAME_OBJECT_LEVELS.map((level) => level.sameCategory)).toEqual([false, true, false, true, true]);
    for (let level = 2; level <= 5; level += 1) expect(nameObjectLevel(level).options).toBeGreaterThanOrEqual(nameObjectLevel(level - 1).options);
    expect(nameObjectLevel(99)).toEqual(nameObjectLevel(1));
  });

  it.each(SEEDS)("deals six rounds of different targets, each once among distinct options (seed %i)", (seed) => {
    for (const level of LEVELS) {
      for (const variant of [null, ...NAME_OBJECT_CATEGORY_IDS]) {
        const rounds = nameObjectRounds(level, seededRandom(seed), variant);
        expect(rounds).toHaveLength(NAME_OBJECT_ROUNDS);
        expect(new Set(rounds.map((round) => round.target)).size).toBe(NAME_OBJECT_ROUNDS);
        for (const round of rounds) {
          expect(round.options).toHaveLength(nameObjectLevel(level).options);
          expect(new Set(round.options).size).toBe(round.options.length);
          expect(round.options.filter((option) => option === round.target)).toHaveLength(1);
          expect(categoryOf(round.target)).toBe(round.category);
        }
      }
    }
  });

  it.each(SEEDS)("keeps a chosen category's rounds inside it (seed %i)", (seed) => {
    for (const level of LEVELS) {
      for (const category of NAME_OBJECT_CATEGORY_IDS) {
        for (const round of nameObjectRounds(level, seededRandom(seed), category)) {
          for (const option of round.options) expect(categoryOf(option)).toBe(category);
        }
      }
    }
  });

  it.each(SEEDS)("mixes categories: different ones at levels 1-3, the target's own at levels 4-5 (seed %i)", (seed) => {
    for (const level of LEVELS) {
      const rounds = nameObjectRounds(level, seededRandom(seed), null);
      for (const round of rounds) {
        const categories = new Set(round.options.map(categoryOf));
        // Look-alike levels: one category, the target's; easier levels: a different category per option.
        const expected = nameObjectLevel(level).sameCategory ? [round.category] : round.options.map(categoryOf);
        expect([...categories].toSorted()).toEqual([...new Set(expected)].toSorted());
        expect(categories.size).toBe(nameObjectLevel(level).sameCategory ? 1 : round.options.length);
      }
    }
    // Over a few plays, the mix really draws from more than one category.
    const drawn = new Set(SEEDS.flatMap((other) => nameObjectRounds(1, seededRandom(other + seed)).map((round) => round.category)));
    expect(drawn.size).toBeGreaterThan(2);
  });

  it("plays the mix for an unknown category, exactly as for none", () => {
    expect(nameObjectRounds(4, seededRandom(5), "dinosaurs")).toEqual(nameObjectRounds(4, seededRandom(5), null));
    expect(nameObjectRounds(2, seededRandom(8), "animals")).not.toEqual(nameObjectRounds(2, seededRandom(8), null));
  });

  it("replays the same rounds for the same seed", () => {
    expect(nameObjectRounds(3, seededRandom(11))).toEqual(nameObjectRounds(3, seededRandom(11)));
  });
});

describe("name-object checking and scoring", () => {
  const rounds = nameObjectRounds(1, seededRandom(3));

  it("accepts only the target", () => {
    const [round] = rounds as [NameObjectRound];
    for (const option of round.options) expect(isNameObjectAnswer(round, option)).toBe(option === round.target);
  });

  it("allows 60 points per level: 10 per round at the first try", () => {
    for (const level of LEVELS) expect(nameObjectMaxScore(level)).toBe(60);
    const perfect = playLevel(rounds, NAME_OBJECT_ROUNDS, 0);
    expect(choicePlayOver(perfect, rounds.length)).toBe(true);
    expect(perfect).toMatchObject({ score: 60, attempts: 6, successes: 6 });
    expect(scorePercent(perfect.score, nameObjectMaxScore(1))).toBe(100);
  });

  it("passes a good play with some second tries and gives partial credit to a weaker one", () => {
    const good = playLevel(rounds, 2, 4); // 20 + 20
    expect(good.score).toBe(40);
    expect(passed(scorePercent(good.score, nameObjectMaxScore(1)))).toBe(true);
    const allSecond = playLevel(rounds, 0, 6);
    expect(allSecond).toMatchObject({ score: 30, attempts: 12, successes: 6 });
    expect(passed(scorePercent(allSecond.score, nameObjectMaxScore(1)))).toBe(false);
    const lost = playLevel(rounds, 0, 0);
    expect(lost).toMatchObject({ score: 0, attempts: 18, successes: 6 });
  });
});
