import { describe, expect, it } from "vitest";
import { resources } from "~/locales/resources.server";
import { READING_COUNTER, renderBoard, visibleText } from "../../../tests/unit/boards/render-board";
import SpotTheDifferenceBoard from "./SpotTheDifferenceBoard";

const strings = resources.en.translation.games.spotTheDifference;

describe("spot-the-difference's board for a child who cannot read", () => {
  it("shows the differences to find as rings and the hint as a picture, nothing to read", () => {
    const html = renderBoard(SpotTheDifferenceBoard);
    const text = visibleText(html);
    expect(text).not.toMatch(READING_COUNTER);
    expect(text).not.toMatch(/[A-Za-z]{3}/);
    expect(html).toContain(`aria-label="${strings.hint}"`);
    expect(html.match(/<ol class="spot-the-difference-tally"[^>]*>(.*?)<\/ol>/)?.[1]?.match(/<li/g)).toHaveLength(2);
  });
});
