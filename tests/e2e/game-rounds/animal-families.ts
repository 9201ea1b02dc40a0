import type { Locator, Page } from "@playwright/test";
import { ANIMAL_PICTURES } from "../../../app/games/animal-families/logic";
import { expect } from "../fixtures";
import { strings } from "../strings";

/** What a child knows: which grown animal each baby picture grows into (a chick 🐥 into a hen 🐔). */
const MUM_OF_BABY = new Map<string, string>(Object.values(ANIMAL_PICTURES).map(({ mum, baby }) => [baby, mum]));

/**
 * Plays one round of animal-families level 1 ("Where is the chick's mum?" with the baby drawn)
 * as a child who knows the animals: reads the baby's picture and taps the choice showing its
 * grown-up animal. Only the emoji on screen are read.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const baby = page.locator(".animal-families-baby-picture");
  await expect(baby).toBeVisible(); // the board's chunk may still be loading
  const counter = page.locator(".animal-families-board .game-round");
  const [round, total] = ((await counter.textContent()) ?? "").split("/").map((part) => Number(part.trim()));
  if (!round || !total) throw new Error("no round counter on the board");
  const picture = ((await baby.textContent()) ?? "").trim();
  const mum = MUM_OF_BABY.get(picture);
  if (!mum) throw new Error(`no animal grows from ${picture}`);

  const options = page.locator(".animal-families-options button");
  const shown = (await options.locator(".animal-families-emoji").allTextContents()).map((text) => text.trim());
  expect(shown).toHaveLength(2); // level 1 offers two mums
  expect(shown.filter((emoji) => emoji === mum)).toHaveLength(1);
  const score = page.locator(".game-score strong").first();
  const before = Number((await score.textContent()) ?? "0");
  await press(options.nth(shown.indexOf(mum)));
  await expect(page.locator(".animal-families-feedback")).toContainText(strings.az.games.correct);
  await expect(score).toHaveText(String(before + 10));
  if (round < total) await expect(counter).toHaveText(`${round + 1} / ${total}`);
  else await expect(page.locator(".animal-families-board")).toHaveCount(0);
}
