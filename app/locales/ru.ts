import { type WithPluralForms, composeStrings } from "./compose";

/**
 * Every Russian interface string, as one tree of en.ts's shape with Russian's plural forms
 * (app/locales/README.md).
 */
const ru = composeStrings<WithPluralForms<"few" | "many">>(import.meta.glob("./ru/**/*.json", { eager: true, import: "default" }));

export default ru;
