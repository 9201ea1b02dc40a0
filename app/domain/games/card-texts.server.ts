import type { GameId } from "~/games/registry";
import { gameTextKey, gameTitleKey } from "~/games/texts";
import type { Language } from "~/infrastructure/i18n-config";
import { translatorFor } from "~/infrastructure/i18n/translate.server";

/**
 * A game card's title and goal in the page's language, for the loaders that list games (the
 * catalogue's cards, the picker's tiles).
 */
export function gameCardTexts(gameId: GameId, language: Language): { title: string; goal: string } {
  const t = translatorFor(language);
  return { title: t(gameTitleKey(gameId)), goal: t(gameTextKey(gameId, "goal")) };
}
