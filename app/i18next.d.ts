import "i18next";
import type en from "~/locales/en";

// Types `t("...")` keys against the English strings, so a mistyped key fails the typecheck.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
  }
}
