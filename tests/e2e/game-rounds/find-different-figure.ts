import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { strings } from "../strings";

/**
 * Plays one row of find-different-figure level 1 as a child who spots the odd figure: compares
 * how the figures are drawn (outline, turn and colour of each SVG), taps the one drawn unlike
 * all the others within the row's 10 seconds, and sees 10 points added.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const options = page.locator(".find-different-figure-row .find-different-figure-option");
  await expect(options.first()).toBeVisible(); // the board's chunk may still be loading
  await expect(page.locator(".find-different-figure-seconds")).toHaveText(/\d/); // the row's own timer runs
  const counter = page.locator(".find-different-figure-board .game-round");
  const [round, total] = ((await counter.textContent()) ?? "").split("/").map((part) => Number(part.trim()));
  if (!round || !total) throw new Error("no round counter on the board");
  const drawings = await options.evaluateAll((buttons) => buttons.map((button) => button.querySelector("svg")?.innerHTML ?? ""));
  expect(drawings).toHaveLength(3); // level 1 shows three figures
  const different = drawings.flatMap((drawing, index) => (drawings.filter((other) => other === drawing).length === 1 ? [index] : []));
  expect(different).toHaveLength(1);
  const score = page.locator(".game-score strong").first();
  const before = Number((await score.textContent()) ?? "0");
  await press(options.nth(different[0] as number));
  await expect(page.locator(".find-different-figure-board .game-feedback")).toHaveText(strings.az.games.correct);
  await expect(score).toHaveText(String(before + 10));
  if (round < total) await expect(counter).toHaveText(`${round + 1} / ${total}`);
  else await expect(page.locator(".find-different-figure-board")).toHaveCount(0);
}
