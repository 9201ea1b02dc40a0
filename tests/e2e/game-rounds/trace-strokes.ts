import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/**
 * Plays one round (one figure) of trace-strokes level 1 as a child who traces carefully: reads
 * the dotted guide (the checkpoint dots' cx/cy in the drawing's 0-100 space), turns them into
 * screen positions with the drawing's bounding box, and draws through them in order with one
 * mouse stroke (pointer events; on touch projects too). `press` is not needed: the stroke is
 * the answer, and lifting the pen submits it.
 */
export async function playOneRound(page: Page, _press: (locator: Locator) => Promise<void>) {
  const dots = page.locator(".trace-strokes-board .trace-strokes-checkpoint");
  await expect(dots.first()).toBeVisible(); // the board's chunk may still be loading
  const steps = page.locator("ol.play-steps li");
  await expect(steps.first()).toBeAttached();
  const total = await steps.count();
  const done = await page.locator("ol.play-steps li.is-done").count();

  const drawing = page.locator(".trace-strokes-board svg.trace-strokes-svg");
  await drawing.scrollIntoViewIfNeeded();
  const box = await drawing.boundingBox();
  if (!box) throw new Error("the drawing area is not on screen");
  const guide = await dots.evaluateAll((circles) => circles.map((circle) => [Number(circle.getAttribute("cx")), Number(circle.getAttribute("cy"))] as const));
  expect(guide.length).toBeGreaterThan(2);
  const onScreen = guide.map(([x, y]) => ({ x: box.x + (x / 100) * box.width, y: box.y + (y / 100) * box.height }));

  const [first, ...rest] = onScreen;
  if (!first) throw new Error("no guide dots");
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(point.x, point.y, { steps: 3 });
  await page.mouse.up();

  // The traced figure passes and the board moves on to the next one (or the play ends).
  await expect(page.locator(".trace-strokes-board .game-feedback")).not.toHaveText("");
  if (done + 1 < total) await expect(page.locator("ol.play-steps li.is-done")).toHaveCount(done + 1);
  else await expect(page.locator(".trace-strokes-board")).toHaveCount(0);
}
