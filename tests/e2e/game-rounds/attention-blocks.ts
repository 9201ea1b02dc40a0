import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/** What a cell shows: its block's drawing (shape and colour), or "" while empty. */
const looks = (cells: Locator) => cells.evaluateAll((elements) => elements.map((element) => element.querySelector("svg")?.innerHTML ?? ""));

/**
 * Copies the first pattern of attention-blocks level 1 as a child who compares the grids: for
 * each cell of the sample, taps the same cell of the empty grid as many times as the legend
 * (● → ■, the order a tap goes through the blocks) says it takes to reach the sample's block,
 * then checks that the pattern counted: one more progress step done and a new empty grid.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const board = page.locator(".attention-blocks-board");
  const sampleCells = board.locator(".attention-blocks-sample .attention-blocks-cell");
  await expect(sampleCells.first()).toBeVisible(); // the board's chunk may still be loading
  const stepsDone = page.locator("ol.play-steps li.is-done");
  const before = await stepsDone.count();

  const sample = await looks(sampleCells);
  expect(sample).toHaveLength(4); // level 1 is 2 × 2
  expect(sample.every((drawing) => drawing !== "")).toBe(true);
  // The legend shows the order a tap goes through the blocks; an empty cell takes the first.
  const cycle = await looks(board.locator(".attention-blocks-cycle-list li"));
  expect(cycle).toHaveLength(2); // level 1 has two kinds of block
  const buttons = board.locator(".attention-blocks-copy button");
  for (const [index, wanted] of sample.entries()) {
    const taps = cycle.indexOf(wanted) + 1;
    expect(taps).toBeGreaterThan(0);
    for (let tap = 0; tap < taps; tap += 1) await press(buttons.nth(index));
    // Until the last cell, the grid stays and shows what was chosen.
    if (index < sample.length - 1) await expect.poll(async () => (await looks(buttons))[index]).toBe(wanted);
  }
  await expect(stepsDone).toHaveCount(before + 1);
  // The next pattern comes with an empty grid.
  await expect.poll(async () => (await looks(buttons)).every((drawing) => drawing === "")).toBe(true);
}
