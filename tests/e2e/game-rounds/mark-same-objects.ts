import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/**
 * Plays the first field of mark-same-objects level 1 as a child would: looks at the sample and
 * taps every object in the field drawn exactly like it; each is ticked at once, and when the
 * last is found the next field comes (the shell's first step is done).
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const sample = page.locator(".mark-same-objects-sample-picture svg");
  await expect(sample).toBeVisible(); // the board's chunk may still be loading
  await expect(page.locator("ol.play-steps li")).toHaveCount(3);
  await expect(page.locator("ol.play-steps li.is-done")).toHaveCount(0);
  const looks = await sample.innerHTML();
  const objects = page.locator(".mark-same-objects-field .mark-same-objects-object");
  const drawn = await page.locator(".mark-same-objects-field .mark-same-objects-picture").evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML));
  const same = drawn.flatMap((drawing, index) => (drawing === looks ? [index] : []));
  expect(same.length).toBeGreaterThanOrEqual(1);
  for (const index of same.slice(0, -1)) {
    await press(objects.nth(index));
    await expect(objects.nth(index)).toHaveAttribute("aria-pressed", "true");
  }
  await press(objects.nth(same.at(-1) ?? 0));
  await expect(page.locator("ol.play-steps li.is-done")).toHaveCount(1);
}
