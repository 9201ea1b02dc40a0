import { describe, expect, it } from "vitest";
import { resources } from "~/locales/resources.server";
import { READING_COUNTER, renderBoard, visibleText } from "../../../tests/unit/boards/render-board";
import PatternPuzzleBoard from "./PatternPuzzleBoard";

const strings = resources.en.translation.games.patternPuzzle;

describe("pattern-puzzle's board for a child who cannot read", () => {
  it("untimed, ends the study with a tap on a big picture button with nothing to read", () => {
    const html = renderBoard(PatternPuzzleBoard, { untimed: true });
    expect(html).toMatch(new RegExp(`<button[^>]*class="pattern-puzzle-ready"[^>]*aria-label="${strings.ready}"`));
    const text = visibleText(html);
    expect(text).not.toMatch(/[A-Za-z]{3}/);
    expect(text).not.toMatch(READING_COUNTER);
  });

  it("timed, draws the time to look as a shrinking bar, never digits", () => {
    const html = renderBoard(PatternPuzzleBoard, { untimed: false });
    expect(html).toContain("pattern-puzzle-time-left");
    expect(html).not.toContain("pattern-puzzle-ready");
    expect(visibleText(html)).not.toMatch(/\d/);
  });
});
