import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/**
 * Plays one round of focus level 1 (find the picture shown at the top) as a child would: reads
 * the target picture and taps the object in the row that shows the same picture.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const target = page.locator(".focus-target");
  await expect(target).toBeVisible(); // the board's chunk may still be loading
  const counter = page.locator(".focus-board .game-round");
  const [round, total] = ((await counter.textContent()) ?? "").split("/").map((part) => Number(part.trim()));
  if (!round || !total) throw new Error("no round counter on the board");
  const picture = ((await target.textContent()) ?? "").trim();
  expect(picture).not.toBe("?"); // level 1 never hides the target
  const options = page.locator(".focus-options .focus-option");
  const shown = (await options.allTextContents()).map((text) => text.trim());
  const index = shown.indexOf(picture);
  expect(index).toBeGreaterThanOrEqual(0);
  expect(shown.filter((text) => text === picture)).toHaveLength(1);
  await press(options.nth(index));
  await expect(page.locator(".focus-board .game-feedback")).not.toHaveText("");
  // A right answer moves on to the next round (or ends the play after the last one).
  if (round < total) await expect(counter).toHaveText(`${round + 1} / ${total}`);
  else await expect(page.locator(".focus-board")).toHaveCount(0);
}
