import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { fill } from "../payments";
import { strings } from "../strings";

const copy = strings.az.games.copyLines;

/**
 * Copies the first drawing of copy-lines level 1 as a child who looks closely: reads each line
 * of the model drawing (its two ends, in the drawing's dot units: the first dot is at 0, 0),
 * taps the dot at one end and the dot at the other on its own grid, then presses "Check". A
 * copy right at the first check earns 10 points and the next drawing comes.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const lines = page.locator(".copy-lines-model line");
  // The board's chunk may still be loading. A straight line's box has no width or no height,
  // so Playwright calls the line itself hidden: wait for the drawing around it.
  await expect(page.locator(".copy-lines-model")).toBeVisible();
  await expect(lines.first()).toBeAttached();
  const counter = page.locator(".copy-lines-board .game-round");
  const [round, total] = ((await counter.textContent()) ?? "").split("/").map((part) => Number(part.trim()));
  if (!round || !total) throw new Error("no round counter on the board");
  const ends = await lines.evaluateAll((elements) => elements.map((line) => ["x1", "y1", "x2", "y2"].map((name) => Number(line.getAttribute(name)))));
  expect(ends).toHaveLength(2); // level 1 draws two lines
  const grid = page.getByRole("group", { name: copy.gridLabel });
  const dot = (column: number, row: number) => grid.getByRole("button", { name: fill(copy.dot, { row: row + 1, column: column + 1 }), exact: true });
  const drawn = page.locator(".copy-lines-ink .copy-lines-drawn");
  const score = page.locator(".game-score strong").first();
  const before = Number((await score.textContent()) ?? "0");
  let segments = 0;
  for (const [x1, y1, x2, y2] of ends as Array<[number, number, number, number]>) {
    await press(dot(x1, y1));
    await expect(dot(x1, y1)).toHaveAttribute("aria-pressed", "true");
    await press(dot(x2, y2));
    // A line of n steps is drawn as n short lines between neighbouring dots.
    segments += Math.max(Math.abs(x2 - x1), Math.abs(y2 - y1));
    await expect(drawn).toHaveCount(segments);
  }
  await press(page.getByRole("button", { name: copy.check, exact: true }));
  await expect(page.locator(".copy-lines-board .game-feedback")).toHaveText(copy.right);
  await expect(score).toHaveText(String(before + 10));
  if (round < total) await expect(counter).toHaveText(`${round + 1} / ${total}`);
}
