import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/**
 * Plays the round on screen of auditory-attention level 1 as a child who follows the words (each
 * word is shown as it is said, the word to listen for with its picture, so this works with or
 * without sound): takes the word at the top, and taps the big ear each time that word appears,
 * leaving every other word alone, until the progress steps move on. Level 1 says 6 words (2 of them the target), each written
 * for 2 s with 0.7 s of quiet after it, so a round lasts about 15 s.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const board = page.locator(".auditory-attention-board");
  const targetWord = board.locator(".auditory-attention-target-word");
  await expect(targetWord).toBeVisible(); // the board's chunk may still be loading
  const stepsDone = page.locator("ol.play-steps li.is-done");
  const round = await stepsDone.count();
  const total = await page.locator("ol.play-steps li").count();
  const celebration = page.locator("section.play-celebration");
  const target = ((await targetWord.textContent()) ?? "").trim();
  expect(target).not.toBe("");

  const said = board.locator(".auditory-attention-word-text");
  const now = board.locator("button.auditory-attention-now");
  /** What the child notices: the word to tap, the round moving on, or another word (wait). */
  const moment = async () => {
    if ((await board.count()) === 0 || (await stepsDone.count()) !== round || (await celebration.isVisible())) return "done";
    return ((await said.textContent({ timeout: 1000 }).catch(() => "")) ?? "").trim() === target ? "target" : "other";
  };
  let hits = 0;
  for (;;) {
    // Up to four other words (2.7 s each) may come before the one to tap.
    await expect.poll(moment, { timeout: 20_000, intervals: [50] }).not.toBe("other");
    if ((await moment()) !== "target") break;
    await press(now);
    hits += 1;
    await expect(said).not.toHaveText(target); // a hit cuts the word short
  }
  expect(hits).toBeGreaterThanOrEqual(1);
  if (round + 1 < total) {
    // The round counted, and the next round's word is shown.
    await expect(stepsDone).toHaveCount(round + 1);
    await expect(targetWord).not.toHaveText(target);
  } else {
    await expect(celebration).toBeVisible();
  }
}
