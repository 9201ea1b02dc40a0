import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resources } from "~/locales/resources.server";
import { READING_COUNTER, renderBoard, visibleText } from "../../../tests/unit/boards/render-board";
import ThreadBeadsBoard from "./ThreadBeadsBoard";

const strings = resources.en.translation.games.threadBeads;

describe("thread-beads' board for a child who cannot read", () => {
  it("shows no round counter and no written prompt (the voice says it)", () => {
    const text = visibleText(renderBoard(ThreadBeadsBoard));
    expect(text).not.toMatch(READING_COUNTER);
    expect(text).not.toContain(strings.prompt);
  });

  it("lets a finger drag a bead instead of scrolling the page: the beads take no touch panning", () => {
    const html = renderBoard(ThreadBeadsBoard);
    const choices = html.match(/<button[^>]*>/g) ?? [];
    expect(choices.length).toBeGreaterThanOrEqual(2);
    for (const choice of choices) expect(choice).toContain("thread-beads-choice");
    const css = readFileSync(path.join(import.meta.dirname, "thread-beads.css"), "utf8");
    expect(css).toMatch(/\.thread-beads-choice \{\s*touch-action: none;/);
  });
});
