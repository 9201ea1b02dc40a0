import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/infrastructure/i18n-config";
import { resources } from "~/locales/resources.server";
import { AUTISM_ITEMS, AUTISM_RETIRED_ITEMS } from "./items";
import {
  AUTISM_ITEM_PROMPT,
  AUTISM_SECTION_TEXTS,
  AUTISM_SECTIONS,
  FREQUENCY_LABELS,
  FREQUENCY_SCALE,
  LOST_SKILLS_QUESTION,
  NO_SPEECH_LABEL,
  type AutismSection,
} from "./types";
import type { Localized } from "../localized";

const PREFIX: Record<AutismSection, string> = {
  "stereotyped-behaviours": "sb",
  communication: "co",
  "social-interaction": "si",
};

function expectComplete(text: Localized, label: string) {
  for (const language of LANGUAGES) expect(text[language].trim(), `${label} ${language}`).not.toBe("");
  expect(text.ru, `${label} ru`).toMatch(/[а-яё]/i);
}

describe("autism screening items", () => {
  it("has 42 items, 14 per section, in section order", () => {
    expect(AUTISM_ITEMS).toHaveLength(42);
    expect(AUTISM_ITEMS.map((item) => item.section)).toEqual(AUTISM_SECTIONS.flatMap((section) => Array<AutismSection>(14).fill(section)));
  });

  it("uses unique ids, never reusing a retired one, each named by its section", () => {
    const all = [...AUTISM_ITEMS, ...AUTISM_RETIRED_ITEMS];
    const ids = all.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of all) expect(item.id).toMatch(new RegExp(`^${PREFIX[item.section]}-\\d{2}$`));
  });

  it("keeps every published id, asked or retired (stored answers refer to them)", () => {
    const published = AUTISM_SECTIONS.flatMap((section) =>
      Array.from(
        { length: section === "social-interaction" ? 14 : section === "communication" ? 16 : 17 },
        (_, i) => `${PREFIX[section]}-${String(i + 1).padStart(2, "0")}`,
      ),
    );
    expect([...AUTISM_ITEMS, ...AUTISM_RETIRED_ITEMS].map((item) => item.id).toSorted()).toEqual(published.toSorted());
    expect(AUTISM_RETIRED_ITEMS.map((item) => item.id)).toEqual(["sb-05", "sb-06", "sb-10", "co-11", "co-12"]);
  });

  it("has every text in every language, Russian in Cyrillic and Azerbaijani not English", () => {
    for (const item of [...AUTISM_ITEMS, ...AUTISM_RETIRED_ITEMS]) {
      expectComplete(item.text, item.id);
      expect(item.text.az, `${item.id} az`).not.toBe(item.text.en);
    }
  });

  it("states each behaviour once, as a statement without a closing full stop", () => {
    for (const language of LANGUAGES) {
      const texts = AUTISM_ITEMS.map((item) => item.text[language]);
      expect(new Set(texts).size, `unique ${language} texts`).toBe(texts.length);
      for (const item of AUTISM_ITEMS) expect(item.text[language], `${item.id} ${language}`).not.toMatch(/[?.]\s*$/);
    }
  });

  it("mixes directions: 25-50 % reverse-keyed overall and 5 per section (review 5.3)", () => {
    const reverse = AUTISM_ITEMS.filter((item) => item.reverseKeyed).length;
    expect(reverse / AUTISM_ITEMS.length).toBeGreaterThanOrEqual(0.25);
    expect(reverse / AUTISM_ITEMS.length).toBeLessThanOrEqual(0.5);
    for (const section of AUTISM_SECTIONS) {
      const inSection = AUTISM_ITEMS.filter((item) => item.section === section);
      expect(inSection.filter((item) => item.reverseKeyed).length, `${section} reverse-keyed`).toBe(5);
      expect(inSection.filter((item) => !item.reverseKeyed).length, `${section} concern-keyed`).toBeGreaterThanOrEqual(3);
    }
  });
});

const en = (id: string) => AUTISM_ITEMS.find((item) => item.id === id)?.text.en ?? "";
const sectionOf = (id: string) => AUTISM_ITEMS.find((item) => item.id === id)?.section;

