import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { strings } from "../strings";
import { expectRoundDone, roundsDone } from "./play-steps";

const texts = strings.az.games.months;

/** What a child who knows the calendar knows: the months of each season. */
const SEASON_OF_MONTH = {
  jan: "winter",
  feb: "winter",
  mar: "spring",
  apr: "spring",
  may: "spring",
  jun: "summer",
  jul: "summer",
  aug: "summer",
  sep: "autumn",
  oct: "autumn",
  nov: "autumn",
  dec: "winter",
} as const;

/**
 * Plays one round of months level 1 (which season is this month in?) as a child who knows the
 * seasons: knows the month by its card (the name beside the picture) and taps the season it
 * belongs to (its accessible name). The shell's steps then move on.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const card = page.locator(".months-strip .months-name");
  await expect(card).toBeVisible(); // the board's chunk may still be loading
  const before = await roundsDone(page);
  const name = ((await card.textContent()) ?? "").trim();
  const month = (Object.keys(texts.names) as Array<keyof typeof texts.names>).find((id) => texts.names[id] === name);
  if (!month) throw new Error(`unknown month "${name}"`);
  const season = texts.seasons[SEASON_OF_MONTH[month]];
  await press(page.locator(".choice-options").getByRole("button", { name: season, exact: true }));
  // A right answer moves on to the next round (or ends the play after the last one).
  await expectRoundDone(page, before);
}
