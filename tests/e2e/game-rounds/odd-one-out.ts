import type { Locator, Page } from "@playwright/test";
import { THINGS, type Thing, oddPositions } from "../../../app/games/odd-one-out/logic";
import { expect } from "../fixtures";
import { strings } from "../strings";

/**
 * Plays one row of odd-one-out level 1 as a child who knows what things are: reads the
 * pictures in the row, finds the one that is not of the kind the others share (a car among
 * animals), taps it, and sees the reason and one more step of the play's progress drawn
 * done before the next row comes.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const options = page.locator(".odd-one-out-row .odd-one-out-option");
  await expect(options.first()).toBeVisible(); // the board's chunk may still be loading
  const steps = page.locator("ol.play-steps li");
  const done = page.locator("ol.play-steps li.is-done");
  await expect(steps.first()).toBeAttached();
  const total = await steps.count();
  const before = await done.count();
  // What is drawn: each thing's picture, by its name (data-picture).
  const pictures = page.locator(".odd-one-out-row .odd-one-out-option [data-picture]");
  await expect(pictures).toHaveCount(3); // level 1 shows three pictures
  const shown = await pictures.evaluateAll((drawn) => drawn.map((picture) => picture.getAttribute("data-picture") ?? ""));
  // What the child knows about each picture: which kinds of thing it is.
  const things = shown.map((name) => THINGS.find((item) => item.id === name));
  expect(things.every(Boolean), `unknown pictures in ${shown.join(" ")}`).toBe(true);
  const odd = oddPositions(things as Thing[]);
  expect(odd).toHaveLength(1);
  await press(options.nth(odd[0] as number));
  await expect(page.locator(".odd-one-out-board .game-feedback")).toContainText(strings.az.games.correct);
  // After the reason the next row comes (or the play ends after the last one).
  if (before + 1 < total) await expect(done).toHaveCount(before + 1);
  else await expect(page.locator(".odd-one-out-board")).toHaveCount(0);
}
