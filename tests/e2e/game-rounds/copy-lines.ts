import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { fill } from "../payments";
import { strings } from "../strings";
import { expectNextRoundShown } from "./play-steps";

const copy = strings.az.games.copyLines;

/**
 * Copies the drawing on screen of copy-lines level 1 as a child who looks closely: reads each line
 * of the model drawing (its two ends, in the drawing's dot units: the first dot is at 0, 0) and
 * taps the dot at one end and the dot at the other on its own grid. Each line stays; with the
 * last one the drawing is done and the progress steps move on (or the play ends).
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const lines = page.locator(".copy-lines-model line");
  // The board's chunk may still be loading. A straight line's box has no width or no height,
  // so Playwright calls the line itself hidden: wait for the drawing around it.
  await expect(page.locator(".copy-lines-model")).toBeVisible();
  await expect(lines.first()).toBeAttached();
  await expectNextRoundShown(page, ".copy-lines-pad.is-right");
  const total = await page.locator("ol.play-steps li").count();
  const stepsDone = page.locator("ol.play-steps li.is-done");
  const done = await stepsDone.count();
  expect(total).toBeGreaterThan(done);
  const ends = await lines.evaluateAll((elements) => elements.map((line) => ["x1", "y1", "x2", "y2"].map((name) => Number(line.getAttribute(name)))));
  expect(ends).toHaveLength(2); // level 1 draws two lines
  const grid = page.getByRole("group", { name: copy.gridLabel });
  const dot = (column: number, row: number) => grid.getByRole("button", { name: fill(copy.dot, { row: row + 1, column: column + 1 }), exact: true });
  // A stray tap before this round may have left a dot chosen as a line's start; tapping the first
  // end would then draw from it. The child taps the chosen dot again to let it go.
  const chosen = grid.locator('button[aria-pressed="true"]');
  if ((await chosen.count()) > 0) {
    await press(chosen.first());
    await expect(chosen).toHaveCount(0);
  }
  const drawn = page.locator(".copy-lines-ink .copy-lines-drawn");
  // A finger rubbing the sheet may already have drawn a line of the drawing: drawing it again changes nothing.
  const already = await drawn.count();
  let segments = 0;
  for (const [index, [x1, y1, x2, y2]] of (ends as Array<[number, number, number, number]>).entries()) {
    // The board takes taps again once the last line's little show is over and nothing pauses it.
    await expect(dot(x1, y1)).toHaveAttribute("aria-disabled", "false");
    await press(dot(x1, y1));
    await expect(dot(x1, y1)).toHaveAttribute("aria-pressed", "true");
    await press(dot(x2, y2));
    // A line of n steps is drawn as n short lines between neighbouring dots; it stays.
    segments += Math.max(Math.abs(x2 - x1), Math.abs(y2 - y1));
    if (index < ends.length - 1) {
      if (already === 0) await expect(drawn).toHaveCount(segments);
      else await expect.poll(() => drawn.count()).toBeGreaterThanOrEqual(segments);
    }
  }
  // The last line finishes the drawing: the next one comes (or the play ends).
  if (done + 1 < total) await expect(stepsDone).toHaveCount(done + 1);
  else await expect(page.locator("section.play-celebration")).toBeVisible();
}
