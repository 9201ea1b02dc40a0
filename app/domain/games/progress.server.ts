import { randomUUID } from "node:crypto";
import type { GameProgressRow } from "../../../db/schema.ts";
import type { DB } from "~/db.server";
import type { GameId, GameInfo } from "~/games/registry";
import type { PlayResult } from "~/games/scoring";
import type { DeviceType } from "~/lib/device";
import type { Language } from "~/infrastructure/i18n-config";
import { type BrowserProgress, type GameProgress, migratedProgress, progressAfterPlay } from "./progress";

import type { Player } from "~/domain/children/player.server";

export type { Player };

function toProgress(row: GameProgressRow): GameProgress {
  return {
    progressPercentage: row.progress_percentage,
    currentLevel: row.current_level,
    highestScore: row.highest_score,
    totalAttempts: row.total_attempts,
    successfulAttempts: row.successful_attempts,
  };
}

/** This child's rows (or, with no child selected, the parent's own). */
function playerRows(db: DB, player: Player) {
  const query = db.selectFrom("game_progress").where("user_id", "=", player.userId);
  return player.childId ? query.where("child_id", "=", player.childId) : query.where("child_id", "is", null);
}

function progressRows(db: DB, player: Player) {
  return playerRows(db, player).selectAll();
}

export async function gameProgress(db: DB, player: Player, gameId: GameId): Promise<GameProgress | null> {
  const row = await progressRows(db, player).where("game_id", "=", gameId).executeTakeFirst();
  return row ? toProgress(row) : null;
}

/** How far this player has come in each game they have played (0-100), by game id: the catalogue's bars. */
export async function gameProgressPercentages(db: DB, player: Player): Promise<Map<string, number>> {
  const rows = await playerRows(db, player).select(["game_id", "progress_percentage"]).execute();
  return new Map(rows.map((row) => [row.game_id, row.progress_percentage]));
}

/** Every game's progress for this player, by game id. */
export async function allGameProgress(db: DB, player: Player): Promise<Map<string, GameProgress>> {
  const rows = await progressRows(db, player).execute();
  return new Map(rows.map((row) => [row.game_id, toProgress(row)]));
}

async function saveProgress(db: DB, player: Player, gameId: GameId, progress: GameProgress, now: Date, metadata: string | null = null) {
  const at = now.toISOString();
  const values = {
    progress_percentage: progress.progressPercentage,
    current_level: progress.currentLevel,
    highest_score: progress.highestScore,
    total_attempts: progress.totalAttempts,
    successful_attempts: progress.successfulAttempts,
    last_played_at: at,
    updated_at: at,
  };
  const existing = await progressRows(db, player).where("game_id", "=", gameId).select("id").executeTakeFirst();
  if (existing) {
    await db.updateTable("game_progress").set(values).where("id", "=", existing.id).execute();
  } else {
    await db
      .insertInto("game_progress")
      .values({ id: randomUUID(), user_id: player.userId, child_id: player.childId, game_id: gameId, metadata, created_at: at, ...values })
      .execute();
  }
}

export interface RecordedPlay {
  game: GameInfo;
  play: PlayResult;
  startedAt: Date;
  endedAt: Date;
  device: { type: DeviceType; language: Language };
}

/** One play: a `game_sessions` row and the progress after it, in one transaction. */
export async function recordPlay(db: DB, player: Player, recorded: RecordedPlay, now: Date = new Date()): Promise<GameProgress> {
  const { game, play } = recorded;
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto("game_sessions")
      .values({
        id: randomUUID(),
        user_id: player.userId,
        child_id: player.childId,
        game_id: game.id,
        session_start: recorded.startedAt.toISOString(),
        session_end: recorded.endedAt.toISOString(),
        duration_seconds: Math.round((recorded.endedAt.getTime() - recorded.startedAt.getTime()) / 1000),
        score_achieved: play.score,
        level_reached: play.level,
        attempts_made: play.attempts,
        successful_actions: play.successes,
        device_info: JSON.stringify(recorded.device),
      })
      .execute();
    const before = await gameProgress(trx, player, game.id);
    const after = progressAfterPlay(before, { level: play.level, score: play.score, maxScore: game.maxScore(play.level) }, game.levels);
    await saveProgress(trx, player, game.id, after, now);
    return after;
  });
}

/**
 * A visitor's browser progress, copied at sign-in by the spec's migration rule: only games the
 * account has no progress for. Returns the games copied.
 */
export async function importBrowserProgress(
  db: DB,
  player: Player,
  entries: ReadonlyArray<{ game: GameInfo; local: BrowserProgress }>,
  now: Date = new Date(),
): Promise<GameId[]> {
  return db.transaction().execute(async (trx) => {
    const existing = await allGameProgress(trx, player);
    const copied: GameId[] = [];
    for (const { game, local } of entries) {
      if (existing.has(game.id) || local.progress <= 0) continue;
      await saveProgress(trx, player, game.id, migratedProgress(local, game.levels), now, JSON.stringify({ migratedFromBrowser: true }));
      copied.push(game.id);
    }
    return copied;
  });
}
