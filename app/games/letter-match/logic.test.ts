import { describe, expect, it } from "vitest";
import { POINTS_PER_ROUND, answerChoice, startChoicePlay } from "../choice-rounds";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import az from "~/locales/az/games/letterMatch.json";
import en from "~/locales/en/games/letterMatch.json";
import ru from "~/locales/ru/games/letterMatch.json";
import {
  type Alphabet,
  LETTER_MATCH_LEVELS,
  LETTER_MATCH_ROUNDS,
  LETTER_PICTURE_IDS,
  type LetterPicture,
  alikeIn,
  alphabetProblems,
  letterMatchLevel,
  letterMatchMaxScore,
  letterMatchRounds,
  lowerOf,
  parseAlphabet,
  upperOf,
  wordInitial,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026, 4242];
const ALPHABETS: Record<string, Alphabet> = { az: parseAlphabet(az), en: parseAlphabet(en), ru: parseAlphabet(ru) };
const LANGUAGES = Object.keys(ALPHABETS);
const alphabetOf = (language: string) => ALPHABETS[language] as Alphabet;

describe("letter match: the alphabets in the strings", () => {
  it("has the full alphabet of each language", () => {
    expect(alphabetOf("az").upper.join("")).toBe("ABCÇDEƏFGĞHXIİJKQLMNOÖPRSŞTUÜVYZ");
    expect(alphabetOf("en").upper).toHaveLength(26);
    expect(alphabetOf("ru").upper.join("")).toBe("АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ");
  });

  it("pairs Azerbaijani I with ı and İ with i, which are different letters", () => {
    const alphabet = alphabetOf("az");
    expect(lowerOf(alphabet, "I")).toBe("ı");
    expect(lowerOf(alphabet, "İ")).toBe("i");
    expect(upperOf(alphabet, "i")).toBe("İ");
    expect(upperOf(alphabet, "ı")).toBe("I");
    expect(lowerOf(alphabet, "Ə")).toBe("ə");
    expect(lowerOf(alphabet, "Ğ")).toBe("ğ");
    // JavaScript's own case mapping gets this wrong, which is why the game never uses it.
    expect("I".toLowerCase()).not.toBe(lowerOf(alphabet, "I"));
    expect(lowerOf(alphabet, "W")).toBeUndefined();
  });

  it.each(LANGUAGES)("has consistent letters, groups and words in %s", (language) => {
    expect(alphabetProblems(alphabetOf(language))).toEqual([]);
  });

  it.each(LANGUAGES)("starts every %s word with its initial, by the language's own letters", (language) => {
    const alphabet = alphabetOf(language);
    for (const id of LETTER_PICTURE_IDS) {
      const word = alphabet.words[id];
      expect([id, wordInitial(alphabet, word)]).toEqual([id, alphabet.initials[id]]);
      expect(Array.from(word)[0]).toBe(lowerOf(alphabet, alphabet.initials[id]));
    }
  });

  it("checks the words by hand in each language", () => {
    expect([az.words.dog, az.initials.dog]).toEqual(["it", "İ"]);
    expect([az.words.duck, az.initials.duck]).toEqual(["ördək", "Ö"]);
    expect([az.words.hand, az.initials.hand]).toEqual(["əl", "Ə"]);
    expect([az.words.bread, az.initials.bread]).toEqual(["çörək", "Ç"]);
    expect([az.words.rooster, az.initials.rooster]).toEqual(["xoruz", "X"]);
    expect([ru.words.hedgehog, ru.initials.hedgehog]).toEqual(["ёж", "Ё"]);
    expect([ru.words.apple, ru.initials.apple]).toEqual(["яблоко", "Я"]);
    expect([en.words.umbrella, en.initials.umbrella]).toEqual(["umbrella", "U"]);
  });

  it("keeps English words whose first letter makes its usual sound (no ch, sh, th, kn, soft c or g)", () => {
    for (const id of LETTER_PICTURE_IDS) expect(en.words[id]).not.toMatch(/^(ch|sh|th|ph|wh|kn|wr|c[eiy]|g[ey]|gira|gin)/);
  });

  it("catches a word that does not start with its initial, and unequal cases", () => {
    const broken = parseAlphabet({ ...az, upper: `${az.upper} W`, initials: { ...az.initials, dog: "I" } });
    const problems = alphabetProblems(broken);
    expect(problems.some((problem) => problem.includes("capital letters but"))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('dog: "it" does not start with I'))).toBe(true);
  });

  it("finds look-alike letters in every group holding a letter", () => {
    const alphabet = alphabetOf("az");
    expect(alikeIn(alphabet.lookAlikeUpper, "C").toSorted()).toEqual(["Ç"]);
    expect(alikeIn(alphabet.lookAlikeUpper, "E").toSorted()).toEqual(["F", "Ə"].toSorted());
    expect(alikeIn(alphabet.lookAlikeLower, "i").toSorted()).toEqual(["j", "l", "ı"].toSorted());
    expect(alikeIn(alphabet.lookAlikeUpper, "Z")).toEqual([]);
  });
});

