import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { strings } from "../strings";
import { expectRoundDone, roundsDone } from "./play-steps";

const texts = strings.az.games.clock;

/** A hand's turn clockwise from 12, in degrees, as the SVG draws it: transform="rotate(90)". */
async function turn(hand: Locator): Promise<number> {
  const transform = (await hand.getAttribute("transform")) ?? "";
  const match = /rotate\((-?[\d.]+)/.exec(transform);
  if (!match) throw new Error(`no rotation on the hand: "${transform}"`);
  return Number(match[1]);
}

/**
 * Plays one round of clock level 1 (what time is it?) as a child who reads a clock: the long
 * hand points at 12, so it is a whole hour, and the short hand points at the hour (every 30
 * degrees is one number). Then taps the answer named with those words (its accessible name).
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const face = page.locator(".clock-board .choice-prompt .clock-face");
  await expect(face).toBeVisible(); // the board's chunk may still be loading
  const before = await roundsDone(page);
  expect(await turn(face.locator(".clock-hand-minute"))).toBe(0);
  const hour = ((await turn(face.locator(".clock-hand-hour"))) / 30) % 12 || 12;
  expect(Number.isInteger(hour)).toBe(true);
  const words = texts.oclock[String(hour) as keyof typeof texts.oclock];
  // The answer is named by what is written on it: the digits, then the words.
  const endsWithWords = new RegExp(`(^|[\\s\\d])${words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
  await press(page.locator(".choice-options").getByRole("button", { name: endsWithWords }));
  // A right answer moves on to the next round (or ends the play after the last one).
  await expectRoundDone(page, before);
}
