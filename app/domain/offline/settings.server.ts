import type { DB } from "~/db.server";
import { listChildren } from "~/domain/children/children.server";
import { isGameId } from "~/games/registry";
import { ageInMonths } from "~/lib/birth-date";
import { type KeptPage, RECENT_PLAY_DAYS, freeGamePages, pagesToKeep } from "./keep";
import { hasPremium } from "./premium.server";

/** One child as the offline panel shows them: kept on the phone or not, and the pinned games. */
interface OfflineChild {
  id: string;
  name: string;
  birthDate: string;
  kept: boolean;
  pinnedGames: string[];
}

export interface OfflineSettings {
  premium: boolean;
  children: OfflineChild[];
}

/** The parent's children with their offline choices. Offline mode is Premium's: without it nothing but the free games is kept. */
export async function offlineSettings(db: DB, userId: string, now: Date = new Date()): Promise<OfflineSettings> {
  const children = await listChildren(db, userId);
  const kept = new Set((await db.selectFrom("offline_children").select("child_id").where("user_id", "=", userId).execute()).map((row) => row.child_id));
  const pins = children.length
    ? await db
        .selectFrom("offline_pins")
        .select(["child_id", "game_id"])
        .where(
          "child_id",
          "in",
          children.map((child) => child.id),
        )
        .orderBy("pinned_at")
        .execute()
    : [];
  return {
    premium: await hasPremium(db, userId, now),
    children: children.map((child) => ({
      id: child.id,
      name: child.firstName,
      birthDate: child.birthDate,
      kept: kept.has(child.id),
      pinnedGames: pins.filter((pin) => pin.child_id === child.id).map((pin) => pin.game_id),
    })),
  };
}

/** A choice the offline panel's forms make; the child is checked to be the parent's by the caller. */
export type OfflineChoice = { kind: "keep"; on: boolean } | { kind: "pin"; gameId: string; on: boolean };

/** Turns offline mode on or off for one of the parent's children, or pins or unpins a game for them. */
export async function chooseOffline(db: DB, userId: string, childId: string, choice: OfflineChoice, now: Date = new Date()): Promise<void> {
  const at = now.toISOString();
  if (choice.kind === "keep") {
    if (!choice.on) {
      await db.deleteFrom("offline_children").where("child_id", "=", childId).where("user_id", "=", userId).execute();
      return;
    }
    await db
      .insertInto("offline_children")
      .values({ child_id: childId, user_id: userId, enabled_at: at })
      .onConflict((conflict) => conflict.column("child_id").doNothing())
      .execute();
    return;
  }
  if (!isGameId(choice.gameId)) return;
  if (!choice.on) {
    await db.deleteFrom("offline_pins").where("child_id", "=", childId).where("game_id", "=", choice.gameId).execute();
    return;
  }
  await db
    .insertInto("offline_pins")
    .values({ child_id: childId, game_id: choice.gameId, pinned_at: at })
    .onConflict((conflict) => conflict.columns(["child_id", "game_id"]).doNothing())
    .execute();
}

/** Whether the child is this parent's: every choice and mark for a child is checked with it. */
export async function ownsChild(db: DB, userId: string, childId: string): Promise<boolean> {
  const row = await db.selectFrom("children").select("id").where("id", "=", childId).where("user_id", "=", userId).executeTakeFirst();
  return row !== undefined;
}

/** Whether any of the parent's children is kept offline: the `offline` cookie's value, which lets the worker in with Save-Data. */
export async function keepsAnyChild(db: DB, userId: string): Promise<boolean> {
  const row = await db.selectFrom("offline_children").select("child_id").where("user_id", "=", userId).executeTakeFirst();
  return row !== undefined;
}

/** The games a child played in the last RECENT_PLAY_DAYS days, the most recent first. */
async function recentGames(db: DB, userId: string, childId: string, now: Date): Promise<string[]> {
  const since = new Date(now.getTime() - RECENT_PLAY_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const rows = await db
    .selectFrom("game_sessions")
    .select((eb) => ["game_id", eb.fn.max("session_end").as("last")])
    .where("user_id", "=", userId)
    .where("child_id", "=", childId)
    .where("session_end", ">=", since)
    .groupBy("game_id")
    .orderBy("last", "desc")
    .execute();
  return rows.map((row) => row.game_id);
}

/**
 * What the phone keeps for this parent (or a visitor, `userId` null): for each child the parent
 * turned offline mode on for, the pages of keep.ts, each address once; the free games for
 * everyone else.
 */
export async function pagesKeptFor(db: DB, userId: string | null, now: Date = new Date()): Promise<KeptPage[]> {
  if (!userId) return freeGamePages();
  const settings = await offlineSettings(db, userId, now);
  const kept = settings.children.filter((child) => child.kept);
  if (kept.length === 0) return freeGamePages();
  const today = now.toISOString().slice(0, 10);
  const pages = new Map<string, KeptPage>();
  for (const child of kept) {
    const forChild = pagesToKeep({
      ageMonths: ageInMonths(child.birthDate, today),
      recentGames: await recentGames(db, userId, child.id, now),
      pinnedGames: child.pinnedGames,
      premium: settings.premium,
    });
    for (const page of forChild) {
      const before = pages.get(page.url);
      if (!before || (page.pinned && !before.pinned)) pages.set(page.url, page);
    }
  }
  return [...pages.values()];
}

/** Offline mode's records of an account, for the parent's data export: the children kept, the pins, the marks sent later. */
export async function offlineExport(db: DB, userId: string) {
  const [children, pins, marks] = await Promise.all([
    db.selectFrom("offline_children").select(["child_id", "enabled_at"]).where("user_id", "=", userId).orderBy("enabled_at").execute(),
    db
      .selectFrom("offline_pins")
      .innerJoin("children", "children.id", "offline_pins.child_id")
      .select(["offline_pins.child_id", "offline_pins.game_id", "offline_pins.pinned_at"])
      .where("children.user_id", "=", userId)
      .orderBy("offline_pins.pinned_at")
      .execute(),
    db.selectFrom("offline_marks").select(["child_id", "kind", "made_at", "received_at"]).where("user_id", "=", userId).orderBy("received_at").execute(),
  ]);
  return { children_kept: children, pinned_games: pins, marks_sent_later: marks };
}
