import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { expectNextRoundShown } from "./play-steps";

/**
 * Builds the train on screen of build-train level 1 (wagons 1-3, counting up) as a child who
 * reads numbers: each time it reads the numbers painted on the wagons still standing in the
 * yard and taps the smallest, until all are coupled behind the engine; the play's progress then
 * draws one more step done (or, after the last train, the level ends). A wagon a finger dragged
 * there before may be coupled already: the child goes on from there.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const yard = page.locator(".build-train-yard button");
  await expect(yard.first()).toBeVisible(); // the board's chunk may still be loading
  // A finished train stays a moment (its step already done) before the next one's wagons come.
  await expectNextRoundShown(page, ".build-train-track.is-complete");
  await expect(yard.first()).toBeVisible();
  const steps = page.locator("ol.play-steps li");
  const doneSteps = page.locator("ol.play-steps li.is-done");
  await expect(steps.first()).toBeAttached();
  const total = await steps.count();
  const before = await doneSteps.count();
  const coupled = page.locator(".build-train-track > li.is-coupled");
  const already = await coupled.count();
  const wagons = await yard.count();
  expect(wagons + already).toBe(3);
  for (let done = already; done < already + wagons; done += 1) {
    const numbers = (await yard.locator("svg text").allTextContents()).map((text) => Number(text.trim()));
    expect(numbers.every((number) => Number.isInteger(number))).toBe(true);
    expect(Math.min(...numbers)).toBe(done + 1);
    const smallest = numbers.indexOf(done + 1);
    await press(yard.nth(smallest));
    // The wagon is coupled behind the engine (the last one completes the train, and the next one comes).
    if (done + 1 < already + wagons) await expect(coupled.locator("svg text")).toHaveText(Array.from({ length: done + 1 }, (_, index) => String(index + 1)));
  }
  if (before + 1 < total) await expect(doneSteps).toHaveCount(before + 1);
  else await expect(page.locator("section.play-celebration")).toBeVisible();
}
