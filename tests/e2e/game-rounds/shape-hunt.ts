import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { fill } from "../payments";
import { strings } from "../strings";

type Kind = "circle" | "square" | "triangle" | "rectangle";
const KINDS: ReadonlyArray<Kind> = ["circle", "square", "triangle", "rectangle"];

/**
 * Plays one round of shape-hunt level 1 ("Find 2 circles" in a picture) as a child who knows
 * the shapes: takes the kind and the count from the question (spoken to a child; read here from
 * its screen-reader text), looks at every shape of the picture (an SVG circle is round, a
 * polygon with three corners a triangle, a box with equal sides a square, else a rectangle) and
 * taps each one of the asked kind, watching the row of shapes at the top fill in; the finished
 * round is the shell's next step done.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const prompt = page.locator(".shape-hunt-prompt");
  await expect(page.locator(".shape-hunt-scene")).toBeVisible(); // the board's chunk may still be loading
  const steps = page.locator("ol.play-steps li");
  await expect(steps.first()).toBeAttached();
  const total = await steps.count();
  const doneSteps = await page.locator("ol.play-steps li.is-done").count();
  const asked = ((await prompt.textContent()) ?? "").trim();
  const count = Number(asked.match(/\d+/)?.[0]);
  const prompts = strings.az.games.shapeHunt.prompts;
  const kind = KINDS.find((each) => [prompts[`${each}_one`], prompts[`${each}_other`]].some((template) => fill(template, { count }) === asked));
  if (!kind || !count) throw new Error(`cannot read the question "${asked}"`);

  const pieces = page.locator(".shape-hunt-scene button");
  const seen = await pieces.evaluateAll((buttons) =>
    buttons.map((button) => {
      const shape = button.querySelector("svg > circle, svg > polygon, svg > rect");
      return {
        tag: shape?.tagName.toLowerCase() ?? "",
        corners: (shape?.getAttribute("points") ?? "").trim().split(/\s+/).length,
        width: Number(shape?.getAttribute("width")),
        height: Number(shape?.getAttribute("height")),
      };
    }),
  );
  const kinds = seen.map((shape): Kind | null => {
    if (shape.tag === "circle") return "circle";
    if (shape.tag === "polygon") return shape.corners === 3 ? "triangle" : null;
    if (shape.tag === "rect") return shape.width === shape.height ? "square" : "rectangle";
    return null;
  });
  const wanted = kinds.flatMap((each, index) => (each === kind ? [index] : []));
  expect(wanted).toHaveLength(count);

  const tally = page.locator(".shape-hunt-tally li");
  await expect(tally).toHaveCount(count);
  for (const [done, index] of wanted.entries()) {
    await press(pieces.nth(index));
    await expect(page.locator(".shape-hunt-tally li.is-found")).toHaveCount(done + 1);
  }
  if (doneSteps + 1 < total) await expect(page.locator("ol.play-steps li.is-done")).toHaveCount(doneSteps + 1);
  else await expect(page.locator(".shape-hunt-board")).toHaveCount(0);
}
