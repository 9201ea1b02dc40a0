import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/** How each place of a picture is drawn: the SVG of its thing (empty for an empty place). */
const drawings = (picture: Locator) => picture.locator("g.spot-the-difference-slot").evaluateAll((slots) => slots.map((slot) => slot.innerHTML));

/**
 * Plays the first pair of pictures of spot-the-difference level 1 as a child would: looks at the
 * two pictures place by place, and taps every place drawn differently in the first picture.
 * Each difference found gets a circle and fills a ring at the top; then the next pair comes.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const pictures = page.locator(".spot-the-difference-picture");
  await expect(pictures).toHaveCount(2); // the board's chunk may still be loading
  const steps = page.locator("ol.play-steps li");
  await expect(steps.first()).toBeAttached();
  const total = await steps.count();
  const done = await page.locator("ol.play-steps li.is-done").count();
  const first = await drawings(pictures.nth(0));
  const second = await drawings(pictures.nth(1));
  expect(first).toHaveLength(second.length);
  const differing = first.flatMap((drawing, place) => (drawing === second[place] ? [] : [place]));
  expect(differing).toHaveLength(2);
  const places = pictures.nth(0).locator(".spot-the-difference-place");
  for (const [index, place] of differing.entries()) {
    await press(places.nth(place));
    await expect(page.locator(".spot-the-difference-tally li.is-found")).toHaveCount(index + 1);
    await expect(pictures.nth(1).locator(".spot-the-difference-ring")).toHaveCount(index + 1);
  }
  await expect(page.locator(".spot-the-difference-board .game-feedback")).not.toHaveText("");
  if (done + 1 < total) await expect(page.locator("ol.play-steps li.is-done")).toHaveCount(done + 1);
  else await expect(page.locator(".spot-the-difference-board")).toHaveCount(0);
}
