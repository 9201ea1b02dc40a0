import { describe, expect, it } from "vitest";
import { renderBoard, visibleText } from "../../../tests/unit/boards/render-board";
import SeasonsBoard from "./SeasonsBoard";
import { SEASONS_LEVELS } from "./logic";

/** The words a child would have to read on the board. */
const words = (html: string) =>
  visibleText(html)
    .replace(/[^\p{L}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
const SEASON_NAMES = ["Winter", "Spring", "Summer", "Autumn"];

describe("the seasons board in play mode", () => {
  it("sorts pictures with no captions, written task or round counter to read", () => {
    const html = renderBoard(SeasonsBoard, { level: 1 });
    expect(html).not.toContain("seasons-caption");
    expect(html).not.toContain("game-round");
    // Only the seasons' names stay, beside their pictures.
    expect(words(html).toSorted()).toEqual(["Summer", "Winter"]);
  });

  it("asks its questions aloud only, at every level", () => {
    for (let level = 1; level <= SEASONS_LEVELS.length; level += 1) {
      const html = renderBoard(SeasonsBoard, { level });
      expect(html, `level ${level}`).not.toContain('class="choice-question"');
      expect(
        words(html).filter((word) => !SEASON_NAMES.includes(word)),
        `level ${level}`,
      ).toEqual([]);
    }
  });
});
