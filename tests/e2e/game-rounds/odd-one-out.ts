import type { Locator, Page } from "@playwright/test";
import { THINGS, type Thing, oddPositions } from "../../../app/games/odd-one-out/logic";
import { expect } from "../fixtures";
import { strings } from "../strings";

/**
 * Plays one row of odd-one-out level 1 as a child who knows what things are: reads the
 * pictures in the row, finds the one that is not of the kind the others share (a car among
 * animals), taps it, and sees the reason and 10 points before the next row comes.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const options = page.locator(".odd-one-out-row .odd-one-out-option");
  await expect(options.first()).toBeVisible(); // the board's chunk may still be loading
  const counter = page.locator(".odd-one-out-board .game-round");
  const [round, total] = ((await counter.textContent()) ?? "").split("/").map((part) => Number(part.trim()));
  if (!round || !total) throw new Error("no round counter on the board");
  const shown = (await page.locator(".odd-one-out-row .odd-one-out-emoji").allTextContents()).map((text) => text.trim());
  expect(shown).toHaveLength(3); // level 1 shows three pictures
  // What the child knows about each picture: which kinds of thing it is.
  const things = shown.map((emoji) => THINGS.find((item) => item.emoji === emoji));
  expect(things.every(Boolean), `unknown pictures in ${shown.join(" ")}`).toBe(true);
  const odd = oddPositions(things as Thing[]);
  expect(odd).toHaveLength(1);
  const score = page.locator(".game-score strong").first();
  const before = Number((await score.textContent()) ?? "0");
  await press(options.nth(odd[0] as number));
  await expect(page.locator(".odd-one-out-board .game-feedback")).toContainText(strings.az.games.correct);
  await expect(score).toHaveText(String(before + 10));
  // After the reason the next row comes (or the play ends after the last one).
  if (round < total) await expect(counter).toHaveText(`${round + 1} / ${total}`);
  else await expect(page.locator(".odd-one-out-board")).toHaveCount(0);
}
