import type { Page } from "@playwright/test";
import { expect } from "../fixtures";

/**
 * The play's progress as the shell draws it (pictures, one per round, the done ones marked):
 * how many rounds are done of how many, read before a move.
 */
export async function roundsDone(page: Page): Promise<{ done: number; total: number }> {
  const steps = page.locator("ol.play-steps li");
  await expect(steps.first()).toBeVisible();
  return { done: await page.locator("ol.play-steps li.is-done").count(), total: await steps.count() };
}

/** After a right answer: the next round is marked done, or the level's celebration comes after the last one. */
export async function expectRoundDone(page: Page, before: { done: number; total: number }) {
  if (before.done + 1 < before.total) await expect(page.locator("ol.play-steps li.is-done")).toHaveCount(before.done + 1);
  else await expect(page.locator("section.play-celebration")).toBeVisible();
}

/**
 * Waits until the board shows a round still to play. Many boards mark a round done the moment
 * it is answered and keep showing it (its right answer marked, `marked`) for a short while
 * before the next one comes: the next round is read only once nothing is marked any more.
 */
export async function expectNextRoundShown(page: Page, marked: string) {
  await expect(page.locator(marked)).toHaveCount(0, { timeout: 15_000 });
}
