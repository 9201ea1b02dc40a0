import type { Route } from "./+types/plays";
import { requireGame, saveGamePlay } from "~/domain/games/game-page.server";

/**
 * POST /games/plays/:gameId: one finished play of a game, posted by its page's island
 * (app/games/shell/save-play.ts, ADR 035), answered as JSON. The rules are saveGamePlay's: a
 * visitor gets 401, a premium game without access 403, a forged play (a locked level, too many
 * points, an impossible time) 400, and nothing is saved.
 */
export function action({ request, params, context }: Route.ActionArgs) {
  return saveGamePlay(requireGame(params.gameId), request, context);
}
