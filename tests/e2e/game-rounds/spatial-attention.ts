import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { type TestLanguage, strings } from "../strings";
import { expectRoundDone, roundsDone } from "./play-steps";

/** Where a scene's thing is, as a child sees it: above the table top (or chair seat), or below it. */
const placeOf = (scene: Locator) =>
  scene.evaluate((svg) => {
    const thing = svg.querySelector(".spatial-attention-thing");
    const surface = svg.querySelector(".spatial-attention-surface");
    if (!thing || !surface) return "unknown";
    return Number(thing.getAttribute("y")) < Number(surface.getAttribute("y")) ? "on" : "under";
  });

/**
 * Plays one round of spatial-attention level 1 (on or under) as a child who understands the
 * sentence: reads the written sentence (a parent's help; the child hears it), finds in the page's language whether it says on or
 * under, then taps the scene whose thing is drawn above (on) or below (under) the table top or
 * chair seat. The shell's steps then move on.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const written = page.locator(".spatial-attention-sentence");
  await expect(written).toBeVisible(); // the board's chunk may still be loading
  const language = ((await page.locator("html").getAttribute("lang")) ?? "az") as TestLanguage;
  const { sentences, things } = (strings[language] ?? strings.az).games.spatialAttention;
  const before = await roundsDone(page);

  const sentence = ((await written.textContent()) ?? "").trim();
  const said = (["table", "chair"] as const).flatMap((reference) =>
    (["on", "under"] as const).flatMap((place) =>
      Object.values(things).map((thing) => ({ place, text: sentences[reference][place].replace("{{thing}}", thing) })),
    ),
  );
  const place = said.find((entry) => entry.text === sentence)?.place;
  if (!place) throw new Error(`level 1 should say on or under: "${sentence}"`);

  const options = page.locator(".choice-options .choice-option");
  await expect(options).toHaveCount(2);
  const places = [await placeOf(options.nth(0).locator("svg.spatial-attention-svg")), await placeOf(options.nth(1).locator("svg.spatial-attention-svg"))];
  expect(places.toSorted()).toEqual(["on", "under"]);
  await press(options.nth(places.indexOf(place)));
  await expect(page.locator(".choice-board .game-feedback")).not.toHaveText("");
  // A right answer moves on to the next round (or ends the play after the last one).
  await expectRoundDone(page, before);
}
