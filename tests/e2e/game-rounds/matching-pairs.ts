import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/**
 * Plays the first board of matching-pairs level 1 (two of the same thing) as a child would: for
 * each picture in the left column, taps it, then taps the picture in the right column that
 * looks the same. Every join earns 10 points, and the full board moves on to the next one.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const columns = page.locator(".matching-pairs-column");
  await expect(columns).toHaveCount(2); // the board's chunk may still be loading
  const counter = page.locator(".matching-pairs-board .game-round");
  const [round, total] = ((await counter.textContent()) ?? "").split("/").map((part) => Number(part.trim()));
  if (!round || !total) throw new Error("no round counter on the board");
  const leftCards = columns.nth(0).locator(".matching-pairs-card");
  const rightCards = columns.nth(1).locator(".matching-pairs-card");
  const lefts = (await columns.nth(0).locator(".matching-pairs-picture").allTextContents()).map((text) => text.trim());
  const rights = (await columns.nth(1).locator(".matching-pairs-picture").allTextContents()).map((text) => text.trim());
  expect(lefts.length).toBeGreaterThanOrEqual(3);
  expect(rights.toSorted()).toEqual(lefts.toSorted());
  const score = page.locator(".game-score strong").first();
  const before = Number((await score.textContent()) ?? "0");
  for (const [row, picture] of lefts.entries()) {
    await press(leftCards.nth(row));
    await expect(leftCards.nth(row)).toHaveAttribute("aria-pressed", "true");
    await press(rightCards.nth(rights.indexOf(picture)));
    await expect(leftCards.nth(row).locator(".matching-pairs-badge")).toHaveText(String(row + 1));
    await expect(score).toHaveText(String(before + (row + 1) * 10));
  }
  await expect(page.locator(".matching-pairs-board .game-feedback")).not.toHaveText("");
  if (round < total) await expect(counter).toHaveText(`${round + 1} / ${total}`);
  else await expect(page.locator(".matching-pairs-board")).toHaveCount(0);
}
