import { type ComponentProps, useCallback, useMemo } from "react";
import { GamePlayer } from "~/games/shell/GamePlayer";
import type { GameId } from "~/games/registry";
import { levelLabel } from "~/games/texts";
import { TranslationProvider, useTranslation } from "~/infrastructure/i18n/context";
import { type FlatStrings, translateFrom } from "~/infrastructure/i18n/translate";
import type { Language } from "~/infrastructure/i18n-config";

/** The element the server renders the island into, and the JSON of its props beside it. */
export const GAME_ISLAND_ID = "game-island";
export const GAME_ISLAND_PROPS_ID = "game-island-props";

/**
 * The island's strings, in the page's language, key → text: the shared "games" texts the shell
 * and boards show and this game's own section (app/domain/games/island-strings.server.ts).
 */
export type IslandStrings = FlatStrings;

/** Everything the island needs, as JSON: the server writes it into the page, the browser reads it back. */
export interface GameIslandProps {
  language: Language;
  strings: IslandStrings;
  /** The game's levels have names of their own (games.<section>.levels.<n>). */
  namedLevels: boolean;
  player: Omit<ComponentProps<typeof GamePlayer>, "levelLabel">;
}

function reportMissingString(key: string) {
  console.error(`Missing interface string "${key}": the game's island was not given it (app/domain/games/island-strings.server.ts).`);
}

/**
 * The play area of a game's page as a React root of its own (ADR 035): rendered by the server
 * into the page, hydrated in the browser by island-entry.ts, with the strings it was given (no
 * strings are downloaded, and no i18next runs in the browser: ADR 042).
 */
export function GameIslandRoot({ language, strings, namedLevels, player }: GameIslandProps) {
  const t = useMemo(() => translateFrom(language, strings, reportMissingString), [language, strings]);
  return (
    <TranslationProvider language={language} t={t}>
      <IslandPlayer gameId={player.game.id} namedLevels={namedLevels} player={player} />
    </TranslationProvider>
  );
}

function IslandPlayer({ gameId, namedLevels, player }: { gameId: GameId; namedLevels: boolean; player: GameIslandProps["player"] }) {
  const { t } = useTranslation();
  const labelOf = useCallback((level: number) => levelLabel(t, { id: gameId, namedLevels }, level), [t, gameId, namedLevels]);
  return <GamePlayer {...player} levelLabel={labelOf} />;
}
