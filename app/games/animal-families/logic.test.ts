import { describe, expect, it } from "vitest";
import { ROUNDS_PER_LEVEL, answerChoice, startChoicePlay } from "../choice-rounds";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import az from "~/locales/az/games/animalFamilies.json";
import en from "~/locales/en/games/animalFamilies.json";
import ru from "~/locales/ru/games/animalFamilies.json";
import { FAMILY_PICTURES } from "./pictures";
import {
  ANIMALS,
  type Animal,
  DOMESTIC,
  FAMILY_LEVELS,
  type FamilyRound,
  SAME_BABY_WORD,
  WILD,
  animalFamiliesMaxScore,
  byWordOnly,
  familyLevel,
  familyOptions,
  familyRounds,
  poolAnimals,
  sameBabyWord,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026];
const LANGUAGES = [
  ["en", en],
  ["az", az],
  ["ru", ru],
] as const;

/** What is wrong with a level's rounds (nothing, for a valid play). */
function problems(level: number, rounds: ReadonlyArray<FamilyRound>): string[] {
  const settings = familyLevel(level);
  const pool = poolAnimals(settings.pool);
  const found: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) found.push(what);
  };
  check(rounds.length === ROUNDS_PER_LEVEL, "round count");
  check(new Set(rounds.map((round) => round.target)).size === rounds.length, "a family twice");
  for (const round of rounds) {
    check(round.mode === settings.mode && round.picture === settings.picture, "level settings");
    check(round.options.length === settings.options && new Set(round.options).size === settings.options, "different options");
    check(round.options.filter((animal) => animal === round.target).length === 1, "target once");
    check(
      round.options.every((animal) => pool.includes(animal)),
      "animals of the level",
    );
    const apart = round.options.every((a, index) => round.options.slice(index + 1).every((b) => !sameBabyWord(a, b)));
    check(!byWordOnly(settings) || apart, "two babies with the same name");
  }
  return found;
}

describe("animal families animals", () => {
  it("splits the animals into farm and wild ones, each with a mum's picture and a young one's of its own", () => {
    expect([...DOMESTIC, ...WILD].toSorted()).toEqual(ANIMALS.toSorted());
    const mums = ANIMALS.map((animal) => FAMILY_PICTURES[animal].mum.name);
    expect(new Set(mums).size).toBe(ANIMALS.length);
    const babies = ANIMALS.map((animal) => FAMILY_PICTURES[animal].baby.name);
    expect(new Set(babies).size).toBe(ANIMALS.length);
    // No baby is drawn as a mum: every young one is a picture of its own.
    for (const baby of babies) expect(mums).not.toContain(baby);
    for (const animal of ANIMALS) expect(FAMILY_PICTURES[animal].baby.body).toMatch(/<(path|ellipse|circle)/);
  });

  it.each(LANGUAGES)("names babies differently in %s unless the animals share a same-word group", (_language, strings) => {
    const pairs = ANIMALS.flatMap((a) => ANIMALS.filter((b) => a < b).map((b) => [a, b] as const));
    const clashes = pairs.filter(([a, b]) => strings.babies[a] === strings.babies[b]);
    for (const [a, b] of clashes) expect(sameBabyWord(a, b), `${a} / ${b}`).toBe(true);
    expect(new Set(Object.values(strings.animals)).size).toBe(ANIMALS.length);
    expect(new Set(Object.values(strings.findMum)).size).toBe(ANIMALS.length);
  });

  it("groups only the animals English calls calves and cubs", () => {
    expect(SAME_BABY_WORD.flat().toSorted()).toEqual(["bear", "camel", "cow", "elephant", "fox", "lion", "tiger", "wolf"]);
    expect(sameBabyWord("cow", "elephant")).toBe(true);
    expect(sameBabyWord("cow", "lion")).toBe(false);
    expect(sameBabyWord("hen", "hen")).toBe(true);
    expect(sameBabyWord("hen", "duck")).toBe(false);
  });
});

