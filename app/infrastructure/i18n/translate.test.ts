import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/infrastructure/i18n-config";
import type { TranslationKey } from "~/locales/keys";
import { resources } from "~/locales/resources.server";
import { type FlatStrings, type Translate, translateFrom } from "./translate";
import { translatorFor } from "./translate.server";

const az = resources.az.translation;
/** A key of a test's own strings. */
const own = (name: string) => name as TranslationKey;
const ru = resources.ru.translation;

function flatten(node: object, prefix = "", into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === "string") into[prefix + key] = value;
    else if (value && typeof value === "object") flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

describe("the server's translate functions (i18next, ADR 042)", () => {
  it("finds nested keys and fills placeholders", () => {
    const t = translatorFor("en");
    expect(t("nav.courses")).toBe("Courses");
    expect(t("footer.copyright", { year: 2026, brand: "Balaca" })).toBe("© 2026 Balaca. All rights reserved.");
  });

  it("chooses the plural form each language needs", () => {
    const russian = translatorFor("ru");
    expect(russian("validation.tooLong", { count: 1 })).toBe(ru.validation.tooLong_one.replace("{{count}}", "1"));
    expect(russian("validation.tooLong", { count: 3 })).toBe(ru.validation.tooLong_few.replace("{{count}}", "3"));
    expect(russian("validation.tooLong", { count: 11 })).toBe(ru.validation.tooLong_many.replace("{{count}}", "11"));
    expect(russian("validation.tooLong", { count: 1.5 })).toBe(ru.validation.tooLong_other.replace("{{count}}", "1.5"));
    const english = translatorFor("en");
    expect(english("validation.tooLong", { count: 1 })).toBe("Please use at most 1 character");
    expect(english("validation.tooLong", { count: 2 })).toBe("Please use at most 2 characters");
    expect(translatorFor("az")("home.trial", { count: 7 })).toBe(az.home.trial_other.replace("{{count}}", "7"));
  });

  it("answers an unknown key with the key, leaves values unescaped, and gives Azerbaijani for an unknown language", () => {
    const t = translatorFor("en");
    expect(t("missing.key" as TranslationKey)).toBe("missing.key");
    expect(t("games.level", { level: "<b>&" })).toBe("Level <b>&");
    expect(translatorFor("de")("nav.courses")).toBe(translatorFor("az")("nav.courses"));
    expect(translatorFor("en")).toBe(translatorFor("en"));
  });

  it("gives every key's own text, asked once or again, as i18next gives it, and keeps reporting a key it lacks", () => {
    for (const language of LANGUAGES) {
      const t = translatorFor(language);
      for (const [key, text] of Object.entries(flatten(resources[language].translation))) {
        if (/_(zero|one|two|few|many|other)$/.test(key)) continue;
        const first = t(key as TranslationKey);
        expect(first, `${language} ${key}`).toBe(text);
        expect(t(key as TranslationKey)).toBe(first);
      }
    }
    const english = translatorFor("en");
    expect(english("missing.later" as TranslationKey)).toBe("missing.later");
    expect(english("missing.later" as TranslationKey)).toBe("missing.later");
    // A text asked without values first is still filled in when values come.
    expect(english("footer.copyright")).toContain("{{year}}");
    expect(english("footer.copyright", { year: 2027, brand: "Balaca" })).toBe("© 2027 Balaca. All rights reserved.");
  });
});

describe("the island's lookup (translateFrom)", () => {
  it("leaves unknown placeholders visible, reports and answers an unknown key with the key", () => {
    const missing: string[] = [];
    const t = translateFrom("en", { a: "Hello {{name}} and {{other}}" }, (key) => missing.push(key));
    expect(t("a" as TranslationKey, { name: "Aysel" })).toBe("Hello Aysel and {{other}}");
    expect(t("missing.key" as TranslationKey)).toBe("missing.key");
    expect(t("constructor" as TranslationKey)).toBe("constructor");
    expect(missing).toEqual(["missing.key", "constructor"]);
  });

  it("fills placeholders as written, at either end, repeated, next to each other", () => {
    const t = translateFrom("ru", {
      edges: "{{count}} из {{ total }}",
      twice: "{{name}}, {{name}}!",
      joined: "{{a}}{{b}}",
      plain: "Без подстановок",
      text_one: "{{count}} упражнение",
      text_few: "{{count}} упражнения",
      text_many: "{{count}} упражнений",
      text_other: "{{count}} упражнения",
    });
    expect(t(own("edges"), { count: 3, total: 24 })).toBe("3 из 24");
    expect(t(own("edges"), { count: 4 })).toBe("4 из {{ total }}");
    expect(t(own("twice"), { name: "Leyla" })).toBe("Leyla, Leyla!");
    expect(t(own("joined"), { a: "x", b: 2 })).toBe("x2");
    expect(t(own("plain"), { count: 1 })).toBe("Без подстановок");
    expect([1, 2, 5, 21, 1.5, 1001, 2002].map((count) => t(own("text"), { count }))).toEqual([
      "1 упражнение",
      "2 упражнения",
      "5 упражнений",
      "21 упражнение",
      "1.5 упражнения",
      "1001 упражнение",
      "2002 упражнения",
    ]);
  });

  it.each(LANGUAGES)("prints what i18next prints for every string in %s, so the island's server render and the browser's agree with the page", (language) => {
    const strings: FlatStrings = flatten(resources[language].translation);
    const island: Translate = translateFrom(language, strings);
    const server = translatorFor(language);
    // Each key without its plural suffix, with the placeholders of all its forms.
    const placeholders = new Map<string, Set<string>>();
    for (const [form, text] of Object.entries(strings)) {
      const key = form.replace(/_(zero|one|two|few|many|other)$/, "");
      const names = placeholders.get(key) ?? new Set<string>();
      for (const match of text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) names.add(match[1] as string);
      placeholders.set(key, names);
    }
    let compared = 0;
    for (const [key, names] of placeholders) {
      for (const count of [0, 1, 2, 3, 5, 11, 21, 1.5]) {
        const values = Object.fromEntries([...names].map((name) => [name, name === "count" ? count : `‹${name}›`]));
        if (!names.has("count")) values.count = count;
        expect(island(key as TranslationKey, values), key).toBe(server(key as TranslationKey, values));
        compared++;
      }
      expect(island(key as TranslationKey), key).toBe(server(key as TranslationKey));
    }
    expect(compared).toBeGreaterThan(10_000);
  });
});
