import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { strings } from "../strings";

const rings = strings.az.games.stackRings;

/**
 * Builds the first pyramid of stack-rings level 1 (3 rings on one peg) as a child who
 * compares sizes: each time it looks at the rings still lying in the pile, takes the widest
 * one (the drawn ring's width) and taps it, until all are on the peg. Every ring placed at the
 * first try earns 10 points, no life is lost, and the round counter moves on.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const pile = page.getByRole("list", { name: rings.pileLabel }).getByRole("button");
  await expect(pile.first()).toBeVisible(); // the board's chunk may still be loading
  const counter = page.locator(".stack-rings-board .game-round");
  const [round, total] = ((await counter.textContent()) ?? "").split("/").map((part) => Number(part.trim()));
  if (!round || !total) throw new Error("no round counter on the board");
  const count = await pile.count();
  expect(count).toBe(3);
  const score = page.locator(".game-score strong").first();
  const lives = page.locator(".game-score strong").nth(1);
  const livesBefore = await lives.textContent();
  const before = Number((await score.textContent()) ?? "0");
  const onPeg = page.locator(".stack-rings-peg-picture .stack-rings-ring");
  for (let placed = 0; placed < count; placed += 1) {
    const widths = await pile.locator("rect.stack-rings-ring").evaluateAll((shapes) => shapes.map((shape) => Number(shape.getAttribute("width"))));
    const widest = widths.indexOf(Math.max(...widths));
    await press(pile.nth(widest));
    // Placed at the first try: 10 points more (the score stays once the next pyramid comes).
    await expect(score).toHaveText(String(before + (placed + 1) * 10));
    if (placed + 1 < count) await expect(onPeg).toHaveCount(placed + 1);
  }
  await expect(page.locator(".stack-rings-board .game-feedback")).toHaveText(rings.done);
  await expect(lives).toHaveText(livesBefore ?? "");
  if (round < total) await expect(counter).toHaveText(`${round + 1} / ${total}`);
}
