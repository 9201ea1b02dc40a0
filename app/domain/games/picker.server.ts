import { redirect } from "react-router";
import type { RouterContextProvider } from "react-router";
import { type DB, getDb } from "~/db.server";
import { requireParent } from "~/lib/guards.server";
import { type Player, chooseChild, forWhomOf, playerOf } from "~/domain/children/player.server";
import { premiumAccess } from "~/domain/subscriptions/access.server";
import type { PictureData } from "~/games/art/Picture";
import { gamePicture } from "~/games/game-pictures.server";
import { GAMES, type GameInfo, findGame } from "~/games/registry";
import { STICKER_COUNT, albumOf } from "~/games/stickers.server";
import { getSession } from "~/lib/auth.server";
import type { Language } from "~/lib/i18n-config";
import { gameCardTexts } from "./card-texts.server";
import { type PlayedGame, ageInYears, pickerGames, pickerHref } from "./picker";

/** When and how far this player played each game: what puts the child's own games first. */
export async function playedGames(db: DB, player: Player): Promise<Map<string, PlayedGame>> {
  const query = db.selectFrom("game_progress").select(["game_id", "progress_percentage", "last_played_at", "updated_at"]).where("user_id", "=", player.userId);
  const rows = await (player.childId ? query.where("child_id", "=", player.childId) : query.where("child_id", "is", null)).execute();
  return new Map(rows.map((row) => [row.game_id, { progress: row.progress_percentage, lastPlayedAt: row.last_played_at ?? row.updated_at }]));
}

export interface PickerTile {
  id: string;
  title: string;
  picture: PictureData;
  href: string;
  /** Marked as free (with a picture) for a player without Premium, who can play it whole. */
  free: boolean;
  /** Leads to the game's short preview: the player has no access to it. */
  preview: boolean;
}

/**
 * The child's game picker at /play: the selected child's games (the visitor's: the games for the
 * product's ages) as tiles that open a game in play mode, or its preview where the player has no
 * access. `?child=<id>` chooses one of the parent's children first (someone else's child answers
 * 403) and comes back to /play, so the game pages it leads to play for that child too.
 */
export async function pickerPage(request: Request, context: Readonly<RouterContextProvider>, language: Language, now: Date = new Date()) {
  const db = getDb();
  const chosen = new URL(request.url).searchParams.get("child");
  if (chosen !== null) {
    const parent = await requireParent(request, context);
    await chooseChild(db, parent.user.id, chosen);
    throw redirect("/play");
  }
  const session = getSession(context);
  const player = session ? await playerOf(db, session) : null;
  const access = await premiumAccess(context);
  const canPlay = (game: GameInfo) => game.access === "free" || access.allowed;
  const { first, more } = pickerGames({
    games: GAMES,
    age: player?.childBirthDate ? ageInYears(player.childBirthDate, now.toISOString().slice(0, 10)) : null,
    played: player ? await playedGames(db, player) : new Map(),
    canPlay,
    now,
  });
  const tile = (game: GameInfo): PickerTile => ({
    id: game.id,
    title: gameCardTexts(game.id, language).title,
    picture: gamePicture(game.id),
    href: pickerHref(game.id, canPlay(game)),
    free: game.access === "free" && !access.allowed,
    preview: !canPlay(game),
  });
  // A parent leaves the child's screen to where they came from: the children's page, or the games catalogue (/courses) for a visitor.
  const leaveHref = session ? "/profile/children" : "/courses";
  return { forWhom: player ? forWhomOf(player) : null, childName: player?.childName ?? null, first: first.map(tile), more: more.map(tile), leaveHref };
}

/**
 * Kirpi's album at /play/album: the stickers the selected child (or a parent playing without a
 * child) earned by passing levels. A visitor's progress lives in the browser, so a visitor's
 * album is empty until they sign in.
 */
export async function albumPage(context: Readonly<RouterContextProvider>) {
  const session = getSession(context);
  const player = session ? await playerOf(getDb(), session) : null;
  const played = player ? await playedGames(getDb(), player) : new Map<string, PlayedGame>();
  const progressByGame = new Map([...played].map(([game, row]) => [game, row.progress]));
  const stickers = albumOf(progressByGame, (game) => findGame(game)?.levels ?? 0);
  return { childName: player?.childName ?? null, stickers, total: STICKER_COUNT, leaveHref: session ? "/profile/children" : "/courses" };
}
