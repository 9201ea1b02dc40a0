import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { expectNextRoundShown } from "./play-steps";
import { strings } from "../strings";

const mix = strings.az.games.colourMix;

/** What a child knows: the real colour of each thing the first levels draw. */
const REAL_COLOUR: Record<keyof typeof mix.objects, keyof typeof mix.colours> = {
  banana: "yellow",
  lemon: "yellow",
  tomato: "red",
  cherry: "red",
  cucumber: "green",
  grass: "green",
  sky: "blue",
  carrot: "orange",
  orange: "orange",
  eggplant: "purple",
  grapes: "purple",
  walnut: "brown",
};

/**
 * Plays one round of colour-mix level 1 (paint the drawing) as a child who knows colours:
 * recognises the drawing (its accessible name, the thing's name), knows that thing's real
 * colour, and taps the paint of that colour. The drawing is then painted in it and the
 * progress steps move on (or the play ends with the celebration after the last round).
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const drawing = page.locator(".colour-mix-board figure.colour-mix-object");
  await expect(drawing).toBeVisible(); // the board's chunk may still be loading
  await expectNextRoundShown(page, ".colour-mix-option.is-right");
  const objects = Object.keys(mix.objects) as Array<keyof typeof mix.objects>;
  let object: keyof typeof mix.objects | undefined;
  for (const key of objects) {
    if ((await page.getByRole("figure", { name: mix.objects[key], exact: true }).count()) > 0) object = key;
  }
  if (!object) throw new Error("the drawing is none of the known things");
  const colour = REAL_COLOUR[object];
  const paint = page.getByRole("list", { name: mix.optionsLabel }).getByRole("button", { name: mix.colours[colour], exact: true });
  await expect(paint).toHaveCount(1);
  const steps = page.locator("ol.play-steps li");
  const stepsDone = page.locator("ol.play-steps li.is-done");
  const total = await steps.count();
  const done = await stepsDone.count();
  expect(total).toBeGreaterThan(done);
  await press(paint);
  // The drawing is painted in the paint tapped.
  await expect(drawing.locator("path.colour-mix-paintable")).not.toHaveAttribute("fill", "#ffffff");
  if (done + 1 < total) await expect(stepsDone).toHaveCount(done + 1);
  else await expect(page.locator("section.play-celebration")).toBeVisible();
}
