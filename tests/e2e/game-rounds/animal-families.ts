import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { expectNextRoundShown } from "./play-steps";

/** What a child knows: which grown animal each young one is drawn beside (a foal by a horse, a chick by a hen). */
const MUM_OF_YOUNG: Record<string, string> = {
  calf: "cow",
  lamb: "ewe",
  foal: "horse",
  "baby-chick": "chicken",
  kitten: "cat",
  puppy: "dog",
  duckling: "duck",
  kid: "goat",
  "camel-calf": "camel",
  bunny: "rabbit",
  "bear-cub": "bear",
  "lion-cub": "lion",
  "wolf-cub": "wolf",
  "fox-cub": "fox",
  "tiger-cub": "tiger",
  "elephant-calf": "elephant",
  fawn: "deer",
};

/**
 * Plays one round of animal-families level 1 ("Where is the foal's mum?" with the foal drawn)
 * as a child who knows the animals: looks at the young one's picture and taps the grown animal
 * it belongs to; the progress steps move on. Only the drawings on screen are read (what each
 * picture shows, `data-picture`).
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const baby = page.locator(".animal-families-baby-picture svg[data-picture]");
  await expect(baby).toBeVisible(); // the board's chunk may still be loading
  await expectNextRoundShown(page, ".animal-families-option.is-right");
  const total = await page.locator("ol.play-steps li").count();
  const stepsDone = page.locator("ol.play-steps li.is-done");
  const done = await stepsDone.count();
  expect(total).toBeGreaterThan(done);
  const young = (await baby.getAttribute("data-picture")) ?? "";
  const mum = MUM_OF_YOUNG[young];
  if (!mum) throw new Error(`no animal is the mum of ${young}`);

  const options = page.locator(".animal-families-options button");
  const shown = await options.locator("svg[data-picture]").evaluateAll((pictures) => pictures.map((picture) => picture.getAttribute("data-picture")));
  expect(shown).toHaveLength(2); // level 1 offers two mums
  expect(shown.filter((name) => name === mum)).toHaveLength(1);
  await press(options.nth(shown.indexOf(mum)));
  await expect(options.nth(shown.indexOf(mum))).toHaveClass(/is-right/);
  if (done + 1 < total) await expect(stepsDone).toHaveCount(done + 1);
  else await expect(page.locator("section.play-celebration")).toBeVisible();
}
