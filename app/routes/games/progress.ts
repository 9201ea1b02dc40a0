import { data } from "react-router";
import type { Route } from "./+types/progress";
import { getDb } from "~/db.server";
import { parseBrowserProgress } from "~/domain/games/play-form.server";
import { playerOf } from "~/domain/children/player.server";
import { importBrowserProgress } from "~/domain/games/progress.server";
import { findGame } from "~/games/registry";
import type { GameInfo } from "~/games/registry";
import { getSession } from "~/infrastructure/auth.server";

/**
 * POST: a visitor's browser progress, sent once after sign-in, copied to the account for the
 * selected child (or the parent) by the spec's migration rule. Unknown games are skipped.
 * `imported` tells the browser it may forget its copy.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = getSession(context);
  if (!session) return data({ imported: false, error: "unauthorized" }, { status: 401 });
  const form = await request.formData();
  const raw = form.get("progress");
  const entries = typeof raw === "string" && raw.length <= 20_000 ? parseBrowserProgress(raw) : null;
  if (!entries) return data({ imported: false, error: "invalid_progress" }, { status: 400 });
  const known = [...entries].flatMap(([gameId, local]) => {
    const game = findGame(gameId);
    return game && game.access === "free" ? [{ game: game as GameInfo, local }] : [];
  });
  const db = getDb();
  const copied = await importBrowserProgress(db, await playerOf(db, session), known);
  return { imported: true, copied };
}
