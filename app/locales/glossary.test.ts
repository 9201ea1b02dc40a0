import { describe, expect, it } from "vitest";
import { resources } from "~/locales/resources.server";

type Entry = [key: string, text: string];

function flatten(value: unknown, path: string, out: Entry[]): Entry[] {
  if (typeof value === "string") out.push([path, value]);
  else if (value && typeof value === "object") for (const [key, inner] of Object.entries(value)) flatten(inner, path ? `${path}.${key}` : key, out);
  return out;
}

const files = import.meta.glob<unknown>(["./az/*.json", "./ru/*.json"], { eager: true, import: "default" });

/**
 * The namespaces whose wording this glossary has been checked against, one language pass at a
 * time: the site frame, accounts, payments, mail and the expert pages. A namespace joins the list
 * once its own texts have been read against the glossary, so the test never asks for a pass that
 * has not been made.
 */
const CHECKED = [
  "about",
  "auth",
  "billing",
  "children",
  "common",
  "contact",
  "devMail",
  "epointSimulator",
  "expert",
  "legal",
  "locked",
  "mail",
  "picker",
  "subscription",
] as const;

function checkedTexts(language: "az" | "ru"): Entry[] {
  return CHECKED.flatMap((namespace) => {
    const strings = files[`./${language}/${namespace}.json`];
    expect(strings, `${language}/${namespace}.json`).toBeDefined();
    return flatten(strings, namespace, []);
  });
}

function offending(entries: Entry[], pattern: RegExp): string[] {
  return entries.filter(([, text]) => pattern.test(text)).map(([key, text]) => `${key}: ${text}`);
}

describe("one word for one thing in Azerbaijani and Russian", () => {
  it("names the paid plan «Premium» in Latin letters in Azerbaijani and «Премиум» in Cyrillic in Russian, on every page", () => {
    // Azerbaijani is written in Latin letters and uses «premium» as an ordinary word; a Russian
    // page never switches script in mid-sentence, and the plans page already says «Премиум».
    const azerbaijani = flatten(resources.az.translation, "", []);
    const russian = flatten(resources.ru.translation, "", []);
    expect(resources.az.translation.subscription.premiumDefault).toBe("Premium");
    expect(resources.ru.translation.subscription.premiumDefault).toBe("Премиум");
    expect(offending(azerbaijani, /премиум/i)).toEqual([]);
    expect(offending(russian, /premium/i)).toEqual([]);
  });

  it("calls the home activities «домашние занятия» in Russian, never «домашние задания»", () => {
    expect(offending(checkedTexts("ru"), /домашн\p{L}* задани/iu)).toEqual([]);
  });

  it("calls the home activities «ev məşğələləri» in Azerbaijani, never «ev tapşırıqları»", () => {
    expect(offending(checkedTexts("az"), /ev tapşırıq/i)).toEqual([]);
  });

  it("calls the autism screening «скрининг на аутизм» in Russian", () => {
    expect(offending(checkedTexts("ru"), /скрининг\p{L}* аутизма/iu)).toEqual([]);
  });

  it.each(["az", "ru"] as const)("names the parent dashboard in the %s menus with the word of its own page title", (language) => {
    const strings = resources[language].translation;
    const title = strings.dashboard.title.toLowerCase();
    for (const label of [strings.nav.bottom.dashboard, strings.userMenu.dashboard]) {
      const firstWord =
        label
          .replace(/\u00ad/g, "")
          .toLowerCase()
          .split(" ")[0] ?? "";
      expect(title, label).toContain(firstWord);
    }
  });

  it("never calls the dashboard «кабинет» in Russian, since its page says «Панель родителя»", () => {
    expect(offending(checkedTexts("ru"), /кабинет/i)).toEqual([]);
  });

  it("keeps Turkish words out of Azerbaijani", () => {
    // «keçərli» is Turkish «geçerli»; Azerbaijani says «etibarlı».
    expect(offending(checkedTexts("az"), /keçərli/i)).toEqual([]);
  });

  it("counts steps with a slash in Azerbaijani, as the assessment does, not «(cəmi …)»", () => {
    expect(offending(checkedTexts("az"), /\(cəmi /)).toEqual([]);
  });

  it("puts what is used in the ablative in Azerbaijani: «ondan istifadə edin», not «onu istifadə edin»", () => {
    expect(offending(checkedTexts("az"), /\bonu\s+(?:\p{L}+\s+){0,3}istifadə ed/iu)).toEqual([]);
  });

  it("writes number-agreeing phrases in Russian rather than «(групп: 9)» after a noun", () => {
    expect(offending(checkedTexts("ru"), /\(\p{L}+: \{\{\w+\}\}\)/u)).toEqual([]);
  });
});
