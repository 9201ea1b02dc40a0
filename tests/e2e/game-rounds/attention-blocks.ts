import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { expectRoundDone, expectNextRoundShown, roundsDone } from "./play-steps";

/** What a cell shows: its block's drawing (shape and colour), or "" while empty. */
const looks = (cells: Locator) => cells.evaluateAll((elements) => elements.map((element) => element.querySelector("svg")?.innerHTML ?? ""));

/**
 * Copies the pattern on screen of attention-blocks level 1 as a child who compares the grids:
 * for each cell of the sample, taps the same cell of the copy as many times as the legend
 * (● → ■, the order a tap goes through the blocks, round and round) says it takes to go from
 * what the cell shows to the sample's block, then checks that the pattern counted: one more
 * progress step done and a new empty grid (or, after the last pattern, the level's end).
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const board = page.locator(".attention-blocks-board");
  const sampleCells = board.locator(".attention-blocks-sample .attention-blocks-cell");
  await expect(sampleCells.first()).toBeVisible(); // the board's chunk may still be loading
  // A copied pattern stays a moment (its step already done) before the next one comes.
  await expectNextRoundShown(page, ".attention-blocks-copy.is-solved");
  const before = await roundsDone(page);

  const sample = await looks(sampleCells);
  expect(sample).toHaveLength(4); // level 1 is 2 × 2
  expect(sample.every((drawing) => drawing !== "")).toBe(true);
  // The legend shows the order a tap goes through the blocks; an empty cell takes the first.
  const cycle = await looks(board.locator(".attention-blocks-cycle-list li"));
  expect(cycle).toHaveLength(2); // level 1 has two kinds of block
  const buttons = board.locator(".attention-blocks-copy button");
  // A new pattern's copy is empty; a finger may have touched it since.
  const copied = await looks(buttons);
  if (before.done === 0) expect(copied.every((drawing) => drawing === "")).toBe(true);
  for (const [index, wanted] of sample.entries()) {
    const want = cycle.indexOf(wanted);
    expect(want).toBeGreaterThanOrEqual(0);
    const now = cycle.indexOf(copied[index] ?? "");
    const taps = now === -1 ? want + 1 : (want - now + cycle.length) % cycle.length;
    for (let tap = 0; tap < taps; tap += 1) await press(buttons.nth(index));
    // Until the last cell, the grid stays and shows what was chosen.
    if (index < sample.length - 1) await expect.poll(async () => (await looks(buttons))[index]).toBe(wanted);
  }
  await expectRoundDone(page, before);
  // The next pattern comes with an empty grid.
  if (before.done + 1 < before.total) await expect.poll(async () => (await looks(buttons)).every((drawing) => drawing === "")).toBe(true);
}
