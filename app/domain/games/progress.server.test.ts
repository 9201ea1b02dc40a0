import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { exportAccountData } from "~/domain/data-export/export.server";
import { addChild } from "~/domain/children/children.server";
import { findGame } from "~/games/registry";
import type { DB } from "~/db.server";
import { createTestParent } from "../../../tests/support/accounts";
import { createTestDatabase } from "../../../tests/support/test-database";
import { playerOf } from "~/domain/children/player.server";
import { allGameProgress, gameProgress, gameProgressPercentages, importBrowserProgress, recordPlay } from "./progress.server";

let db: DB;
let close: () => void;

beforeEach(async () => {
  const database = await createTestDatabase();
  db = database.db;
  close = () => void database.db.destroy();
});
afterEach(() => close());

const colors = findGame("color-matching")!;
const start = new Date("2026-11-22T09:00:00Z");
const end = new Date("2026-11-22T09:02:30Z");
const device = { type: "phone" as const, language: "az" as const };

async function parentWithChild() {
  const parent = await createTestParent(db);
  const child = await addChild(db, parent.id, { firstName: "Leyla", lastName: "", birthDate: "2022-03-01" });
  return { parent, child };
}

describe("recording plays", () => {
  it("writes one session row per play and keeps the progress by the spec's rules", async () => {
    const { parent, child } = await parentWithChild();
    const player = { userId: parent.id, childId: child.id };
    await recordPlay(db, player, { game: colors, play: { level: 1, score: 50, attempts: 5, successes: 5 }, startedAt: start, endedAt: end, device });
    const after = await recordPlay(db, player, {
      game: colors,
      play: { level: 2, score: 10, attempts: 9, successes: 5 },
      startedAt: start,
      endedAt: end,
      device,
    });
    expect(after).toEqual({ progressPercentage: 20, currentLevel: 2, highestScore: 50, totalAttempts: 2, successfulAttempts: 1 });
    const sessions = await db.selectFrom("game_sessions").selectAll().orderBy("level_reached").execute();
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      child_id: child.id,
      game_id: "color-matching",
      duration_seconds: 150,
      score_achieved: 50,
      attempts_made: 5,
      successful_actions: 5,
    });
    expect(JSON.parse(sessions[0]!.device_info!)).toEqual({ type: "phone", language: "az" });
  });

  it("keeps a child's progress apart from the parent's own", async () => {
    const { parent, child } = await parentWithChild();
    await recordPlay(
      db,
      { userId: parent.id, childId: child.id },
      { game: colors, play: { level: 1, score: 50, attempts: 5, successes: 5 }, startedAt: start, endedAt: end, device },
    );
    expect(await gameProgress(db, { userId: parent.id, childId: null }, "color-matching")).toBeNull();
    expect((await allGameProgress(db, { userId: parent.id, childId: child.id })).get("color-matching")?.progressPercentage).toBe(20);
    // The catalogue's bars read the same, and nothing for the parent's own play.
    expect(await gameProgressPercentages(db, { userId: parent.id, childId: child.id })).toEqual(new Map([["color-matching", 20]]));
    expect(await gameProgressPercentages(db, { userId: parent.id, childId: null })).toEqual(new Map());
  });

  it("plays for the parent when the selected child belongs to someone else", async () => {
    const { child } = await parentWithChild();
    const stranger = await createTestParent(db);
    const player = await playerOf(db, { user: { ...stranger, selected_child_id: child.id } });
    expect(player).toEqual({ userId: stranger.id, childId: null, childName: null, childBirthDate: null, children: [] });
  });

  it("puts progress and plays in the parent's data download", async () => {
    const { parent, child } = await parentWithChild();
    await recordPlay(
      db,
      { userId: parent.id, childId: child.id },
      { game: colors, play: { level: 1, score: 50, attempts: 5, successes: 5 }, startedAt: start, endedAt: end, device },
    );
    const exported = await exportAccountData(db, parent.id);
    expect(exported.game_progress).toEqual([
      expect.objectContaining({ child_id: child.id, game_id: "color-matching", progress_percentage: 20, metadata: null }),
    ]);
    expect(exported.game_sessions).toEqual([
      expect.objectContaining({ game_id: "color-matching", duration_seconds: 150, device_info: { type: "phone", language: "az" } }),
    ]);
  });

  it("removes progress and sessions with the child", async () => {
    const { parent, child } = await parentWithChild();
    await recordPlay(
      db,
      { userId: parent.id, childId: child.id },
      { game: colors, play: { level: 1, score: 50, attempts: 5, successes: 5 }, startedAt: start, endedAt: end, device },
    );
    await db.deleteFrom("children").where("id", "=", child.id).execute();
    expect(await db.selectFrom("game_sessions").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("game_progress").selectAll().execute()).toEqual([]);
  });
});

describe("copying a visitor's browser progress at sign-in", () => {
  it("copies only games the account has no progress for, with the migration rule", async () => {
    const parent = await createTestParent(db);
    const player = { userId: parent.id, childId: null };
    await recordPlay(db, player, { game: colors, play: { level: 1, score: 50, attempts: 5, successes: 5 }, startedAt: start, endedAt: end, device });
    const copied = await importBrowserProgress(db, player, [
      { game: colors, local: { progress: 80, level: 5, highestScore: 50 } },
      { game: findGame("counting")!, local: { progress: 40, level: 3, highestScore: 45 } },
      { game: findGame("shape-recognition")!, local: { progress: 0, level: 1, highestScore: 0 } },
    ]);
    expect(copied).toEqual(["counting"]);
    const all = await allGameProgress(db, player);
    expect(all.get("color-matching")?.progressPercentage).toBe(20);
    expect(all.get("counting")).toEqual({ progressPercentage: 40, currentLevel: 3, highestScore: 45, totalAttempts: 4, successfulAttempts: 2 });
    expect(all.has("shape-recognition")).toBe(false);
    expect(await importBrowserProgress(db, player, [{ game: findGame("counting")!, local: { progress: 100, level: 5, highestScore: 50 } }])).toEqual([]);
  });
});
