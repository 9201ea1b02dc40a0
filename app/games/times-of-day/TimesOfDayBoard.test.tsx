import { describe, expect, it } from "vitest";
import { renderBoard, visibleText } from "../../../tests/unit/boards/render-board";
import TimesOfDayBoard from "./TimesOfDayBoard";
import { TIMES_LEVELS } from "./logic";

/** The words a child would have to read on the board. */
const words = (html: string) =>
  visibleText(html)
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
const PART_NAMES = ["Morning", "Day", "Evening", "Night"];

describe("the times-of-day board in play mode", () => {
  it("writes nothing but the parts of the day beside their skies, at every level: no question, caption, counter or step number", () => {
    for (let level = 1; level <= TIMES_LEVELS.length; level += 1) {
      const html = renderBoard(TimesOfDayBoard, { level });
      expect(html, `level ${level}`).not.toContain("game-round");
      expect(html, `level ${level}`).not.toContain("times-of-day-caption");
      expect(
        words(html).filter((word) => !PART_NAMES.includes(word)),
        `level ${level}`,
      ).toEqual([]);
    }
  });
});
