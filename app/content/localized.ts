import type { Language } from "~/lib/i18n-config";

/** A text written in every interface language. */
export type Localized<T = string> = Readonly<Record<Language, T>>;

export function pick<T>(value: Localized<T>, language: Language): T {
  return value[language];
}
