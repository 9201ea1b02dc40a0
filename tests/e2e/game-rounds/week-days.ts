import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { strings } from "../strings";
import { expectRoundDone, roundsDone } from "./play-steps";

const texts = strings.az.games.weekDays;
/** The week as a child in Azerbaijan learns it: from Monday to Sunday. */
const WEEK = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

/**
 * Answers one question of week-days level 1 (which day comes after this one?) as a child who
 * knows the week's pictures: finds the day lifted in the week strip and taps the picture of the
 * day after it (its accessible name is the day's name). The shell's steps then move on.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const cells = page.locator(".week-days-board .week-days-strip li");
  await expect(cells).toHaveCount(7); // the board's chunk may still be loading
  const before = await roundsDone(page);
  expect(before.total).toBe(5);
  const classes = await cells.evaluateAll((items) => items.map((item) => item.className));
  const day = classes.findIndex((name) => name.includes("is-asked"));
  expect(day).toBeGreaterThanOrEqual(0);
  const next = WEEK[(day + 1) % WEEK.length] ?? "mon";
  await press(page.locator(".week-days-options").getByRole("button", { name: texts.names[next], exact: true }));
  // The next question follows (or the quiz ends after the fifth).
  await expectRoundDone(page, before);
}
