import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/**
 * Plays the first round of quick-reflex level 1 as a child who watches the field: reads the
 * picture to catch next to the prompt, taps each picture in the field that shows the same
 * emoji as soon as it appears, and leaves every other picture alone, until the round counter
 * moves on. Level 1 keeps each picture 2.6 s in view and a round is 6 pictures (3 to catch), so
 * a round lasts about 16 s, and a caught picture leaves at once.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const board = page.locator(".quick-reflex-board");
  const sample = board.locator(".quick-reflex-sample");
  await expect(sample).toBeVisible(); // the board's chunk may still be loading
  const counter = board.locator(".game-round");
  const counterText = ((await counter.textContent()) ?? "").trim();
  const [round, total] = (counterText.match(/(\d+)\D+(\d+)/) ?? []).slice(1).map(Number);
  if (!round || !total) throw new Error(`no round counter on the board: "${counterText}"`);
  const picture = ((await sample.textContent()) ?? "").trim();
  expect(picture).not.toBe("");
  const score = page.locator(".game-score strong").first();
  const before = Number((await score.textContent()) ?? "0");

  const field = board.locator(".quick-reflex-field");
  const targets = field.locator("button.quick-reflex-item").filter({ hasText: new RegExp(`^${picture}$`) });
  const roundGoesOn = async () => (await board.count()) > 0 && ((await counter.textContent()) ?? "").trim() === counterText;
  let caught = 0;
  while (await roundGoesOn()) {
    if (await targets.isVisible()) {
      await press(targets);
      caught += 1;
      await expect(targets).toBeHidden(); // a caught picture goes at once
    } else {
      await page.waitForTimeout(50);
    }
  }
  expect(caught).toBeGreaterThanOrEqual(2);
  // The round is over: the next round's target is shown (or, after the last round, the result).
  if (round < total) {
    await expect(counter).not.toHaveText(counterText);
    await expect(score).not.toHaveText(String(before));
    expect(Number(await score.textContent())).toBeGreaterThanOrEqual(before + 10 * (caught - 1));
  } else {
    await expect(page.locator(".game-complete")).toBeVisible();
  }
}
