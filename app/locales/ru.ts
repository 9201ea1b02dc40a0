import { type WithPluralForms, composeStrings, localeFilesOnDisk } from "./compose";

/**
 * Every Russian interface string, as one tree of en.ts's shape with Russian's plural forms
 * (app/locales/README.md).
 */
const ru = composeStrings<WithPluralForms<"few" | "many">>(
  // Vite (the server, vitest) puts the files in; Playwright's loader has no import.meta.env.
  import.meta.env ? import.meta.glob("./ru/**/*.json", { eager: true, import: "default" }) : localeFilesOnDisk("ru"),
);

export default ru;
