import type { TranslationKey } from "~/locales/keys";
import type { Language } from "../i18n-config";

export type TranslationValues = Readonly<Record<string, string | number>>;
export type Translate = (key: TranslationKey, values?: TranslationValues) => string;
/** Told about a key the strings lack, e.g. a namespace a route forgot to ask for (ADR 005). */
export type MissingKeyReporter = (key: string) => void;

const flattened = new WeakMap<object, ReadonlyMap<string, string>>();
const pluralRules = new Map<Language, Intl.PluralRules>();

function flatten(strings: object): ReadonlyMap<string, string> {
  const cached = flattened.get(strings);
  if (cached) return cached;
  const out = new Map<string, string>();
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === "string") out.set(prefix + key, value);
      else if (value && typeof value === "object") walk(value, `${prefix}${key}.`);
    }
  };
  walk(strings, "");
  flattened.set(strings, out);
  return out;
}

function pluralCategory(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function interpolate(text: string, values: TranslationValues | undefined): string {
  if (!values || !text.includes("{{")) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * The interface's translate function: "home.heroTitle" → the text in `language`, with
 * {{placeholders}} filled in and, when a numeric `count` is given, the plural form the
 * language needs (Intl.PluralRules: az one/other, ru one/few/many/other). The same code
 * renders on the server and in the browser, so both print exactly the same text; it replaces
 * react-i18next in components to keep ~18 KB of JavaScript off every page (ADR 005).
 */
export function createTranslate(language: Language, strings: object, onMissing?: MissingKeyReporter): Translate {
  const table = flatten(strings);
  return (key, values) => {
    const count = values?.count;
    if (typeof count === "number") {
      const plural = table.get(`${key}_${pluralCategory(language, count)}`) ?? table.get(`${key}_other`);
      if (plural !== undefined) return interpolate(plural, values);
    }
    const text = table.get(key);
    if (text !== undefined) return interpolate(text, values);
    onMissing?.(key);
    return key;
  };
}
