import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "~/locales/en";
import enGames from "~/locales/en/games.json";
import { LANGUAGES } from "~/infrastructure/i18n-config";
import { GAME_IDS } from "./registry";
import { gameSection, gameTitleKey } from "./texts";

/**
 * A game's island is given the shared "games" texts and its own game's, `games.<section>`, and
 * nothing of the other games' (ADR 042). A key of another game's section used in a game's code
 * would show as its key in the browser; this test finds such a key where it is written, before an
 * e2e run of that game would.
 */
const GAMES_DIR = import.meta.dirname;
const sections = new Set(Object.keys(en.games).filter((key) => !Object.hasOwn(enGames, key)));
/** Build-time lists of every game's texts (npm run audio) and the key helpers: not page code. */
const NOT_PAGE_CODE = new Set(["spoken.ts", "texts.ts"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The game sections whose keys a file writes, e.g. "games.counting.title" → counting. */
function sectionsUsed(file: string): string[] {
  const source = readFileSync(file, "utf8");
  return [...new Set([...source.matchAll(/games\.([a-zA-Z]+)\./g)].map((match) => match[1] as string))].filter((name) => sections.has(name));
}

describe("each game's own strings", () => {
  it("every game has its own section, with a file in every language", () => {
    for (const id of GAME_IDS) {
      const section = gameSection(id);
      expect(section, id).toMatch(/^[a-zA-Z]+$/);
      for (const language of LANGUAGES)
        expect(existsSync(path.join(GAMES_DIR, `../locales/${language}/games/${section}.json`)), `${language} ${section}`).toBe(true);
    }
    expect(new Set(GAME_IDS.map(gameSection)).size).toBe(GAME_IDS.length);
    expect(gameSection("no-such-game")).toBeUndefined();
    expect(gameSection("constructor")).toBeUndefined();
  });

  it("every game's section is one of the games' files, and the shared games texts carry none of them", () => {
    expect([...sections].toSorted()).toEqual(GAME_IDS.map(gameSection).toSorted());
    expect(Object.keys(enGames).filter((key) => sections.has(key))).toEqual([]);
  });

  /** The games' shared parts: the shell and the picture world. */
  const SHARED_FOLDERS = new Set(["shell", "art", "find-different"]);

  it("a game's code uses only its own section of the games strings", () => {
    const gameDirs = readdirSync(GAMES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !SHARED_FOLDERS.has(entry.name));
    expect(gameDirs.length).toBe(GAME_IDS.length);
    for (const dir of gameDirs) {
      const own = gameSection(dir.name);
      expect(own, `app/games/${dir.name} is a game`).toBeTruthy();
      for (const file of sourceFiles(path.join(GAMES_DIR, dir.name))) {
        expect(
          sectionsUsed(file).filter((name) => name !== own),
          path.relative(GAMES_DIR, file),
        ).toEqual([]);
      }
    }
  });

  it("code shared by every game uses no game's section", () => {
    const shared = [
      ...sourceFiles(path.join(GAMES_DIR, "shell")),
      ...sourceFiles(path.join(GAMES_DIR, "find-different")),
      ...readdirSync(GAMES_DIR)
        .filter((name) => /\.tsx?$/.test(name) && !/\.test\./.test(name) && !NOT_PAGE_CODE.has(name))
        .map((name) => path.join(GAMES_DIR, name)),
      ...sourceFiles(path.join(GAMES_DIR, "../components/games")),
    ];
    for (const file of shared) expect(sectionsUsed(file), path.relative(GAMES_DIR, file)).toEqual([]);
  });
});

describe("game names", () => {
  it.each(LANGUAGES)("no two games share a name, nor does one name begin with another's, in %s", async (language) => {
    const { translatorFor } = await import("~/infrastructure/i18n/translate.server");
    const t = translatorFor(language);
    const titles = GAME_IDS.map((id) => ({ id, title: t(gameTitleKey(id)).toLocaleLowerCase(language) }));
    const clashes = titles.flatMap((a) => titles.filter((b) => a.id !== b.id && b.title.startsWith(a.title)).map((b) => `${a.id} / ${b.id}: ${b.title}`));
    expect(clashes).toEqual([]);
  });
});
