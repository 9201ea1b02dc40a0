import { createI18nextMiddleware } from "remix-i18next";
import { resources } from "~/locales/resources.server";
import { preferenceCookie } from "./preference-cookie.server";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, isLanguage } from "./i18n-config";

/**
 * The `lng` cookie remembers a parent's language. It is not signed: any value other than
 * az, en or ru is ignored. No script needs to read it, so it is HttpOnly.
 */
export const languageCookie = preferenceCookie("lng");

/**
 * Language detection: the cookie, else Azerbaijani. The browser's Accept-Language is
 * deliberately not consulted: Azerbaijani is the product's default (ADR 005). Components
 * translate with app/lib/i18n/translate.ts, which the browser can afford; the middleware's
 * per-request i18next instance holds the same strings for server code that wants i18next.
 */
export const [i18nextMiddleware, getLanguageFromContext] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    cookie: languageCookie,
    order: ["cookie"],
  },
  i18next: {
    resources,
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
  },
});

export function getLanguage(context: Parameters<typeof getLanguageFromContext>[0]): Language {
  const language = getLanguageFromContext(context);
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
