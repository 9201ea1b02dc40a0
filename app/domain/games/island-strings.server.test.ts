import { describe, expect, test } from "vitest";
import { GAME_IDS } from "~/games/registry";
import { createTranslate } from "~/lib/i18n/translate";
import { LANGUAGES } from "~/lib/i18n-config";
import { gameSections, islandStrings } from "./island-strings.server";
import { resources } from "~/locales/resources.server";

describe("islandStrings", () => {
  test("gives the shell's texts and the game's own section, in the page's language", () => {
    for (const language of LANGUAGES) {
      const t = createTranslate(language, islandStrings(language, "memory"));
      const all = createTranslate(language, resources[language].translation);
      expect(t("games.chooseLevel")).toBe(all("games.chooseLevel"));
      expect(t("games.memory.title")).toBe(all("games.memory.title"));
      expect(t("games.memory.levels.1" as Parameters<typeof t>[0])).toBe(all("games.memory.levels.1" as Parameters<typeof t>[0]));
    }
  });

  test("leaves out every other game's texts", () => {
    for (const id of GAME_IDS) {
      const strings = islandStrings("az", id);
      const present = gameSections().filter((section) => Object.hasOwn(strings.games, section));
      expect(present, id).toHaveLength(1);
    }
    expect(islandStrings("en", "counting").games).not.toHaveProperty("memory");
  });
});
