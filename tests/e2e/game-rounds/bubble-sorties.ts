import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/**
 * Plays the whole of bubble-sorties level 1 (one wave: pop the bubbles of one colour) as a
 * child would: takes the colour of the sample bubble at the top and taps every bubble drawn
 * in that colour, leaving the others. Moving buttons are never "stable" for Playwright, so the
 * page is shown with reduced motion, where the bubbles stand still in a grid (the same bubbles,
 * the same rules), and the setting is put back at the end.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const sample = page.locator(".bubble-sorties-sample circle");
  await expect(sample).toBeVisible(); // the board's chunk may still be loading
  const reduced = await page.evaluate(() => window.matchMedia("(prefers-reduced-motion: reduce)").matches);
  if (!reduced) await page.emulateMedia({ reducedMotion: "reduce" });
  try {
    const fill = await sample.getAttribute("fill");
    expect(fill).toMatch(/^#[0-9a-f]{6}$/i);
    const bubbles = page.locator(".bubble-sorties-field .bubble-sorties-bubble");
    const matching = bubbles.filter({ has: page.locator(`circle[fill="${fill}"]`) });
    const count = await matching.count();
    expect(count).toBeGreaterThan(0);
    expect(await bubbles.count()).toBeGreaterThan(count); // other colours are there too
    // One progress step per bubble to pop.
    await expect(page.locator("ol.play-steps li")).toHaveCount(count);
    for (let left = count; left > 0; left -= 1) {
      await press(matching.first());
      await expect(matching).toHaveCount(left - 1);
      if (left > 1) await expect(page.locator("ol.play-steps li.is-done")).toHaveCount(count - left + 1);
    }
    // Every matching bubble popped: the play is over and celebrated.
    await expect(page.locator("section.play-celebration")).toBeVisible();
  } finally {
    if (!reduced) await page.emulateMedia({ reducedMotion: "no-preference" });
  }
}
