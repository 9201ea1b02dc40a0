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
          { title: task.title[language], description: task.description[language], audio: task.audioInstructions[language], steps: task.steps[language], safety: task.safety?.[language] },
          `homework.${task.id}`,
          [],
        ),
      ),
    ]),
    ...FAQ.flatMap((entry) => flatten({ q: entry.question[language], a: entry.answer[language] }, `faq.${entry.id}`, [])),
    ...Object.values(LEGAL_DOCUMENTS).flatMap((document) => flatten(document.texts[language], `legal.${document.id}`, [])),
  ];
}

function offending(language: "az" | "ru", pattern: RegExp): string[] {
  return textsOf(language)
    .filter(([, text]) => pattern.test(text))
    .map(([key, text]) => `${key}: ${text}`);
}

describe("typography in Azerbaijani and Russian (content review 1.5 and 2.2)", () => {
  it.each(["az", "ru"] as const)("quotes with «» only in %s, never “”, „“ or straight double quotes", (language) => {
    expect(offending(language, /[“”„"]/)).toEqual([]);
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
