import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/**
 * Plays one round of imitation level 1 as a child who watched closely: records, in the page,
 * the accessible name of each pad as it lights up (data-lit="true") until the board hands over
 * (every pad bright again, no longer dimmed), then taps the same pads in the same order and
 * checks that the round counted (one more progress step done, or the celebration).
 */
/**
 * Watches the lights from before the level starts, as a child looks at the screen from the
 * first moment (the play-mode checks of a walk over every game take longer than the lights).
 * Call it before the level is started; `playOneRound` then uses what was seen when the lights
 * are over by the time it runs. Only the latest showing is kept: each time the pads stop
 * taking taps (after the child's turn: the praise and the next round's lights, or the right
 * order shown again after a slip), what was seen before is forgotten.
 */
export async function watchFromTheStart(page: Page) {
  await page.evaluate(() => {
    const watched = window as unknown as { imitationLightsSeen: string[] };
    watched.imitationLightsSeen = [];
    new MutationObserver((records) => {
      for (const record of records) {
        const element = record.target as Element;
        if (record.attributeName === "data-lit" && element.getAttribute("data-lit") === "true")
          watched.imitationLightsSeen.push(element.getAttribute("aria-label") ?? "");
        const startsWaiting =
          record.attributeName === "class" &&
          element.classList.contains("imitation-pads") &&
          element.classList.contains("is-waiting") &&
          !(record.oldValue ?? "").split(" ").includes("is-waiting");
        if (startsWaiting) watched.imitationLightsSeen = [];
      }
    }).observe(document.body, { attributes: true, attributeFilter: ["data-lit", "class"], attributeOldValue: true, subtree: true });
  });
}

export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const pads = page.locator(".imitation-board .imitation-pad");
  await expect(pads).toHaveCount(4); // the board's chunk may still be loading
  const watching = await page.evaluate(() => "imitationLightsSeen" in window);
  if (watching || (await page.locator(".imitation-pads:not(.is-waiting)").count()) > 0) {
    if (!watching) throw new Error("the round's lights were already shown, and nobody watched them");
    // Watched from the start: the child's turn comes after the lights (about 1 s a light).
    await expect(page.locator(".imitation-pads:not(.is-waiting)")).toHaveCount(1, { timeout: 20_000 });
    const watched = await page.evaluate(() => (window as unknown as { imitationLightsSeen: string[] }).imitationLightsSeen);
    await playSequence(page, press, watched);
    return;
  }

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
  await playSequence(page, press, sequence);
}

/** Taps the pads in the order they lit, and checks that the round counted. */
async function playSequence(page: Page, press: (locator: Locator) => Promise<void>, sequence: ReadonlyArray<string>) {
  expect(sequence.length).toBeGreaterThanOrEqual(2);
  const total = await page.locator("ol.play-steps li").count();
  const stepsDone = page.locator("ol.play-steps li.is-done");
  const done = await stepsDone.count();
  expect(total).toBeGreaterThan(done);
  for (const name of sequence) await press(page.locator(".imitation-board").getByRole("button", { name, exact: true }));
  // The round counted and the play goes on to the next round; after the last one it ends.
  if (done + 1 < total) await expect(stepsDone).toHaveCount(done + 1);
  else await expect(page.locator("section.play-celebration")).toBeVisible();
}
