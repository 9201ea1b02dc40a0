import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { type TestLanguage, strings } from "../strings";
import { expectRoundDone, roundsDone } from "./play-steps";

/**
 * Plays one round of animal-sounds level 1 as a child who knows the animals and hears the
 * voice ask "Who says moo?" (read here from the question kept for screen readers): finds in the
 * page's language which animal makes the sound, and taps the picture whose accessible name is
 * that animal.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const written = page.locator(".animal-sounds-who");
  await expect(written).toBeVisible(); // the board's chunk may still be loading
  const language = ((await page.locator("html").getAttribute("lang")) ?? "az") as TestLanguage;
  const { animals, who } = (strings[language] ?? strings.az).games.animalSounds;
  const before = await roundsDone(page);
  const sound = ((await written.textContent()) ?? "").trim();
  const animal = (Object.keys(who) as Array<keyof typeof who>).find((key) => who[key] === sound);
  if (!animal) throw new Error(`no animal is asked for by "${sound}"`);
  const option = page.locator(".choice-options").getByRole("button", { name: animals[animal], exact: true });
  await expect(option).toHaveCount(1);
  await press(option);
  // A right answer moves on to the next round (or ends the play after the last one).
  await expectRoundDone(page, before);
}
