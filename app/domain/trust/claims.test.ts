import { describe, expect, it } from "vitest";
import { AGE_BANDS } from "~/content/assessment";
import { AUTISM_ITEMS } from "~/content/autism/items";
import { FAQ } from "~/content/faq";
import { HOMEWORK_GROUPS } from "~/content/homework";
import { GAMES } from "~/games/registry";
import { LANGUAGES, type Language } from "~/infrastructure/i18n-config";
import { resources } from "~/locales/resources.server";
import { contentCounts } from "./counts";

/** The texts that tell parents what the product holds: marketing, plans, catalogues, the FAQ. */
const CLAIM_NAMESPACES = ["home", "about", "subscription", "locked", "courses", "games", "homework", "autism", "meta"] as const;

function flatten(value: unknown, path: string, out: Array<[string, string]>): Array<[string, string]> {
  if (typeof value === "string") out.push([path, value]);
  else if (value && typeof value === "object") for (const [key, inner] of Object.entries(value)) flatten(inner, path ? `${path}.${key}` : key, out);
  return out;
}

/** A game's own texts (games.<gameId>.*) describe its rounds ("a quiz of 5 questions"), not the content. */
const GAME_TEXT_KEYS = new Set(GAMES.map((game) => `games.${game.id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}`));

function claimTexts(language: Language): Array<[string, string]> {
  const strings = resources[language].translation as Record<string, unknown>;
  const texts = CLAIM_NAMESPACES.flatMap((namespace) => flatten(strings[namespace], namespace, [])).filter(
    ([key]) => !GAME_TEXT_KEYS.has(key.split(".").slice(0, 2).join(".")),
  );
  return [
    ...texts,
    ...FAQ.flatMap(
      (entry) =>
        [
          [`faq.${entry.id}.q`, entry.question[language]],
          [`faq.${entry.id}.a`, entry.answer[language]],
        ] as Array<[string, string]>,
    ),
  ];
}

/** Words for what the product counts: games, exercises, bands, questions, courses, activities. */
const COUNTED: Record<Language, string> = {
  en: String.raw`(?:age\s+)?(?:games?|exercises?|bands?|questions?|courses?|activit(?:y|ies)|tasks?|lessons?)\b`,
  az: String.raw`(?:yaş\s+)?(?:oyun|tapşırıq|məşğələ|qrup|sual|kurs|dərs)`,
  ru: String.raw`(?:возрастн\S*\s+)?(?:игр|упражнен|групп|вопрос|курс|заняти|задани|урок)`,
};

/** Numbers written as words, which a claim could use instead of digits. */
const NUMBER_WORDS: Record<Language, string> = {
  en: String.raw`\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty|dozens?|hundreds?)`,
  az: String.raw`(?:^|\s)(?:iki|üç|dörd|beş|yeddi|səkkiz|doqquz|on|iyirmi|yüz|onlarla|yüzlərlə)`,
  ru: String.raw`(?:^|\s)(?:дв[аеу]х?|тр[иеё]х?|четыр\S*|пят\S*|шест\S*|сем\S*|восем\S*|девят\S*|десят\S*|двадцат\S*|сотн\S*|десятк\S*)`,
};

/** A count stated next to a counted word in a text instead of taken from the content. */
function statedCounts(text: string, language: Language): string[] {
  const digits = new RegExp(String.raw`\d+\s*\+?\s*-?\s*` + COUNTED[language], "giu");
  const words = new RegExp(NUMBER_WORDS[language] + String.raw`\s+` + COUNTED[language], "giu");
  return [...text.matchAll(digits), ...text.matchAll(words)].map((match) => match[0].trim());
}

describe("claims about the content", () => {
  it.each(LANGUAGES)("state no count of games, exercises, bands or questions of their own in %s: counts come from the content", (language) => {
    const stated = claimTexts(language).flatMap(([key, text]) => statedCounts(text, language).map((claim) => `${key}: «${claim}»`));
    expect(stated).toEqual([]);
  });

  it("catches a hand-written count, in digits or in words", () => {
    expect(statedCounts("All 30+ games", "en")).toEqual(["30+ games"]);
    expect(statedCounts("Courses for nine age bands with more than 200 exercises.", "en")).toEqual(["200 exercises", "nine age bands"]);
    expect(statedCounts("42 sualdan ibarət", "az")).toEqual(["42 sual"]);
    expect(statedCounts("для девяти возрастных групп", "ru")).toEqual(["девяти возрастных групп"]);
    expect(statedCounts("Bütün {{count}} oyun", "az")).toEqual([]);
  });

  it("reads the counts the pages state from the registries", () => {
    const counts = contentCounts();
    expect(counts.games.all).toBe(GAMES.length);
    expect(counts.games.free).toBeLessThanOrEqual(counts.games.all);
    expect(counts.homework.all).toBe(HOMEWORK_GROUPS.reduce((sum, group) => sum + group.tasks.length, 0));
    expect(counts.homework.free).toBe(HOMEWORK_GROUPS.filter((group) => group.access === "free").reduce((sum, group) => sum + group.tasks.length, 0));
    expect(counts.assessmentBands).toBe(AGE_BANDS.length);
    expect(counts.screeningQuestions).toBe(AUTISM_ITEMS.length);
  });

  it.each(LANGUAGES)("promise no feature the product does not have in %s (no “expert support”)", (language) => {
    const strings = resources[language].translation;
    expect(Object.keys(strings.home.features)).not.toContain("support");
    expect(Object.keys(strings.subscription.features)).not.toContain("support");
    const expert = { en: /expert support/i, az: /mütəxəssis dəstəyi/i, ru: /поддержка специалиста/i }[language];
    expect(claimTexts(language).filter(([, text]) => expert.test(text))).toEqual([]);
  });
});
