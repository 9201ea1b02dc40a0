import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/**
 * Plays the first round of auditory-attention level 1 as a child who follows the words (each
 * word is written as it is said, so this works with or without sound): reads the word to
 * listen for, and taps "Now!" each time that word appears, leaving every other word alone,
 * until the round counter moves on. Level 1 says 6 words (2 of them the target), each written
 * for 2 s with 0.7 s of quiet after it, so a round lasts about 15 s.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const board = page.locator(".auditory-attention-board");
  const targetWord = board.locator(".auditory-attention-target-word");
  await expect(targetWord).toBeVisible(); // the board's chunk may still be loading
  const counter = board.locator(".game-round");
  const roundOf = async () => Number(((await counter.textContent()) ?? "").match(/\d+/)?.[0] ?? 0);
  const round = await roundOf();
  if (!round) throw new Error("no round counter on the board");
  const target = ((await targetWord.textContent()) ?? "").trim();
  expect(target).not.toBe("");
  const score = page.locator(".game-score strong").first();
  const before = Number((await score.textContent()) ?? "0");

  const said = board.locator(".auditory-attention-word-text");
  const now = board.locator("button.auditory-attention-now");
  let hits = 0;
  while ((await board.count()) > 0 && (await roundOf()) === round) {
    if (((await said.textContent({ timeout: 1000 }).catch(() => "")) ?? "").trim() === target) {
      await press(now);
      hits += 1;
      await expect(said).not.toHaveText(target); // a hit cuts the word short
    } else {
      await page.waitForTimeout(50);
    }
  }
  expect(hits).toBeGreaterThanOrEqual(1);
  if ((await board.count()) > 0) {
    // The next round's word is shown, and every target of this one counted.
    await expect(targetWord).not.toHaveText(target);
    expect(Number(await score.textContent())).toBeGreaterThan(before);
  } else {
    await expect(page.locator(".game-complete")).toBeVisible();
  }
}
