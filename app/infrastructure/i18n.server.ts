import type { RouterContextProvider } from "react-router";
import { createI18nextMiddleware } from "remix-i18next";
import { preferenceCookie } from "./preference-cookie.server";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, isLanguage } from "./i18n-config";

/**
 * The `lng` cookie remembers a parent's language. It is not signed: any value other than
 * az, en or ru is ignored. No script needs to read it, so it is HttpOnly.
 */
export const languageCookie = preferenceCookie("lng");

const [i18nextMiddleware, getLocale] = createI18nextMiddleware({
  // The cookie's language, else Azerbaijani. The browser's Accept-Language is deliberately not
  // consulted: Azerbaijani is the product's default (ADR 005, ADR 042).
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    cookie: languageCookie,
    order: ["cookie"],
  },
  // remix-i18next also makes an i18next instance for each request. Nothing translates with it,
  // so it gets no strings, and it initialises synchronously instead of waiting for a timer
  // (ADR 042). Pages translate with the instance made at start (app/infrastructure/i18n/translate.server.ts).
  i18next: { initAsync: false },
});

/** Detects the language once per request (remix-i18next), for `getLanguage` in loaders, actions and the server's entry. */
export const languageMiddleware = i18nextMiddleware;

/** The request's language; Azerbaijani outside a request that went through the middleware. */
export function getLanguage(context: Readonly<RouterContextProvider>): Language {
  let language: string;
  try {
    language = getLocale(context);
  } catch {
    // React Router throws for a context value that was never set (a test's bare context).
    return DEFAULT_LANGUAGE;
  }
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
