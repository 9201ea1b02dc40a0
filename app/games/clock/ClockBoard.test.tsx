import { describe, expect, it } from "vitest";
import { renderBoard, visibleText } from "../../../tests/unit/boards/render-board";
import ClockBoard from "./ClockBoard";

describe("the clock board in play mode", () => {
  it("shows each time to choose as a digital clock beside its words, with no question or counter", () => {
    const html = renderBoard(ClockBoard, { level: 1 });
    expect(html.match(/class="clock-read-option"/g)).toHaveLength(3);
    expect(html).not.toContain("game-round");
    expect(visibleText(html)).not.toContain("What time");
  });

  it("sets the clock with pictures: the time as a digital clock, a tick instead of the word Check, no hand names", () => {
    const html = renderBoard(ClockBoard, { level: 3 });
    expect(html).toContain("clock-digital clock-target");
    expect(visibleText(html)).not.toMatch(/Check|hand|Set the clock/i);
  });
});
