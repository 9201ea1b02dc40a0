import { describe, expect, it } from "vitest";
import { renderBoard, visibleText } from "../../../tests/unit/boards/render-board";
import CountingBoard from "./CountingBoard";

describe("the counting board in play mode", () => {
  it("gives each number answer as many dots as it counts, and writes no question", () => {
    const html = renderBoard(CountingBoard);
    const answers = [...html.matchAll(/<button[^>]*class="choice-option[^"]*"[^>]*aria-label="(\d+)"[^>]*>([\s\S]*?)<\/button>/g)];
    expect(answers.length).toBeGreaterThan(1);
    for (const [, number, inside] of answers) expect((inside ?? "").match(/counting-dot"/g)?.length).toBe(Number(number));
    expect(visibleText(html)).not.toMatch(/How many/);
    expect(html).not.toContain("/ 5");
  });
});
