import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { strings } from "../strings";
import { expectRoundDone, roundsDone } from "./play-steps";

const parts = strings.az.games.timesOfDay.parts;

/**
 * Plays one round of times-of-day level 1 (what part of the day is it?) as a child who reads
 * the scene: the night scene (dark sky, moon and stars) means night; otherwise the sun high up
 * means day, a low sun on the left (where it rises) morning, and a low sun on the right (where
 * it sets) evening. Then taps the sky picture with that name (its accessible name).
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const scene = page.locator(".times-of-day-scene.is-sky");
  await expect(scene).toBeVisible(); // the board's chunk may still be loading
  const before = await roundsDone(page);
  let part: keyof typeof parts;
  if ((await scene.getAttribute("data-scene")) === "night") part = "night";
  else {
    const sun = scene.locator(".times-of-day-sun");
    const x = Number(await sun.getAttribute("cx"));
    const y = Number(await sun.getAttribute("cy"));
    part = y < 200 ? "day" : x < 180 ? "morning" : "evening";
  }
  const options = page.locator(".choice-options .choice-option");
  await expect(options).toHaveCount(2);
  await press(options.and(page.getByRole("button", { name: parts[part], exact: true })));
  // A right answer moves on to the next round (or ends the play after the last one).
  await expectRoundDone(page, before);
}
