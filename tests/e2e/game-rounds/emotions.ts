import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { strings } from "../strings";

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

/**
 * Plays one round of emotions level 1 ("Where is the happy face?" among drawn faces) as a
 * child who reads faces: it reads the asked feeling from the written question, then looks at
 * each drawn face: an open mouth is scared, a mouth curving up is happy, and of the mouths
 * curving down, eyebrows pulled down towards the nose are angry and eyebrows raised in the
 * middle are sad. Only the drawing is read (the mouth's and eyebrows' shapes), never a name.
 */
export async function playOneRound(page: Page, press: (locator: Locator) => Promise<void>) {
  const question = page.locator(".emotions-find");
  await expect(question).toBeVisible(); // the board's chunk may still be loading
  const counter = page.locator(".emotions-board .game-round");
  const [round, total] = ((await counter.textContent()) ?? "").split("/").map((part) => Number(part.trim()));
  if (!round || !total) throw new Error("no round counter on the board");
  const asked = ((await question.textContent()) ?? "").trim();
  const find = strings.az.games.emotions.find;
  const wanted = (["happy", "sad", "angry", "scared"] as const).find((feeling) => find[feeling] === asked);
  if (!wanted) throw new Error(`level 1 asks for one of the four basic feelings, not "${asked}"`);

  const options = page.locator(".emotions-options .emotions-option");
  const drawn = await options.evaluateAll((buttons) =>
    buttons.map((button) => {
      const mouth = button.querySelector(".emotions-mouth");
      return {
        mouthTag: mouth?.tagName.toLowerCase() ?? "",
        mouth: mouth?.getAttribute("d") ?? "",
        brow: button.querySelector(".emotions-brow")?.getAttribute("d") ?? "",
      };
    }),
  );
  const seen = drawn.map(readFace);
  const score = page.locator(".game-score strong").first();
  const before = Number((await score.textContent()) ?? "0");
  const index = seen.indexOf(wanted);
  expect(index).toBeGreaterThanOrEqual(0);
  expect(seen.filter((feeling) => feeling === wanted)).toHaveLength(1);
  await press(options.nth(index));
  await expect(page.locator(".emotions-feedback")).toContainText(strings.az.games.correct);
  // Found at the first try: 10 points.
  await expect(score).toHaveText(String(before + 10));
  // A right answer moves on to the next round (or ends the play after the last one).
  if (round < total) await expect(counter).toHaveText(`${round + 1} / ${total}`);
  else await expect(page.locator(".emotions-board")).toHaveCount(0);
}
