import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/lib/i18n-config";
import { AGE_BANDS } from ".";
import { DOMAINS } from "./types";

const pad = (n: number) => String(n).padStart(2, "0");

const EXPECTED_BANDS = [
  [1, 3], [4, 5], [6, 7], [8, 9], [10, 11], [12, 13], [14, 15], [16, 17], [18, 23], [24, 29], [30, 35], [36, 47], [48, 72],
];

describe("developmental assessment content", () => {
  it("has the 13 age bands of the spec, contiguous and in order", () => {
    expect(AGE_BANDS.map((band) => [band.minMonths, band.maxMonths])).toEqual(EXPECTED_BANDS);
    for (const band of AGE_BANDS) {
      expect(band.id).toBe(`m${pad(band.minMonths)}-${pad(band.maxMonths)}`);
    }
  });

  it.each(AGE_BANDS.map((band) => [band.id, band] as const))("%s has 12-20 items in all four domains", (_id, band) => {
    expect(band.items.length).toBeGreaterThanOrEqual(12);
    expect(band.items.length).toBeLessThanOrEqual(20);
    for (const domain of DOMAINS) {
      expect(band.items.filter((item) => item.domain === domain).length, `${band.id} ${domain}`).toBeGreaterThanOrEqual(3);
      expect(band.activities.filter((activity) => activity.domain === domain).length, `${band.id} ${domain}`).toBeGreaterThanOrEqual(2);
    }
  });

  it("uses unique, stable ids that name their band and domain", () => {
    const ids = AGE_BANDS.flatMap((band) => [...band.items, ...band.activities].map((entry) => entry.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const band of AGE_BANDS) {
      for (const item of band.items) expect(item.id).toMatch(new RegExp(`^${band.id}\\.${item.domain}\\.\\d+$`));
      for (const activity of band.activities) expect(activity.id).toMatch(new RegExp(`^${band.id}\\.${activity.domain}\\.a\\d+$`));
    }
  });

  it("has every text in every language, and Azerbaijani and Russian that are not English", () => {
    for (const band of AGE_BANDS) {
      const texts = [...band.items.map((i) => i.text), ...band.activities.flatMap((a) => [a.title, a.description])];
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
});
