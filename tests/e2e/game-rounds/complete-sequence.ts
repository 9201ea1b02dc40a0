import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/**
 * What a child knows about everyday life, as the pictures the game draws (their `data-picture`
 * names): a seed grows into a sunflower, an egg hatches into a chick, and so on.
 */
const KNOWN_STORIES: ReadonlyArray<ReadonlyArray<string>> = [
  ["beans", "seedling", "herb", "sunflower"],
  ["egg", "hatching-chick", "baby-chick", "chicken"],
  ["sheaf-of-rice", "bowl-with-spoon", "fire", "flatbread"],
  ["baby", "child", "person", "older-person"],
  ["soap", "bubbles", "potable-water", "raising-hands"],
  ["cloud", "cloud-with-rain", "sun-behind-rain-cloud", "rainbow"],
  ["blossom", "green-apple", "red-apple", "basket"],
  ["page-facing-up", "pencil", "crayon", "framed-picture"],
  ["bed", "t-shirt", "backpack"],
  ["cooked-rice", "pot-of-food", "curry-rice"],
  ["cow", "glass-of-milk", "cheese-wedge"],
  ["ewe", "yarn", "scarf"],
  ["cloud-with-snow", "white-circle", "snowman"],
  ["droplet", "teapot", "teacup-without-handle"],
  ["socks", "running-shoe"],
  ["bug", "butterfly"],
];

const drawn = (pictures: Locator) => pictures.evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute("data-picture") ?? ""));

/**
 * Plays one round of complete-sequence level 1 ("What happens next?") as a child who knows
 * the story: looks at the picture before the gap, recalls what comes after it, and taps the
 * choice showing that picture. Only the drawn pictures are read.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const story = page.locator(".complete-sequence-story");
  await expect(story).toBeVisible(); // the board's chunk may still be loading
  const playSteps = page.locator("ol.play-steps li");
  const done = page.locator("ol.play-steps li.is-done");
  await expect(playSteps.first()).toBeAttached();
  const total = await playSteps.count();
  const before = await done.count();
  // Level 1: one picture, then the gap ("?").
  const shown = await drawn(story.locator("svg[data-picture]"));
  expect(shown).toHaveLength(1);
  await expect(story.locator(".complete-sequence-question")).toHaveText("?");
  const last = shown.at(-1) ?? "";
  const known = KNOWN_STORIES.find((steps) => steps.includes(last));
  const next = known?.[known.indexOf(last) + 1];
  if (!next) throw new Error(`no known story goes on after ${last}`);

  const options = page.locator(".complete-sequence-options button");
  const pictures = await drawn(options.locator("svg[data-picture]"));
  expect(pictures.filter((picture) => picture === next)).toHaveLength(1);
  await press(options.nth(pictures.indexOf(next)));
  // The gap fills with the picture, and the next story comes: one more step of the play done.
  await expect(story.locator(`svg[data-picture="${next}"]`)).toBeVisible();
  if (before + 1 < total) await expect(done).toHaveCount(before + 1);
  else await expect(page.locator(".complete-sequence-board")).toHaveCount(0);
}