describe("autism screening item flags and wording", () => {
  it("marks the speech-quality items, all in communication", () => {
    const speech = AUTISM_ITEMS.filter((item) => item.speech);
    expect(speech.map((item) => item.id)).toEqual(["co-06", "co-07", "co-13", "co-14"]);
    for (const item of speech) expect(item.section).toBe("communication");
  });

  it("marks the critical signs: response to name, pointing, showing (all typical behaviour, so reverse-keyed)", () => {
    const critical = AUTISM_ITEMS.filter((item) => item.critical);
    expect(critical.map((item) => item.id)).toEqual(["co-01", "co-02", "si-03"]);
    for (const item of critical) expect(item.reverseKeyed).toBe(true);
  });

  it("marks the behaviours common at 18-30 months, and none of them is critical", () => {
    const young = AUTISM_ITEMS.filter((item) => item.typicalWhenYoung);
    expect(young.map((item) => item.id)).toEqual(["sb-01", "sb-03", "sb-15", "sb-16", "sb-07", "sb-12", "co-06", "co-09", "si-05", "si-09"]);
    for (const item of young) expect(item.critical).toBeUndefined();
  });

  it("counts tiptoe walking and fetching from another room from 24 months, the rest of the age-read items from the rules' age", () => {
    const early = AUTISM_ITEMS.filter((item) => item.countedFromMonths !== undefined);
    expect(early.map((item) => [item.id, item.countedFromMonths])).toEqual([
      ["sb-15", 24],
      ["co-09", 24],
    ]);
    for (const item of early) expect(item.typicalWhenYoung).toBe(true);
  });

  it("no longer uses the wordings review 5.1 found close to published items", () => {
    expect(en("sb-02")).not.toMatch(/rocks? .*back and forth/i);
    expect(en("co-05")).not.toMatch(/takes your hand/i);
    expect(en("co-09")).not.toMatch(/bring me/i);
    expect(en("sb-09")).not.toMatch(/blender|vacuum/i);
    expect(en("sb-03")).not.toMatch(/lines .* up/i);
    expect(en("si-10")).not.toMatch(/pulls away/i);
  });

  it("never uses a published instrument's example or frame, in any language, asked or retired", () => {
    const forbidden = [
      /plane in the sky/i,
      /airplane|aeroplane|\bplane\b/i,
      /just to share/i,
      /not to get help/i,
      /just to show/i,
      /to get help with/i,
      /təyyarə/i,
      /самол[её]т/i,
      /kömək üçün yox/i,
      /а не чтобы вы с ней помогли/i,
      /просто чтобы показать/i,
    ];
    for (const item of AUTISM_ITEMS) {
      for (const language of LANGUAGES) {
        for (const phrase of forbidden) expect(item.text[language], `${item.id} ${language}`).not.toMatch(phrase);
      }
    }
  });

  it("asks every item so that a frequency answers it without a double negative", () => {
    // An item counting concerns must not describe a behaviour by its absence ("does not look at you"):
    // "never" would then mean the child does look, which parents misread.
    for (const item of AUTISM_ITEMS) expect(en(item.id), item.id).not.toMatch(/\b(does not|doesn't|never) (look|turn|point|show|share)/i);
    expect(en("si-02")).toMatch(/to themselves instead of turning to you/);
    expect(en("co-08")).not.toMatch(/has little/i);
  });

  it("asks one thing per item, with a measure of time where one is needed (review 5.3)", () => {
    expect(en("co-10")).not.toMatch(/\byet\b|tune|music/i);
    expect(en("co-05")).not.toMatch(/without looking/i);
    expect(en("si-02")).not.toMatch(/on their own/i);
    expect(en("sb-02")).toMatch(/a minute or more/);
    expect(en("sb-04")).toMatch(/a minute or more/);
    expect(en("si-12")).toMatch(/you can tell/);
    expect(en("co-04")).toMatch(/looks at you while pointing/i);
  });

  it("asks about the core signs review 5.3 found missing, by rewording items of the same section", () => {
    expect(en("sb-15")).toMatch(/tiptoe/);
    expect(en("sb-16")).toMatch(/foods/);
    expect(en("sb-17")).toMatch(/sniffs or licks/);
    expect(en("co-15")).toMatch(/looks away .* face/i);
    expect(en("co-16")).toMatch(/only to get/);
    expect(["sb-15", "sb-16", "sb-17"].map(sectionOf)).toEqual(Array(3).fill("stereotyped-behaviours"));
    expect(["co-15", "co-16"].map(sectionOf)).toEqual(Array(2).fill("communication"));
  });

  it("has the lost-skills question and the 'does not talk yet' answer in every language", () => {
    expectComplete(LOST_SKILLS_QUESTION.text, "lost-skills");
    expectComplete(LOST_SKILLS_QUESTION.labels.yes, "yes");
    expectComplete(LOST_SKILLS_QUESTION.labels.no, "no");
    expectComplete(NO_SPEECH_LABEL, "no speech");
    expect(NO_SPEECH_LABEL.az).not.toBe(NO_SPEECH_LABEL.en);
  });
});

describe("autism screening scale and section texts", () => {
  it("labels the five frequencies in every language", () => {
    expect(Object.keys(FREQUENCY_LABELS)).toEqual([...FREQUENCY_SCALE]);
    for (const frequency of FREQUENCY_SCALE) expectComplete(FREQUENCY_LABELS[frequency], frequency);
    for (const language of LANGUAGES) {
      const labels = FREQUENCY_SCALE.map((frequency) => FREQUENCY_LABELS[frequency][language]);
      expect(new Set(labels).size, `unique ${language} labels`).toBe(labels.length);
    }
    expectComplete(AUTISM_ITEM_PROMPT, "prompt");
  });

  it("never shows parents or the printed report the internal section names", () => {
    const shown = [
      ...Object.values(AUTISM_SECTION_TEXTS).flatMap((texts) => LANGUAGES.flatMap((language) => [texts.title[language], texts.intro[language]])),
      ...LANGUAGES.map((language) => JSON.stringify(resources[language].translation.autism)),
    ];
    for (const text of shown) expect(text).not.toMatch(/stereotyp|стереотип|stereotip/i);
  });

  it("has a title and an intro for every section in every language", () => {
    expect(Object.keys(AUTISM_SECTION_TEXTS)).toEqual([...AUTISM_SECTIONS]);
    for (const section of AUTISM_SECTIONS) {
      expectComplete(AUTISM_SECTION_TEXTS[section].title, `${section} title`);
      expectComplete(AUTISM_SECTION_TEXTS[section].intro, `${section} intro`);
      expect(AUTISM_SECTION_TEXTS[section].intro.az).not.toBe(AUTISM_SECTION_TEXTS[section].intro.en);
    }
  });
});
