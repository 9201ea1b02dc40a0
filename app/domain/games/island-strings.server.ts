import type { IslandStrings } from "~/components/games/GameIslandRoot";
import { GAME_IDS, type GameId } from "~/games/registry";
import { gameSection } from "~/games/texts";
import { LANGUAGES, type Language } from "~/infrastructure/i18n-config";
import { resources } from "~/locales/resources.server";

/**
 * Keys of the shared "games" texts that only the page around the island shows (its title, facts,
 * how-to and the notices for a browser without scripts; app/components/games/GamePage.tsx): the
 * island is not given them. island-strings.server.test.ts fails when the island's code uses one.
 */
export const PAGE_ONLY_KEYS: ReadonlySet<string> = new Set([
  "metaDescription",
  "backToCatalogue",
  "free",
  "premium",
  "ages",
  "skillLabel",
  "skills",
  "levelCount",
  "howToTitle",
  "noscript",
  "saveData",
  "noscriptHomework",
]);

function sectionOf(gameId: GameId): string {
  return gameSection(gameId) ?? "";
}

/** Every game's section name: what an island leaves out but its own. */
export const gameSections = (): ReadonlyArray<string> => GAME_IDS.map(sectionOf);

function flatten(node: object, prefix: string, into: Record<string, string>): Record<string, string> {
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === "string") into[prefix + key] = value;
    else if (value && typeof value === "object") flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

function stringsOf(language: Language, gameId: GameId): IslandStrings {
  const games: Record<string, unknown> = resources[language].translation.games;
  const sections = new Set(gameSections());
  const section = sectionOf(gameId);
  const strings: Record<string, string> = {};
  for (const [key, value] of Object.entries(games)) {
    const isShared = !sections.has(key) && !PAGE_ONLY_KEYS.has(key.replace(/_(zero|one|two|few|many|other)$/, ""));
    if (!isShared && key !== section) continue;
    if (typeof value === "string") strings[`games.${key}`] = value;
    else if (value && typeof value === "object") flatten(value, `games.${key}.`, strings);
  }
  return strings;
}

/** Made once when the server starts: each language's strings for each game's island. */
const ISLAND_STRINGS = Object.fromEntries(
  LANGUAGES.map((language) => [language, Object.fromEntries(GAME_IDS.map((id) => [id, stringsOf(language, id)]))]),
) as Record<Language, Record<GameId, IslandStrings>>;

/**
 * What the game page's island shows, in the page's language, as key → text: the shared "games"
 * texts the shell and boards show, and this game's own section; nothing of the other games' and
 * nothing only the page shows. They travel in the page's HTML with the island's props (ADR 035,
 * ADR 042), so the browser downloads no strings and runs no translator but a lookup.
 */
export function islandStrings(language: Language, gameId: GameId): IslandStrings {
  return ISLAND_STRINGS[language][gameId];
}
