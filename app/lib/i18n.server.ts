import { type RouterContextProvider, createContext } from "react-router";
import { preferenceCookie } from "./preference-cookie.server";
import { DEFAULT_LANGUAGE, type Language, isLanguage } from "./i18n-config";

/**
 * The `lng` cookie remembers a parent's language. It is not signed: any value other than
 * az, en or ru is ignored. No script needs to read it, so it is HttpOnly.
 */
export const languageCookie = preferenceCookie("lng");

/** The language of this request, set once by `languageMiddleware`. */
const languageContext = createContext<Language>(DEFAULT_LANGUAGE);

/**
 * The language a request asks for: the cookie's, else Azerbaijani. The browser's
 * Accept-Language is deliberately not consulted: Azerbaijani is the product's default (ADR 005).
 */
export async function detectLanguage(request: Request): Promise<Language> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("lng=")) return DEFAULT_LANGUAGE;
  const value: unknown = await languageCookie.parse(cookieHeader);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * Detects the language once per request. Components translate with app/lib/i18n/translate.ts
 * (ADR 005); no i18next instance is made, since nothing on the server uses one (issue 22).
 */
export async function languageMiddleware(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  next: () => Promise<Response>,
): Promise<Response> {
  context.set(languageContext, await detectLanguage(request));
  return next();
}

export function getLanguage(context: Readonly<RouterContextProvider>): Language {
  return context.get(languageContext);
}
