import { describe, expect, it } from "vitest";
import { renderBoard, visibleText } from "../../../tests/unit/boards/render-board";
import AnimalSoundsBoard from "./AnimalSoundsBoard";

describe("the animal-sounds board in play mode", () => {
  it("shows no round counter and no question to read, and leaves the speaker to the shell", () => {
    const html = renderBoard(AnimalSoundsBoard);
    expect(html).not.toContain("/ 5");
    expect(html).not.toContain("animal-sounds-play");
    expect(visibleText(html)).not.toContain("Who says");
  });
});
