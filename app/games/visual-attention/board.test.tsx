import { describe, expect, it } from "vitest";
import { READING_COUNTER, renderBoard, visibleText } from "../../../tests/unit/boards/render-board";
import VisualAttentionBoard from "./VisualAttentionBoard";

describe("visual-attention's board for a child who cannot read", () => {
  it("shows how many to find as small copies of the sample, not as a written round, question or count", () => {
    const html = renderBoard(VisualAttentionBoard);
    const text = visibleText(html);
    expect(text).not.toMatch(READING_COUNTER);
    expect(text).not.toMatch(/[A-Za-z]{3}/);
    expect(text).not.toMatch(/\d/);
    expect(html).toMatch(/<ol class="visual-attention-tally" aria-hidden="true"><li[^>]*><svg/);
  });
});
