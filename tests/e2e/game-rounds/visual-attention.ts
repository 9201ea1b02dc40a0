import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/** What a picture looks like: its drawing (shapes, colours and pattern of the SVG). */
const drawing = (svg: Locator) => svg.evaluate((element) => element.innerHTML);

/**
 * Plays the first grid of visual-attention level 1 as a child who compares each picture with
 * the sample: taps every cell whose drawing is the sample's, checks that each one is counted
 * as found, and that the round counter then moves on (10 points a copy, no mistakes).
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const board = page.locator(".visual-attention-board");
  const sample = board.locator(".visual-attention-sample svg");
  await expect(sample).toBeVisible(); // the board's chunk may still be loading
  const counter = board.locator(".game-round");
  const counterText = ((await counter.textContent()) ?? "").trim();
  const [round, total] = (counterText.match(/(\d+)\D+(\d+)/) ?? []).slice(1).map(Number);
  if (!round || !total) throw new Error(`no round counter on the board: "${counterText}"`);
  const score = page.locator(".game-score strong").first();
  const before = Number((await score.textContent()) ?? "0");

  const wanted = await drawing(sample);
  const cells = board.locator(".visual-attention-grid .visual-attention-cell");
  const drawings = await cells.locator("svg").evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML));
  const copies = drawings.flatMap((html, index) => (html === wanted ? [index] : []));
  expect(copies.length).toBeGreaterThanOrEqual(3);
  expect(copies.length).toBeLessThan(drawings.length);

  for (const [done, index] of copies.entries()) {
    await press(cells.nth(index));
    if (done + 1 < copies.length) await expect(cells.nth(index)).toHaveAttribute("aria-pressed", "true");
    await expect(score).toHaveText(String(before + (done + 1) * 10));
  }
  if (round < total) await expect(counter).not.toHaveText(counterText);
  else await expect(page.locator(".game-complete")).toBeVisible();
}
