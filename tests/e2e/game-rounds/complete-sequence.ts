import type { Locator, Page } from "@playwright/test";
import { STEP_PICTURES, STORY_IDS, storySteps } from "../../../app/games/complete-sequence/logic";
import { expect } from "../fixtures";

/**
 * What a child knows about everyday life, as pictures: a seed grows into a sunflower, an egg
 * hatches into a chick, and so on (the game's stories, read as emoji sequences).
 */
const KNOWN_STORIES: ReadonlyArray<ReadonlyArray<string>> = STORY_IDS.map((story) => storySteps(story).map((step) => STEP_PICTURES[step]));

/**
 * Plays one round of complete-sequence level 1 ("What happens next?") as a child who knows
 * the story: reads the picture shown before the gap, recalls what comes after it, and taps the
 * choice showing that picture. Only the emoji on screen are read.
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
  const shown = (await story.locator(".complete-sequence-picture").allTextContents()).map((text) => text.trim());
  expect(shown).toHaveLength(1);
  await expect(story.locator(".complete-sequence-question")).toHaveText("?");
  const last = shown.at(-1) ?? "";
  const known = KNOWN_STORIES.find((steps) => steps.includes(last));
  const next = known?.[known.indexOf(last) + 1];
  if (!next) throw new Error(`no known story goes on after ${last}`);

  const options = page.locator(".complete-sequence-options button");
  const pictures = (await options.locator(".complete-sequence-picture").allTextContents()).map((text) => text.trim());
  expect(pictures.filter((picture) => picture === next)).toHaveLength(1);
  await press(options.nth(pictures.indexOf(next)));
  // The gap fills with the picture, and the next story comes: one more step of the play done.
  await expect(story.locator(".complete-sequence-picture")).toHaveText([last, next]);
  if (before + 1 < total) await expect(done).toHaveCount(before + 1);
  else await expect(page.locator(".complete-sequence-board")).toHaveCount(0);
}