describe("letter match: levels", () => {
  it("has six levels: the same capital, then the small letter, then the picture, each first easy then with look-alikes", () => {
    expect(LETTER_MATCH_LEVELS.map((level) => level.task)).toEqual(["same", "same", "lower", "lower", "picture", "picture"]);
    expect(LETTER_MATCH_LEVELS.map((level) => level.options)).toEqual([3, 4, 3, 4, 3, 4]);
    expect(LETTER_MATCH_LEVELS.map((level) => level.lookAlike)).toEqual([false, true, false, true, false, true]);
    expect(letterMatchLevel(0)).toBe(LETTER_MATCH_LEVELS[0]);
    expect(letterMatchLevel(7)).toBe(LETTER_MATCH_LEVELS[0]);
  });
});

const CASES = LANGUAGES.flatMap((language) => SEEDS.map((seed) => [language, seed] as const));
/** The rounds of every level of one task, in one language, for one seed. */
const roundsOf = (task: string, language: string, seed: number) =>
  LETTER_MATCH_LEVELS.flatMap((settings, index) =>
    settings.task === task ? letterMatchRounds(index + 1, alphabetOf(language), seededRandom(seed)).map((round) => ({ round, settings })) : [],
  );

describe("letter match: rounds", () => {
  it.each(CASES)("holds the answer once among the level's number of choices, never the same letter twice in a row, in %s (seed %i)", (language, seed) => {
    const alphabet = alphabetOf(language);
    for (let level = 1; level <= LETTER_MATCH_LEVELS.length; level += 1) {
      const rounds = letterMatchRounds(level, alphabet, seededRandom(seed));
      expect(rounds).toHaveLength(LETTER_MATCH_ROUNDS);
      rounds.forEach((round, index) => {
        expect(alphabet.upper).toContain(round.letter);
        expect(round.options).toHaveLength(letterMatchLevel(level).options);
        expect(new Set(round.options).size).toBe(round.options.length);
        expect(round.options.filter((option) => option === round.target)).toHaveLength(1);
        expect(round.letter).not.toBe(index > 0 ? rounds[index - 1]?.letter : undefined);
      });
    }
  });

  it.each(CASES)("asks for the same capital letter among capital letters in %s (seed %i)", (language, seed) => {
    const alphabet = alphabetOf(language);
    for (const { round } of roundsOf("same", language, seed)) {
      expect(round.target).toBe(round.letter);
      for (const option of round.options) expect(alphabet.upper).toContain(option);
    }
  });

  it.each(CASES)("asks for the small letter of the capital among small letters in %s (seed %i)", (language, seed) => {
    const alphabet = alphabetOf(language);
    for (const { round } of roundsOf("lower", language, seed)) {
      expect(round.target).toBe(lowerOf(alphabet, round.letter));
      for (const option of round.options) expect(alphabet.lower).toContain(option);
    }
  });

  it.each(CASES)("asks for the one picture starting with the letter, the others starting with other letters, in %s (seed %i)", (language, seed) => {
    const alphabet = alphabetOf(language);
    for (const { round } of roundsOf("picture", language, seed)) {
      for (const option of round.options) expect(LETTER_PICTURE_IDS).toContain(option);
      const initials = round.options.map((id) => alphabet.initials[id as LetterPicture]);
      expect(alphabet.initials[round.target as LetterPicture]).toBe(round.letter);
      expect(new Set(initials).size).toBe(initials.length);
    }
  });

  it.each(LANGUAGES)("puts a look-alike among the choices at the look-alike levels in %s", (language) => {
    const alphabet = alphabetOf(language);
    for (const seed of SEEDS) {
      for (const round of letterMatchRounds(2, alphabet, seededRandom(seed))) {
        const alike = alikeIn(alphabet.lookAlikeUpper, round.letter);
        expect(round.options.some((option) => alike.includes(option))).toBe(true);
      }
      for (const round of letterMatchRounds(4, alphabet, seededRandom(seed))) {
        const alike = alikeIn(alphabet.lookAlikeLower, round.target);
        expect(round.options.some((option) => alike.includes(option))).toBe(true);
      }
    }
  });

  it("asks I against ı and İ against i at the Azerbaijani small-letter level", () => {
    const alphabet = alphabetOf("az");
    const asked = new Map<string, string[]>();
    for (let seed = 0; seed < 60; seed += 1) {
      for (const round of letterMatchRounds(4, alphabet, seededRandom(seed))) asked.set(round.letter, round.options);
    }
    expect(asked.get("İ")).toContain("i");
    expect(asked.get("I")).toContain("ı");
    expect([...(asked.get("İ") ?? []), ...(asked.get("I") ?? [])]).toEqual(expect.arrayContaining(["ı", "i"]));
  });

  it.each(LANGUAGES)("never asks two letters whose sounds are easy to mix up against each other in %s", (language) => {
    const alphabet = alphabetOf(language);
    for (let seed = 0; seed < 40; seed += 1) {
      for (const level of [5, 6]) {
        for (const round of letterMatchRounds(level, alphabet, seededRandom(seed))) {
          const initials = round.options.map((id) => alphabet.initials[id as LetterPicture]);
          for (const group of alphabet.soundAlike) expect(initials.filter((letter) => group.includes(letter)).length).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it("often shows a picture starting with a look-alike letter at the last level (Ç next to C)", () => {
    const alphabet = alphabetOf("az");
    let withAlike = 0;
    let possible = 0;
    for (let seed = 0; seed < 40; seed += 1) {
      for (const round of letterMatchRounds(6, alphabet, seededRandom(seed))) {
        const alike = alikeIn(alphabet.lookAlikeUpper, round.letter);
        if (!LETTER_PICTURE_IDS.some((id) => alike.includes(alphabet.initials[id]))) continue;
        possible += 1;
        if (round.options.some((id) => alike.includes(alphabet.initials[id as LetterPicture]))) withAlike += 1;
      }
    }
    expect(possible).toBeGreaterThan(0);
    expect(withAlike / possible).toBeGreaterThan(0.8);
  });
});

describe("letter match: scoring", () => {
  it("allows 10 points per round, and lets a child who needs a second try now and then pass", () => {
    expect(letterMatchMaxScore(1)).toBe(LETTER_MATCH_ROUNDS * POINTS_PER_ROUND);
    let perfect = startChoicePlay();
    let secondTries = startChoicePlay();
    let guessing = startChoicePlay();
    for (let round = 0; round < LETTER_MATCH_ROUNDS; round += 1) {
      perfect = answerChoice(perfect, true);
      secondTries = answerChoice(round % 2 === 0 ? answerChoice(secondTries, false) : secondTries, true);
      guessing = answerChoice(answerChoice(answerChoice(guessing, false), false), true);
    }
    expect(perfect.score).toBe(letterMatchMaxScore(6));
    expect(scorePercent(secondTries.score, letterMatchMaxScore(6))).toBeGreaterThanOrEqual(PASS_PERCENT);
    expect(guessing).toMatchObject({ score: 0, successes: LETTER_MATCH_ROUNDS });
  });
});
