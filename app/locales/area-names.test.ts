import { describe, expect, it } from "vitest";
import { DOMAINS } from "~/content/assessment/types";
import { resources } from "~/locales/resources.server";

/**
 * An object of the interface strings whose keys are exactly the developmental areas (social,
 * language, cognitive, movement) and whose texts are names, not sentences: a set of area names.
 */
function areaNameSets(value: unknown, path: string, out: string[]): string[] {
  if (!value || typeof value !== "object") return out;
  const entries = Object.entries(value);
  const keys = entries.map(([key]) => key).toSorted();
  const isAreaSet = keys.length === DOMAINS.length && DOMAINS.every((domain) => keys.includes(domain));
  if (isAreaSet && entries.every(([, text]) => typeof text === "string" && !/[.!?]$/.test(text.trim()))) out.push(path);
  for (const [key, inner] of entries) areaNameSets(inner, path ? `${path}.${key}` : key, out);
  return out;
}

describe("the names of the developmental areas", () => {
  for (const language of ["az", "en", "ru"] as const) {
    it(`are one set of keys in ${language}, used by the assessment, the dashboard, the report and the courses`, () => {
      expect(areaNameSets(resources[language].translation, "", [])).toEqual(["areas"]);
    });
  }

  it("name each area differently", () => {
    for (const language of ["az", "en", "ru"] as const) {
      const names = Object.values((resources[language].translation as unknown as { areas: Record<string, string> }).areas);
      expect(new Set(names).size).toBe(DOMAINS.length);
    }
  });
});
