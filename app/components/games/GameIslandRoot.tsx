import { type ComponentProps, useCallback, useMemo } from "react";
import { GamePlayer } from "~/games/shell/GamePlayer";
import type { GameId } from "~/games/registry";
import { levelLabel } from "~/games/texts";
import { LanguageProvider, RouteStrings, useTranslation } from "~/lib/i18n/context";
import type { Language } from "~/lib/i18n-config";

/** The element the server renders the island into, and the JSON of its props beside it. */
export const GAME_ISLAND_ID = "game-island";
export const GAME_ISLAND_PROPS_ID = "game-island-props";

/** The island's strings, shaped like en.ts: the shell's "games" texts and this game's section. */
export interface IslandStrings {
  games: Readonly<Record<string, unknown>>;
}

/** Everything the island needs, as JSON: the server writes it into the page, the browser reads it back. */
export interface GameIslandProps {
  language: Language;
  strings: IslandStrings;
  /** The game's levels have names of their own (games.<section>.levels.<n>). */
  namedLevels: boolean;
  player: Omit<ComponentProps<typeof GamePlayer>, "levelLabel">;
}

/**
 * The play area of a game's page as a React root of its own (ADR 035): rendered by the server
 * into the page, hydrated in the browser by island-entry.ts, with the strings it was given (no
 * strings are downloaded).
 */
export function GameIslandRoot({ language, strings, namedLevels, player }: GameIslandProps) {
  const source = useMemo(() => () => strings, [strings]);
  return (
    <LanguageProvider language={language} source={source}>
      <RouteStrings namespaces={NO_NAMESPACES}>
        <IslandPlayer gameId={player.game.id} namedLevels={namedLevels} player={player} />
      </RouteStrings>
    </LanguageProvider>
  );
}

const NO_NAMESPACES: ReadonlyArray<string> = [];

function IslandPlayer({ gameId, namedLevels, player }: { gameId: GameId; namedLevels: boolean; player: GameIslandProps["player"] }) {
  const { t } = useTranslation();
  const labelOf = useCallback((level: number) => levelLabel(t, { id: gameId, namedLevels }, level), [t, gameId, namedLevels]);
  return <GamePlayer {...player} levelLabel={labelOf} />;
}
