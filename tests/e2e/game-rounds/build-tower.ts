import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { expectNextRoundShown } from "./play-steps";

/**
 * Builds the tower on screen of build-tower level 1 as a child who compares sizes: each time it
 * looks at the blocks still lying around, takes the widest one (its visible width, which the
 * button's data-width describes) and taps it, until the tower stands; each block lands on the
 * tower, and the play's progress then draws one more step done (or, after the last tower, the
 * level ends). A finger that dragged a block onto the tower before may have begun it: the child
 * goes on from there.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const pile = page.locator(".build-tower-pile button");
  await expect(pile.first()).toBeVisible(); // the board's chunk may still be loading
  // A finished tower stays a moment (its step already done) before the next one's blocks come.
  await expectNextRoundShown(page, ".build-tower-stack.is-complete");
  await expect(pile.first()).toBeVisible();
  const steps = page.locator("ol.play-steps li");
  const done = page.locator("ol.play-steps li.is-done");
  await expect(steps.first()).toBeAttached();
  const total = await steps.count();
  const before = await done.count();
  const stack = page.locator(".build-tower-stack > li");
  const already = await stack.count();
  const blocks = await pile.count();
  expect(blocks + already).toBeGreaterThanOrEqual(3);
  for (let placed = 0; placed < blocks; placed += 1) {
    const lying = await pile.evaluateAll((buttons) =>
      buttons.map((button) => ({
        width: Number(button.getAttribute("data-width")),
        // The brick's drawn width (before its small tilt), as the eye sees it.
        drawn: (button.querySelector(".build-tower-brick") as HTMLElement | null)?.offsetWidth ?? 0,
      })),
    );
    const widest = lying.reduce((best, block, index) => (block.width > (lying[best]?.width ?? 0) ? index : best), 0);
    // The described width and the drawn one agree on which block is the biggest.
    expect(Math.max(...lying.map((block) => block.drawn))).toBe(lying[widest]?.drawn);
    await press(pile.nth(widest));
    // The block lands on the tower (the last one completes it, and the next tower comes).
    if (placed + 1 < blocks) await expect(stack).toHaveCount(already + placed + 1);
  }
  if (before + 1 < total) await expect(done).toHaveCount(before + 1);
  else await expect(page.locator("section.play-celebration")).toBeVisible();
}
