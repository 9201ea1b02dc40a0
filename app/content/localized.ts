import type { Language } from "~/infrastructure/i18n-config";

/** A text written in every interface language. */
export type Localized<T = string> = Readonly<Record<Language, T>>;
