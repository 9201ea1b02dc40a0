import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/**
 * Plays the round on screen of quick-reflex level 1 as a child who watches the field: looks at the
 * picture to catch at the top, taps each picture in the field that shows the same picture (its drawing's `data-picture`) as soon
 * as it appears, and leaves every other picture alone, until the shell's next step is done.
 * Level 1 keeps each picture 2.6 s in view (a target stays until tapped when untimed) and a
 * round is 6 pictures (3 to catch), so a round lasts about 16 s; a caught picture leaves at once.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const board = page.locator(".quick-reflex-board");
  const sample = board.locator("svg.quick-reflex-sample");
  await expect(sample).toBeVisible(); // the board's chunk may still be loading
  const steps = page.locator("ol.play-steps li");
  await expect(steps.first()).toBeAttached();
  const total = await steps.count();
  const doneSteps = page.locator("ol.play-steps li.is-done");
  const done = await doneSteps.count();
  const picture = (await sample.getAttribute("data-picture")) ?? "";
  expect(picture).not.toBe("");

  const field = board.locator(".quick-reflex-field");
  const targets = field.locator("button.quick-reflex-item").filter({ has: page.locator(`svg[data-picture="${picture}"]`) });
  const celebration = page.locator("section.play-celebration");
  const roundGoesOn = async () => (await board.count()) > 0 && (await doneSteps.count()) === done && !(await celebration.isVisible());
  let caught = 0;
  while (await roundGoesOn()) {
    if (await targets.isVisible()) {
      await press(targets);
      caught += 1;
      await expect(targets).toBeHidden(); // a caught picture goes at once
    } else {
      // Watches the field until a picture to catch comes or the round ends.
      await expect.poll(async () => (await targets.isVisible()) || !(await roundGoesOn()), { timeout: 20_000 }).toBe(true);
    }
  }
  expect(caught).toBeGreaterThanOrEqual(2);
  // The round is over: the next round's step is done (or, after the last round, the celebration).
  if (done + 1 < total) await expect(doneSteps).toHaveCount(done + 1);
  else await expect(page.locator("section.play-celebration")).toBeVisible();
}
