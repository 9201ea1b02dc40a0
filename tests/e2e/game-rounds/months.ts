import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { strings } from "../strings";

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
 * seasons: reads the month's name on its card, and taps the season it belongs to.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const card = page.locator(".months-strip .months-name");
  await expect(card).toBeVisible(); // the board's chunk may still be loading
  const counter = page.locator(".months-board .game-round");
  const [round, total] = ((await counter.textContent()) ?? "").split("/").map((part) => Number(part.trim()));
  if (!round || !total) throw new Error("no round counter on the board");
  const name = ((await card.textContent()) ?? "").trim();
  const month = (Object.keys(texts.names) as Array<keyof typeof texts.names>).find((id) => texts.names[id] === name);
  if (!month) throw new Error(`unknown month "${name}"`);
  await expect(page.locator(".months-board .choice-question")).toHaveText(texts.seasonOf.replace("{{month}}", name));
  const score = page.locator(".game-score strong").first();
  const before = Number((await score.textContent()) ?? "0");
  const season = texts.seasons[SEASON_OF_MONTH[month]];
  await press(page.locator(".choice-options").getByRole("button", { name: season, exact: true }));
  // Right at the first try: 10 points more.
  await expect(score).toHaveText(String(before + 10));
  // A right answer moves on to the next round (or ends the play after the last one).
  if (round < total) await expect(counter).toHaveText(`${round + 1} / ${total}`);
  else await expect(page.locator(".months-board")).toHaveCount(0);
}
