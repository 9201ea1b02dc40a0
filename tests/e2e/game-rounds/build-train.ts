import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/**
 * Builds the first train of build-train level 1 (wagons 1-3, counting up) as a child who reads
 * numbers: each time it reads the numbers painted on the wagons still standing in the yard and
 * taps the smallest, until all are coupled behind the engine; the round counter then moves on
 * and every wagon scored.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const yard = page.locator(".build-train-yard button");
  await expect(yard.first()).toBeVisible(); // the board's chunk may still be loading
  const counter = page.locator(".build-train-board .game-round");
  const [round, total] = ((await counter.textContent()) ?? "").split("/").map((part) => Number(part.trim()));
  if (!round || !total) throw new Error("no round counter on the board");
  const wagons = await yard.count();
  expect(wagons).toBe(3);
  const coupled = page.locator(".build-train-track > li.is-coupled");
  const score = page.locator(".game-score strong").first();
  const before = Number((await score.textContent()) ?? "0");
  for (let done = 0; done < wagons; done += 1) {
    const numbers = (await yard.locator("svg text").allTextContents()).map((text) => Number(text.trim()));
    expect(numbers.every((number) => Number.isInteger(number))).toBe(true);
    expect(Math.min(...numbers)).toBe(done + 1);
    const smallest = numbers.indexOf(done + 1);
    await press(yard.nth(smallest));
    // Coupled at the first try: 10 points more (the score stays once the next train comes).
    await expect(score).toHaveText(String(before + (done + 1) * 10));
    if (done + 1 < wagons) await expect(coupled.locator("svg text")).toHaveText(Array.from({ length: done + 1 }, (_, index) => String(index + 1)));
  }
  if (round < total) await expect(counter).toHaveText(`${round + 1} / ${total}`);
}
