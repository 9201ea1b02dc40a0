import type { Locator, Page } from "@playwright/test";
import { ANIMAL_PICTURES } from "../../../app/games/animal-families/logic";
import { expect } from "../fixtures";
import { expectNextRoundShown } from "./play-steps";

/** What a child knows: which grown animal each baby picture grows into (a chick 🐥 into a hen 🐔). */
const MUM_OF_BABY = new Map<string, string>(Object.values(ANIMAL_PICTURES).map(({ mum, baby }) => [baby, mum]));

/**
 * Plays one round of animal-families level 1 ("Where is the chick's mum?" with the baby drawn)
 * as a child who knows the animals: looks at the baby's picture and taps the choice showing its
 * grown-up animal; the progress steps move on. Only the emoji on screen are read.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const baby = page.locator(".animal-families-baby-picture");
  await expect(baby).toBeVisible(); // the board's chunk may still be loading
  await expectNextRoundShown(page, ".animal-families-option.is-right");
  const total = await page.locator("ol.play-steps li").count();
  const stepsDone = page.locator("ol.play-steps li.is-done");
  const done = await stepsDone.count();
  expect(total).toBeGreaterThan(done);
  const picture = ((await baby.textContent()) ?? "").trim();
  const mum = MUM_OF_BABY.get(picture);
  if (!mum) throw new Error(`no animal grows from ${picture}`);

  const options = page.locator(".animal-families-options button");
  const shown = (await options.locator(".animal-families-emoji").allTextContents()).map((text) => text.trim());
  expect(shown).toHaveLength(2); // level 1 offers two mums
  expect(shown.filter((emoji) => emoji === mum)).toHaveLength(1);
  await press(options.nth(shown.indexOf(mum)));
  await expect(options.nth(shown.indexOf(mum))).toHaveClass(/is-right/);
  if (done + 1 < total) await expect(stepsDone).toHaveCount(done + 1);
  else await expect(page.locator("section.play-celebration")).toBeVisible();
}
