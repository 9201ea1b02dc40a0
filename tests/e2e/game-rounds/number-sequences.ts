import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/**
 * Plays one row of number-sequences level 1 as a child who counts: counts the spots of each
 * ladybird in the row, sees how they grow, works out the dots the "?" card needs, and taps the
 * choice with that many dots; the card then shows them and one more step of the play's
 * progress is drawn done.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const cards = page.locator(".number-sequences-row .number-sequences-card");
  await expect(cards.first()).toBeVisible(); // the board's chunk may still be loading
  const steps = page.locator("ol.play-steps li");
  const done = page.locator("ol.play-steps li.is-done");
  await expect(steps.first()).toBeAttached();
  const total = await steps.count();
  const before = await done.count();
  // Spots on each ladybird; the "?" place has none yet.
  const counts = await cards.evaluateAll((elements) =>
    elements.map((card) => (card.classList.contains("is-gap") ? null : card.querySelectorAll(".number-sequences-spot").length)),
  );
  const gap = counts.indexOf(null);
  expect(gap).toBe(counts.length - 1); // level 1 asks what comes next
  const known = counts.slice(0, gap) as number[];
  const step = (known[1] ?? 0) - (known[0] ?? 0);
  expect(known.every((count, index) => index === 0 || count - (known[index - 1] as number) === step)).toBe(true);
  const next = (known.at(-1) ?? 0) + step;
  const options = page.locator(".number-sequences-options .number-sequences-option");
  const offered = await options.evaluateAll((elements) => elements.map((option) => option.querySelectorAll(".number-sequences-spot").length));
  const pick = offered.indexOf(next);
  expect(pick).toBeGreaterThanOrEqual(0);
  await press(options.nth(pick));
  await expect(page.locator(".number-sequences-card.is-found .number-sequences-spot")).toHaveCount(next);
  if (before + 1 < total) await expect(done).toHaveCount(before + 1);
  else await expect(page.locator(".number-sequences-board")).toHaveCount(0);
}
