import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { strings } from "../strings";
import { expectNextRoundShown } from "./play-steps";

const rings = strings.az.games.stackRings;

/**
 * Builds the pyramid on screen of stack-rings level 1 (3 rings on one peg) as a child who
 * compares sizes: each time it looks at the rings still lying in the pile, takes the widest
 * one (the drawn ring's width) and taps it, until all are on the peg. Every ring goes on at
 * the first try, no life is lost (where the play has lives at all), and the play's progress
 * draws one more step done (or, after the last pyramid, the level ends). A finger that dragged
 * a ring onto the peg before may have begun the pyramid: the child goes on from there.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const pile = page.getByRole("list", { name: rings.pileLabel }).getByRole("button");
  await expect(pile.first()).toBeVisible(); // the board's chunk may still be loading
  // A built pyramid stays a moment (its step already done) before the next one's rings come.
  await expectNextRoundShown(page, ".stack-rings-pegs.is-built");
  await expect(pile.first()).toBeVisible();
  const playSteps = page.locator("ol.play-steps li");
  const done = page.locator("ol.play-steps li.is-done");
  await expect(playSteps.first()).toBeAttached();
  const total = await playSteps.count();
  const before = await done.count();
  const onPeg = page.locator(".stack-rings-peg-picture .stack-rings-ring");
  const already = await onPeg.count();
  const count = await pile.count();
  expect(count + already).toBe(3);
  // Lives, where the play has them, are pictures: their markup must not change.
  const lives = page.locator(".play-lives");
  const livesBefore = (await lives.count()) > 0 ? await lives.innerHTML() : null;
  for (let placed = 0; placed < count; placed += 1) {
    const widths = await pile.locator("ellipse.stack-rings-ring").evaluateAll((shapes) => shapes.map((shape) => Number(shape.getAttribute("rx"))));
    const widest = widths.indexOf(Math.max(...widths));
    await press(pile.nth(widest));
    // The ring goes on the peg (the last one completes the pyramid, and the next one comes).
    if (placed + 1 < count) await expect(onPeg).toHaveCount(already + placed + 1);
  }
  await expect(page.locator(".stack-rings-board .game-feedback")).toHaveText(rings.done);
  if (livesBefore !== null) expect(await lives.innerHTML()).toBe(livesBefore);
  if (before + 1 < total) await expect(done).toHaveCount(before + 1);
  else await expect(page.locator("section.play-celebration")).toBeVisible();
}
