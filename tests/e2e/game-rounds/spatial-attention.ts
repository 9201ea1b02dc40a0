import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { type TestLanguage, strings } from "../strings";

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
 * sentence: reads the written sentence, finds in the page's language whether it says on or
 * under, then taps the scene whose thing is drawn above (on) or below (under) the table top or
 * chair seat. The round counter then moves on.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const written = page.locator(".spatial-attention-sentence");
  await expect(written).toBeVisible(); // the board's chunk may still be loading
  const language = ((await page.locator("html").getAttribute("lang")) ?? "az") as TestLanguage;
  const { sentences, things } = (strings[language] ?? strings.az).games.spatialAttention;
  const counter = page.locator(".choice-board .game-round");
  const [round, total] = ((await counter.textContent()) ?? "").split("/").map((part) => Number(part.trim()));
  if (!round || !total) throw new Error("no round counter on the board");

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
  const places = [await placeOf(options.nth(0).locator("svg")), await placeOf(options.nth(1).locator("svg"))];
  expect(places.toSorted()).toEqual(["on", "under"]);
  await press(options.nth(places.indexOf(place)));
  await expect(page.locator(".choice-board .game-feedback")).not.toHaveText("");
  // A right answer moves on to the next round (or ends the play after the last one).
  if (round < total) await expect(counter).toHaveText(`${round + 1} / ${total}`);
  else await expect(page.locator(".game-complete")).toBeVisible();
}
