import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/** What a picture looks like: its drawing (shapes, colours and pattern of the SVG). */
const drawing = (svg: Locator) => svg.evaluate((element) => element.innerHTML);

/**
 * Plays the first grid of visual-attention level 1 as a child who compares each picture with
 * the sample: taps every cell whose drawing is the sample's, checks that each one is marked
 * found (a copy at the top fills in), and that the shell's next step is then done.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const board = page.locator(".visual-attention-board");
  const sample = board.locator(".visual-attention-sample svg");
  await expect(sample).toBeVisible(); // the board's chunk may still be loading
  const steps = page.locator("ol.play-steps li");
  await expect(steps.first()).toBeAttached();
  const total = await steps.count();
  const doneSteps = await page.locator("ol.play-steps li.is-done").count();

  const wanted = await drawing(sample);
  const cells = board.locator(".visual-attention-grid .visual-attention-cell");
  const drawings = await cells.locator("svg").evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML));
  const copies = drawings.flatMap((html, index) => (html === wanted ? [index] : []));
  expect(copies.length).toBeGreaterThanOrEqual(3);
  expect(copies.length).toBeLessThan(drawings.length);

  for (const [done, index] of copies.entries()) {
    await press(cells.nth(index));
    if (done + 1 === copies.length) break; // the last copy clears the grid, and the next comes
    await expect(cells.nth(index)).toHaveAttribute("aria-pressed", "true");
    await expect(board.locator(".visual-attention-tally li.is-found")).toHaveCount(done + 1);
  }
  if (doneSteps + 1 < total) await expect(page.locator("ol.play-steps li.is-done")).toHaveCount(doneSteps + 1);
  else await expect(page.locator("section.play-celebration")).toBeVisible();
}
