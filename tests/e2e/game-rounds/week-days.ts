import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { strings } from "../strings";

const texts = strings.az.games.weekDays;
/** The week as a child in Azerbaijan learns it: from Monday to Sunday. */
const WEEK = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

/**
 * Answers one question of week-days level 1 (which day comes after this one?) as a child who
 * knows the week: reads the question, finds the day it names, and taps the day after it. A
 * right first answer adds one point to the quiz out of 5.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const question = page.locator(".week-days-board .choice-question");
  await expect(question).toBeVisible(); // the board's chunk may still be loading
  const counter = page.locator(".week-days-board .game-round");
  const [round, total] = ((await counter.textContent()) ?? "").split("/").map((part) => Number(part.trim()));
  if (!round || !total) throw new Error("no round counter on the board");
  expect(total).toBe(5);
  const asked = ((await question.textContent()) ?? "").trim();
  const day = WEEK.findIndex((id) => texts.after[id] === asked);
  expect(day).toBeGreaterThanOrEqual(0);
  const next = WEEK[(day + 1) % WEEK.length] ?? "mon";
  const score = page.locator(".game-score strong").first();
  const before = Number((await score.textContent()) ?? "0");
  await press(page.locator(".week-days-options").getByRole("button", { name: texts.names[next], exact: true }));
  await expect(score).toHaveText(String(before + 1));
  await expect(page.locator(".week-days-tally")).toHaveText(texts.tally.replace("{{total}}", "5").replace("{{right}}", String(before + 1)));
  // The next question follows (or the quiz ends after the fifth).
  if (round < total) await expect(counter).toHaveText(`${round + 1} / ${total}`);
  else await expect(page.locator(".week-days-board")).toHaveCount(0);
}
