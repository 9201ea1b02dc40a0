import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { GAME_IDS } from "~/games/registry";
import { translateFrom } from "~/infrastructure/i18n/translate";
import { translatorFor } from "~/infrastructure/i18n/translate.server";
import { LANGUAGES } from "~/infrastructure/i18n-config";
import type { TranslationKey } from "~/locales/keys";
import { PAGE_ONLY_KEYS, gameSections, islandStrings } from "./island-strings.server";

/** The sections a flat key belongs to: "games.memory.levels.1" → memory. */
const sectionsIn = (strings: object) => new Set(Object.keys(strings).map((key) => key.split(".")[1] ?? ""));

describe("islandStrings", () => {
  test("gives the shell's texts and the game's own section, in the page's language, as i18next has them", () => {
    for (const language of LANGUAGES) {
      const t = translateFrom(language, islandStrings(language, "memory"));
      const all = translatorFor(language);
      expect(t("games.chooseLevel")).toBe(all("games.chooseLevel"));
      expect(t("games.memory.title")).toBe(all("games.memory.title"));
      expect(t("games.memory.levels.1" as TranslationKey)).toBe(all("games.memory.levels.1" as TranslationKey));
      expect(t("games.stars", { count: 2 })).toBe(all("games.stars", { count: 2 }));
    }
  });

  test("leaves out every other game's texts", () => {
    for (const id of GAME_IDS) {
      const present = gameSections().filter((section) => sectionsIn(islandStrings("az", id)).has(section));
      expect(present, id).toHaveLength(1);
    }
    expect(Object.keys(islandStrings("en", "counting")).filter((key) => key.startsWith("games.memory."))).toEqual([]);
  });

  test("leaves out what only the page around the island shows", () => {
    const strings = islandStrings("ru", "counting");
    for (const key of PAGE_ONLY_KEYS)
      expect(
        Object.keys(strings).filter((name) => name === `games.${key}` || name.startsWith(`games.${key}.`) || name.startsWith(`games.${key}_`)),
        key,
      ).toEqual([]);
    expect(Object.keys(strings).every((key) => key.startsWith("games."))).toBe(true);
  });

  test("the island's code uses none of the keys only the page has", () => {
    const appDir = path.resolve(import.meta.dirname, "../..");
    const files = [
      ...readdirSync(path.join(appDir, "games"), { recursive: true, encoding: "utf8" }).map((file) => path.join(appDir, "games", file)),
      path.join(appDir, "components/games/GameIslandRoot.tsx"),
    ].filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    const pageOnly = new RegExp(`["\`]games\\.(${[...PAGE_ONLY_KEYS].join("|")})\\b`);
    expect(files.length).toBeGreaterThan(GAME_IDS.length);
    expect(files.filter((file) => pageOnly.test(readFileSync(file, "utf8"))).map((file) => path.relative(appDir, file))).toEqual([]);
  });
});
