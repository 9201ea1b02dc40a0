import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { strings } from "../strings";

const g = strings.az.games.markSameObjects;

/**
 * Plays the first field of mark-same-objects level 1 as a child would: looks at the sample,
 * marks every object in the field drawn exactly like it, and presses "Done". The field is
 * then checked: all right, nothing wrong or missed, 10 points for each mark.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const sample = page.locator(".mark-same-objects-sample-picture svg");
  await expect(sample).toBeVisible(); // the board's chunk may still be loading
  const counter = page.locator(".mark-same-objects-board .game-round");
  await expect(counter).toHaveText("1 / 3");
  const looks = await sample.innerHTML();
  const objects = page.locator(".mark-same-objects-field .mark-same-objects-object");
  const drawn = await page.locator(".mark-same-objects-field .mark-same-objects-picture").evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML));
  const same = drawn.flatMap((drawing, index) => (drawing === looks ? [index] : []));
  expect(same.length).toBeGreaterThanOrEqual(1);
  for (const index of same) {
    await press(objects.nth(index));
    await expect(objects.nth(index)).toHaveAttribute("aria-pressed", "true");
  }
  const score = page.locator(".game-score strong").first();
  await press(page.getByRole("button", { name: g.done, exact: true }));
  const checked = g.checked.replace("{{right}}", String(same.length)).replace("{{wrong}}", "0").replace("{{missed}}", "0");
  await expect(page.locator(".mark-same-objects-board .game-feedback")).toHaveText(checked);
  await expect(score).toHaveText(String(same.length * 10));
  await press(page.getByRole("button", { name: g.next, exact: true }));
  await expect(counter).toHaveText("2 / 3");
}
