import type { Page } from "@playwright/test";
import { GAMES, type GameId } from "../../app/games/registry";
import { gameTitleKey } from "../../app/games/texts";
import { addChild, birthDateMonthsAgo, queryOne, signedUpParent, uniqueEmail } from "./accounts";
import { expect, test } from "./fixtures";
import { fill } from "./payments";
import { strings } from "./strings";

const az = strings.az;

/** A game's title as the page says it (its tile's accessible name). */
function title(id: GameId): string {
  const found = gameTitleKey(id)
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], az);
  if (typeof found !== "string") throw new Error(`no title for ${id}`);
  return found;
}

/** The games whose age range holds this age: what a child's picker shows first. */
const forAge = (age: number) => GAMES.filter((game) => game.ages.from <= age && age <= game.ages.to).map((game) => game.id);

const firstTiles = (page: Page) => page.locator(".picker > .game-tiles a");
const moreTiles = (page: Page) => page.locator(".picker-more .game-tiles a");
const gameOf = (href: string | null) => /^\/games\/([a-z-]+)\?play/.exec(href ?? "")?.[1];

/** The child a parent has chosen, by the parent's email. */
const selected = (email: string) =>
  queryOne<{ selected: string | null }>("select selected_child_id as selected from users where email = ?", email)?.selected ?? null;

async function tileIds(page: Page, which: "first" | "more"): Promise<string[]> {
  const hrefs = await (which === "first" ? firstTiles(page) : moreTiles(page)).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  return hrefs.map((href) => gameOf(href) ?? `unexpected ${href}`);
}

