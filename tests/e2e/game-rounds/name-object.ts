import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { expectRoundDone, roundsDone } from "./play-steps";

/**
 * Plays one round of name-object level 1 (hear the word, tap its picture) as a child who knows
 * the word: reads the written word and taps the picture whose accessible name is that word.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const word = page.locator(".name-object-target");
  await expect(word).toBeVisible(); // the board's chunk may still be loading
  const before = await roundsDone(page);
  const written = ((await word.textContent()) ?? "").trim();
  expect(written).not.toBe("");
  const picture = page.locator(".choice-options").getByRole("button", { name: written, exact: true });
  await expect(picture).toHaveCount(1);
  await press(picture);
  // A right answer moves on to the next round (or ends the play after the last one).
  await expectRoundDone(page, before);
}
