import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

type Press = (locator: Locator) => Promise<void>;

/** The stars the shell gives a score out of 100 (1 from 60 %, 2 from 75 %, 3 from 90 %). */
const starsFor = (percent: number) => (percent >= 90 ? 3 : percent >= 75 ? 2 : percent >= 60 ? 1 : 0);

/**
 * Plays one whole play of the letter search (level 1 is one grid) as a child would: reads the
 * letters to find at the top, crosses out `share` of the cells showing one of them (rounded
 * down, in reading order), presses "Done", and checks the stars the completion screen gives.
 */
async function playGrid(page: Page, press: Press, share: number) {
  const shown = page.locator(".attention-letters-target");
  await expect(shown.first()).toBeVisible(); // the board's chunk may still be loading
  const targets = (await shown.allTextContents()).map((letter) => letter.trim());
  expect(targets.length).toBeGreaterThan(0);
  const cells = page.locator(".attention-letters-cell");
  const letters = (await cells.allTextContents()).map((letter) => letter.trim());
  const matching = letters.flatMap((letter, index) => (targets.includes(letter) ? [index] : []));
  expect(matching.length).toBeGreaterThan(0);
  const toMark = matching.slice(0, Math.floor(share * matching.length + 1e-9));
  for (const index of toMark) {
    await press(cells.nth(index));
    await expect(cells.nth(index)).toHaveAttribute("aria-pressed", "true");
  }
  await expect(page.locator(".attention-letters-cell[aria-pressed='true']")).toHaveCount(toMark.length);
  await press(page.locator(".attention-letters-actions button"));
  // The play is over and counted: right marks out of all targets, shown as stars.
  await expect(page.locator(".attention-letters-board")).toHaveCount(0);
  await expect(page.locator(".game-complete")).toBeVisible();
  const percent = Math.round((toMark.length / matching.length) * 100);
  await expect(page.locator(".game-stars .star.is-earned")).toHaveCount(starsFor(percent));
}

/** Crosses out every target letter and presses "Done": 100 %, three stars. */
export async function playOneRound(page: Page, press: Press) {
  await playGrid(page, press, 1);
}

/**
 * Crosses out `fraction` of the target letters (rounded down) and presses "Done". Level 1 has
 * 3 or 4 targets, so a fraction of 0.75 or more always passes (≥ 67 %) and 0.5 always fails.
 */
export async function markFraction(page: Page, press: Press, fraction: number) {
  await playGrid(page, press, fraction);
}
