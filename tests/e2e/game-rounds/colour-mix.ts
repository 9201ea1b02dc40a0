import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
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
 * reads the name written under the drawing, knows that thing's real colour, and taps the
 * paint whose written name is that colour. The drawing is then painted in it and the round
 * counter moves on (or the play ends after the last round).
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const caption = page.locator(".colour-mix-object-name");
  await expect(caption).toBeVisible(); // the board's chunk may still be loading
  const counter = page.locator(".colour-mix-board .game-round");
  const [round, total] = ((await counter.textContent()) ?? "").split("/").map((part) => Number(part.trim()));
  if (!round || !total) throw new Error("no round counter on the board");
  const written = ((await caption.textContent()) ?? "").trim();
  const object = (Object.keys(mix.objects) as Array<keyof typeof mix.objects>).find((key) => mix.objects[key] === written);
  if (!object) throw new Error(`no known thing is called "${written}"`);
  const colour = REAL_COLOUR[object];
  const paint = page.getByRole("list", { name: mix.optionsLabel }).getByRole("button", { name: mix.colours[colour], exact: true });
  await expect(paint).toHaveCount(1);
  const score = page.locator(".game-score strong").first();
  const before = Number((await score.textContent()) ?? "0");
  await press(paint);
  await expect(page.locator(".colour-mix-board .game-feedback")).toHaveText(mix.rightPaint);
  await expect(score).toHaveText(String(before + 10));
  if (round < total) await expect(counter).toHaveText(`${round + 1} / ${total}`);
  else await expect(page.locator(".colour-mix-board")).toHaveCount(0);
}
