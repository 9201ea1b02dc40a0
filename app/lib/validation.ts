import type { TranslationKey } from "~/locales/keys";
import type { Translate } from "~/infrastructure/i18n/translate";

/**
 * Validation messages travel as translation keys, never English text. A limit rides
 * along after a colon ("validation.tooLong:100") and becomes the plural `count`.
 */
export function validationMessage(key: string, count?: number): string {
  return count === undefined ? key : `${key}:${count}`;
}

export function translateValidationMessage(t: Translate, message: string): string {
  const [key = "", count] = message.split(":");
  const values = count === undefined ? undefined : { count: Number(count) };
  const text = /^[a-zA-Z]+(\.[\w-]+)+$/.test(key) ? t(key as TranslationKey, values) : key;
  // A key we do not know (or raw text from a library) never reaches a parent.
  return text === key ? t("toast.genericError") : text;
}