describe("animal families levels", () => {
  it("grows from farm animals with a picture to naming every baby", () => {
    expect(FAMILY_LEVELS.map((level) => level.mode)).toEqual(["findMum", "findMum", "findMum", "findMum", "nameBaby", "nameBaby"]);
    expect(FAMILY_LEVELS.map((level) => level.pool)).toEqual(["farm", "domestic", "wild", "all", "domestic", "all"]);
    expect(FAMILY_LEVELS.map((level) => level.options)).toEqual([2, 3, 3, 3, 3, 4]);
    expect(FAMILY_LEVELS.map(byWordOnly)).toEqual([false, false, false, true, true, true]);
    expect(poolAnimals("farm")).toEqual(["cow", "sheep", "horse", "hen", "cat", "dog"]);
    expect(poolAnimals("wild")).toBe(WILD);
    expect(poolAnimals("all")).toHaveLength(ANIMALS.length);
    expect(familyLevel(0)).toBe(FAMILY_LEVELS[0]);
  });

  it.each(SEEDS)("deals valid rounds at every level (seed %i)", (seed) => {
    for (let level = 1; level <= FAMILY_LEVELS.length; level += 1) expect(problems(level, familyRounds(level, seededRandom(seed)))).toEqual([]);
  });

  it("reports broken rounds (the checker itself can fail)", () => {
    const rounds = familyRounds(4, seededRandom(1));
    const clash: FamilyRound = { mode: "findMum", target: "cow", options: ["cow", "elephant", "hen"], picture: false };
    expect(problems(4, [clash, ...rounds.slice(1)])).toContain("two babies with the same name");
    expect(problems(1, familyRounds(3, seededRandom(1)))).toContain("animals of the level");
  });

  it("keeps same-word babies apart only when asked, and always holds the target once", () => {
    for (const seed of SEEDS) {
      const apart = familyOptions("bear", ANIMALS, 4, seededRandom(seed), true);
      expect(apart.filter((animal) => sameBabyWord("bear", animal))).toEqual(["bear"]);
      expect(apart).toHaveLength(4);
    }
    // Among the five cubs alone there is no room to keep them apart: the options stay short rather than mixing them up.
    const cubs: Animal[] = ["bear", "lion", "wolf", "fox", "tiger"];
    expect(familyOptions("lion", cubs, 3, seededRandom(1), true)).toEqual(["lion"]);
    expect(familyOptions("lion", cubs, 3, seededRandom(1), false)).toHaveLength(3);
  });
});

describe("animal families scoring and strings", () => {
  it("scores 10 at the first try and 5 at the second", () => {
    let best = startChoicePlay();
    let second = startChoicePlay();
    for (let round = 0; round < ROUNDS_PER_LEVEL; round += 1) {
      best = answerChoice(best, true);
      second = answerChoice(answerChoice(second, false), true);
    }
    expect(best.score).toBe(animalFamiliesMaxScore(1));
    expect(animalFamiliesMaxScore(6)).toBe(50);
    expect(scorePercent(second.score, animalFamiliesMaxScore(1))).toBeLessThan(PASS_PERCENT);
  });

  it.each(LANGUAGES)("has every animal's names, questions and pair sentence in %s", (_language, strings) => {
    for (const table of [strings.animals, strings.babies, strings.findMum, strings.nameBaby, strings.pairs]) {
      expect(Object.keys(table).toSorted()).toEqual(ANIMALS.toSorted());
    }
  });

  it("uses Azerbaijani and Russian words of their own for the babies", () => {
    for (const animal of ANIMALS) {
      expect(ru.babies[animal]).toMatch(/^[а-яё ]+$/i);
      expect(az.babies[animal]).not.toBe(en.babies[animal]);
    }
    expect([az.babies.cow, az.babies.sheep, az.babies.horse, az.babies.hen, az.babies.goat, az.babies.camel]).toEqual([
      "buzov",
      "quzu",
      "qulun",
      "cücə",
      "oğlaq",
      "köşək",
    ]);
    expect([ru.babies.cow, ru.babies.sheep, ru.babies.horse, ru.babies.hen, ru.babies.cat]).toEqual(["телёнок", "ягнёнок", "жеребёнок", "цыплёнок", "котёнок"]);
  });
});
