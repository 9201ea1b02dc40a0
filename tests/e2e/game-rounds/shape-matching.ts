import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { strings } from "../strings";
import { expectNextRoundShown } from "./play-steps";

const matching = strings.az.games.shapeMatching;

/**
 * Fills the board on screen of shape-matching level 1 (3 shapes) as a child who compares
 * outlines: for each shape in the tray it reads the drawn outline (the SVG path) and taps the
 * shape, then the dashed outline drawn with the same path. Every shape goes in at the first
 * try, and the play's progress then draws one more step done (or the level ends). A shape a
 * finger dragged in before may be in place already: the child goes on from there.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const shapes = page.getByRole("list", { name: matching.trayLabel }).getByRole("button");
  await expect(shapes.first()).toBeVisible(); // the board's chunk may still be loading
  // A filled board stays a moment (its step already done) before the next one comes.
  await expectNextRoundShown(page, ".shape-matching-outlines.is-done");
  await expect(shapes.first()).toBeVisible();
  const playSteps = page.locator("ol.play-steps li");
  const done = page.locator("ol.play-steps li.is-done");
  await expect(playSteps.first()).toBeAttached();
  const total = await playSteps.count();
  const before = await done.count();
  const count = await shapes.count();
  if (before === 0) expect(count).toBe(3);
  else expect(count).toBeLessThanOrEqual(3);
  const outlines = page.getByRole("list", { name: matching.boardLabel });
  for (let placed = 0; placed < count; placed += 1) {
    const shape = shapes.first();
    const outline = await shape.locator("path").getAttribute("d");
    expect(outline).toBeTruthy();
    await press(shape);
    await expect(shape).toHaveAttribute("aria-pressed", "true");
    const fits = outlines.getByRole("button").filter({ has: page.locator(`path[d="${outline}"]`) });
    await expect(fits).toHaveCount(1);
    await press(fits);
    // The shape fills its outline and leaves the tray (the last one completes the board).
    if (placed + 1 < count) await expect(shapes).toHaveCount(count - placed - 1);
  }
  // "All shapes are in place!" shows for 1.3 s before the next board comes; on a busy machine
  // that moment can pass before the check, so the next board is the proof the board was done.
  if (before + 1 < total) await expect(done).toHaveCount(before + 1);
  else await expect(page.locator("section.play-celebration")).toBeVisible();
}
