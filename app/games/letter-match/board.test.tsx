import { describe, expect, it } from "vitest";
import { resources } from "~/locales/resources.server";
import { READING_COUNTER, renderBoard, visibleText } from "../../../tests/unit/boards/render-board";
import LetterMatchBoard from "./LetterMatchBoard";

const strings = resources.en.translation.games.letterMatch;

describe("letter-match's board for a child who cannot read", () => {
  it("shows no round counter and no written prompt (the voice says it)", () => {
    const text = visibleText(renderBoard(LetterMatchBoard));
    expect(text).not.toMatch(READING_COUNTER);
    expect(text).not.toContain(strings.prompts.same);
  });

  it("puts the word beside each picture where the game is about words", () => {
    const html = renderBoard(LetterMatchBoard, { level: 5 });
    const words = [
      ...html.matchAll(
        /<button[^>]*aria-label="([^"]+)"[^>]*><svg class="picture letter-match-picture"[^>]*data-picture="[^"]+"[^>]*>[\s\S]*?<\/svg><span class="letter-match-word"[^>]*>([^<]+)<\/span>/g,
      ),
    ];
    expect(words.length).toBeGreaterThanOrEqual(3);
    for (const [, label, word] of words) expect(word).toBe(label);
  });
});
