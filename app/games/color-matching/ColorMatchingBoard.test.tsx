import { describe, expect, it } from "vitest";
import { renderBoard, visibleText } from "../../../tests/unit/boards/render-board";
import ColorMatchingBoard from "./ColorMatchingBoard";

describe("the color-matching board in play mode", () => {
  it("shows the colour to find with nothing to read and no round counter", () => {
    const html = renderBoard(ColorMatchingBoard);
    expect(visibleText(html)).toBe("");
    expect(html).not.toContain("/ 5");
  });

  it("writes only the colour's name where the level names it", () => {
    const html = renderBoard(ColorMatchingBoard, { level: 5 });
    expect(visibleText(html)).not.toContain("Where is");
  });
});
