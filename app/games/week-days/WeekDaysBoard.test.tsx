import { describe, expect, it } from "vitest";
import { renderBoard, visibleText } from "../../../tests/unit/boards/render-board";
import WeekDaysBoard from "./WeekDaysBoard";

describe("the week-days board in play mode", () => {
  it("gives every day to choose its picture beside its name", () => {
    const html = renderBoard(WeekDaysBoard, { level: 3 });
    const answers = [...html.matchAll(/<button[^>]*class="choice-option week-days-option[^"]*"[^>]*>([\s\S]*?)<\/button>/g)];
    expect(answers).toHaveLength(4);
    for (const [, inside] of answers) expect(inside).toMatch(/class="week-days-picture"[^>]*><svg[^>]*data-picture="/);
  });

  it("shows the week as pictures on the wall of a room, with nothing to read but the days' names", () => {
    const html = renderBoard(WeekDaysBoard, { level: 1 });
    expect(html).toContain('data-scene="room"');
    expect(html.match(/<li class="week-days-cell[^"]*"><span class="week-days-picture"/g)).toHaveLength(7);
    const text = visibleText(html);
    expect(text).not.toMatch(/What day|Right answers|\d/);
  });
});
