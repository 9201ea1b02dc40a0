import { describe, expect, it } from "vitest";
import { resources } from "~/locales/resources.server";
import { READING_COUNTER, renderBoard, visibleText } from "../../../tests/unit/boards/render-board";
import QuickReflexBoard from "./QuickReflexBoard";

const strings = resources.en.translation.games.quickReflex;

describe("quick-reflex's board for a child who cannot read", () => {
  it("puts 'Space or Enter' only in the keyboard help, and shows no round counter or written prompt", () => {
    const html = renderBoard(QuickReflexBoard);
    expect(html).toMatch(new RegExp(`class="game-keyboard-help"[^>]*>${strings.keysHint}<`));
    const text = visibleText(html);
    expect(text).not.toContain("Space");
    expect(text).not.toMatch(READING_COUNTER);
    expect(text).not.toMatch(/[A-Za-z]{3}/);
  });
});
