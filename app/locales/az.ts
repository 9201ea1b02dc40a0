import { composeStrings, localeFilesOnDisk } from "./compose";

/** Every Azerbaijani interface string, as one tree of en.ts's shape (app/locales/README.md). */
const az = composeStrings(
  // Vite (the server, vitest) puts the files in; Playwright's loader has no import.meta.env.
  import.meta.env ? import.meta.glob("./az/**/*.json", { eager: true, import: "default" }) : localeFilesOnDisk("az"),
);

export default az;
