import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/** What each card of a column shows: its picture's name (`data-picture`), as a child sees the drawing. */
const shown = (column: Locator) =>
  column.locator("svg.matching-pairs-picture").evaluateAll((pictures) => pictures.map((picture) => picture.getAttribute("data-picture") ?? ""));

/**
 * Plays the first board of matching-pairs level 1 (two of the same thing) as a child would: for
 * each picture in the left column, taps it, then taps the picture in the right column that
 * looks the same. Every pair is joined, and the full board moves on (the shell's step is done).
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const columns = page.locator(".matching-pairs-column");
  await expect(columns).toHaveCount(2); // the board's chunk may still be loading
  const steps = page.locator("ol.play-steps li");
  await expect(steps.first()).toBeAttached();
  const total = await steps.count();
  const done = await page.locator("ol.play-steps li.is-done").count();
  const leftCards = columns.nth(0).locator(".matching-pairs-card");
  const rightCards = columns.nth(1).locator(".matching-pairs-card");
  const lefts = await shown(columns.nth(0));
  const rights = await shown(columns.nth(1));
  expect(lefts.length).toBeGreaterThanOrEqual(3);
  expect(rights.toSorted()).toEqual(lefts.toSorted());
  for (const [row, picture] of lefts.entries()) {
    await press(leftCards.nth(row));
    await expect(leftCards.nth(row)).toHaveAttribute("aria-pressed", "true");
    await press(rightCards.nth(rights.indexOf(picture)));
    await expect(leftCards.nth(row)).toHaveClass(/is-joined/);
  }
  if (done + 1 < total) await expect(page.locator("ol.play-steps li.is-done")).toHaveCount(done + 1);
  else await expect(page.locator(".matching-pairs-board")).toHaveCount(0);
}
