import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/**
 * Plays one round of name-object level 1 (hear the word, tap its picture) as a child who knows
 * the word: reads the written word and taps the picture whose accessible name is that word.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const word = page.locator(".name-object-target");
  await expect(word).toBeVisible(); // the board's chunk may still be loading
  const counter = page.locator(".choice-board .game-round");
  const [round, total] = ((await counter.textContent()) ?? "").split("/").map((part) => Number(part.trim()));
  if (!round || !total) throw new Error("no round counter on the board");
  const written = ((await word.textContent()) ?? "").trim();
  expect(written).not.toBe("");
  const picture = page.locator(".choice-options").getByRole("button", { name: written, exact: true });
  await expect(picture).toHaveCount(1);
  await press(picture);
  // A right answer moves on to the next round (or ends the play after the last one).
  if (round < total) await expect(counter).toHaveText(`${round + 1} / ${total}`);
  else await expect(page.locator(".name-object-board")).toHaveCount(0);
}
