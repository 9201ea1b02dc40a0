import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { itemsForAge } from "~/domain/assessment/items";
import { LANGUAGES } from "~/infrastructure/i18n-config";
import { AGE_BANDS } from ".";
import { DOMAINS, type AgeBand } from "./types";

const pad = (n: number) => String(n).padStart(2, "0");

const EXPECTED_BANDS = [
  [1, 3],
  [4, 5],
  [6, 7],
  [8, 9],
  [10, 11],
  [12, 13],
  [14, 15],
  [16, 17],
  [18, 23],
  [24, 29],
  [30, 35],
  [36, 47],
  [48, 72],
];

/**
 * Every item id ever published, by band and domain. Saved answers refer to these ids, so none
 * may disappear: an item that is no longer asked moves to its band's `retiredItems`, and a new
 * item gets a new number (add it here).
 */
const PUBLISHED_IDS: Record<string, Record<string, number[]>> = {
  "m01-03": { social: [1, 2, 3, 4, 5], language: [1, 2, 3], cognitive: [1, 2, 3], movement: [1, 2, 3, 4] },
  "m04-05": { social: [1, 2, 3, 4, 5], language: [1, 2, 3], cognitive: [1, 2, 3, 4], movement: [1, 2, 3, 4] },
  "m06-07": { social: [1, 2, 3, 4, 5], language: [1, 2, 3, 4], cognitive: [1, 2, 3, 4], movement: [1, 2, 3, 4, 5] },
  "m08-09": { social: [1, 2, 3], language: [1, 2, 3, 4], cognitive: [1, 2, 3, 4], movement: [1, 2, 3, 4] },
  "m10-11": { social: [1, 2, 3, 4, 5, 6], language: [1, 2, 3, 4, 5, 6], cognitive: [1, 2, 3, 4, 5], movement: [1, 2, 3, 4, 5] },
  "m12-13": { social: [1, 2, 3, 4, 5, 6], language: [1, 2, 3, 4, 5, 6], cognitive: [1, 2, 3, 4, 5], movement: [1, 2, 3, 4, 5] },
  "m14-15": { social: [1, 2, 3, 4, 5, 6, 7], language: [1, 2, 3, 4], cognitive: [1, 2, 3, 4], movement: [1, 2, 3, 4] },
  "m16-17": { social: [1, 2, 3, 4, 5, 6, 7, 8], language: [1, 2, 3, 4, 5], cognitive: [1, 2, 3, 4], movement: [1, 2, 3, 4] },
  "m18-23": { social: [1, 2, 3, 4, 5, 6, 7], language: [1, 2, 3, 4, 5, 6], cognitive: [1, 2, 3, 4], movement: [1, 2, 3, 4, 5] },
  "m24-29": { social: [1, 2, 3, 4, 5, 6], language: [1, 2, 3, 4, 5, 6], cognitive: [1, 2, 3, 4], movement: [1, 2, 3, 4, 5] },
  "m30-35": { social: [1, 2, 3, 4, 5, 6], language: [1, 2, 3, 4, 5, 6, 7, 8, 9], cognitive: [1, 2, 3, 4, 5], movement: [1, 2, 3, 4, 5] },
  "m36-47": { social: [1, 2, 3, 4], language: [1, 2, 3, 4, 5, 6, 7, 8, 9], cognitive: [1, 2, 3, 4, 5], movement: [1, 2, 3, 4, 5, 6, 7] },
  "m48-72": {
    social: [1, 2, 3, 4, 5, 6, 7, 8],
    language: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    cognitive: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    movement: [1, 2, 3, 4, 5, 6, 7],
  },
};

/** Items whose "not yet" alone is reason to talk with the doctor (public red flags). */
const RED_FLAGS = [
  "m01-03.social.5", // social smile, from 2 months
  "m04-05.movement.1", // head control
  "m06-07.language.3", // turns to sounds
  "m08-09.language.1", // babbles in strings
  "m08-09.language.2", // responds to name
  "m08-09.movement.1", // sits without support
  "m10-11.social.6", // turns to their name across a room
  "m12-13.social.6", // turns to their name across a room
  "m12-13.language.4", // gestures
  "m14-15.social.2", // shows things to share
  "m14-15.language.3", // points to ask
  "m14-15.social.7", // turns to their name across a room
  "m16-17.social.8", // turns to their name across a room
  "m18-23.social.6", // points to share
  "m18-23.language.1", // at least three words
  "m18-23.movement.1", // walks steadily
  "m24-29.language.1", // two-word phrases
  "m30-35.language.9", // phrases of two or more words
  "m36-47.language.1", // sentences of three words
  "m48-72.language.4", // understood outside the family
];

