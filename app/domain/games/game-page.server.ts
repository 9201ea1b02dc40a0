import type { DB } from "~/db.server";
import type { SessionWithUser } from "~/domain/accounts/sessions.server";
import { premiumAccess } from "~/domain/subscriptions/access.server";
import type { SavePlayAnswer } from "~/games/shell/GamePlayer";
import { type GameInfo, findGame } from "~/games/registry";
import { gamePicture } from "~/games/game-pictures.server";
import { stickerFor } from "~/games/stickers.server";
import { deviceTypeFromUserAgent } from "~/lib/device";
import type { Language } from "~/infrastructure/i18n-config";
import { parsePlay } from "./play-form.server";
import { forWhomOf, playerOf } from "~/domain/children/player.server";
import { gameProgress, recordPlay } from "./progress.server";
import { ageInYears } from "~/games/play-rules";
import { islandStrings } from "./island-strings.server";

/** Who is on a game page: the signed-in parent (or a visitor) and the page's language. */
export interface GameViewer {
  session: SessionWithUser | null;
  language: Language;
}

/** The game of the URL; null for an id that names none. */
export function gameNamed(gameId: string): GameInfo | null {
  return findGame(gameId) ?? null;
}

/** Free games are open to everyone; premium ones need an active subscription or trial. */
async function accessTo(db: DB, game: GameInfo, session: SessionWithUser | null) {
  if (game.access === "free") return { allowed: true as const, reason: null };
  const access = await premiumAccess(db, session?.user.id ?? null);
  return access.allowed ? { allowed: true as const, reason: null } : { allowed: false as const, reason: access.reason };
}

/**
 * Whether the address asks for a premium game's short preview (`?preview`, from the child's
 * game picker): only a player without access gets one; for everyone else it is the game.
 */
function asksForPreview(request: Request | null): boolean {
  return request !== null && new URL(request.url).searchParams.has("preview");
}

/**
 * What a game page shows: the game as the browser needs it (no functions), whether it is
 * locked and why, and the progress of the selected child or the parent. `variant` is a game's
 * own choice from the URL (the category of name-object). A player without access who asks for
 * a preview gets the game with `preview: true` instead of the locked card: the player ends it
 * after a short while and saves nothing (the save action refuses such plays anyway).
 */
export async function loadGamePage(db: DB, game: GameInfo, viewer: GameViewer, variant: string | null = null, request: Request | null = null) {
  const { session } = viewer;
  const access = await accessTo(db, game, session);
  const preview = !access.allowed && asksForPreview(request);
  const player = session ? await playerOf(db, session) : null;
  const progress = player && access.allowed ? await gameProgress(db, player, game.id) : null;
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
    islandStrings: islandStrings(viewer.language, game.id),
  };
}

export type GamePageData = Awaited<ReturnType<typeof loadGamePage>>;

/** What saving a play answers the island, with the HTTP status the route sends it with. */
export interface SavePlayOutcome {
  status: 200 | 400 | 401 | 403;
  answer: SavePlayAnswer;
}

/** Saves one play for the selected child (or the parent): a session row and the progress. */
export async function saveGamePlay(db: DB, game: GameInfo, form: FormData, viewer: GameViewer & { userAgent: string | null }): Promise<SavePlayOutcome> {
  const { session } = viewer;
  if (!session) return { status: 401, answer: { saved: false, error: "unauthorized" } };
  const access = await accessTo(db, game, session);
  if (!access.allowed) return { status: 403, answer: { saved: false, error: "subscription_required" } };
  const player = await playerOf(db, session);
  const parsed = parsePlay(form, game, await gameProgress(db, player, game.id));
  if (!parsed.ok) return { status: 400, answer: { saved: false, error: "invalid_play" } };
  const progress = await recordPlay(db, player, {
    game,
    play: parsed.play,
    startedAt: parsed.startedAt,
    endedAt: parsed.endedAt,
    device: { type: deviceTypeFromUserAgent(viewer.userAgent), language: viewer.language },
  });
  return { status: 200, answer: { saved: true, progress } };
}
