import type { IslandStrings } from "~/components/games/GameIslandRoot";
import { GAME_IDS, type GameId } from "~/games/registry";
import { gameStrings } from "~/games/texts";
import type { Language } from "~/lib/i18n-config";
import azGames from "~/locales/az/games";
import azSections from "~/locales/az/games/index";
import enGames from "~/locales/en/games";
import enSections from "~/locales/en/games/index";
import ruGames from "~/locales/ru/games";
import ruSections from "~/locales/ru/games/index";

type Section = keyof typeof enSections;

const SHELL = { az: azGames, en: enGames, ru: ruGames } satisfies Record<Language, object>;
const SECTIONS: Record<Language, Record<Section, object>> = { az: azSections, en: enSections, ru: ruSections };

function sectionOf(gameId: GameId): Section {
  return (gameStrings(gameId)[0] ?? "").replace(/^games\//, "") as Section;
}

/**
 * What the game page's island shows, in the page's language: the shell's texts (the "games"
 * namespace) and this game's own section, and nothing of the other games'. They travel in the
 * page's HTML with the island's props (ADR 035), so the browser downloads no strings of its own.
 */
export function islandStrings(language: Language, gameId: GameId): IslandStrings {
  const section = sectionOf(gameId);
  return { games: { ...SHELL[language], [section]: SECTIONS[language][section] } };
}

/** Every game's section name: what an island leaves out but its own. */
export const gameSections = (): ReadonlyArray<string> => GAME_IDS.map(sectionOf);