/** The exact ages each band's questions are checked at: its ends, and both halves of 48-72. */
function checkedAges(band: AgeBand): number[] {
  const ages = new Set([band.minMonths, band.maxMonths]);
  for (const item of band.items) {
    if (item.fromMonths !== undefined) ages.add(item.fromMonths).add(item.fromMonths - 1);
    if (item.toMonths !== undefined) ages.add(item.toMonths).add(item.toMonths + 1);
  }
  // A baby under one month is asked the first band's questions.
  const youngest = band.minMonths === 1 ? 0 : band.minMonths;
  if (band.minMonths === 1) ages.add(0);
  return [...ages].filter((age) => age >= youngest && age <= band.maxMonths).toSorted((a, b) => a - b);
}

const allItems = (band: AgeBand) => [...band.items, ...band.retiredItems];

describe("developmental assessment content", () => {
  it("has the 13 age bands of the spec, contiguous and in order", () => {
    expect(AGE_BANDS.map((band) => [band.minMonths, band.maxMonths])).toEqual(EXPECTED_BANDS);
    for (const band of AGE_BANDS) {
      expect(band.id).toBe(`m${pad(band.minMonths)}-${pad(band.maxMonths)}`);
    }
  });

  it.each(AGE_BANDS.map((band) => [band.id, band] as const))(
    "%s asks 12-20 items at every age, with at least 3 in each domain (2 that need no particular situation)",
    (_id, band) => {
      for (const age of checkedAges(band)) {
        const items = itemsForAge(band, age);
        expect(items.length, `${band.id} at ${age} months`).toBeGreaterThanOrEqual(12);
        expect(items.length, `${band.id} at ${age} months`).toBeLessThanOrEqual(20);
        for (const domain of DOMAINS) {
          const inDomain = items.filter((item) => item.domain === domain);
          expect(inDomain.length, `${band.id} ${domain} at ${age} months`).toBeGreaterThanOrEqual(3);
          expect(inDomain.filter((item) => !item.needsSituation).length, `${band.id} ${domain} at ${age} months`).toBeGreaterThanOrEqual(2);
        }
      }
      for (const domain of DOMAINS) {
        expect(band.activities.filter((activity) => activity.domain === domain).length, `${band.id} ${domain}`).toBeGreaterThanOrEqual(2);
      }
    },
  );

  it("asks different items at both ends of 48-72 months, each end with every domain, and the social smile from 2 months", () => {
    const band = AGE_BANDS.find((candidate) => candidate.id === "m48-72");
    if (!band) throw new Error("no 48-72 band");
    const four = itemsForAge(band, 48);
    const five = itemsForAge(band, 72);
    expect(itemsForAge(band, 53)).toEqual(four);
    expect(itemsForAge(band, 60)).toEqual(five);
    for (const domain of DOMAINS) {
      const only = (items: typeof four, others: typeof four) => items.filter((item) => item.domain === domain && !others.includes(item));
      expect(only(four, five).length, `48-59 ${domain}`).toBeGreaterThan(0);
      expect(only(five, four).length, `60-72 ${domain}`).toBeGreaterThan(0);
    }
    const first = AGE_BANDS[0];
    if (!first) throw new Error("no first band");
    const smile = first.items.find((item) => item.id === "m01-03.social.5");
    expect(smile?.fromMonths).toBe(2);
    expect(itemsForAge(first, 1)).not.toContain(smile);
    expect(itemsForAge(first, 2)).toContain(smile);
  });

  it("keeps every published item id, current or retired, and lists every id it has", () => {
    const published = Object.entries(PUBLISHED_IDS).flatMap(([band, domains]) =>
      Object.entries(domains).flatMap(([domain, numbers]) => numbers.map((n) => `${band}.${domain}.${n}`)),
    );
    const present = AGE_BANDS.flatMap((band) => allItems(band).map((item) => item.id));
    expect(present.toSorted()).toEqual(published.toSorted());
  });

  it("marks the red-flag items, never on an item that needs a particular situation", () => {
    const marked = AGE_BANDS.flatMap((band) => band.items.filter((item) => item.redFlag).map((item) => item.id));
    expect(marked.toSorted()).toEqual(RED_FLAGS.toSorted());
    for (const band of AGE_BANDS) {
      for (const item of allItems(band)) expect(Boolean(item.redFlag && item.needsSituation), `${item.id}`).toBe(false);
    }
  });

  it("limits items by exact age only within their band", () => {
    for (const band of AGE_BANDS) {
      for (const item of band.items) {
        const from = item.fromMonths ?? band.minMonths;
        const to = item.toMonths ?? band.maxMonths;
        expect(from, `${item.id}`).toBeGreaterThanOrEqual(band.minMonths);
        expect(to, `${item.id}`).toBeLessThanOrEqual(band.maxMonths);
        expect(from, `${item.id}`).toBeLessThanOrEqual(to);
      }
    }
  });

  it("uses unique, stable ids that name their band and domain", () => {
    const ids = AGE_BANDS.flatMap((band) => [...allItems(band), ...band.activities].map((entry) => entry.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const band of AGE_BANDS) {
      for (const item of allItems(band)) expect(item.id).toMatch(new RegExp(`^${band.id}\\.${item.domain}\\.\\d+$`));
      for (const activity of band.activities) expect(activity.id).toMatch(new RegExp(`^${band.id}\\.${activity.domain}\\.a\\d+$`));
    }
  });

  it("has every text in every language, and Azerbaijani and Russian that are not English", () => {
    for (const band of AGE_BANDS) {
      const texts = [...allItems(band).map((i) => i.text), ...band.activities.flatMap((a) => [a.title, a.description])];
      for (const text of texts) {
        for (const language of LANGUAGES) expect(text[language].trim(), `${band.id}: ${text.en}`).not.toBe("");
        expect(text.az).not.toBe(text.en);
        expect(text.ru).toMatch(/[а-яё]/i);
      }
    }
  });

  it("states behaviour in one consistent style: no questions, no closing full stop", () => {
    for (const band of AGE_BANDS) {
      for (const item of band.items) {
        for (const language of LANGUAGES) expect(item.text[language], `${item.id} ${language}`).not.toMatch(/[?.]\s*$/);
      }
    }
  });

  it("quotes with «» in Azerbaijani and Russian, and uses the em dash in Russian", () => {
    for (const band of AGE_BANDS) {
      const texts = [...band.items.map((i) => i.text), ...band.activities.flatMap((a) => [a.title, a.description])];
      for (const text of texts) {
        for (const language of ["az", "ru"] as const) expect(text[language], `${band.id}: ${text.en}`).not.toMatch(/["“”„]/);
        expect(text.ru, `${band.id}: ${text.en}`).not.toMatch(/ – /);
      }
    }
  });
});

/** The current item with this id, and the band it belongs to. */
function currentItem(id: string) {
  for (const band of AGE_BANDS) {
    const item = band.items.find((candidate) => candidate.id === id);
    if (item) return { band, item };
  }
  throw new Error(`${id} is not asked`);
}

describe("clear items and key behaviours (content review 4.5 and 4.6)", () => {
  it("never opens an item with a word of the answer scale (sometimes)", () => {
    const scaleWords = { az: /^bəzən/i, en: /^sometimes/i, ru: /^иногда/i };
    for (const band of AGE_BANDS) {
      for (const item of band.items) for (const language of LANGUAGES) expect(item.text[language], `${item.id} ${language}`).not.toMatch(scaleWords[language]);
    }
  });

  it("asks about stairs with feet taking turns, in every language", () => {
    for (const id of ["m36-47.movement.1", "m48-72.movement.2"]) {
      const { text } = currentItem(id).item;
      expect(text.en).toMatch(/feet taking turns/);
      expect(text.az).toMatch(/növbə ilə/);
      expect(text.ru).toMatch(/чередуя ноги/);
    }
  });

  it("asks the situational social items with 'haven't had the chance' and no longer asks the unclear ones", () => {
    expect(currentItem("m48-72.social.3").item.needsSituation).toBe(true);
    expect(currentItem("m06-07.social.5").item.needsSituation).toBe(true);
    const asked = AGE_BANDS.flatMap((band) => band.items.map((item) => item.id));
    for (const unclear of ["m01-03.social.4", "m06-07.social.2", "m16-17.social.1", "m30-35.social.4"]) expect(asked).not.toContain(unclear);
  });

  it.each([
    ["m18-23.language.6", 18], // a one-step request without gestures
    ["m30-35.language.7", 30], // I, me
    ["m30-35.language.8", 30], // about 50 words
    ["m30-35.cognitive.5", 30], // a colour
    ["m36-47.language.8", 36], // understood by others
    ["m36-47.language.9", 36], // first name
    ["m36-47.movement.6", 36], // draws a circle
    ["m36-47.movement.7", 36], // uses a fork
  ] as const)("asks %s at %i months, the band's lower age", (id, age) => {
    const { band, item } = currentItem(id);
    expect(band.minMonths).toBe(age);
    expect(itemsForAge(band, age)).toContain(item);
  });
});

describe("no developmental age", () => {
  const localeRoot = join(import.meta.dirname, "../../locales");
  const files = readdirSync(localeRoot, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".ts"));

  it("appears in no locale string and in no assessment text", () => {
    const developmentalAge = /developmental[ -]age|developmentalAge|inkişaf yaşı|возраст(?:а|ом)? развития|like an? \d+-month-old/i;
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(readFileSync(join(localeRoot, file), "utf8"), `${file}`).not.toMatch(developmentalAge);
    for (const band of AGE_BANDS) {
      for (const item of allItems(band)) for (const language of LANGUAGES) expect(item.text[language]).not.toMatch(developmentalAge);
    }
  });
});

describe("early social signs and red flags in every band", () => {
  it("gives every band at least one red-flag item", () => {
    for (const band of AGE_BANDS)
      expect(
        band.items.some((item) => item.redFlag),
        band.id,
      ).toBe(true);
  });

  it("asks every child of 10 to 17 months, as a red flag, whether they turn to their name called across the room", () => {
    const toddlers = AGE_BANDS.filter((band) => band.minMonths >= 10 && band.maxMonths <= 17);
    expect(toddlers.map((band) => band.id)).toEqual(["m10-11", "m12-13", "m14-15", "m16-17"]);
    const byName = { az: /adını çağırsanız/, en: /call their name from the other side of the room/, ru: /зовёте его по имени с другого конца комнаты/ };
    for (const band of toddlers) {
      for (let age = band.minMonths; age <= band.maxMonths; age += 1) {
        const asked = itemsForAge(band, age).filter((item) => LANGUAGES.every((language) => byName[language].test(item.text[language])));
        expect(
          asked.map((item) => [item.domain, item.redFlag]),
          `${band.id} at ${age} months`,
        ).toEqual([["social", true]]);
      }
    }
  });
});

/** Whether the current item with this id is asked at this age. */
function askedAt(id: string, age: number): boolean {
  return itemsForAge(currentItem(id).band, age).some((item) => item.id === id);
}

describe("items at the age most children manage them", () => {
  it.each([
    ["m18-23.language.2", 21], // points to a body part
    ["m18-23.cognitive.1", 21], // pretend play
    ["m48-72.movement.3", 54], // cuts along a line
    ["m48-72.movement.5", 54], // dresses mostly alone
  ] as const)("asks %s only from %i months", (id, from) => {
    expect(askedAt(id, from - 1)).toBe(false);
    expect(askedAt(id, from)).toBe(true);
  });

  it("asks about speech strangers understand at 3 as a plain item, of people who share the home language", () => {
    const { item } = currentItem("m36-47.language.8");
    expect(item.redFlag).toBeFalsy();
    expect(item.text.en).toMatch(/speak your home language/);
    expect(item.text.az).toMatch(/evdə danışdığınız dili bilən/);
    expect(item.text.ru).toMatch(/знают ваш домашний язык/);
  });

  it("counts object permanence once at 12-13 months: the two-cup item is retired", () => {
    const band = currentItem("m12-13.cognitive.5").band;
    expect(band.items.map((item) => item.id)).not.toContain("m12-13.cognitive.2");
    expect(band.retiredItems.map((item) => item.id)).toContain("m12-13.cognitive.2");
  });
});

/**
 * Phrases no item may use, in any language: wording and examples of published screening
 * instruments and milestone checklists (our items say it in our own words), and slips of
 * language a review found.
 */
const FORBIDDEN_PHRASES = [
  // a published screening instrument's pointing example and items
  "plane in the sky",
  "airplane",
  "aeroplane",
  "самолёт",
  "təyyarə",
  "just to share",
  "not to get help",
  "interested in other children",
  "to see how you feel",
  // a public milestone checklist's wording and examples
  "Catches a large ball",
  "Draws a person with at least three body parts",
  "What do we do with a coat",
  "What is a coat for",
  "cat — hat",
  "cat - hat",
  "pairing socks",
  "matching socks",
  "clearing plates",
  "clearing the table",
  "Names some letters when you point",
  "names of some written numbers",
  "Writes some letters",
  "Names a few colours",
  "Comforts others who are hurt or sad",
  // slips of language
  "güləyazır",
  "təbil",
  "Paltoyla",
  "Что мы делаем с пальто",
  "dağıdaraq",
  "rəqəmlərdən birini göstərəndə",
];

describe("original wording", () => {
  it("uses none of the forbidden phrases in any item, current or retired, in any language", () => {
    const found: string[] = [];
    for (const band of AGE_BANDS) {
      for (const item of allItems(band)) {
        for (const language of LANGUAGES) {
          const text = item.text[language].toLowerCase();
          for (const phrase of FORBIDDEN_PHRASES) if (text.includes(phrase.toLowerCase())) found.push(`${item.id} ${language}: ${phrase}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
