import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { strings } from "../strings";

const matching = strings.az.games.shapeMatching;

/**
 * Fills the first board of shape-matching level 1 (3 shapes) as a child who compares
 * outlines: for each shape in the tray it reads the drawn outline (the SVG path) and taps the
 * shape, then the dashed outline drawn with the same path. Every shape placed at the first try
 * earns 10 points, and the round counter moves on to the second board.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const shapes = page.getByRole("list", { name: matching.trayLabel }).getByRole("button");
  await expect(shapes.first()).toBeVisible(); // the board's chunk may still be loading
  const counter = page.locator(".shape-matching-board .game-round");
  const [round, total] = ((await counter.textContent()) ?? "").split("/").map((part) => Number(part.trim()));
  if (!round || !total) throw new Error("no round counter on the board");
  const count = await shapes.count();
  expect(count).toBe(3);
  const outlines = page.getByRole("list", { name: matching.boardLabel });
  const score = page.locator(".game-score strong").first();
  const before = Number((await score.textContent()) ?? "0");
  for (let placed = 0; placed < count; placed += 1) {
    const shape = shapes.first();
    const outline = await shape.locator("path").getAttribute("d");
    expect(outline).toBeTruthy();
    await press(shape);
    await expect(shape).toHaveAttribute("aria-pressed", "true");
    const fits = outlines.getByRole("button").filter({ has: page.locator(`path[d="${outline}"]`) });
    await expect(fits).toHaveCount(1);
    await press(fits);
    // Placed at the first try: 10 points more (the score stays once the next board comes).
    await expect(score).toHaveText(String(before + (placed + 1) * 10));
    if (placed + 1 < count) await expect(shapes).toHaveCount(count - placed - 1);
  }
  // "All shapes are in place!" shows for 1.3 s before the next board comes; on a busy machine
  // that moment can pass before the check, so the next board is the proof the board was done.
  if (round < total) await expect(counter).toHaveText(`${round + 1} / ${total}`);
  else await expect(page.locator(".shape-matching-board .game-feedback")).toHaveText(matching.boardDone);
}
