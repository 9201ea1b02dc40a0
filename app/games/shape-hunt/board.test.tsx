import { describe, expect, it } from "vitest";
import { READING_COUNTER, renderBoard, visibleText } from "../../../tests/unit/boards/render-board";
import ShapeHuntBoard from "./ShapeHuntBoard";

describe("shape-hunt's board for a child who cannot read", () => {
  it("shows what to find and how many are found as shapes, not as a written question or count", () => {
    const html = renderBoard(ShapeHuntBoard);
    const text = visibleText(html);
    expect(text).not.toMatch(READING_COUNTER);
    expect(text).not.toMatch(/[A-Za-z]{3}/);
    expect(text).not.toMatch(/\d/);
    expect(html).toMatch(/<ol class="shape-hunt-tally" aria-hidden="true"><li[^>]*><svg/);
  });
});
