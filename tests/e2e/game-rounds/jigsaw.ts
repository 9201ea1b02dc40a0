import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { fill } from "../payments";
import { strings } from "../strings";
import { expectNextRoundShown } from "./play-steps";

const jigsaw = strings.az.games.jigsaw;

/**
 * Makes the picture on screen of jigsaw level 1 (4 pieces) as a child who looks at the pictures:
 * each piece in the tray shows one square of the picture (the part its SVG shows: the
 * viewBox's left and top, in a 300-wide picture cut into 2 × 2); the child taps the piece and
 * then the place at that row and column. Every piece goes in at the first try, and the
 * play's progress then draws one more step done (or the level ends). A piece a finger dragged
 * in before may be in place already: the child goes on from there.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const pieces = page.getByRole("list", { name: jigsaw.trayLabel }).getByRole("button");
  await expect(pieces.first()).toBeVisible(); // the board's chunk may still be loading
  // A finished picture stays a moment (its step already done) before the next one comes.
  await expectNextRoundShown(page, ".jigsaw-places.is-done");
  await expect(pieces.first()).toBeVisible();
  const playSteps = page.locator("ol.play-steps li");
  const done = page.locator("ol.play-steps li.is-done");
  await expect(playSteps.first()).toBeAttached();
  const total = await playSteps.count();
  const before = await done.count();
  const count = await pieces.count();
  if (before === 0) expect(count).toBe(4);
  else expect(count).toBeLessThanOrEqual(4);
  const side = 2;
  const board = page.getByRole("list", { name: jigsaw.boardLabel });
  for (let placed = 0; placed < count; placed += 1) {
    const piece = pieces.first();
    const [left, top, width] = ((await piece.locator("svg").getAttribute("viewBox")) ?? "").split(" ").map(Number) as [number, number, number];
    expect(width).toBe(300 / side);
    await press(piece);
    await expect(piece).toHaveAttribute("aria-pressed", "true");
    const place = board.getByRole("button", { name: fill(jigsaw.place, { row: top / width + 1, column: left / width + 1 }), exact: true });
    await press(place);
    // The piece goes in and leaves the tray (the last one completes the picture).
    if (placed + 1 < count) await expect(pieces).toHaveCount(count - placed - 1);
  }
  await expect(page.locator(".jigsaw-board .game-feedback")).toContainText(fill(jigsaw.done, { picture: "" }).replace(/!$/, "").trim());
  if (before + 1 < total) await expect(done).toHaveCount(before + 1);
  else await expect(page.locator("section.play-celebration")).toBeVisible();
}
