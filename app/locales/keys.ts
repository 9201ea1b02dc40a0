import type en from "./en";

type PluralSuffix = "zero" | "one" | "two" | "few" | "many" | "other";
type StripPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

type LeafPaths<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${StripPlural<K>}`
    : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key `t()` accepts, e.g. "toast.contactSent" or "errors.rateLimited" (plural). */
export type TranslationKey = LeafPaths<typeof en>;
