import { describe, expect, it } from "vitest";
import { resources } from "~/locales/resources.server";
import { READING_COUNTER, renderBoard, visibleText } from "../../../tests/unit/boards/render-board";
import MatchingPairsBoard from "./MatchingPairsBoard";

const strings = resources.en.translation.games.matchingPairs;

describe("matching-pairs' board for a child who cannot read", () => {
  it("shows no round or pairs counter and no written prompt (the voice says it)", () => {
    const text = visibleText(renderBoard(MatchingPairsBoard));
    expect(text).not.toMatch(READING_COUNTER);
    expect(text).not.toContain(strings.prompts.same);
    expect(text).not.toMatch(/[A-Za-z]{3}/);
  });
});
