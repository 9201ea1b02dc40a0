import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { addChild, birthDateMonthsAgo, queryOne } from "./accounts";
import { expect, seedTestDatabase, test } from "./fixtures";
import { playMode } from "./games";
import { fill, subscriberStorageState } from "./payments";
import { strings } from "./strings";
import * as buildTower from "./game-rounds/build-tower";
import * as buildTrain from "./game-rounds/build-train";
import * as threadBeads from "./game-rounds/thread-beads";
import * as jigsaw from "./game-rounds/jigsaw";
import * as missingPieces from "./game-rounds/missing-pieces";
import * as stackRings from "./game-rounds/stack-rings";

const az = strings.az;
const PLAYERS: Record<string, (page: Page, press: (locator: Locator) => Promise<void>) => Promise<void>> = {
  "stack-rings": stackRings.playOneRound,
  "build-tower": buildTower.playOneRound,
  "build-train": buildTrain.playOneRound,
  "thread-beads": threadBeads.playOneRound,
  jigsaw: jigsaw.playOneRound,
  "missing-pieces": missingPieces.playOneRound,
};
const ONLY = process.env.LOOK_GAMES?.split(",") ?? Object.keys(PLAYERS);

test.describe("look", () => {
  let subscriber = "";
  test.beforeAll(async ({ browser }, testInfo) => {
    if (testInfo.project.use.javaScriptEnabled === false) return;
    const signedUp = await subscriberStorageState(browser, testInfo, "look-d");
    const context = await browser.newContext({ storageState: signedUp });
    const page = await context.newPage();
    await addChild(page, "Nərgiz", birthDateMonthsAgo(40));
    subscriber = testInfo.outputPath("look-d.json");
    await context.storageState({ path: subscriber });
    await context.close();
  });
  test.use({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    storageState: async ({}, use) => use(subscriber),
  });
  test.setTimeout(300_000);

  for (const id of ONLY) {
    test(`look at ${id}`, async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled);
      const ids = queryOne<{ user_id: string; child_id: string }>(
        "select u.id as user_id, c.id as child_id from users u join children c on c.user_id = u.id where c.first_name = 'Nərgiz' order by c.created_at desc limit 1",
      );
      if (!ids) throw new Error("no child");
      const now = new Date().toISOString();
      seedTestDatabase((db) => {
        db.prepare("delete from game_progress where user_id = ? and game_id = ?").run(ids.user_id, id);
        db.prepare(
          "insert into game_progress (id, user_id, child_id, game_id, progress_percentage, current_level, highest_score, total_attempts, successful_attempts, last_played_at, metadata, created_at, updated_at) values (?, ?, ?, ?, 80, 5, 50, 6, 6, ?, null, ?, ?)",
        ).run(randomUUID(), ids.user_id, ids.child_id, id, now, now, now);
      });
      for (let level = 5; level >= 1; level--) {
        await page.goto(`/games/${id}`);
        const name = fill(az.games.level, { level });
        const passed = fill(az.games.levelPassed, { level: name });
        const button = page.getByRole("button", { name: new RegExp(`^(${name}|${passed})$`) }).first();
        await button.evaluate((element) => element.scrollIntoView({ block: "center" }));
        await button.tap();
        await expect(playMode(page)).toBeVisible();
        await page.waitForTimeout(2500);
        await page.screenshot({ path: `/tmp/look-${id}-${level}.png` });
      }
      // Level 1: one round played, then to the end.
      await PLAYERS[id]?.(page, (locator) => locator.tap());
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `/tmp/look-${id}-1-after.png` });
      const celebration = page.locator("section.play-celebration");
      for (let round = 0; round < 30 && !(await celebration.isVisible()); round++) await PLAYERS[id]?.(page, (locator) => locator.tap());
      await expect(celebration).toBeVisible();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/look-${id}-end.png` });
    });
  }
});
