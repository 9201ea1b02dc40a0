import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { strings } from "../strings";

/**
 * Plays one row of find-different-picture level 1 as a child who spots the odd picture: looks
 * at what each button shows (the picture drawn), taps the one unlike all the others, and sees one
 * more step of the play's progress drawn done.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const options = page.locator(".find-different-picture-row .find-different-picture-option");
  await expect(options.first()).toBeVisible(); // the board's chunk may still be loading
  const steps = page.locator("ol.play-steps li");
  const done = page.locator("ol.play-steps li.is-done");
  await expect(steps.first()).toBeAttached();
  const total = await steps.count();
  const before = await done.count();
  // What each picture shows: the picture drawn (its name and shapes, and which way it faces).
  const pictures = await options.evaluateAll((buttons) => buttons.map((button) => (button.querySelector("[data-picture]") as Element | null)?.outerHTML ?? ""));
  expect(pictures).toHaveLength(3); // level 1 shows three pictures
  const different = pictures.flatMap((picture, index) => (pictures.filter((other) => other === picture).length === 1 ? [index] : []));
  expect(different).toHaveLength(1);
  await press(options.nth(different[0] as number));
  await expect(page.locator(".find-different-picture-board .game-feedback")).toHaveText(strings.az.games.correct);
  if (before + 1 < total) await expect(done).toHaveCount(before + 1);
  else await expect(page.locator(".find-different-picture-board")).toHaveCount(0);
}
