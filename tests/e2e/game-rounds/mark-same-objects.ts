import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { expectRoundDone, roundsDone } from "./play-steps";

/**
 * Plays the field on screen of mark-same-objects level 1 (three fields) as a child would: looks
 * at the sample and taps every object in the field drawn exactly like it and not ticked yet;
 * each is ticked at once, and when the last is found the next field comes (one more step done)
 * or, after the last field, the celebration.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const sample = page.locator(".mark-same-objects-sample-picture svg");
  await expect(sample).toBeVisible(); // the board's chunk may still be loading
  await expect(page.locator("ol.play-steps li")).toHaveCount(3);
  const before = await roundsDone(page);
  // What is drawn: the picture's name says its shape, colour and way up (data-picture), like its drawing.
  const looks = await sample.getAttribute("data-picture");
  const objects = page.locator(".mark-same-objects-field .mark-same-objects-object");
  const drawn = await page
    .locator(".mark-same-objects-field .mark-same-objects-picture")
    .evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute("data-picture")));
  const ticked = await objects.evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-pressed") === "true"));
  const same = drawn.flatMap((drawing, index) => (drawing === looks && !ticked[index] ? [index] : []));
  expect(same.length).toBeGreaterThanOrEqual(1);
  for (const index of same.slice(0, -1)) {
    await press(objects.nth(index));
    await expect(objects.nth(index)).toHaveAttribute("aria-pressed", "true");
  }
  await press(objects.nth(same.at(-1) ?? 0));
  await expectRoundDone(page, before);
}
