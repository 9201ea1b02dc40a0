import { acceptLegal, queryAll, queryOne, signUp, uniqueEmail } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";
import { answerRounds, expectBoardAccessibleIn, findMemoryPairs, levelOne, startLevel } from "./games";
import { fill, payOnGateway, signUpOnTrial } from "./payments";
import { strings } from "./strings";
import { spokenAudioPath } from "../../app/lib/spoken-audio";
import { TEST_CARDS } from "../../server/epoint-simulator";
import { gamesByAgeGroup } from "../../app/games/registry";

const az = strings.az;
const g = az.games;
const c = az.courses;

function progressOf(email: string, gameId: string) {
  return queryOne<{ progress_percentage: number; current_level: number; total_attempts: number; successful_attempts: number; metadata: string | null; child_id: string | null }>(
    "select p.progress_percentage, p.current_level, p.total_attempts, p.successful_attempts, p.metadata, p.child_id from game_progress p join users u on u.id = p.user_id where u.email = ? and p.game_id = ?",
    email,
    gameId,
  );
}

test.describe("games", () => {
  test("/games lands on the catalogue: games by age, a premium banner, each game one link away", async ({ page }) => {
    await page.goto("/games");
    await expect(page).toHaveURL("/courses");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.title);
    await expect(page.getByRole("heading", { level: 3, name: c.ageGroups.toddlers })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: c.ageGroups.preschool })).toBeVisible();
    await expect(page.getByRole("heading", { name: c.premiumBannerTitle })).toBeVisible();
    // Four games per age group, then "show more" (a link, so it works without scripts too).
    const preschool = page.locator("#games-preschool");
    const preschoolGames = gamesByAgeGroup().find((section) => section.group === "preschool")?.games.length ?? 0;
    expect(preschoolGames).toBeGreaterThan(4);
    await expect(preschool.locator(".game-card")).toHaveCount(4);
    await preschool.getByRole("link", { name: fill(c.showMore_other, { count: preschoolGames - 4 }) }).click();
    await expect(page).toHaveURL("/courses?more=preschool#games-preschool");
    await expect(preschool.locator(".game-card")).toHaveCount(preschoolGames);
    await expectAccessible(page);
    await preschool.getByRole("link", { name: c.showLess }).click();
    await expect(preschool.locator(".game-card")).toHaveCount(4);
    await page.getByRole("link", { name: g.counting.title }).click();
    await expect(page).toHaveURL("/games/counting");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(g.counting.title);
  });

  test("a game page renders its shell on the server; without scripts it says what is needed", async ({ page, javaScriptEnabled }) => {
    await page.goto("/games/shape-recognition");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(g.shapeRecognition.title);
    await expect(page.getByText(g.shapeRecognition.howTo)).toBeVisible();
    await expect(page.getByText(g.ages.replace("{{from}}", "2").replace("{{to}}", "5"))).toBeVisible();
    await expect(page.getByRole("heading", { name: g.chooseLevel })).toBeVisible();
    if (javaScriptEnabled) {
      await expect(page.getByRole("button", { name: fill(g.level, { level: 1 }), exact: true })).toBeEnabled();
      await expect(page.locator("noscript .notice")).toBeHidden();
    } else {
      // Playwright's text search skips <noscript>; the paragraph inside it is what a parent sees.
      await expect(page.locator("noscript .notice")).toBeVisible();
      await expect(page.locator("noscript .notice")).toContainText(g.noscript);
      // It points to the activities at home, which need no screen.
      await expect(page.locator("noscript .notice a")).toHaveAttribute("href", "/courses#homework");
      await expect(page.getByRole("button", { name: fill(g.level, { level: 1 }), exact: true })).toBeDisabled();
    }
    const unknown = await page.goto("/games/no-such-game");
    expect(unknown?.status()).toBe(404);
  });

  test("premium games: a visitor is asked to log in, a free parent to subscribe, and comes back to the game after paying", async ({ page }, testInfo) => {
    await page.goto("/games/memory");
    await expect(page.getByRole("heading", { name: az.locked.loginTitle })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: az.locked.loginButton })).toHaveAttribute("href", "/auth?returnTo=%2Fgames%2Fmemory");

    const email = uniqueEmail(testInfo, "free-parent");
    await signUp(page, email);
    await acceptLegal(page);
    await page.goto("/games/memory");
    await expect(page.getByRole("heading", { name: az.locked.premiumTitle })).toBeVisible();
    await expect(page.getByText(az.locked.note)).toBeVisible();
    await expect(page.getByRole("heading", { name: g.chooseLevel })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole("link", { name: az.locked.premiumButton }).click();
    await expect(page).toHaveURL("/subscription/plans?next=%2Fgames%2Fmemory");
    await page.locator(".plan-card-popular").getByRole("link", { name: new RegExp(az.subscription.getStarted) }).click();
    await expect(page).toHaveURL("/subscription/checkout?plan=six-months&next=%2Fgames%2Fmemory");
    await page.getByRole("button", { name: az.subscription.trialButton }).click();
    await payOnGateway(page, TEST_CARDS.success);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(az.subscription.activatedTitle);
    await page.getByRole("link", { name: az.subscription.continue, exact: true }).click();
    await expect(page).toHaveURL("/games/memory");
    await expect(page.getByRole("heading", { name: g.chooseLevel })).toBeVisible();
  });
});

