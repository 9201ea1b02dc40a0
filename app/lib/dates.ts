import { DEFAULT_LANGUAGE, INTL_LOCALE, type Language } from "./i18n-config";

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Language, options: Intl.DateTimeFormatOptions, cacheKey: string) {
  const key = `${language}:${cacheKey}`;
  let cached = dateFormatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(INTL_LOCALE[language], { timeZone: "Asia/Baku", ...options });
    dateFormatters.set(key, cached);
  }
  return cached;
}

/** A date as digits, day first: 21.11.2026 in az and ru, 21/11/2026 in en. */
export function formatDate(value: Date | string, language: Language = DEFAULT_LANGUAGE): string {
  return formatter(language, { day: "2-digit", month: "2-digit", year: "numeric" }, "short").format(
    new Date(value),
  );
}

/** A date with the month's name: "21 noyabr 2026", "21 November 2026", "21 ноября 2026 г.". */
export function formatLongDate(value: Date | string, language: Language = DEFAULT_LANGUAGE): string {
  return formatter(language, { day: "numeric", month: "long", year: "numeric" }, "long").format(
    new Date(value),
  );
}

/** The calendar year in Baku, where the product and most of its parents are. */
export function currentYear(now: Date = new Date()): number {
  return Number(formatter(DEFAULT_LANGUAGE, { year: "numeric" }, "year").format(now));
}
