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

/** Plural categories of whole numbers up to this, remembered per language (percentages, counts, ages). */
const REMEMBERED_COUNTS = 1000;
const categories = new Map<Language, Map<number, string>>();

function pluralCategory(language: Language, count: number): string {
  let remembered = categories.get(language);
  if (!remembered) {
    remembered = new Map();
    categories.set(language, remembered);
  }
  const known = remembered.get(count);
  if (known !== undefined) return known;
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  const category = rules.select(count);
  if (Number.isInteger(count) && count >= 0 && count <= REMEMBERED_COUNTS) remembered.set(count, category);
  return category;
}

/**
 * A text split at its placeholders, once per text: `parts` are the text around them (one more
 * than `names`), `wholes` each placeholder as written (left as it is when no value is given).
 */
interface Template {
  parts: string[];
  names: string[];
  wholes: string[];
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
/** Keyed by the table's own strings, so at most one entry per text of the strings. */
const templates = new Map<string, Template | null>();

function templateOf(text: string): Template | null {
  let template = templates.get(text);
  if (template !== undefined) return template;
  template = null;
  if (text.includes("{{")) {
    const found: Template = { parts: [], names: [], wholes: [] };
    let last = 0;
    for (const match of text.matchAll(PLACEHOLDER)) {
      found.parts.push(text.slice(last, match.index));
      found.names.push(match[1] ?? "");
      found.wholes.push(match[0]);
      last = match.index + match[0].length;
    }
    found.parts.push(text.slice(last));
    if (found.names.length > 0) template = found;
  }
  templates.set(text, template);
  return template;
}

function interpolate(text: string, values: TranslationValues | undefined): string {
  if (!values) return text;
  const template = templateOf(text);
  if (!template) return text;
  let out = template.parts[0] ?? "";
  for (let index = 0; index < template.names.length; index++) {
    const name = template.names[index] ?? "";
    out += Object.hasOwn(values, name) ? String(values[name]) : (template.wholes[index] ?? "");
    out += template.parts[index + 1] ?? "";
  }
  return out;
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
