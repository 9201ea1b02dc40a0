/** The interface languages, Azerbaijani first: it is the default and the fallback. */
export const LANGUAGES = ["az", "en", "ru"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "az";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The BCP 47 locale `Intl` formats with. English uses en-GB so that dates read day first,
 * as they do in az and ru and as parents in Azerbaijan expect.
 */
export const INTL_LOCALE: Record<Language, string> = {
  az: "az-AZ",
  en: "en-GB",
  ru: "ru-RU",
};
