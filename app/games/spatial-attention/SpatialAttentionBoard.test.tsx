import { describe, expect, it } from "vitest";
import { renderBoard, visibleText } from "../../../tests/unit/boards/render-board";
import SpatialAttentionBoard from "./SpatialAttentionBoard";

describe("the spatial-attention board in play mode", () => {
  it("leaves the speaker to the shell and shows no question or round counter", () => {
    const html = renderBoard(SpatialAttentionBoard);
    expect(html).not.toContain("spatial-attention-hear");
    expect(html).not.toContain("/ 6");
    expect(visibleText(html)).not.toContain("Which picture shows this?");
  });
});
