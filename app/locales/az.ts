import { composeStrings } from "./compose";

/** Every Azerbaijani interface string, as one tree of en.ts's shape (app/locales/README.md). */
const az = composeStrings(import.meta.glob("./az/**/*.json", { eager: true, import: "default" }));

export default az;
