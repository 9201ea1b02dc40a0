import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { expectNextRoundShown } from "./play-steps";

type Basic = "happy" | "sad" | "angry" | "scared";

const numbers = (path: string) => path.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];

/** The feeling a drawn face shows, from the shapes of its mouth and eyebrows. */
function readFace(face: { mouthTag: string; mouth: string; brow: string }): Basic {
  if (face.mouthTag === "ellipse") return "scared";
  // M x1 y1 Q cx cy x2 y2: a control point below the corners bends the mouth into a smile.
  const [, cornerY = 0, , controlY = 0] = numbers(face.mouth);
  if (controlY > cornerY) return "happy";
  // An eyebrow: M x y L x y; its inner end is the one nearer the middle of the face (x 50).
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = numbers(face.brow);
  const [innerY, outerY] = Math.abs(x1 - 50) < Math.abs(x2 - 50) ? [y1, y2] : [y2, y1];
  return innerY > outerY ? "angry" : "sad";
}

/** The mouth and eyebrow shapes of the drawn faces under `faces`. */
const drawingsOf = (faces: Locator) =>
  faces.evaluateAll((elements) =>
    elements.map((element) => {
      const mouth = element.querySelector(".emotions-mouth");
      return {
        mouthTag: mouth?.tagName.toLowerCase() ?? "",
        mouth: mouth?.getAttribute("d") ?? "",
        brow: element.querySelector(".emotions-brow")?.getAttribute("d") ?? "",
      };
    }),
  );

/**
 * Plays one round of emotions level 1 ("Where is the happy face?", the feeling drawn on a sample
 * face at the top, among drawn faces) as a child who reads faces, with the sound off: it reads
 * the sample face, then each face to choose from: an open mouth is scared, a mouth curving up
 * is happy, and of the mouths curving down, eyebrows pulled down towards the nose are angry and
 * eyebrows raised in the middle are sad. Only the drawings are read (the mouth's and eyebrows'
 * shapes), never a name.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const sample = page.locator(".emotions-find svg.emotions-face");
  await expect(sample).toBeVisible(); // the board's chunk may still be loading
  await expectNextRoundShown(page, ".emotions-option.is-right");
  const total = await page.locator("ol.play-steps li").count();
  const stepsDone = page.locator("ol.play-steps li.is-done");
  const done = await stepsDone.count();
  expect(total).toBeGreaterThan(done);
  const [wanted] = (await drawingsOf(sample)).map(readFace);
  if (!wanted) throw new Error("no sample face at the top");

  const options = page.locator(".emotions-options .emotions-option");
  const seen = (await drawingsOf(options)).map(readFace);
  const index = seen.indexOf(wanted);
  expect(index).toBeGreaterThanOrEqual(0);
  expect(seen.filter((feeling) => feeling === wanted)).toHaveLength(1);
  await press(options.nth(index));
  await expect(options.nth(index)).toHaveClass(/is-right/);
  // A right answer moves on to the next round (or ends the play after the last one).
  if (done + 1 < total) await expect(stepsDone).toHaveCount(done + 1);
  else await expect(page.locator("section.play-celebration")).toBeVisible();
}
