import { describe, expect, it } from "vitest";
import { renderBoard, visibleText } from "../../../tests/unit/boards/render-board";
import MonthsBoard from "./MonthsBoard";

describe("the months board in play mode", () => {
  it("asks aloud only: no question or round counter to read, the seasons as pictures with their names", () => {
    const html = renderBoard(MonthsBoard, { level: 1 });
    const text = visibleText(html);
    expect(text).not.toContain("Which season");
    expect(text).not.toMatch(/\d/);
    expect(html.match(/class="months-option"><span class="months-picture"/g)).toHaveLength(4);
  });

  it("puts months in order with no counter or written task", () => {
    const html = renderBoard(MonthsBoard, { level: 4 });
    expect(html).not.toContain("game-round");
    expect(visibleText(html)).not.toContain("Tap the months in order");
  });
});
