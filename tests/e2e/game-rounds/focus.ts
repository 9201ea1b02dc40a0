import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { expectNextRoundShown } from "./play-steps";

/**
 * Plays one round of focus level 1 (find the picture shown at the top) as a child would: reads
 * the target picture (what its drawing shows, `data-picture`) and taps the object in the row that shows the same picture.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const target = page.locator(".focus-target");
  await expect(target).toBeVisible(); // the board's chunk may still be loading
  await expectNextRoundShown(page, ".focus-option.is-right");
  const total = await page.locator("ol.play-steps li").count();
  const stepsDone = page.locator("ol.play-steps li.is-done");
  const done = await stepsDone.count();
  expect(total).toBeGreaterThan(done);
  // Level 1 never hides the target: it is a drawing, never the "?".
  const picture = (await target.locator("svg[data-picture]").getAttribute("data-picture")) ?? "";
  expect(picture).not.toBe("");
  const options = page.locator(".focus-options .focus-option");
  const shown = await options.evaluateAll((buttons) => buttons.map((button) => button.querySelector("svg[data-picture]")?.getAttribute("data-picture") ?? ""));
  const index = shown.indexOf(picture);
  expect(index).toBeGreaterThanOrEqual(0);
  expect(shown.filter((text) => text === picture)).toHaveLength(1);
  await press(options.nth(index));
  // A right answer moves on to the next round (or ends the play after the last one).
  if (done + 1 < total) await expect(stepsDone).toHaveCount(done + 1);
  else await expect(page.locator("section.play-celebration")).toBeVisible();
}
