import type { DB } from "~/db.server";
import type { SessionWithUser } from "~/domain/accounts/sessions.server";
import { type Player, forWhomOf, playerOf } from "~/domain/children/player.server";
import { premiumAccess } from "~/domain/subscriptions/access.server";
import type { PictureData } from "~/games/art/Picture";
import { gamePicture } from "~/games/game-pictures.server";
import { GAMES, type GameInfo, findGame } from "~/games/registry";
import { STICKER_COUNT, albumOf } from "~/games/stickers.server";
import type { Language } from "~/infrastructure/i18n-config";
import { gameCardTexts } from "./card-texts.server";
import { type PlayedGame, ageInYears, pickerGames, pickerHref } from "./picker";

/** When and how far this player played each game: what puts the child's own games first. */
async function playedGames(db: DB, player: Player): Promise<Map<string, PlayedGame>> {
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
 * The child's game picker at /play: the selected child's games (the visitor's, with no session:
 * the games for the product's ages) as tiles that open a game in play mode, or its preview where
 * the player has no access.
 */
export async function pickerPage(db: DB, session: SessionWithUser | null, language: Language, now: Date = new Date()) {
  const player = session ? await playerOf(db, session) : null;
  const access = await premiumAccess(db, session?.user.id ?? null, now);
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
export async function albumPage(db: DB, session: SessionWithUser | null) {
  const player = session ? await playerOf(db, session) : null;
  const played = player ? await playedGames(db, player) : new Map<string, PlayedGame>();
  const progressByGame = new Map([...played].map(([game, row]) => [game, row.progress]));
  const stickers = albumOf(progressByGame, (game) => findGame(game)?.levels ?? 0);
  return { childName: player?.childName ?? null, stickers, total: STICKER_COUNT, leaveHref: session ? "/profile/children" : "/courses" };
}
