import type { ParseKeys } from "i18next";
import type en from "./en";

/**
 * i18next's types read the keys from the English strings (the JSON files en.ts puts together), so
 * `t()` accepts exactly the keys en has: a mistyped key fails `npm run typecheck`. az and ru are
 * held to the same keys by tests/unit/locales.test.ts.
 */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
  }
}

/** Every key `t()` accepts, e.g. "toast.contactSent" or "errors.rateLimited" (plural: its forms are chosen by `count`). */
export type TranslationKey = ParseKeys;