test.describe("playing (with scripts)", () => {
  test.beforeEach(({ javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "games need JavaScript; the no-js project checks the shell");
  });

  test("a visitor plays colour match to the end, sees the result, and the progress moves to the new account", async ({ page }, testInfo) => {
    await page.goto("/games/color-matching");
    await expect(page.getByText(g.savedOnDevice)).toBeVisible();
    await startLevel(page, fill(g.level, { level: 1 }));
    await answerRounds(page, "color-matching", 5);
    await expect(page.getByRole("heading", { name: g.completeTitle })).toBeVisible();
    await expect(page.getByText(fill(g.stars_other, { count: 3 }))).toBeAttached();
    await expect(page.getByText(fill(g.resultScore, { score: 50, max: 50, percent: 100 }))).toBeVisible();
    await expect(page.getByRole("button", { name: g.nextLevel })).toBeVisible();
    await expectAccessible(page);

    // Level 2 is open now, on this device.
    await page.getByRole("button", { name: g.backToLevels }).click();
    await expect(page.getByRole("button", { name: fill(g.levelPassed, { level: fill(g.level, { level: 1 }) }) })).toBeVisible();
    await expect(page.getByRole("button", { name: fill(g.level, { level: 2 }), exact: true })).toBeEnabled();
    await expect(page.getByText(fill(g.progressPercent, { percent: 20 }))).toBeVisible();

    const email = uniqueEmail(testInfo, "visitor-player");
    await signUp(page, email);
    await acceptLegal(page);
    await page.goto("/courses");
    await expect(page.locator(".game-card", { hasText: g.colorMatching.title })).toContainText(fill(g.progressPercent, { percent: 20 }));
    expect(progressOf(email, "color-matching")).toMatchObject({
      progress_percentage: 20,
      current_level: 2,
      total_attempts: 2,
      successful_attempts: 1,
      metadata: JSON.stringify({ migratedFromBrowser: true }),
    });
    // The browser's copy is gone: a second visit copies nothing again.
    expect(await page.evaluate(() => window.localStorage.getItem("games-progress-v1"))).toBeNull();
  });

  test("without a voice for the language, the prompt plays its recording from public/audio", async ({ page }) => {
    await page.addInitScript(() => {
      // A phone without speech synthesis.
      delete (Window.prototype as { speechSynthesis?: unknown }).speechSynthesis;
    });
    await page.goto("/games/color-matching");
    const recording = page.waitForResponse((response) => /\/audio\/az\/[0-9a-f]{8}\.mp3$/.test(response.url()));
    await startLevel(page, fill(g.level, { level: 1 }));
    const response = await recording;
    expect([200, 206]).toContain(response.status()); // media is fetched in ranges
    expect(response.headers()["content-type"]).toMatch(/audio\/mpeg/);
    expect(response.url()).toContain(spokenAudioPath("az", g.colorMatching.findThis));
  });

  test("counting and shapes save each play for the signed-in parent", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "free-player");
    await signUp(page, email);
    await acceptLegal(page);
    await page.goto("/games/counting");
    await startLevel(page, fill(g.level, { level: 1 }));
    // The island posts the play to its resource route, which answers JSON.
    const saved = page.waitForResponse((response) => new URL(response.url()).pathname === "/games/plays/counting" && response.request().method() === "POST");
    await answerRounds(page, "counting", 5);
    expect(await (await saved).json()).toMatchObject({ saved: true, progress: { currentLevel: 2 } });
    await expect(page.getByText(g.savedForParent)).toBeVisible();
    expect(progressOf(email, "counting")).toMatchObject({ progress_percentage: 20, current_level: 2, total_attempts: 1, successful_attempts: 1, child_id: null });

    await page.goto("/games/shape-recognition");
    await startLevel(page, fill(g.level, { level: 1 }));
    await answerRounds(page, "shape-recognition", 5);
    await expect(page.getByText(g.savedForParent)).toBeVisible();
    const sessions = queryAll<{ game_id: string; score_achieved: number; level_reached: number; attempts_made: number; successful_actions: number; device_info: string }>(
      "select s.game_id, s.score_achieved, s.level_reached, s.attempts_made, s.successful_actions, s.device_info from game_sessions s join users u on u.id = s.user_id where u.email = ? order by s.session_start",
      email,
    );
    expect(sessions).toEqual([
      { game_id: "counting", score_achieved: 50, level_reached: 1, attempts_made: 5, successful_actions: 5, device_info: JSON.stringify({ type: "computer", language: "az" }) },
      { game_id: "shape-recognition", score_achieved: 50, level_reached: 1, attempts_made: 5, successful_actions: 5, device_info: JSON.stringify({ type: "computer", language: "az" }) },
    ]);
  });

  test("the server refuses a forged play: a locked level, too many points, a premium game without access", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "forger");
    await signUp(page, email);
    await acceptLegal(page);
    const now = Date.now();
    // Where the game page's island posts a play (app/games/shell/save-play.ts).
    const post = (fields: Record<string, string | number>, gameId = "counting") =>
      page.request.post(`/games/plays/${gameId}`, {
        form: { level: 1, score: 50, attempts: 5, successes: 5, startedAt: now - 60_000, endedAt: now, ...fields },
      });
    const forgeries: Array<Record<string, number>> = [{ level: 3 }, { score: 500 }];
    for (const forged of forgeries) {
      const refused = await post(forged);
      expect(refused.status()).toBe(400);
      expect(await refused.json()).toEqual({ saved: false, error: "invalid_play" });
    }
    const premium = await post({}, "memory");
    expect(premium.status()).toBe(403);
    expect(await premium.json()).toEqual({ saved: false, error: "subscription_required" });
    expect(progressOf(email, "counting")).toBeUndefined();
    expect(progressOf(email, "memory")).toBeUndefined();
  });

  test("a game page is an island: a link out of it loads a whole new document", async ({ page }) => {
    await page.goto("/games/counting");
    await page.waitForFunction(() => Object.keys(document.getElementById("game-island") ?? {}).some((key) => key.startsWith("__reactContainer")));
    // A mark on this document's window: a new document does not have it.
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    const documentLoad = page.waitForRequest((request) => request.resourceType() === "document" && new URL(request.url()).pathname === "/courses");
    await page.getByRole("link", { name: g.backToCatalogue }).click();
    await documentLoad;
    await expect(page).toHaveURL("/courses");
    expect(await page.evaluate(() => "stillHere" in window)).toBe(false);
  });
});

