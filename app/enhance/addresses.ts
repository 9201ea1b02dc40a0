/**
 * The built addresses of the standalone scripts (ADR 024), for `<StandaloneScript src>`.
 * Importing a module with `?worker&url` makes Vite build it as a file of its own, with
 * everything it imports and a hashed name, and gives that file's address (vite.config.ts).
 */
// The import's default export is that address, made by Vite: the linter looks for it in the module.
// oxlint-disable-next-line import/default
import spokenInstructions from "./spoken-instructions.ts?worker&url";
// oxlint-disable-next-line import/default
import browserProgressImport from "./browser-progress-import.ts?worker&url";
// oxlint-disable-next-line import/default
import standalonePage from "./standalone-page.ts?worker&url";
// oxlint-disable-next-line import/default
import passwordStrength from "./password-strength.ts?worker&url";
// oxlint-disable-next-line import/default
import printButtons from "./print-buttons.ts?worker&url";
// oxlint-disable-next-line import/default
import countdown from "./countdown.ts?worker&url";
// oxlint-disable-next-line import/default
import holdToLeave from "./hold-to-leave.ts?worker&url";

// oxlint-disable-next-line import/default
import offlineRegistration from "./offline-registration.ts?worker&url";
// oxlint-disable-next-line import/default
import offlinePanel from "./offline-panel.ts?worker&url";

export const STANDALONE_SCRIPTS = {
  spokenInstructions,
  browserProgressImport,
  standalonePage,
  passwordStrength,
  printButtons,
  countdown,
  holdToLeave,
  offlineRegistration,
  offlinePanel,
} as const;
