import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/**
 * Plays one round of missing-pieces level 1 as a child who looks at the picture: finds where
 * the dashed gap is, and taps the piece that shows that part of the same picture (the other
 * pieces show parts of other pictures); the picture is then whole and one more step of the
 * play's progress is drawn done.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const picture = page.locator("svg.missing-pieces-picture");
  await expect(picture).toBeVisible(); // the board's chunk may still be loading
  const steps = page.locator("ol.play-steps li");
  const done = page.locator("ol.play-steps li.is-done");
  await expect(steps.first()).toBeAttached();
  const total = await steps.count();
  const before = await done.count();
  // Where the gap is (its dashed box sits 2 units inside the 100-unit piece), and what the picture shows.
  const gap = picture.locator(".missing-pieces-gap rect");
  const x = Number(await gap.getAttribute("x")) - 2;
  const y = Number(await gap.getAttribute("y")) - 2;
  const art = await picture.locator(".missing-pieces-art").innerHTML();
  const options = page.locator(".missing-pieces-options .missing-pieces-option");
  const pieces = await options.evaluateAll((buttons) =>
    buttons.map((button) => {
      const svg = button.querySelector("svg");
      return { viewBox: svg?.getAttribute("viewBox") ?? "", turned: Boolean(svg?.querySelector("g[transform]")), art: svg?.querySelector(".missing-pieces-art")?.innerHTML ?? "" };
    }),
  );
  const fits = pieces.flatMap((piece, index) => (piece.viewBox === `${x} ${y} 100 100` && !piece.turned && piece.art === art ? [index] : []));
  expect(fits).toHaveLength(1);
  await press(options.nth(fits[0] as number));
  await expect(picture.locator(".missing-pieces-gap")).toHaveCount(0);
  if (before + 1 < total) await expect(done).toHaveCount(before + 1);
  else await expect(page.locator(".missing-pieces-board")).toHaveCount(0);
}
