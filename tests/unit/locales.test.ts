import { readFileSync, readdirSync } from "node:fs";
import { extname, join, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { FAQ } from "~/content/faq";
import { LANGUAGES, type Language } from "~/infrastructure/i18n-config";
import az from "~/locales/az";
import en from "~/locales/en";
import ru from "~/locales/ru";

const LOCALES: Record<Language, unknown> = { az, en, ru };
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Strings that are rightly the same in every language: names, not words to translate. */
/** The plan's name, language names, and words that are the same in Azerbaijani ("oval"). */
const SAME_IN_EVERY_LANGUAGE = new Set([
  "language.names.az",
  "language.names.en",
  "language.names.ru",
  "home.premiumName",
  "games.premium",
  "homework.premium",
  "dashboard.premiumMark",
  "courses.gamePremium",
  "games.shapeRecognition.shapes.oval",
  // The plan's name is the brand word in every language (content review 1.3).
  "subscription.premiumDefault",
  // "Operator" is also the Azerbaijani statutory term (the law on personal data).
  "legal.operator.name",
]);

function leaves(value: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === "string") out.set(path, child);
    else for (const [k, v] of leaves(child, path)) out.set(k, v);
  }
  return out;
}

/** Keys with their plural forms folded together: "errors.rateLimited_one" → "errors.rateLimited". */
function baseKeys(strings: Map<string, string>): Set<string> {
  return new Set([...strings.keys()].map((key) => key.replace(PLURAL_SUFFIX, "")));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? "").toSorted();
}

const LOCALES_DIR = join(import.meta.dirname, "../../app/locales");

/** The files of one language's folder, e.g. "common.json", "games/counting.json". */
function filesOf(language: Language): string[] {
  return readdirSync(join(LOCALES_DIR, language), { recursive: true, encoding: "utf8" })
    .filter((file) => extname(file) !== "")
    .map((file) => file.split(sep).join("/"))
    .toSorted();
}

describe("the locale files (app/locales/README.md)", () => {
  it.each(LANGUAGES)("%s is JSON only, one file per namespace and per game, the same files as en", (language) => {
    const files = filesOf(language);
    // A .ts module here is an old string module from before ADR 042: convert it (README.md).
    expect(files.filter((file) => !file.endsWith(".json"))).toEqual([]);
    expect(files).toEqual(filesOf("en"));
  });

  it.each(LANGUAGES)("every %s file holds only strings and is part of the language's strings", (language) => {
    const tree = LOCALES[language] as Record<string, Record<string, unknown>>;
    for (const file of filesOf(language)) {
      const json = JSON.parse(readFileSync(join(LOCALES_DIR, language, file), "utf8")) as Record<string, unknown>;
      expect(
        [...leaves(json).values()].every((text) => typeof text === "string"),
        file,
      ).toBe(true);
      const name = file.replace(/\.json$/, "");
      const [parent = "", part] = name.split("/");
      // common's sections are at the top of the tree and games.json's beside the games' sections
      // under "games"; any other namespace is under its name, a game's section under games.<section>.
      const spread = name === "common" ? tree : name === "games" ? tree.games : undefined;
      const placed = spread ? Object.fromEntries(Object.keys(json).map((key) => [key, spread[key]])) : part ? tree[parent]?.[part] : tree[name];
      expect(placed, file).toEqual(json);
    }
  });
});

