import { describe, expect, it } from "vitest";
import { renderBoard, visibleText } from "../../../tests/unit/boards/render-board";
import ShapeRecognitionBoard from "./ShapeRecognitionBoard";

describe("the shape-recognition board in play mode", () => {
  it("shows the shape to find with nothing to read and no round counter", () => {
    const html = renderBoard(ShapeRecognitionBoard);
    expect(visibleText(html)).toBe("");
    expect(html).not.toContain("/ 5");
  });

  it("writes only the shape's name where the level names it", () => {
    const html = renderBoard(ShapeRecognitionBoard, { level: 5 });
    expect(visibleText(html)).not.toContain("Where is");
  });
});
