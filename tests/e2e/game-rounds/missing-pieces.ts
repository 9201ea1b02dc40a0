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
  const options = page.locator(".missing-pieces-options .missing-pieces-option");
  // The round before stays a moment, its picture whole, before this one comes.
  await expect(options.and(page.locator(".is-right"))).toHaveCount(0);
  /**
   * The pieces that fit, read in one look at the picture and the pieces: where the gap is (its
   * dashed box sits 2 units inside the 100-unit piece), what the picture shows, and each
   * piece's part of a picture, its way up and its drawing.
   */
  const fitting = () =>
    page.evaluate(() => {
      // A drawing as its shapes and their attributes, in any attribute order: React reuses an
      // element from the round before and adds an attribute last, which draws the same.
      // It stays inside: page.evaluate sends the page this function's own text only.
      // oxlint-disable-next-line unicorn/consistent-function-scoping
      const drawing = (art: Element | null | undefined) =>
        art
          ? [...art.children]
              .map(
                (shape) =>
                  `${shape.tagName}(${[...shape.attributes]
                    .map((a) => `${a.name}=${a.value}`)
                    .toSorted()
                    .join(" ")})`,
              )
              .join(";")
          : undefined;
      const gap = document.querySelector("svg.missing-pieces-picture .missing-pieces-gap rect");
      const art = drawing(document.querySelector("svg.missing-pieces-picture .missing-pieces-art"));
      if (!gap || art === undefined) return [];
      const place = `${Number(gap.getAttribute("x")) - 2} ${Number(gap.getAttribute("y")) - 2} 100 100`;
      return [...document.querySelectorAll(".missing-pieces-options .missing-pieces-option")].flatMap((button, index) => {
        const svg = button.querySelector("svg");
        const fits = svg?.getAttribute("viewBox") === place && !svg.querySelector("g[transform]") && drawing(svg.querySelector(".missing-pieces-art")) === art;
        return fits ? [index] : [];
      });
    });
  await expect.poll(fitting).toHaveLength(1);
  const fits = await fitting();
  await press(options.nth(fits[0] as number));
  await expect(picture.locator(".missing-pieces-gap")).toHaveCount(0);
  if (before + 1 < total) await expect(done).toHaveCount(before + 1);
  else await expect(page.locator(".missing-pieces-board")).toHaveCount(0);
}