test.describe("on a 360 px phone with touch", () => {
  test.use({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    userAgent: "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  });
  test.beforeEach(({ javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "games need JavaScript");
  });

  for (const gameId of ["color-matching", "shape-recognition", "counting"] as const) {
    test(`${gameId}: a round is played with taps; the board passes axe in az, en and ru`, async ({ page, context, baseURL }) => {
      await page.goto(`/games/${gameId}`);
      await startLevel(page, fill(g.level, { level: 1 }), "tap");
      // The level's screen is brought up under the sticky header (64 px), not left halfway down.
      await expect.poll(() => page.locator(".game-player").evaluate((player) => Math.round(player.getBoundingClientRect().top))).toBe(72);
      await expectAccessible(page);
      await answerRounds(page, gameId, 1, "tap");
      await expect(page.locator(".game-round")).toHaveText("2 / 5");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectBoardAccessibleIn(page, context, baseURL ?? "", gameId, levelOne);
    });
  }

  test("memory: a subscriber finds every pair with taps; the play and the progress are saved", async ({ page, context, baseURL }, testInfo) => {
    const email = uniqueEmail(testInfo, "memory-player");
    await signUpOnTrial(page, email, "monthly");
    await page.goto("/games/memory");
    await startLevel(page, g.memory.levels["1"], "tap");
    await expectAccessible(page);
    await findMemoryPairs(page, 4, "tap");
    await expect(page.getByRole("heading", { name: g.completeTitle })).toBeVisible();
    await expect(page.getByText(g.savedForParent)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(progressOf(email, "memory")).toMatchObject({ progress_percentage: 33, current_level: 2, total_attempts: 1 });
    const session = queryOne<{ successful_actions: number; device_info: string }>(
      "select s.successful_actions, s.device_info from game_sessions s join users u on u.id = s.user_id where u.email = ? and s.game_id = 'memory'",
      email,
    );
    expect(session).toEqual({ successful_actions: 4, device_info: JSON.stringify({ type: "phone", language: "az" }) });
    await expectBoardAccessibleIn(page, context, baseURL ?? "", "memory", (language) => language.games.memory.levels["1"]);
  });
});
