import { describe, expect, it } from "vitest";
import { resources } from "~/locales/resources.server";
import { READING_COUNTER, renderBoard, visibleText } from "../../../tests/unit/boards/render-board";
import TraceStrokesBoard from "./TraceStrokesBoard";

const strings = resources.en.translation.games.traceStrokes;

describe("trace-strokes' board for a child who cannot read", () => {
  it("puts the keys only in the keyboard help, above nothing: the drawing area comes first", () => {
    const html = renderBoard(TraceStrokesBoard);
    expect(html).toContain(`<p class="game-keyboard-help">${strings.keyboardHint}</p>`);
    expect(html.indexOf("trace-strokes-area")).toBeLessThan(html.indexOf("game-keyboard-help"));
    const text = visibleText(html);
    expect(text).not.toContain("Page Up");
    expect(text).not.toContain("Space");
  });

  it("shows no figure counter, no written hint and buttons as pictures", () => {
    const text = visibleText(renderBoard(TraceStrokesBoard, { lives: 3 }));
    expect(text).not.toMatch(READING_COUNTER);
    expect(text).not.toMatch(/[A-Za-z]{3}/);
  });
});
