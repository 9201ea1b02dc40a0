import type { Language } from "~/lib/i18n-config";
import az from "./az";
import en from "./en";
import ru from "./ru";

/** All interface strings, bundled with the server (the browser loads only its own language). */
export const resources = {
  az: { translation: az },
  en: { translation: en },
  ru: { translation: ru },
} satisfies Record<Language, { translation: unknown }>;
