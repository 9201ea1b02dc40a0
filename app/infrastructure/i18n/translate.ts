import type { TranslationKey } from "~/locales/keys";
import type { Language } from "../i18n-config";

export type TranslationValues = Readonly<Record<string, string | number>>;
/** `t("home.heroTitle")`, `t("games.levelCount", { count: 3 })`: the text in the page's language. */
export type Translate = (key: TranslationKey, values?: TranslationValues) => string;
/** Told about a key the strings lack: a key built at run time that no locale file has, or one a game's island was not given. */
export type MissingKeyReporter = (key: string) => void;
/** Strings as a flat map, "games.counting.title" → text; plural forms under "<key>_one", "<key>_other"… */
export type FlatStrings = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * The translate function of a game's island (ADR 042), in the server's render of it and in the
 * browser alike: a lookup in the strings the server gave the island, with i18next's conventions
 * for the locale files (placeholders `{{name}}`, left as written when no value is given; plural
 * forms `_one`, `_few`, `_many`, `_other` chosen for a numeric `count` by `Intl.PluralRules`), so
 * it prints what i18next prints on the server. The browser gets no i18next: this is all it needs.
 */
export function translateFrom(language: Language, strings: FlatStrings, onMissing?: MissingKeyReporter): Translate {
  const plurals = new Intl.PluralRules(language);
  const text = (key: string) => (Object.hasOwn(strings, key) ? strings[key] : undefined);
  return (key, values) => {
    const count = values?.count;
    const found = (typeof count === "number" ? (text(`${key}_${plurals.select(count)}`) ?? text(`${key}_other`)) : undefined) ?? text(key);
    if (found === undefined) {
      onMissing?.(key);
      return key;
    }
    if (!values) return found;
    return found.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
  };
}
