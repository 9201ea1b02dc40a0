import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { strings } from "../strings";
import { expectRoundDone, roundsDone } from "./play-steps";

const texts = strings.az.games.seasons;

/** What a child in Azerbaijan knows about the things the first level shows: winter or summer. */
const WINTER_OR_SUMMER: Partial<Record<keyof typeof texts.things, "winter" | "summer">> = {
  snowman: "winter",
  mittens: "winter",
  scarf: "winter",
  coat: "winter",
  sledge: "winter",
  snowfall: "winter",
  skating: "winter",
  bear: "winter",
  tangerines: "winter",
  beach: "summer",
  heat: "summer",
  watermelon: "summer",
  iceCream: "summer",
  shorts: "summer",
  sunHat: "summer",
  sunglasses: "summer",
  peaches: "summer",
  swimming: "summer",
  cherries: "summer",
};

/**
 * Sorts the round on screen of seasons level 1 (winter or summer?) as a child would: taps a
 * picture in the tray (known by its picture; its accessible name names it), then taps the season
 * it belongs to, until the tray is empty; then the shell's steps move on (or the level ends).
 * A round starts with four pictures; one may be sorted already (a finger dragged it there).
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const tray = page.locator(".seasons-board .sort-board-tray button");
  await expect(tray.first()).toBeVisible(); // the board's chunk may still be loading
  const before = await roundsDone(page);
  const pictures = await tray.count();
  if (before.done === 0) expect(pictures).toBe(4);
  else expect(pictures).toBeLessThanOrEqual(4);
  const groups = page.locator(".seasons-board .sort-board-groups");
  for (let sorted = 0; sorted < pictures; sorted += 1) {
    const picture = tray.first();
    const name = ((await picture.getAttribute("aria-label")) ?? "").trim();
    const thing = (Object.keys(texts.things) as Array<keyof typeof texts.things>).find((id) => texts.things[id] === name);
    const season = thing ? WINTER_OR_SUMMER[thing] : undefined;
    if (!season) throw new Error(`not a winter or summer thing: "${name}"`);
    await press(picture);
    await expect(picture).toHaveAttribute("aria-pressed", "true");
    await press(groups.getByRole("button", { name: texts.names[season], exact: true }));
    // Sorted at the first try: the picture leaves the tray.
    if (sorted + 1 < pictures) await expect(tray).toHaveCount(pictures - sorted - 1);
  }
  await expectRoundDone(page, before);
}
