import { describe, expect, it } from "vitest";
import { FAQ } from "~/content/faq";
import { LANGUAGES } from "~/infrastructure/i18n-config";
import { resources } from "~/locales/resources.server";

function flatten(value: unknown, path: string, out: Array<[string, string]>): Array<[string, string]> {
  if (typeof value === "string") out.push([path, value]);
  else if (value && typeof value === "object") for (const [key, inner] of Object.entries(value)) flatten(inner, path ? `${path}.${key}` : key, out);
  return out;
}

const premiumAnswer = FAQ.find((entry) => entry.answer.en.startsWith("Premium opens"));

describe("claims a parent can check against the product", () => {
  it.each(LANGUAGES)("calls the suggestions what they are, not personalised recommendations, in %s", (language) => {
    const overstated = /personali[sz]ed recommendations|fərdi tövsiyələr|персональные рекомендации/i;
    expect(resources[language].translation.home.features.insights).not.toMatch(overstated);
    expect(premiumAnswer?.answer[language]).toBeDefined();
    expect(premiumAnswer?.answer[language]).not.toMatch(overstated);
  });

  it("writes a percent in Azerbaijani without a space before the sign", () => {
    const spaced = flatten(resources.az.translation, "", []).filter(([, text]) => /(\d|\}\}) %/.test(text));
    expect(spaced.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it("uses the product's own words: «домашнее занятие» in ru, no trailing «əgər» in az", () => {
    expect(resources.ru.translation.dashboard.analytics.empty).toContain("домашнее занятие");
    expect(resources.ru.translation.dashboard.analytics.empty).not.toContain("домашнее задание");
    expect(resources.az.translation.parents.doctor.signsIntro).not.toMatch(/əgər uşağınız:$/);
    for (const sign of Object.values(resources.az.translation.parents.doctor.signs)) expect(sign).not.toMatch(/(sa|sə);?\.?$/);
  });
});
