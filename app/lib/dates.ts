import { DEFAULT_LANGUAGE, INTL_LOCALE, type Language } from "~/infrastructure/i18n-config";

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

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date as digits, day first: 21.11.2026 in az and ru, 21/11/2026 in en. Built by hand
 * rather than with Intl because browsers ship only some locales' data (Chromium has no
 * Azerbaijani dates), and server and browser must print the same text. A calendar day
 * ("2022-09-05", a birth date) is shown as that day; a moment in time as its day in Baku.
 */
export function formatDate(value: Date | string, language: Language = DEFAULT_LANGUAGE): string {
  const calendarDay = typeof value === "string" ? ISO_DAY.exec(value) : null;
  let year = calendarDay?.[1];
  let month = calendarDay?.[2];
  let day = calendarDay?.[3];
  if (!calendarDay) {
    const parts = formatter(DEFAULT_LANGUAGE, { year: "numeric", month: "2-digit", day: "2-digit" }, "parts").formatToParts(new Date(value));
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
    [year, month, day] = [part("year"), part("month"), part("day")];
  }
  return language === "en" ? `${day}/${month}/${year}` : `${day}.${month}.${year}`;
}

/**
 * A date with the month's name: "21 noyabr 2026", "21 November 2026", "21 ноября 2026 г.".
 * Uses Intl, whose data differs between Node and browsers: call it on the server (in a
 * loader) and send the text, never in a component that hydrates.
 */
export function formatLongDate(value: Date | string, language: Language = DEFAULT_LANGUAGE): string {
  return formatter(language, { day: "numeric", month: "long", year: "numeric" }, "long").format(new Date(value));
}

/** The calendar year in Baku, where the product and most of its parents are. */
export function currentYear(now: Date = new Date()): number {
  return Number(formatter(DEFAULT_LANGUAGE, { year: "numeric" }, "year").format(now));
}
