import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { expectNextRoundShown } from "./play-steps";

/** What a bead looks like: its outline (the drawn path) and its colour (the SVG fill). */
const looks = (shapes: Locator) =>
  shapes.evaluateAll((elements) => elements.map((element) => [element.tagName, element.getAttribute("fill"), element.getAttribute("d") ?? ""].join("|")));

/**
 * Fills the string on screen of thread-beads level 1 as a child who sees the pattern: looks at
 * the beads on the string, finds how often it repeats, and taps the choice that looks like the
 * bead that comes next, until no empty place is left; the shell's next step is then done (or,
 * after the last string, the level ends). A bead a finger dragged there before may be threaded
 * already: the child goes on from there.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const slots = page.locator(".thread-beads-string .thread-beads-slot");
  await expect(slots.first()).toBeVisible(); // the board's chunk may still be loading
  // A full string stays a moment before the next one comes.
  await expectNextRoundShown(page, ".thread-beads-string.is-full");
  await expect(slots.first()).toBeVisible();
  const steps = page.locator("ol.play-steps li");
  await expect(steps.first()).toBeAttached();
  const total = await steps.count();
  const done = await page.locator("ol.play-steps li.is-done").count();
  const empty = await slots.count();
  if (done === 0) expect(empty).toBeGreaterThanOrEqual(2);
  for (let filled = 0; filled < empty; filled += 1) {
    const string = await looks(page.locator(".thread-beads-string .thread-beads-shape"));
    const period = [1, 2, 3, 4].find((size) => string.every((bead, index) => bead === string[index % size]));
    if (!period) throw new Error(`no repeating pattern in ${string.join(", ")}`);
    const next = string[string.length % period];
    const offered = await looks(page.locator(".choice-options .thread-beads-shape"));
    const pick = offered.indexOf(next ?? "");
    expect(pick).toBeGreaterThanOrEqual(0);
    await press(page.locator(".choice-options button").nth(pick));
    if (filled + 1 < empty) await expect(slots).toHaveCount(empty - filled - 1);
  }
  if (done + 1 < total) await expect(page.locator("ol.play-steps li.is-done")).toHaveCount(done + 1);
  else await expect(page.locator("section.play-celebration")).toBeVisible();
}
