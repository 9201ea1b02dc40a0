import type { TranslationKey } from "~/locales/keys";
import type { Translate } from "./i18n/translate";

/**
 * Validation messages travel as translation keys, never English text. A limit rides
 * along after a colon ("validation.tooLong:100") and becomes the plural `count`.
 */
export function validationMessage(key: string, count?: number): string {
  return count === undefined ? key : `${key}:${count}`;
}

export function translateValidationMessage(t: Translate, message: string): string {
  const [key = "", count] = message.split(":");
  if (!key.startsWith("validation.") && !key.startsWith("errors.")) return t("validation.required");
  const values = count === undefined ? undefined : { count: Number(count) };
  return t(key as TranslationKey, values);
}
