import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { strings } from "../strings";

/**
 * Plays one row of find-different-figure level 1 as a child who spots the odd figure: compares
 * how the figures are drawn (outline, turn and colour of each SVG), taps the one drawn unlike
 * all the others, and sees one more step of the play's progress drawn done.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const options = page.locator(".find-different-figure-row .find-different-figure-option");
  await expect(options.first()).toBeVisible(); // the board's chunk may still be loading
  const steps = page.locator("ol.play-steps li");
  const done = page.locator("ol.play-steps li.is-done");
  await expect(steps.first()).toBeAttached();
  const total = await steps.count();
  const before = await done.count();
  const drawings = await options.evaluateAll((buttons) => buttons.map((button) => button.querySelector("svg")?.innerHTML ?? ""));
  expect(drawings).toHaveLength(3); // level 1 shows three figures
  const different = drawings.flatMap((drawing, index) => (drawings.filter((other) => other === drawing).length === 1 ? [index] : []));
  expect(different).toHaveLength(1);
  await press(options.nth(different[0] as number));
  await expect(page.locator(".find-different-figure-board .game-feedback")).toHaveText(strings.az.games.correct);
  if (before + 1 < total) await expect(done).toHaveCount(before + 1);
  else await expect(page.locator(".find-different-figure-board")).toHaveCount(0);
}
