import { data } from "react-router";
import type { Route } from "./+types/plays";
import { getDb } from "~/db.server";
import { gameNamed, saveGamePlay } from "~/domain/games/game-page.server";
import { getSession } from "~/infrastructure/auth.server";
import { foundOrThrow } from "~/infrastructure/guards.server";
import { getLanguage } from "~/infrastructure/i18n.server";

/**
 * POST /games/plays/:gameId: one finished play of a game, posted by its page's island
 * (app/games/shell/save-play.ts, ADR 035), answered as JSON. The rules are saveGamePlay's: a
 * visitor gets 401, a premium game without access 403, a forged play (a locked level, too many
 * points, an impossible time) 400, and nothing is saved.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const game = foundOrThrow(gameNamed(params.gameId));
  const { status, answer } = await saveGamePlay(getDb(), game, await request.formData(), {
    session: getSession(context),
    language: getLanguage(context),
    userAgent: request.headers.get("User-Agent"),
  });
  return data(answer, { status });
}
