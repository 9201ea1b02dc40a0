import { describe, expect, it } from "vitest";
import { FAQ } from "~/content/faq";
import { HOMEWORK_GROUPS } from "~/content/homework";
import { LEGAL_DOCUMENTS } from "~/content/legal";
import { resources } from "~/locales/resources.server";

type Entry = [key: string, text: string];

function flatten(value: unknown, path: string, out: Entry[]): Entry[] {
  if (typeof value === "string") out.push([path, value]);
  else if (value && typeof value === "object") for (const [key, inner] of Object.entries(value)) flatten(inner, path ? `${path}.${key}` : key, out);
  return out;
}

/** Every interface string, home activity, FAQ entry and legal text in one language. */
function textsOf(language: "az" | "ru"): Entry[] {
  return [
    ...flatten(resources[language].translation, "", []),
    ...HOMEWORK_GROUPS.flatMap((group) => [
      ...flatten(group.title[language], `homework.${group.id}.title`, []),
      ...flatten(group.description[language], `homework.${group.id}.description`, []),
      ...group.tasks.flatMap((task) =>
        flatten(
          {
            title: task.title[language],
            description: task.description[language],
            audio: task.audioInstructions[language],
            steps: task.steps[language],
            safety: task.safety?.[language],
          },
          `homework.${task.id}`,
          [],
        ),
      ),
    ]),
    ...FAQ.flatMap((entry) => flatten({ q: entry.question[language], a: entry.answer[language] }, `faq.${entry.id}`, [])),
    ...Object.values(LEGAL_DOCUMENTS).flatMap((document) => flatten(document.texts[language], `legal.${document.id}`, [])),
  ];
}

/** The deepest nesting of «» in a text (1 for «a», 2 for «a «b» c»). */
function guillemetDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (const char of text) {
    if (char === "«") deepest = Math.max(deepest, ++depth);
    if (char === "»") depth--;
  }
  return deepest;
}

function offending(language: "az" | "ru", pattern: RegExp): string[] {
  return textsOf(language)
    .filter(([, text]) => pattern.test(text))
    .map(([key, text]) => `${key}: ${text}`);
}

describe("typography in Azerbaijani and Russian (content review 1.5 and 2.2)", () => {
  it.each(["az", "ru"] as const)("quotes with «» in %s, „“ only inside «», never “” or straight double quotes", (language) => {
    const innerQuotes = /(«[^«»]*?)„[^„“«»]*“/g;
    const outsideInner = (text: string) => {
      let rest = text;
      for (let next = rest.replace(innerQuotes, "$1"); next !== rest; next = rest.replace(innerQuotes, "$1")) rest = next;
      return rest;
    };
    expect(
      textsOf(language)
        .filter(([, text]) => /[“”„"]/.test(outsideInner(text)))
        .map(([key, text]) => `${key}: ${text}`),
    ).toEqual([]);
    expect(outsideInner("Закон «О „Балаце“ и данных»"), "inner quotes inside «»").toBe("Закон «О  и данных»");
    expect(outsideInner("„Балаца“"), "inner quotes alone").toBe("„Балаца“");
  });

  it.each(["az", "ru"] as const)("never nests «» inside «» in %s, also where a name is put into quotes", (language) => {
    // Quotes inside quotes are „…“ (the rule above); a name put into «» is written without its own quotes.
    expect(
      textsOf(language)
        .filter(([, text]) => guillemetDepth(text) > 1)
        .map(([key, text]) => `${key}: ${text}`),
    ).toEqual([]);
    for (const name of Object.values(resources[language].translation.legal.names)) expect(name, name).not.toMatch(/[«»„“]/);
  });

  it.each(["az", "ru"] as const)("writes an ellipsis as … in %s, never three dots", (language) => {
    expect(offending(language, /\.\.\./)).toEqual([]);
  });

  it("uses the em dash — in Russian, never a spaced en dash or hyphen as a dash", () => {
    expect(offending("ru", / [–-] /)).toEqual([]);
  });

  it("joins number ranges in Russian with an en dash (5–10), not a hyphen", () => {
    // Dates (DD.MM.YYYY) are not ranges.
    expect(offending("ru", /(?<![\d-])\d{1,3}-\d{1,3}(?![\d-])/)).toEqual([]);
  });
});
