import type { Locator, Page } from "@playwright/test";
import { POINTS_PER_STEP } from "../../../app/games/imitation/logic";
import { expect } from "../fixtures";

/**
 * Plays one round of imitation level 1 as a child who watched closely: records, in the page,
 * the accessible name of each pad as it lights up (data-lit="true") until the board hands over
 * ("your turn"), then taps the same pads in the same order and checks that every step scored.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const pads = page.locator(".imitation-board .imitation-pad");
  await expect(pads).toHaveCount(4); // the board's chunk may still be loading
  if ((await page.locator(".imitation-hint-repeat").count()) > 0) throw new Error("the round's lights were already shown");
  const counter = page.locator(".imitation-board .game-round");
  const counterText = (await counter.textContent()) ?? "";
  const [round, total] = (counterText.match(/(\d+)\D+(\d+)/) ?? []).slice(1).map(Number);
  if (!round || !total) throw new Error("no round counter on the board");
  const score = page.locator(".game-score strong").first();
  const before = Number((await score.textContent()) ?? "0");

  const sequence = await page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const board = document.querySelector(".imitation-board");
        if (!board) {
          reject(new Error("no imitation board"));
          return;
        }
        const seen = [...board.querySelectorAll('[data-lit="true"]')].map((pad) => pad.getAttribute("aria-label") ?? "");
        const timeout = window.setTimeout(() => {
          observer.disconnect();
          reject(new Error("the board never said it was the child's turn"));
        }, 20_000);
        const observer = new MutationObserver((records) => {
          for (const record of records) {
            const pad = record.target as Element;
            if (record.attributeName === "data-lit" && pad.getAttribute("data-lit") === "true") seen.push(pad.getAttribute("aria-label") ?? "");
          }
          if (board.querySelector(".imitation-hint-repeat")) {
            observer.disconnect();
            window.clearTimeout(timeout);
            resolve(seen);
          }
        });
        observer.observe(board, { attributes: true, attributeFilter: ["data-lit", "class"], subtree: true });
      }),
  );
  expect(sequence.length).toBeGreaterThanOrEqual(2);

  for (const name of sequence) await press(page.locator(".imitation-board").getByRole("button", { name, exact: true }));
  // Every step counted and the play goes on to the next round; after the last one it ends.
  if (round < total) {
    await expect(score).toHaveText(String(before + sequence.length * POINTS_PER_STEP));
    await expect(counter).not.toHaveText(counterText);
  } else {
    await expect(page.locator(".game-complete")).toBeVisible();
  }
}
