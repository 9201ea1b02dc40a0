import type { Language } from "~/infrastructure/i18n-config";
import az from "./az";
import en from "./en";
import ru from "./ru";

/**
 * Every interface string of the three languages, as i18next's resources (one namespace,
 * "translation", holding the whole tree): the server's i18next instance is made from them
 * (app/infrastructure/i18n/translate.server.ts), and tests read them.
 */
export const resources = {
  az: { translation: az },
  en: { translation: en },
  ru: { translation: ru },
} satisfies Record<Language, { translation: unknown }>;
