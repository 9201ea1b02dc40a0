import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/**
 * Plays one round of imitation level 1 as a child who watched closely: records, in the page,
 * the accessible name of each pad as it lights up (data-lit="true") until the board hands over
 * (every pad bright again, no longer dimmed), then taps the same pads in the same order and
 * checks that the round counted (one more progress step done, or the celebration).
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const pads = page.locator(".imitation-board .imitation-pad");
  await expect(pads).toHaveCount(4); // the board's chunk may still be loading
  if ((await page.locator(".imitation-pads:not(.is-waiting)").count()) > 0) throw new Error("the round's lights were already shown");
  const total = await page.locator("ol.play-steps li").count();
  const stepsDone = page.locator("ol.play-steps li.is-done");
  const done = await stepsDone.count();
  expect(total).toBeGreaterThan(done);

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
          if (board.querySelector(".imitation-pads:not(.is-waiting)")) {
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
  // The round counted and the play goes on to the next round; after the last one it ends.
  if (done + 1 < total) await expect(stepsDone).toHaveCount(done + 1);
  else await expect(page.locator("section.play-celebration")).toBeVisible();
}
