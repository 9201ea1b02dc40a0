import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { strings } from "../strings";

/**
 * Plays one round of letter-match level 1 (find the same capital letter) as a child would:
 * reads the big letter at the top and taps the choice showing the very same letter (in
 * Azerbaijani, so C and Ç or I and İ are different letters).
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const shown = page.locator(".letter-match-shown");
  await expect(shown).toBeVisible(); // the board's chunk may still be loading
  const counter = page.locator(".letter-match-board .game-round");
  const [round, total] = ((await counter.textContent()) ?? "").split("/").map((part) => Number(part.trim()));
  if (!round || !total) throw new Error("no round counter on the board");
  const letter = ((await shown.textContent()) ?? "").trim();
  expect(strings.az.games.letterMatch.upper.split(" ")).toContain(letter);
  const choices = (await page.locator(".letter-match-options .letter-match-letter").allTextContents()).map((text) => text.trim());
  expect(choices.filter((choice) => choice === letter)).toHaveLength(1);
  await press(page.locator(".letter-match-options button").nth(choices.indexOf(letter)));
  await expect(page.locator(".letter-match-board .game-feedback")).toHaveText(strings.az.games.correct);
  await expect(page.locator(".game-score strong").first()).not.toHaveText("0");
  if (round < total) await expect(counter).toHaveText(`${round + 1} / ${total}`);
  else await expect(page.locator(".letter-match-board")).toHaveCount(0);
}
