import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { strings } from "../strings";

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
 * degrees is one number). Then taps the answer with those words.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const face = page.locator(".clock-board .choice-prompt .clock-face");
  await expect(face).toBeVisible(); // the board's chunk may still be loading
  const counter = page.locator(".clock-board .game-round");
  const [round, total] = ((await counter.textContent()) ?? "").split("/").map((part) => Number(part.trim()));
  if (!round || !total) throw new Error("no round counter on the board");
  expect(await turn(face.locator(".clock-hand-minute"))).toBe(0);
  const hour = ((await turn(face.locator(".clock-hand-hour"))) / 30) % 12 || 12;
  expect(Number.isInteger(hour)).toBe(true);
  const words = texts.oclock[String(hour) as keyof typeof texts.oclock];
  const score = page.locator(".game-score strong").first();
  const before = Number((await score.textContent()) ?? "0");
  await press(page.locator(".choice-options").getByRole("button", { name: words, exact: true }));
  // Right at the first try: 10 points more.
  await expect(score).toHaveText(String(before + 10));
  // A right answer moves on to the next round (or ends the play after the last one).
  if (round < total) await expect(counter).toHaveText(`${round + 1} / ${total}`);
  else await expect(page.locator(".clock-board")).toHaveCount(0);
}
