import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Key names a board might print for the keyboard, in the three languages. */
const KEYBOARD_WORDS = /\b(Enter|Space|Tab|Page Up|Page Down|Home|End|Esc)\b|Boşluq|Пробел|клавиш/i;
/** Counters a child cannot read: "3 / 5", "70 %". */
const COUNTERS = /\d+\s*\/\s*\d+|%/;

/**
 * The text a child sees in the play layer: text drawn at a readable size, leaving out what is
 * there for screen readers only (clipped to a pixel) and what is hidden.
 */
function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.querySelector(".play-mode");
    if (!root) return "";
    const seen: string[] = [];
    /** Inside a box clipped to a pixel: the screen-reader-only pattern (`visually-hidden`). */
    const clippedAway = (element: Element) => {
      for (let box: Element | null = element; box && box !== root.parentElement; box = box.parentElement) {
        const style = getComputedStyle(box);
        const size = box.getBoundingClientRect();
        if (style.clip !== "auto" && style.clip !== "") return true;
        if (size.width <= 1 && size.height <= 1 && style.overflow !== "visible") return true;
      }
      return false;
    };
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      const parent = node.parentElement;
      if (!text || !parent || !parent.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || clippedAway(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const drawn = [...range.getClientRects()].some((rect) => rect.width > 2 && rect.height > 2);
      if (drawn) seen.push(text);
    }
    return seen.join("\n");
  });
}

/**
 * What a child meets once a level has started (ADR 034): the play layer covers the phone, with
 * nothing to read about keys or scores, no lives and no clock for a child under 5, and a hand
 * that shows the first move.
 */
export async function expectPlayModeStart(page: Page) {
  const playMode = page.locator(".play-mode");
  await expect(playMode).toBeVisible();
  // Some boards show the first move only once its target is on screen (a word that comes later).
  await expect(page.locator(".play-demo-hand")).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(".play-lives")).toHaveCount(0);
  await expect(page.locator(".play-timer")).toHaveCount(0);
  const text = await visibleText(page);
  expect(text, "no keyboard help on a touch screen").not.toMatch(KEYBOARD_WORDS);
  expect(text, "no counters a child would have to read").not.toMatch(COUNTERS);
}

/**
 * The parent's page is out of a child's reach while a level is played: at the corners and edges
 * where the header, the menu button and the bottom navigation are, the play layer is on top, and
 * taps there leave nobody anywhere.
 */
export async function expectStrayTapsStayInPlay(page: Page) {
  const size = page.viewportSize();
  if (!size) throw new Error("the test needs a viewport");
  const spots: ReadonlyArray<readonly [number, number]> = [
    [16, 16],
    [size.width - 24, 24],
    [size.width / 2, 8],
    [16, size.height - 16],
    [size.width / 2, size.height - 12],
    [size.width - 16, size.height - 16],
  ];
  const url = page.url();
  for (const [x, y] of spots) {
    const onTop = await page.evaluate(([px, py]) => document.elementFromPoint(px, py)?.closest(".play-mode") !== null, [x, y] as const);
    expect(onTop, `the play layer is on top at ${x},${y}`).toBe(true);
  }
  for (const [x, y] of spots) {
    await page.touchscreen.tap(x, y);
    await page.touchscreen.tap(x, y);
  }
  await expect(page.locator(".play-mode")).toBeVisible();
  expect(page.url()).toBe(url);
  // The parent's header, menu and navigation take no focus or taps meanwhile.
  for (const selector of [".site-header", ".site-footer", ".bottom-nav", ".test-payments-ribbon"]) {
    for (const element of await page.locator(selector).all()) {
      const outOfReach = await element.evaluate((node) => !node.checkVisibility() || node.closest("[inert]") !== null);
      expect(outOfReach, `${selector} is hidden or inert while playing`).toBe(true);
    }
  }
}

/** How far anything has scrolled: the document and every box in the play layer, added up. */
function scrolled(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      window.scrollY + [...document.querySelectorAll<HTMLElement>(".play-mode, .play-mode *")].reduce((sum, node) => sum + node.scrollTop + node.scrollLeft, 0),
  );
}

/**
 * A finger dragged across the middle of the board, as a child drags a piece or just rubs the
 * screen: nothing scrolls (the board is the whole screen, and a drag moves pieces, not pages).
 */
/** Whether the board on screen has pieces a finger drags (marked by the drag hook). */
export function hasDragPieces(page: Page): Promise<boolean> {
  return page.evaluate(() => document.querySelector(".play-stage [data-drag-piece]") !== null);
}

/** Returns whether a piece was dragged (the board had one to drag). */
export async function expectDragDoesNotScroll(page: Page): Promise<boolean> {
  const size = page.viewportSize();
  if (!size) throw new Error("the test needs a viewport");
  const before = await scrolled(page);
  const cdp = await page.context().newCDPSession(page);
  // The pieces a finger drags (marked by the drag hook): one of them, pressed and moved, follows the finger.
  const candidates = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".play-stage [data-drag-piece]")]
      .filter((node) => getComputedStyle(node).touchAction === "none" && node.checkVisibility() && node.getBoundingClientRect().width > 0)
      .slice(0, 8)
      .map((node, index) => {
        node.setAttribute("data-test-drag", String(index));
        const box = node.getBoundingClientRect();
        return { index, x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
      }),
  );
  let followed = false;
  for (const candidate of candidates) {
    const element = page.locator(`[data-test-drag="${candidate.index}"]`);
    const start = await element.boundingBox();
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: candidate.x, y: candidate.y }] });
    for (let step = 1; step <= 6; step += 1) {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: candidate.x + step * 6, y: candidate.y - step * 8 }] });
    }
    // Mid-drag, a piece is under the finger, not where it was.
    const moved = async () => {
      const now = await element.boundingBox().catch(() => null);
      return start && now ? Math.hypot(now.x - start.x, now.y - start.y) > 20 : false;
    };
    followed = await expect
      .poll(moved, { timeout: 2_000 })
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    expect(await scrolled(page)).toBe(before);
    if (followed) break;
  }
  await page.evaluate(() => document.querySelectorAll("[data-test-drag]").forEach((node) => node.removeAttribute("data-test-drag")));
  if (candidates.length > 0) expect(followed, "a piece follows the finger").toBe(true);
  const x = Math.round(size.width / 2);
  const from = Math.round(size.height * 0.7);
  const to = Math.round(size.height * 0.25);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y: from }] });
  for (let step = 1; step <= 8; step += 1) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y: Math.round(from + ((to - from) * step) / 8) }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
  expect(await scrolled(page)).toBe(before);
  return candidates.length > 0;
}

/**
 * Takes the browser's voice away for this page, as on phones without a voice for the language,
 * so every spoken text is played from its recording and can be heard in the requests; returns
 * the recordings asked for.
 */
export async function listenToRecordings(page: Page): Promise<Set<string>> {
  await page.addInitScript(() => {
    delete (Window.prototype as { speechSynthesis?: unknown }).speechSynthesis;
  });
  const heard = new Set<string>();
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/audio/")) heard.add(path);
  });
  return heard;
}

/** The end of a level is celebrated aloud: one of the praise phrases is played. */
export async function expectPraiseSpoken(page: Page, heard: Set<string>, praiseRecordings: ReadonlyArray<string>) {
  await expect(page.locator("section.play-celebration")).toBeVisible();
  await expect.poll(() => praiseRecordings.some((path) => heard.has(path)), { message: "a praise phrase is played" }).toBe(true);
}
