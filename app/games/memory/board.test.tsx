import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/infrastructure/i18n-config";
import { resources } from "~/locales/resources.server";
import { READING_COUNTER, renderBoard, visibleText } from "../../../tests/unit/boards/render-board";
import { GAME_SPOKEN } from "../spoken";
import MemoryBoard from "./MemoryBoard";
import { MEMORY_SETS } from "./logic";
import { MEMORY_PICTURES } from "./pictures";

describe("memory's board for a child who cannot read", () => {
  it("speaks its instruction, in every language", () => {
    expect(GAME_SPOKEN.map((spoken) => spoken.key)).toContain("games.memory.prompt");
    for (const language of LANGUAGES) expect(resources[language].translation.games.memory.prompt).toMatch(/\S/);
  });

  it("shows no pairs counter to read (it is for screen readers only)", () => {
    expect(visibleText(renderBoard(MemoryBoard))).not.toMatch(READING_COUNTER);
    expect(visibleText(renderBoard(MemoryBoard))).not.toContain("Pairs found");
  });

  it("draws every card's back the same and names every thing a card can show, in every language", () => {
    const html = renderBoard(MemoryBoard);
    expect(html.match(/data-picture="card-back"/g)).toHaveLength(8);
    for (const thing of MEMORY_SETS.flat()) {
      expect(MEMORY_PICTURES[thing].body).toMatch(/<path/);
      for (const language of LANGUAGES) expect(resources[language].translation.games.memory.things[thing]).toMatch(/\S/);
    }
  });
});
