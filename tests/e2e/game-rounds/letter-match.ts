import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { strings } from "../strings";

/**
 * Plays one round of letter-match level 1 (find the same capital letter) as a child would:
 * looks at the big letter at the top and taps the choice showing the very same letter (in
 * Azerbaijani, so C and Ç or I and İ are different letters). Progress is the shell's steps.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const shown = page.locator(".letter-match-shown");
  await expect(shown).toBeVisible(); // the board's chunk may still be loading
  const steps = page.locator("ol.play-steps li");
  await expect(steps.first()).toBeAttached();
  const total = await steps.count();
  const done = await page.locator("ol.play-steps li.is-done").count();
  const letter = ((await shown.textContent()) ?? "").trim();
  expect(strings.az.games.letterMatch.upper.split(" ")).toContain(letter);
  const choices = (await page.locator(".letter-match-options .letter-match-letter").allTextContents()).map((text) => text.trim());
  expect(choices.filter((choice) => choice === letter)).toHaveLength(1);
  await press(page.locator(".letter-match-options button").nth(choices.indexOf(letter)));
  await expect(page.locator(".letter-match-board .game-feedback")).toHaveText(strings.az.games.correct);
  if (done + 1 < total) await expect(page.locator("ol.play-steps li.is-done")).toHaveCount(done + 1);
  else await expect(page.locator(".letter-match-board")).toHaveCount(0);
}
