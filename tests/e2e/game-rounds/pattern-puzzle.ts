import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/** How each piece is drawn (its SVG shape and fill), in order. */
const drawings = (pieces: Locator) => pieces.evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML));

/**
 * Plays the first pattern of pattern-puzzle level 1 as a child would: looks at the row of
 * pieces while it is shown, taps the big eye when there is one (untimed) or waits for it to hide
 * (5 seconds, timed), then fills the empty cells from left to right by tapping the palette piece
 * drawn like the one that stood there. Progress is the shell's steps.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const study = page.locator(".pattern-puzzle-grid.is-study");
  await expect(study).toBeVisible(); // the board's chunk may still be loading
  const steps = page.locator("ol.play-steps li");
  await expect(steps.first()).toBeAttached();
  const total = await steps.count();
  const done = await page.locator("ol.play-steps li.is-done").count();
  const pattern = await drawings(study.locator(".pattern-puzzle-piece"));
  expect(pattern).toHaveLength(3);
  // Untimed, the child's tap on the eye hides the pattern; timed, it hides after 5 seconds.
  const ready = page.locator(".pattern-puzzle-ready");
  if ((await ready.count()) > 0) await press(ready);
  await expect(study).toHaveCount(0, { timeout: 10_000 });
  const cells = page.locator(".pattern-puzzle-grid .pattern-puzzle-cell");
  await expect(cells).toHaveCount(3);
  const palette = page.locator(".pattern-puzzle-palette button");
  const offered = await drawings(palette.locator(".pattern-puzzle-piece"));
  for (const [cell, piece] of pattern.entries()) {
    await expect(cells.nth(cell)).toHaveAttribute("aria-pressed", "true");
    const pick = offered.indexOf(piece);
    expect(pick).toBeGreaterThanOrEqual(0);
    await press(palette.nth(pick));
    await expect(cells.nth(cell)).toHaveClass(/is-filled/);
  }
  await expect(page.locator(".pattern-puzzle-grid.is-rebuilt")).toBeVisible();
  if (done + 1 < total) await expect(page.locator("ol.play-steps li.is-done")).toHaveCount(done + 1);
  else await expect(page.locator(".pattern-puzzle-board")).toHaveCount(0);
}
