import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { strings } from "../strings";

/**
 * Plays one row of find-different-picture level 1 as a child who spots the odd picture: looks
 * at what each button shows (its emoji or drawing), taps the one unlike all the others within
 * the row's 15 seconds, and sees 10 points added.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const options = page.locator(".find-different-picture-row .find-different-picture-option");
  await expect(options.first()).toBeVisible(); // the board's chunk may still be loading
  await expect(page.locator(".find-different-picture-seconds")).toHaveText(/\d/); // the row's own timer runs
  const counter = page.locator(".find-different-picture-board .game-round");
  const [round, total] = ((await counter.textContent()) ?? "").split("/").map((part) => Number(part.trim()));
  if (!round || !total) throw new Error("no round counter on the board");
  // What each picture shows: the emoji, or how the drawing is drawn (its shapes and which way it faces).
  const pictures = await options.evaluateAll((buttons) =>
    buttons.map((button) => (button.querySelector(".find-different-picture-emoji, .find-different-picture-drawing") as Element | null)?.outerHTML ?? ""),
  );
  expect(pictures).toHaveLength(3); // level 1 shows three pictures
  const different = pictures.flatMap((picture, index) => (pictures.filter((other) => other === picture).length === 1 ? [index] : []));
  expect(different).toHaveLength(1);
  const score = page.locator(".game-score strong").first();
  const before = Number((await score.textContent()) ?? "0");
  await press(options.nth(different[0] as number));
  await expect(page.locator(".find-different-picture-board .game-feedback")).toHaveText(strings.az.games.correct);
  await expect(score).toHaveText(String(before + 10));
  if (round < total) await expect(counter).toHaveText(`${round + 1} / ${total}`);
  else await expect(page.locator(".find-different-picture-board")).toHaveCount(0);
}
