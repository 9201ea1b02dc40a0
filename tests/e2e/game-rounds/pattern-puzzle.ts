import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/** How each piece is drawn (its SVG shape and fill), in order. */
const drawings = (pieces: Locator) => pieces.evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML));

/**
 * Plays the first pattern of pattern-puzzle level 1 as a child would: looks at the row of
 * pieces while it is shown (5 seconds), waits for it to hide, then fills the empty cells from
 * left to right by tapping the palette piece drawn like the one that stood there.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const study = page.locator(".pattern-puzzle-grid.is-study");
  await expect(study).toBeVisible(); // the board's chunk may still be loading
  const counter = page.locator(".pattern-puzzle-board .game-round");
  const [round, total] = ((await counter.textContent()) ?? "").split("/").map((part) => Number(part.trim()));
  if (!round || !total) throw new Error("no round counter on the board");
  const pattern = await drawings(study.locator(".pattern-puzzle-piece"));
  expect(pattern).toHaveLength(3);
  // The pattern hides after the 5-second countdown.
  await expect(study).toHaveCount(0, { timeout: 10_000 });
  const cells = page.locator(".pattern-puzzle-grid .pattern-puzzle-cell");
  await expect(cells).toHaveCount(3);
  const palette = page.locator(".pattern-puzzle-palette button");
  const offered = await drawings(palette.locator(".pattern-puzzle-piece"));
  const score = page.locator(".game-score strong").first();
  const before = Number((await score.textContent()) ?? "0");
  for (const [cell, piece] of pattern.entries()) {
    await expect(cells.nth(cell)).toHaveAttribute("aria-pressed", "true");
    const pick = offered.indexOf(piece);
    expect(pick).toBeGreaterThanOrEqual(0);
    await press(palette.nth(pick));
    await expect(score).toHaveText(String(before + (cell + 1) * 10));
  }
  await expect(page.locator(".pattern-puzzle-grid.is-rebuilt")).toBeVisible();
  if (round < total) await expect(counter).toHaveText(`${round + 1} / ${total}`);
  else await expect(page.locator(".pattern-puzzle-board")).toHaveCount(0);
}
