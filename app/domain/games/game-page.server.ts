import { data } from "react-router";
import type { RouterContextProvider } from "react-router";
import { getDb } from "~/db.server";
import { premiumAccess } from "~/domain/subscriptions/access.server";
import type { SavePlayAnswer } from "~/games/shell/GamePlayer";
import { type GameInfo, findGame } from "~/games/registry";
import { gamePicture } from "~/games/game-pictures.server";
import { stickerFor } from "~/games/stickers.server";
import { getSession } from "~/lib/auth.server";
import { deviceTypeFromUserAgent } from "~/lib/device";
import { getLanguage } from "~/lib/i18n.server";
import { parsePlay } from "./play-form.server";
import { forWhomOf, playerOf } from "~/domain/children/player.server";
import { gameProgress, recordPlay } from "./progress.server";
import { ageInYears } from "~/games/play-rules";
import { islandStrings } from "./island-strings.server";

type Context = Readonly<RouterContextProvider>;

/** The game, or the 404 page. */
export function requireGame(gameId: string): GameInfo {
  const game = findGame(gameId);
  if (!game) throw data({ message: "errors.notFoundTitle" }, { status: 404 });
  return game;
}

/** Free games are open to everyone; premium ones need an active subscription or trial. */
async function accessTo(game: GameInfo, context: Context) {
  if (game.access === "free") return { allowed: true as const, reason: null };
  const access = await premiumAccess(context);
  return access.allowed ? { allowed: true as const, reason: null } : { allowed: false as const, reason: access.reason };
}

/**
 * Whether the address asks for a premium game's short preview (`?preview`, from the child's
 * game picker): only a player without access gets one; for everyone else it is the game.
 */
export function asksForPreview(request: Request | null): boolean {
  return request !== null && new URL(request.url).searchParams.has("preview");
}

/**
 * What a game page shows: the game as the browser needs it (no functions), whether it is
 * locked and why, and the progress of the selected child or the parent. `variant` is a game's
 * own choice from the URL (the category of name-object). A player without access who asks for
 * a preview gets the game with `preview: true` instead of the locked card: the player ends it
 * after a short while and saves nothing (the save action refuses such plays anyway).
 */
export async function loadGamePage(game: GameInfo, context: Context, variant: string | null = null, request: Request | null = null) {
  const access = await accessTo(game, context);
  const preview = !access.allowed && asksForPreview(request);
  const session = getSession(context);
  const player = session ? await playerOf(getDb(), session) : null;
  const progress = player && access.allowed ? await gameProgress(getDb(), player, game.id) : null;
  const perLevel = <T>(of: (level: number) => T) => Array.from({ length: game.levels }, (_, index) => of(index + 1));
  return {
    game: {
      id: game.id,
      picture: gamePicture(game.id),
      skill: game.skill,
      ages: game.ages,
      access: game.access,
      levels: game.levels,
      namedLevels: game.namedLevels ?? false,
      maxScores: perLevel(game.maxScore),
      timeLimits: perLevel((level) => game.timeLimit?.(level) ?? null),
      lives: perLevel((level) => game.lives?.(level) ?? null),
      stickers: perLevel((level) => stickerFor(game.id, level)),
    },
    variant,
    lockedReason: preview ? null : access.reason,
    preview,
    signedIn: Boolean(session),
    playerName: player?.childName ?? null,
    playerAgeYears: player?.childBirthDate ? ageInYears(player.childBirthDate, new Date().toISOString().slice(0, 10)) : null,
    forWhom: player ? forWhomOf(player) : null,
    progress,
    // The play area's texts travel with the page, for its island (ADR 035).
    islandStrings: islandStrings(getLanguage(context), game.id),
  };
}

export type GamePageData = Awaited<ReturnType<typeof loadGamePage>>;

/** Saves one play for the selected child (or the parent): a session row and the progress. */
export async function saveGamePlay(game: GameInfo, request: Request, context: Context) {
  const session = getSession(context);
  if (!session) return data<SavePlayAnswer>({ saved: false, error: "unauthorized" }, { status: 401 });
  const access = await accessTo(game, context);
  if (!access.allowed) return data<SavePlayAnswer>({ saved: false, error: "subscription_required" }, { status: 403 });
  const db = getDb();
  const player = await playerOf(db, session);
  const parsed = parsePlay(await request.formData(), game, await gameProgress(db, player, game.id));
  if (!parsed.ok) return data<SavePlayAnswer>({ saved: false, error: "invalid_play" }, { status: 400 });
  const progress = await recordPlay(db, player, {
    game,
    play: parsed.play,
    startedAt: parsed.startedAt,
    endedAt: parsed.endedAt,
    device: { type: deviceTypeFromUserAgent(request.headers.get("User-Agent")), language: getLanguage(context) },
  });
  return data<SavePlayAnswer>({ saved: true, progress });
}
