import type { BrowserContext, Page } from "@playwright/test";
import { cookieValue, expect, expectAccessible } from "./fixtures";
import { expectRoundDone, roundsDone } from "./game-rounds/play-steps";
import { fill } from "./payments";
import { strings, type TestLanguage } from "./strings";

/** Plays the games the way a child who knows the answers would, reading only what is on screen. */

type Press = "click" | "tap";

async function press(page: Page, selector: ReturnType<Page["locator"]>, how: Press) {
  if (how === "tap") await selector.tap();
  else await selector.click();
}

/** The name of a game's first level in a language's strings. */
export type FirstLevel = (language: (typeof strings)[TestLanguage]) => string;
export const levelOne: FirstLevel = (language) => fill(language.games.level, { level: 1 });

/**
 * Opens the game in English and in Russian and checks its board at level 1 with axe (its labels
 * and prompts come from each language's strings), then sets the page's language back to az.
 */
export async function expectBoardAccessibleIn(page: Page, context: BrowserContext, baseURL: string, gameId: string, firstLevel: FirstLevel) {
  for (const language of ["en", "ru"] as const) {
    await context.addCookies([{ name: "lng", value: cookieValue(language), url: baseURL }]);
    await page.goto(`/games/${gameId}`);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    // Level 1 may be passed by now, which its button says after the level's name.
    const level = firstLevel(strings[language]);
    const passed = fill(strings[language].games.levelPassed, { level });
    const button = page.getByRole("button", { name: new RegExp(`^(${escapeRegExp(level)}|${escapeRegExp(passed)})$`) }).first();
    // Scrolled to the middle of the screen: at its bottom edge the fixed bottom navigation would take the tap.
    await button.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await button.tap();
    await expect(playMode(page)).toBeVisible();
    await expect(playMode(page).getByRole("heading", { level: 2, name: level })).toBeAttached();
    await expectAccessible(page);
  }
  await context.addCookies([{ name: "lng", value: cookieValue("az"), url: baseURL }]);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The layer a level is played on (the screen as the game). */
export function playMode(page: Page) {
  return page.locator('div.play-mode[role="dialog"]');
}

/** Starts a level from the level picker: the level opens in play mode. */
export async function startLevel(page: Page, levelName: string, how: Press = "click") {
  await press(page, page.getByRole("button", { name: levelName, exact: true }), how);
  await expect(playMode(page)).toBeVisible();
  await expect(playMode(page).getByRole("heading", { level: 2, name: levelName })).toBeAttached();
}

/** Opens the parent's panel the way a grown-up does: a press held until the panel opens (about 2 s). */
export async function openParentPanel(page: Page) {
  const button = page.locator("button.play-parent");
  const box = await button.boundingBox();
  if (!box) throw new Error("no parent button on screen");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(page.locator(".play-parent-ring")).toBeVisible();
  await expect(page.locator("div.play-parent-panel")).toBeVisible();
  await page.mouse.up();
}

/**
 * Waits until `round` is the current round: the shell's steps when the board reports its rounds,
 * else the board's own round line.
 */
async function expectRound(page: Page, round: number) {
  const progress = page.locator("ol.play-steps, .game-round").first();
  await expect(progress).toBeVisible();
  if (await page.locator("ol.play-steps").count()) await expect(page.locator("ol.play-steps li.is-done")).toHaveCount(round - 1);
  else await expect(page.locator(".game-round")).toHaveText(`${round} / 5`);
}

/** The right answer of the current round, found the way a child sees it. */
async function rightOption(page: Page, gameId: string) {
  const prompt = page.locator(".choice-prompt");
  const options = page.locator(".choice-option");
  if (gameId === "color-matching") {
    const colour = await prompt.locator("circle").getAttribute("fill");
    return options.filter({ has: page.locator(`circle[fill="${colour}"]`) });
  }
  if (gameId === "shape-recognition") {
    const outline = await prompt.locator("path").getAttribute("d");
    return options.filter({ has: page.locator(`path[d="${outline}"]`) });
  }
  // Counting: the things drawn in the scene, by what each picture shows; the most of one kind (level 1 draws one kind).
  const pictures = await prompt
    .locator(".counting-things svg[data-picture]")
    .evaluateAll((drawn) => drawn.map((picture) => picture.getAttribute("data-picture")));
  const counts = [...new Set(pictures)].map((name) => pictures.filter((picture) => picture === name).length);
  return page.getByRole("button", { name: String(Math.max(...counts)), exact: true });
}

/**
 * Answers `rounds` rounds of a pick-the-right-one game (colours, shapes, counting) at the first
 * try; after the level's last round its celebration is on screen.
 */
export async function answerRounds(page: Page, gameId: string, rounds: number, how: Press = "click") {
  for (let round = 1; round <= rounds; round += 1) {
    await expectRound(page, round);
    await press(page, await rightOption(page, gameId), how);
    if (round === 5) await expect(page.locator("section.play-celebration")).toBeVisible();
    else await expectRound(page, round + 1);
  }
}

/**
 * Answers the round on screen, whichever it is, at the first try: the next round comes (its
 * progress step marked done) or, after the level's last round, the celebration.
 */
export async function answerRound(page: Page, gameId: string, how: Press = "click") {
  const { done, total } = await roundsDone(page);
  await press(page, await rightOption(page, gameId), how);
  await expectRoundDone(page, { done, total });
}

/** Finds `pairs` pairs in the memory game, remembering every card it has seen. */
export async function findMemoryPairs(page: Page, pairs: number, how: Press = "click") {
  const cards = page.locator(".memory-card");
  await expect(cards).toHaveCount(pairs * 2); // the board's chunk may still be loading
  const total = pairs * 2;
  const seen = new Map<number, string>();
  const matched = new Set<number>();
  /**
   * Turns a card and reads it, as a child looks at it. Two different cards close again after
   * a moment, which a busy machine can miss between two looks: the picture is caught as it shows.
   */
  const reveal = async (index: number) => {
    await cards.nth(index).evaluate((card) => {
      const shown = (card as HTMLElement).dataset;
      delete shown.seen;
      const observer = new MutationObserver(() => {
        // What the turned card shows (its picture's name); a card face down shows its back.
        const text = card.querySelector("svg[data-picture]")?.getAttribute("data-picture") ?? "card-back";
        if (text === "card-back") return;
        shown.seen = text;
        observer.disconnect();
      });
      observer.observe(card, { subtree: true, childList: true, characterData: true });
    });
    await press(page, cards.nth(index), how);
    await expect(cards.nth(index)).toHaveAttribute("data-seen", /./);
    const symbol = (await cards.nth(index).getAttribute("data-seen")) ?? "";
    seen.set(index, symbol);
    return symbol;
  };
  /** Turns a card whose picture is already known (the last pair ends the game at once). */
  const turnKnown = async (index: number) => {
    await press(page, cards.nth(index), how);
    matched.add(index);
  };
  const knownPair = () => {
    for (const [a, symbol] of seen) {
      if (matched.has(a)) continue;
      for (const [b, other] of seen) if (b !== a && !matched.has(b) && other === symbol) return [a, b] as const;
    }
    return null;
  };
  const unseen = () => [...Array(total).keys()].filter((index) => !seen.has(index) && !matched.has(index));
  while (matched.size < total) {
    const known = knownPair();
    const left = [...Array(total).keys()].filter((index) => !matched.has(index));
    if (known || left.length === 2) {
      const [a, b] = known ?? (left as [number, number]);
      await turnKnown(a);
      await turnKnown(b);
      continue;
    }
    const [first] = unseen();
    if (first === undefined) throw new Error("no card left to turn");
    const symbol = await reveal(first);
    const partner = [...seen].find(([index, other]) => index !== first && !matched.has(index) && other === symbol);
    if (partner) {
      matched.add(first);
      await turnKnown(partner[0]);
      continue;
    }
    const [second] = unseen();
    if (second === undefined) throw new Error("no second card to turn");
    if ((await reveal(second)) !== symbol) {
      for (const index of [first, second]) await expect(cards.nth(index).locator("svg[data-picture]")).toHaveAttribute("data-picture", "card-back");
    } else {
      matched.add(first);
      matched.add(second);
    }
  }
}