describe("interface strings", () => {
  const english = leaves(en);

  it.each(LANGUAGES)("%s has exactly the keys of en", (language) => {
    expect([...baseKeys(leaves(LOCALES[language]))].toSorted()).toEqual([...baseKeys(english)].toSorted());
  });

  it.each(LANGUAGES)("%s has every plural form its language needs", (language) => {
    const strings = leaves(LOCALES[language]);
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const pluralBases = new Set([...english.keys()].filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, "")));
    for (const base of pluralBases) {
      for (const category of categories) {
        expect(strings.has(`${base}_${category}`), `${language}: ${base}_${category}`).toBe(true);
      }
    }
  });

  it.each(LANGUAGES)("%s gives every {{count}} its plural forms", (language) => {
    // i18next picks a plural form only for `count` (ADR 042): a key
    // whose text has {{count}} and no forms reads "1 practice days" in English, "5 дня" in Russian.
    const strings = leaves(LOCALES[language]);
    const withoutForms = [...strings].filter(([key, text]) => text.includes("{{count}}") && !PLURAL_SUFFIX.test(key)).map(([key]) => key);
    expect(withoutForms).toEqual([]);
  });

  it("puts every number that counts a thing in {{count}}, so it gets its plural forms", () => {
    // A placeholder followed by what it counts ("{{days}} days") takes the noun's form from the
    // number, which only `count` can choose. Not counted here: the end of a range ("2-3 years")
    // and a total after "of" ("3 of 10 questions"), and a name ("how to use {{brand}} day to day").
    const COUNTED =
      /(?<!(?:\bof|[-–])\s?)\{\{\s*(\w+)\s*\}\}\s+(?:age bands?|practice days?|seconds?|minutes?|days?|weeks?|months?|years?|times?|points?|characters?|games?|exercises?|questions?|activities|children)\b/g;
    const offending = [...english].flatMap(([key, text]) =>
      [...text.matchAll(COUNTED)]
        .filter((match) => match[1] !== "brand" && (match[1] !== "count" || !PLURAL_SUFFIX.test(key)))
        .map((match) => `${key}: ${match[0]}`),
    );
    expect(offending).toEqual([]);
  });

  it.each(LANGUAGES)("%s uses in every plural form only what its _other form fills in", (language) => {
    // The code passes the same values to each form of a key: a placeholder the _other form does
    // not know ("{{total}}" beside "{{count}}") is never filled and would be read out as it is.
    const strings = leaves(LOCALES[language]);
    const unknown = [...strings]
      .filter(([key]) => PLURAL_SUFFIX.test(key))
      .flatMap(([key, text]) => {
        const other = strings.get(key.replace(PLURAL_SUFFIX, "_other")) ?? "";
        return placeholders(text)
          .filter((name) => !placeholders(other).includes(name))
          .map((name) => `${key}: {{${name}}}`);
      });
    expect(unknown).toEqual([]);
  });

  it.each(LANGUAGES)("%s has no empty string and keeps the English placeholders", (language) => {
    const strings = leaves(LOCALES[language]);
    for (const [key, text] of strings) {
      expect(text.trim(), `${language}: ${key}`).not.toBe("");
      const englishText = english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, "_other"));
      expect(englishText, `${language}: ${key} has no English counterpart`).toBeDefined();
      expect(placeholders(text), `${language}: ${key}`).toEqual(placeholders(englishText ?? ""));
    }
  });

  it("does not leave English in the Azerbaijani and Russian strings", () => {
    const identical = [...leaves(az)].filter(
      ([key, text]) => !SAME_IN_EVERY_LANGUAGE.has(key) && english.get(key) === text && /[a-z]{4,}/i.test(text.replace(/\{\{\w+\}\}/g, "")),
    );
    expect(identical.map(([key]) => key)).toEqual([]);
    const russianWithoutCyrillic = [...leaves(ru)].filter(
      ([key, text]) => !SAME_IN_EVERY_LANGUAGE.has(key) && /[a-z]{3,}/i.test(text.replace(/\{\{\w+\}\}/g, "")) && !/[а-яё]/i.test(text),
    );
    expect(russianWithoutCyrillic.map(([key]) => key)).toEqual([]);
  });
});

describe("FAQ content", () => {
  it("has unique ids and a question and answer in every language", () => {
    expect(new Set(FAQ.map((entry) => entry.id)).size).toBe(FAQ.length);
    for (const entry of FAQ) {
      for (const language of LANGUAGES) {
        expect(entry.question[language].trim(), `${entry.id} ${language}`).not.toBe("");
        expect(entry.answer[language].trim(), `${entry.id} ${language}`).not.toBe("");
      }
      expect(entry.question.ru).toMatch(/[а-яё]/i);
      expect(entry.question.az).not.toBe(entry.question.en);
    }
  });
});
