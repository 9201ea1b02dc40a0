import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

type Press = (locator: Locator) => Promise<void>;

/**
 * Plays one whole play of the letter search (level 1 is one grid) as a child would: reads the
 * letters to find at the top, first taps `wrongTaps` other letters (each wobbles and fades, and
 * stays a mistake), then crosses out every letter showing one of the targets, in reading order,
 * watching the progress steps fill; the play ends by itself with the celebration.
 */
async function playGrid(page: Page, press: Press, wrongTaps: number) {
  const shown = page.locator(".attention-letters-target");
  await expect(shown.first()).toBeVisible(); // the board's chunk may still be loading
  const targets = (await shown.allTextContents()).map((letter) => letter.trim());
  expect(targets.length).toBeGreaterThan(0);
  const cells = page.locator(".attention-letters-cell");
  const letters = (await cells.allTextContents()).map((letter) => letter.trim());
  const matching = letters.flatMap((letter, index) => (targets.includes(letter) ? [index] : []));
  const others = letters.flatMap((letter, index) => (targets.includes(letter) ? [] : [index]));
  expect(matching.length).toBeGreaterThan(0);
  expect(others.length).toBeGreaterThanOrEqual(wrongTaps);
  for (const index of others.slice(0, wrongTaps)) {
    await press(cells.nth(index));
    await expect(cells.nth(index)).toHaveClass(/is-wrong/);
  }
  // A wrong tap does not end anything: the board is still there.
  await expect(page.locator(".attention-letters-board")).toBeVisible();
  const steps = page.locator("ol.play-steps li");
  await expect(steps).toHaveCount(matching.length);
  for (const [found, index] of matching.entries()) {
    if (found < matching.length - 1) {
      await press(cells.nth(index));
      await expect(cells.nth(index)).toHaveAttribute("aria-pressed", "true");
      await expect(page.locator("ol.play-steps li.is-done")).toHaveCount(found + 1);
    } else await press(cells.nth(index));
  }
  // The last letter found ends the play: the board gives way to the celebration.
  await expect(page.locator(".attention-letters-board")).toHaveCount(0);
  await expect(page.locator("section.play-celebration")).toBeVisible();
}

/** Crosses out every target letter without a mistake: the play ends by itself at 100 %. */
export async function playOneRound(page: Page, press: Press) {
  await playGrid(page, press, 0);
}

/**
 * Plays so that right marks make `fraction` of what counts (targets found out of all targets
 * plus wrong taps): first enough other letters, then every target. Level 1 has 3 or 4 targets
 * among 12 letters, so 0.5 (as many wrong taps as targets) always fits and always fails.
 */
export async function markFraction(page: Page, press: Press, fraction: number) {
  const shown = page.locator(".attention-letters-target");
  await expect(shown.first()).toBeVisible();
  const targets = (await shown.allTextContents()).map((letter) => letter.trim());
  const letters = (await page.locator(".attention-letters-cell").allTextContents()).map((letter) => letter.trim());
  const found = letters.filter((letter) => targets.includes(letter)).length;
  await playGrid(page, press, Math.round(found / fraction - found));
}
