import type { TFunction } from "i18next";

/**
 * Validation messages travel as translation keys, never English text. A limit rides
 * along after a colon ("validation.tooLong:100") and becomes the plural `count`.
 */
export function validationMessage(key: string, count?: number): string {
  return count === undefined ? key : `${key}:${count}`;
}

export function translateValidationMessage(t: TFunction, message: string): string {
  const [key = "", count] = message.split(":");
  if (!key.startsWith("validation.") && !key.startsWith("errors.")) return t("validation.required");
  const values = count === undefined ? undefined : { count: Number(count) };
  return (t as (key: string, values?: Record<string, unknown>) => string)(key, values);
}
