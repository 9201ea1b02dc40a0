import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/**
 * Plays the whole of bubble-sorties level 1 (one wave: pop the bubbles of one colour) as a
 * child would: reads the colour of the sample next to the prompt and taps every bubble drawn
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
    for (let left = count; left > 0; left -= 1) {
      await press(matching.first());
      await expect(matching).toHaveCount(left - 1);
    }
    // Every matching bubble popped without a mistake: the play is over with full marks.
    await expect(page.locator(".game-complete")).toBeVisible();
    await expect(page.locator(".game-stars .star.is-earned")).toHaveCount(3);
  } finally {
    if (!reduced) await page.emulateMedia({ reducedMotion: "no-preference" });
  }
}
