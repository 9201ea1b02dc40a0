import { describe, expect, it } from "vitest";
import { resources } from "~/locales/resources.server";
import { READING_COUNTER, renderBoard, visibleText } from "../../../tests/unit/boards/render-board";
import MatchingPairsBoard from "./MatchingPairsBoard";
import { PAIR_THINGS } from "./logic";
import { PAIR_PICTURES } from "./pictures";
import { LANGUAGES } from "~/infrastructure/i18n-config";

const strings = resources.en.translation.games.matchingPairs;

describe("matching-pairs' board for a child who cannot read", () => {
  it("shows no round or pairs counter and no written prompt (the voice says it)", () => {
    const text = visibleText(renderBoard(MatchingPairsBoard));
    expect(text).not.toMatch(READING_COUNTER);
    expect(text).not.toContain(strings.prompts.same);
    expect(text).not.toMatch(/[A-Za-z]{3}/);
  });

  it("draws every thing a card can show and names it in every language", () => {
    expect(new Set(PAIR_THINGS.map((thing) => PAIR_PICTURES[thing].name)).size).toBe(PAIR_THINGS.length);
    for (const thing of PAIR_THINGS) for (const language of LANGUAGES) expect(resources[language].translation.games.matchingPairs.things[thing]).toMatch(/\S/);
    expect(renderBoard(MatchingPairsBoard)).toMatch(/data-picture="[a-z-]+"/);
  });
});
