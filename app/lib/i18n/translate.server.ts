import { resources } from "~/locales/resources.server";
import { DEFAULT_LANGUAGE, type Language, isLanguage } from "../i18n-config";
import { type Translate, createTranslate } from "./translate";

/** The translate function for server work outside rendering: e-mails, downloads. */
export function translatorFor(language: string): Translate {
  const lang: Language = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return createTranslate(lang, resources[lang].translation);
}
