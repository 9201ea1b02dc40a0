import { createInstance } from "i18next";
import { resources } from "~/locales/resources.server";
import { log } from "../log.server";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, isLanguage } from "../i18n-config";
import type { Translate } from "./translate";

/**
 * The one i18next instance, made with every language's strings when the server starts (ADR 042).
 * A request gets the translate function of its language from `translatorFor`: the instance's
 * `getFixedT`, made once per language below, so no request makes an instance of its own.
 */
const i18n = createInstance({
  resources,
  supportedLngs: [...LANGUAGES],
  // A key missing in one language shows the key and is reported, as a missing key in az would
  // be; the tests hold the three languages to the same keys (tests/unit/locales.test.ts).
  fallbackLng: false,
  // The strings are in hand, so init is synchronous: nothing to load, no timer.
  initAsync: false,
  // Keys are paths ("auth.login.title"); none names a namespace.
  nsSeparator: false,
  // React escapes what it renders, and e-mails are plain text.
  interpolation: { escapeValue: false },
  // i18next's hook for a key it does not have (it calls it only then).
  saveMissing: true,
  missingKeyHandler: (languages, _namespace, key) => log.warn("missing interface string", { key, languages }),
});
void i18n.init();

function hasString(language: Language, key: string): boolean {
  return i18n.exists(key, { lng: language });
}

const translators = Object.fromEntries(
  LANGUAGES.map((language) => {
    const fixedT = i18n.getFixedT(language);
    // The strings do not change while the server runs, so a text without values is the same on
    // every page: it is asked of i18next once and kept, key by key. A page's chrome asks for the
    // same few dozen keys on every request, and i18next's own lookup is far slower than a map's
    // (docs/performance.md). Only keys the strings have are kept, so the map cannot outgrow them.
    const plainTexts = new Map<string, string>();
    const translate: Translate = (key, values) => {
      const kept = values ? undefined : plainTexts.get(key);
      if (kept !== undefined) return kept;
      const text = fixedT(key, values);
      if (!values && hasString(language, key)) plainTexts.set(key, text);
      return text;
    };
    return [language, translate];
  }),
) as Record<Language, Translate>;

/**
 * The translate function of a language: for rendering a page on the server (app/entry.server.tsx
 * gives it to components through `useTranslation`), loaders and actions, e-mails and downloads.
 * Anything but az, en or ru gets Azerbaijani, the default.
 */
export function translatorFor(language: string): Translate {
  return translators[isLanguage(language) ? language : DEFAULT_LANGUAGE];
}
