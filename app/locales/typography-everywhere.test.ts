import { describe, expect, it } from "vitest";
import { resources } from "~/locales/resources.server";

type Entry = [where: string, text: string];

/** Every module under app/content, read whole: a new content file is checked without being listed here. */
const contentModules = import.meta.glob<Record<string, unknown>>(["../content/**/*.ts", "!../content/**/*.test.ts"], { eager: true });

const isLocalized = (value: object): value is Record<"az" | "en" | "ru", unknown> =>
  !Array.isArray(value) && ["az", "en", "ru"].every((language) => language in value);

function strings(value: unknown, where: string, out: Entry[]): Entry[] {
  if (typeof value === "string") out.push([where, value]);
  else if (value && typeof value === "object") for (const [key, inner] of Object.entries(value)) strings(inner, `${where}.${key}`, out);
  return out;
}

/** The az or ru side of every localized value in a content module, found wherever it sits. */
function localizedStrings(value: unknown, language: "az" | "ru", where: string, out: Entry[], seen: Set<object>): Entry[] {
  if (!value || typeof value !== "object" || seen.has(value)) return out;
  seen.add(value);
  if (isLocalized(value)) return strings(value[language], where, out);
  for (const [key, inner] of Object.entries(value)) localizedStrings(inner, language, `${where}.${key}`, out, seen);
  return out;
}

function textsOf(language: "az" | "ru"): Entry[] {
  const seen = new Set<object>();
  return [
    ...strings(resources[language].translation, `locales/${language}`, []),
    ...Object.entries(contentModules).flatMap(([file, exports]) => localizedStrings(exports, language, file.replace("../", ""), [], seen)),
  ];
}

describe("punctuation of az and ru in every locale and content file", () => {
  it("reads the content modules (the sweep cannot pass by reading nothing)", () => {
    expect(Object.keys(contentModules).some((file) => file.includes("/courses/bands/"))).toBe(true);
    for (const language of ["az", "ru"] as const) {
      const interfaceStrings = strings(resources[language].translation, "", []).length;
      expect(textsOf(language).length - interfaceStrings, language).toBeGreaterThan(3_000);
    }
  });

  it.each(["az", "ru"] as const)("writes … in %s, never three dots", (language) => {
    expect(
      textsOf(language)
        .filter(([, text]) => text.includes("..."))
        .map(([where, text]) => `${where}: ${text}`),
    ).toEqual([]);
  });

  it.each(["az", "ru"] as const)("quotes with «» (and „“ inside them) in %s, never straight double quotes or “”", (language) => {
    // „…“ is the quote inside «…»; a lone “ closes it, so only a “ with no „ before it is an English quote.
    const english = /"|”|(?<!„[^“]*)“/;
    expect([`a "b" c`, "a “b” c", "«a „b“ c»", "«a»"].map((sample) => english.test(sample))).toEqual([true, true, false, false]);
    expect(
      textsOf(language)
        .filter(([, text]) => english.test(text))
        .map(([where, text]) => `${where}: ${text}`),
    ).toEqual([]);
  });
});
