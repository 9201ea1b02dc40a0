import { describe, expect, it } from "vitest";
import { resources } from "~/locales/resources.server";
import { READING_COUNTER, renderBoard, visibleText } from "../../../tests/unit/boards/render-board";
import MarkSameObjectsBoard from "./MarkSameObjectsBoard";

const strings = resources.en.translation.games.markSameObjects;

describe("mark-same-objects' board for a child who cannot read", () => {
  it("shows no round counter, no written prompt and no button with a word (each tap is answered at once)", () => {
    const html = renderBoard(MarkSameObjectsBoard);
    const text = visibleText(html);
    expect(text).not.toMatch(READING_COUNTER);
    expect(text).not.toContain(strings.prompt);
    expect(text).not.toMatch(/[A-Za-z]{3}/);
  });
});
