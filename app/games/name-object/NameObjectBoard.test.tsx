import { describe, expect, it } from "vitest";
import { renderBoard, visibleText } from "../../../tests/unit/boards/render-board";
import NameObjectBoard from "./NameObjectBoard";

describe("the name-object board in play mode", () => {
  it("gives every word answer its picture, so a child who does not read finds it", () => {
    const html = renderBoard(NameObjectBoard, { level: 3 });
    const words = html.match(/class="name-object-word"/g) ?? [];
    expect(words.length).toBe(3);
    expect(html.match(/class="name-object-word-picture"/g)?.length).toBe(3);
  });

  it("writes only the word to find: no category, question, listen button or round counter", () => {
    const html = renderBoard(NameObjectBoard, { level: 1 });
    expect(html).not.toContain("name-object-listen");
    expect(html).not.toContain("/ 6");
    const text = visibleText(html);
    expect(text).not.toContain("Pictures:");
    expect(text).not.toContain("Tap the picture");
  });
});
