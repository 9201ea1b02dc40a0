// The interface strings, so tests assert what a parent reads in each language.
import az from "../../app/locales/az";
import en from "../../app/locales/en";
import ru from "../../app/locales/ru";

export const strings = { az, en, ru } as const;
export type TestLanguage = keyof typeof strings;
