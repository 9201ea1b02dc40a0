import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { expectNextRoundShown } from "./play-steps";

type Kind = "circle" | "square" | "triangle" | "rectangle";

interface Drawn {
  tag: string;
  corners: number;
  width: number;
  height: number;
}

/** The shape each of `elements` draws (its SVG's first circle, polygon or box). */
const shapesOf = (elements: Locator) =>
  elements.evaluateAll((nodes) =>
    nodes.map((node): Drawn => {
      const shape = node.querySelector("svg > circle, svg > polygon, svg > rect");
      return {
        tag: shape?.tagName.toLowerCase() ?? "",
        corners: (shape?.getAttribute("points") ?? "").trim().split(/\s+/).length,
        width: Number(shape?.getAttribute("width")),
        height: Number(shape?.getAttribute("height")),
      };
    }),
  );

/** What a child calls a drawn shape. */
function kindOf(shape: Drawn): Kind | null {
  if (shape.tag === "circle") return "circle";
  if (shape.tag === "polygon") return shape.corners === 3 ? "triangle" : null;
  if (shape.tag === "rect") return shape.width === shape.height ? "square" : "rectangle";
  return null;
}

/**
 * Plays the round on screen of shape-hunt level 1 ("Find 2 circles" in a picture) as a child
 * who knows the shapes and cannot read: takes the kind and the count from the row of shapes at
 * the top (one drawing of the kind per shape to find), looks at every shape of the picture (an
 * SVG circle is round, a polygon with three corners a triangle, a box with equal sides a square,
 * else a rectangle) and taps each one of that kind, watching the row fill in; the finished round
 * is the shell's next step done (or, after the last one, the level ends).
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  await expect(page.locator(".shape-hunt-scene")).toBeVisible(); // the board's chunk may still be loading
  // A finished picture stays a moment before the next one comes.
  await expectNextRoundShown(page, ".shape-hunt-scene.is-done");
  const steps = page.locator("ol.play-steps li");
  await expect(steps.first()).toBeAttached();
  const total = await steps.count();
  const doneSteps = await page.locator("ol.play-steps li.is-done").count();
  const tally = page.locator(".shape-hunt-tally li");
  await expect(tally.first()).toBeVisible();
  const asked = (await shapesOf(tally)).map(kindOf);
  const [kind] = asked;
  const count = asked.length;
  if (!kind || asked.some((each) => each !== kind)) throw new Error(`the row at the top is not one kind of shape: ${asked.join(", ")}`);

  const pieces = page.locator(".shape-hunt-scene button");
  const kinds = (await shapesOf(pieces)).map(kindOf);
  const wanted = kinds.flatMap((each, index) => (each === kind ? [index] : []));
  expect(wanted).toHaveLength(count);

  for (const [done, index] of wanted.entries()) {
    await press(pieces.nth(index));
    await expect(page.locator(".shape-hunt-tally li.is-found")).toHaveCount(done + 1);
  }
  if (doneSteps + 1 < total) await expect(page.locator("ol.play-steps li.is-done")).toHaveCount(doneSteps + 1);
  else await expect(page.locator("section.play-celebration")).toBeVisible();
}
