import { acceptLegal, queryAll, queryOne, signUp, uniqueEmail } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";
import { answerRounds, expectBoardAccessibleIn, findMemoryPairs, openParentPanel, playMode, startLevel } from "./games";
import { fill, payOnGateway, signUpOnTrial } from "./payments";
import { strings } from "./strings";
import { spokenAudioPath } from "../../app/infrastructure/spoken-audio";
import { TEST_CARDS } from "../../server/epoint-simulator";
import { gamesByAgeGroup } from "../../app/games/registry";

const az = strings.az;
const g = az.games;
const c = az.courses;

function progressOf(email: string, gameId: string) {
  return queryOne<{
    progress_percentage: number;
    current_level: number;
    total_attempts: number;
    successful_attempts: number;
    metadata: string | null;
    child_id: string | null;
  }>(
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
    await page
      .locator(".plan-card-popular")
      .getByRole("link", { name: new RegExp(az.subscription.getStarted) })
      .click();
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
    test.setTimeout(60_000); // plays a whole level, holds the parent button, signs up
    await page.goto("/games/color-matching");
    await expect(page.getByText(g.savedOnDevice)).toBeVisible();
    await startLevel(page, fill(g.level, { level: 1 }));
    await answerRounds(page, "color-matching", 5);
    // The child's end: stars and pictures, nothing to read; the praise is spoken.
    const celebration = page.locator("section.play-celebration");
    await expect(celebration.locator(".play-star.is-earned")).toHaveCount(3);
    await expect(celebration.getByText(fill(g.stars_other, { count: 3 }))).toBeAttached();
    await expect(celebration.locator("button.play-again")).toHaveAccessibleName(g.replay);
    await expect(celebration.locator("button.play-next")).toHaveAccessibleName(g.nextLevel);
    // What a child sees has no digits (the stars' count is said to screen readers only).
    expect(
      await celebration.evaluate((section) =>
        [...section.querySelectorAll(":not(.visually-hidden)")].map((node) => (node.children.length ? "" : node.textContent)).join(""),
      ),
    ).not.toMatch(/\d/);
    await expectAccessible(page);
    // The score and where it is kept are the parent's, behind the parent's button.
    await expect(page.getByText(fill(g.resultScore, { score: 50, max: 50, percent: 100 }))).toHaveCount(0);
    await openParentPanel(page);
    await expect(page.getByText(fill(g.resultScore, { score: 50, max: 50, percent: 100 }))).toBeVisible();
    await expect(page.locator(".play-parent-panel").getByText(g.savedOnDevice)).toBeVisible();

    // Level 2 is open now, on this device; the browser's back button leaves play mode.
    await page.goBack();
    await expect(playMode(page)).toHaveCount(0);
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
    test.setTimeout(60_000); // signs up, plays two whole levels, holds the parent button twice
    const email = uniqueEmail(testInfo, "free-player");
    await signUp(page, email);
    await acceptLegal(page);
    await page.goto("/games/counting");
    await startLevel(page, fill(g.level, { level: 1 }));
    // The island posts the play to its resource route, which answers JSON.
    const saved = page.waitForResponse((response) => new URL(response.url()).pathname === "/games/plays/counting" && response.request().method() === "POST");
    await answerRounds(page, "counting", 5);
    expect(await (await saved).json()).toMatchObject({ saved: true, progress: { currentLevel: 2 } });
    await openParentPanel(page);
    await expect(page.getByText(g.savedForParent)).toBeVisible();
    expect(progressOf(email, "counting")).toMatchObject({
      progress_percentage: 20,
      current_level: 2,
      total_attempts: 1,
      successful_attempts: 1,
      child_id: null,
    });

    await page.goto("/games/shape-recognition");
    await startLevel(page, fill(g.level, { level: 1 }));
    await answerRounds(page, "shape-recognition", 5);
    await openParentPanel(page);
    await expect(page.getByText(g.savedForParent)).toBeVisible();
    const sessions = queryAll<{
      game_id: string;
      score_achieved: number;
      level_reached: number;
      attempts_made: number;
      successful_actions: number;
      device_info: string;
    }>(
      "select s.game_id, s.score_achieved, s.level_reached, s.attempts_made, s.successful_actions, s.device_info from game_sessions s join users u on u.id = s.user_id where u.email = ? order by s.session_start",
      email,
    );
    expect(sessions).toEqual([
      {
        game_id: "counting",
        score_achieved: 50,
        level_reached: 1,
        attempts_made: 5,
        successful_actions: 5,
        device_info: JSON.stringify({ type: "computer", language: "az" }),
      },
      {
        game_id: "shape-recognition",
        score_achieved: 50,
        level_reached: 1,
        attempts_made: 5,
        successful_actions: 5,
        device_info: JSON.stringify({ type: "computer", language: "az" }),
      },
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

  test("play mode: a child's taps stay in the game, fast taps on the parent button open nothing, a held press opens the parent's panel, back leaves", async ({
    page,
  }) => {
    await page.goto("/games/color-matching");
    await startLevel(page, fill(g.level, { level: 1 }), "tap");
    await expect(page.locator("html")).toHaveClass(/game-playing/);
    // The rest of the page (header, footer, bottom menu) is inert under play mode.
    expect(await page.locator(".site-header").evaluate((header) => header.closest("[inert]") !== null)).toBe(true);
    expect(await page.locator(".bottom-nav").evaluate((menu) => menu.closest("[inert]") !== null)).toBe(true);
    // Taps where the logo, the header's menu and the bottom menu were stay in the game.
    const address = page.url();
    for (const [x, y] of [
      [40, 24],
      [300, 24],
      [40, 710],
      [180, 710],
      [330, 710],
    ] as const)
      await page.touchscreen.tap(x, y);
    await expect(page).toHaveURL(address);
    await expect(playMode(page)).toBeVisible();
    // A child's fast taps on the parent button only show the parent a hint.
    const parentButton = page.locator("button.play-parent");
    for (let tap = 0; tap < 6; tap += 1) await parentButton.tap();
    await expect(page.locator(".play-parent-hint")).toHaveText(g.play.parentHint);
    await expect(page.locator("div.play-parent-panel")).toHaveCount(0);
    // A keyboard's Escape does not leave either.
    await page.keyboard.press("Escape");
    await expect(playMode(page)).toBeVisible();

    await openParentPanel(page);
    const panel = page.locator("div.play-parent-panel");
    await expect(panel).toHaveAttribute("role", "dialog");
    await expect(panel.getByRole("button", { name: g.sound })).toHaveAttribute("aria-pressed", "true");
    await expect(panel.getByText(g.colorMatching.howTo)).toBeVisible();
    await expect(panel.getByRole("link", { name: g.play.leave })).toHaveAttribute("href", "/games/color-matching");
    await expect(panel.getByRole("button", { name: fill(g.level, { level: 1 }), exact: true })).toBeEnabled();
    await expectAccessible(page);
    await panel.locator(".play-parent-close").tap();
    await expect(panel).toHaveCount(0);

    await page.goBack();
    await expect(playMode(page)).toHaveCount(0);
    await expect(page.locator("html")).not.toHaveClass(/game-playing/);
    await expect(page.getByRole("heading", { name: g.chooseLevel })).toBeVisible();
  });

  test("?play (the child's game picker) opens on one big play button that starts the level the child is on", async ({ page }) => {
    await page.addInitScript(() => {
      const progress = { progressPercentage: 40, currentLevel: 3, highestScore: 50, totalAttempts: 2, successfulAttempts: 2 };
      if (!window.localStorage.getItem("games-progress-v1"))
        window.localStorage.setItem("games-progress-v1", JSON.stringify({ "shape-recognition": progress }));
    });
    await page.goto("/games/shape-recognition?play");
    const start = page.locator("button.play-start");
    await expect(start).toHaveAccessibleName(g.play.start);
    await expect(playMode(page)).toBeVisible();
    await expect(playMode(page)).not.toContainText(/\S/);
    await start.tap();
    await expect(playMode(page).getByRole("heading", { level: 2, name: fill(g.level, { level: 3 }) })).toBeAttached();
    await expect(page.locator("button.play-speaker")).toBeVisible();
  });

  test("rules by age: a young player has no lives and no timer until a parent switches it on", async ({ page }, testInfo) => {
    test.setTimeout(60_000); // subscribes, opens two games, holds the parent button
    // A parent without a child plays by the rules of the youngest age the game is for (3 here).
    await signUpOnTrial(page, uniqueEmail(testInfo, "young-rules"), "monthly");
    await page.goto("/games/stack-rings");
    await startLevel(page, fill(g.level, { level: 1 }), "tap");
    await expect(page.locator(".stack-rings-ring").first()).toBeVisible();
    await expect(page.locator(".play-lives")).toHaveCount(0);

    await page.goto("/games/find-different-picture");
    await startLevel(page, fill(g.level, { level: 1 }), "tap");
    await expect(page.locator("button.play-parent")).toBeVisible();
    await expect(page.locator(".play-timer")).toHaveCount(0);
    await openParentPanel(page);
    const timer = page.locator("div.play-parent-panel").getByRole("button", { name: g.play.timer });
    await expect(timer).toHaveAttribute("aria-pressed", "false");
    await timer.tap();
    await expect(timer).toHaveAttribute("aria-pressed", "true");
    await page.locator("div.play-parent-panel .play-parent-close").tap();
    await expect(page.locator(".play-timer")).toBeVisible();
    await expect(page.locator(".play-timer")).not.toContainText(/\d/);
  });

  test("memory: a subscriber finds every pair with taps; the play and the progress are saved", async ({ page, context, baseURL }, testInfo) => {
    test.setTimeout(60_000); // subscribes, plays a whole level, holds the parent button, checks three languages
    const email = uniqueEmail(testInfo, "memory-player");
    await signUpOnTrial(page, email, "monthly");
    await page.goto("/games/memory");
    await startLevel(page, g.memory.levels["1"], "tap");
    await expectAccessible(page);
    await findMemoryPairs(page, 4, "tap");
    await expect(page.locator("section.play-celebration")).toBeVisible();
    await openParentPanel(page);
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