/** On a 360 px phone: every tile at least 96 px square, and nothing wider than the screen. */
async function expectPhoneTiles(page: Page) {
  const sizes = await page
    .locator(".game-tile")
    .evaluateAll((tiles) =>
      tiles.filter((tile) => tile.checkVisibility()).map((tile) => [tile.getBoundingClientRect().width, tile.getBoundingClientRect().height]),
    );
  expect(sizes.length).toBeGreaterThan(0);
  for (const [width, height] of sizes) {
    expect(width).toBeGreaterThanOrEqual(96);
    expect(height).toBeGreaterThanOrEqual(96);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test.describe("the child's game picker", () => {
  test("a free parent of two: each child's picker has the games for that child's age first, the free ones marked; tiles open play mode or a preview", async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000); // signs up, adds two children, opens each one's picker
    const email = uniqueEmail(testInfo, "picker-two");
    await signedUpParent(page, email);
    await addChild(page, "Leyla", birthDateMonthsAgo(26));
    await addChild(page, "Murad", birthDateMonthsAgo(50));

    // From the child's card: Leyla (2) is chosen, and her picker shows the games for two-year-olds first.
    await page.getByRole("link", { name: `${az.children.play} — Leyla` }).click();
    await expect(page).toHaveURL("/play");
    await expect(page.getByTestId("for-whom")).toContainText(fill(az.forWhom.label, { name: "Leyla" }));
    // No React on the picker: its only scripts are the standalone ones (the page's and the way out's).
    // The page is read once the browser has it all: a busy machine may show its first part before the rest arrives.
    await page.waitForLoadState("domcontentloaded");
    const scripts = await page.locator("script").evaluateAll((all) => all.map((script) => script.getAttribute("src") ?? "inline"));
    expect(scripts.toSorted()).toEqual([
      expect.stringMatching(/^\/assets\/hold-to-leave-[\w-]+\.js$/),
      // Offline mode's service worker registration (ADR 040), on every page with standalone scripts.
      expect.stringMatching(/^\/assets\/offline-registration-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/standalone-page-[\w-]+\.js$/),
    ]);
    const leyla = await tileIds(page, "first");
    expect(leyla.toSorted()).toEqual(forAge(2).toSorted());
    // The free games she can play whole come before the previews.
    expect(leyla.slice(0, 2).toSorted()).toEqual(["color-matching", "shape-recognition"]);
    const colours = page.getByRole("link", { name: title("color-matching"), exact: true });
    await expect(colours).toHaveAttribute("href", "/games/color-matching?play");
    await expect(colours.locator(".game-tile-free")).toBeVisible();
    await expect(colours).toHaveAccessibleDescription(az.picker.free);
    const words = page.getByRole("link", { name: title("name-object"), exact: true });
    await expect(words).toHaveAttribute("href", "/games/name-object?play&preview");
    await expect(words.locator(".game-tile-free")).toHaveCount(0);
    // Nothing to read on the tiles: a picture, and the name for screen readers only (1 px, clipped).
    const shownText = await page
      .locator(".picker .game-tile")
      .evaluateAll((tiles) =>
        tiles.flatMap((tile) =>
          [...tile.querySelectorAll("*")]
            .filter((element) => !element.closest(".game-picture") && element.getBoundingClientRect().width > 1 && (element.textContent ?? "").trim() !== "")
            .map((element) => element.outerHTML),
        ),
      );
    expect(shownText).toEqual([]);
    // The rest, one tap away, without scripts.
    await expect(moreTiles(page).first()).toBeHidden();
    const more = page.locator(".picker-more > summary");
    await expect(more).toHaveAccessibleName(az.picker.more);
    await more.click();
    await expect(moreTiles(page).first()).toBeVisible();
    expect((await tileIds(page, "more")).toSorted()).toEqual(
      GAMES.map((game) => game.id)
        .filter((id) => !forAge(2).includes(id))
        .toSorted(),
    );
    await expectPhoneTiles(page);

    // Murad (4) from his card: his own picker, with four-year-olds' games first.
    await page.goto("/profile/children");
    await page.getByRole("link", { name: `${az.children.play} — Murad` }).click();
    await expect(page).toHaveURL("/play");
    await expect(page.getByTestId("for-whom")).toContainText(fill(az.forWhom.label, { name: "Murad" }));
    const murad = await tileIds(page, "first");
    expect(murad.toSorted()).toEqual(forAge(4).toSorted());
    expect(murad).toContain("copy-lines");
    expect(leyla).not.toContain("copy-lines");

    // The home page leads a signed-in parent to the chosen child's picker.
    await page.goto("/");
    await page.getByRole("link", { name: fill(az.home.playFor, { name: "Murad" }) }).click();
    await expect(page).toHaveURL("/play");

    // A free tile opens the game in play mode; a premium one its preview, not the subscribe card.
    await page.getByRole("link", { name: title("counting"), exact: true }).click();
    await expect(page).toHaveURL("/games/counting?play");
    await expect(page.getByRole("heading", { level: 1, name: title("counting") })).toBeVisible();
    await page.goto("/play");
    await page.getByRole("link", { name: title("memory"), exact: true }).click();
    await expect(page).toHaveURL("/games/memory?play&preview");
    await expect(page.getByRole("heading", { level: 1, name: title("memory") })).toBeVisible();
    await expect(page.getByRole("heading", { name: az.locked.premiumTitle })).toHaveCount(0);
    // Without asking for a preview, the same game is locked as before.
    await page.goto("/games/memory?play");
    await expect(page.getByRole("heading", { name: az.locked.premiumTitle })).toBeVisible();

    // A preview saves nothing: the save route still refuses a play of a premium game without access.
    const now = Date.now();
    const refused = await page.request.post("/games/plays/memory", {
      form: { level: "1", score: "10", attempts: "2", successes: "2", startedAt: String(now - 20_000), endedAt: String(now) },
      headers: { Origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(403);
    expect(queryOne<{ count: number }>("select count(*) as count from game_sessions s join users u on u.id = s.user_id where u.email = ?", email)?.count).toBe(
      0,
    );
    await page.goto("/play");
  });

  test("the picker is the child's own screen: no site header, menu or footer, and the way out needs a parent's two-second hold", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/play");
    await expect(page.locator(".game-tile").first()).toBeVisible();
    for (const chrome of [".site-header", ".bottom-nav", ".site-footer"]) await expect(page.locator(chrome)).toHaveCount(0);
    const leave = page.getByRole("link", { name: az.picker.leave });
    await expect(leave).toHaveAttribute("href", "/courses");
    if (!javaScriptEnabled) {
      // Without scripts the way out is a plain link.
      await leave.click();
      await expect(page).toHaveURL("/courses");
      return;
    }
    await expect(leave).toHaveAttribute("data-enhanced", "");
    // A child's tap (and another) stays on the picker and shows the parent how to leave.
    await leave.tap();
    await leave.tap();
    await expect(page.locator("#picker-leave-hint")).toBeVisible();
    await expect(page).toHaveURL("/play");
    // A grown-up holds it: a ring closes in, and after two seconds the page is left.
    const box = await leave.boundingBox();
    if (!box) throw new Error("no way out on screen");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect(leave).toHaveClass(/is-holding/);
    await expect(page).toHaveURL("/courses", { timeout: 10_000 });
    await page.mouse.up();
  });

  test("Kirpi's album: empty at first, then a sticker for each level passed, drawn as a picture", async ({ page, baseURL }, testInfo) => {
    test.setTimeout(90_000); // signs up and adds a child
    await signedUpParent(page, uniqueEmail(testInfo, "picker-album"));
    await addChild(page, "Nigar", birthDateMonthsAgo(40));
    await page.goto("/play");
    // Every tile is a drawing, not an emoji.
    const pictures = await page
      .locator(".picker .game-tile .game-picture")
      .evaluateAll((all) =>
        all.map((picture) => picture.querySelector("svg[data-picture]") !== null && !/\p{Extended_Pictographic}/u.test(picture.textContent ?? "")),
      );
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.every(Boolean)).toBe(true);
    await page.getByRole("link", { name: az.picker.album }).click();
    await expect(page).toHaveURL("/play/album");
    for (const chrome of [".site-header", ".bottom-nav", ".site-footer"]) await expect(page.locator(chrome)).toHaveCount(0);
    await expect(page.locator(".album-sticker:not(.is-empty)")).toHaveCount(0);
    await expect(page.locator(".album-sticker.is-empty").first()).toBeVisible();

    // Level 1 of a free game passed (as the game's page saves it): one sticker.
    const game = GAMES.find((one) => one.id === "color-matching");
    if (!game) throw new Error("no color-matching");
    const now = Date.now();
    const saved = await page.request.post("/games/plays/color-matching", {
      form: { level: "1", score: String(game.maxScore(1)), attempts: "5", successes: "5", startedAt: String(now - 60_000), endedAt: String(now) },
      headers: { Origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect(saved.status()).toBeLessThan(400);
    await page.reload();
    const stickers = page.locator(".album-sticker:not(.is-empty) svg[data-picture]");
    await expect(stickers).toHaveCount(1);
    // For screen readers: how many of all the stickers.
    const counted = new RegExp(
      az.picker.albumStickers_one
        .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
        .replace("{{count}}", "1")
        .replace("{{total}}", "\\d+"),
    );
    await expect(page.locator(".album > p.visually-hidden")).toHaveText(counted);
    await page.getByRole("link", { name: az.picker.backToGames }).click();
    await expect(page).toHaveURL("/play");
  });

  test("a parent cannot open another parent's child's picker", async ({ page, browser }, testInfo) => {
    const ownerEmail = uniqueEmail(testInfo, "picker-owner");
    await signedUpParent(page, ownerEmail);
    await addChild(page, "Aysel", birthDateMonthsAgo(40));
    const child = queryOne<{ id: string }>("select c.id from children c join users u on u.id = c.user_id where u.email = ?", ownerEmail);
    const ownersChoice = selected(ownerEmail);

    const stranger = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled ?? true });
    const strangerPage = await stranger.newPage();
    const strangerEmail = uniqueEmail(testInfo, "picker-stranger");
    await signedUpParent(strangerPage, strangerEmail);
    const response = await strangerPage.goto(`/play?child=${child?.id}`);
    expect(response?.status()).toBe(403);
    await expect(strangerPage.getByRole("main")).toContainText(az.errors.accessDeniedText);
    await stranger.close();
    // Nobody's choice of child changed.
    expect(selected(strangerEmail)).toBeNull();
    expect(selected(ownerEmail)).toBe(ownersChoice);
  });

  test("a visitor gets the picker from the catalogue: free games to play, marked, premium ones as previews", async ({ page }) => {
    // A parent's link to a child's picker asks a visitor to sign in first.
    await page.goto("/play?child=someone");
    await expect(page).toHaveURL("/auth");
    await page.goto("/courses");
    await page.getByRole("link", { name: az.courses.playPicker }).click();
    await expect(page).toHaveURL("/play");
    await expect(page.getByTestId("for-whom")).toHaveCount(0);
    // No React on the picker: its only scripts are the standalone ones (the page's and the way out's).
    // The page is read once the browser has it all: a busy machine may show its first part before the rest arrives.
    await page.waitForLoadState("domcontentloaded");
    const scripts = await page.locator("script").evaluateAll((all) => all.map((script) => script.getAttribute("src") ?? "inline"));
    expect(scripts.toSorted()).toEqual([
      expect.stringMatching(/^\/assets\/hold-to-leave-[\w-]+\.js$/),
      // Offline mode's service worker registration (ADR 040), on every page with standalone scripts.
      expect.stringMatching(/^\/assets\/offline-registration-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/standalone-page-[\w-]+\.js$/),
    ]);
    const first = await tileIds(page, "first");
    const free = GAMES.filter((game) => game.access === "free").map((game) => game.id);
    expect(first.slice(0, free.length)).toEqual(free);
    for (const id of free) {
      const tile = page.getByRole("link", { name: title(id), exact: true });
      await expect(tile).toHaveAttribute("href", `/games/${id}?play`);
      await expect(tile.locator(".game-tile-free")).toBeVisible();
    }
    const memory = page.getByRole("link", { name: title("memory"), exact: true });
    await expect(memory).toHaveAttribute("href", "/games/memory?play&preview");
    await expect(memory).toHaveAccessibleDescription(az.picker.preview);
    await expectPhoneTiles(page);
    await memory.click();
    await expect(page).toHaveURL("/games/memory?play&preview");
    await expect(page.getByRole("heading", { name: az.locked.loginTitle })).toHaveCount(0);
    await page.goto("/play");
  });
});
