import { readFileSync } from "node:fs";
import path from "node:path";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/infrastructure/i18n-config";
import type { BoardProps } from "./board";
import { renderBoard } from "../../tests/unit/boards/render-board";
import BuildTrainBoard from "./build-train/BuildTrainBoard";
import BuildTowerBoard from "./build-tower/BuildTowerBoard";
import CompleteSequenceBoard from "./complete-sequence/CompleteSequenceBoard";
import FindDifferentFigureBoard from "./find-different-figure/FindDifferentFigureBoard";
import FindDifferentPictureBoard from "./find-different-picture/FindDifferentPictureBoard";
import JigsawBoard from "./jigsaw/JigsawBoard";
import MissingPiecesBoard from "./missing-pieces/MissingPiecesBoard";
import NumberSequencesBoard from "./number-sequences/NumberSequencesBoard";
import OddOneOutBoard from "./odd-one-out/OddOneOutBoard";
import ShapeMatchingBoard from "./shape-matching/ShapeMatchingBoard";
import StackRingsBoard from "./stack-rings/StackRingsBoard";

/**
 * The play-mode rules (docs/game-contract.md, "Play mode") for the boards whose first screen is
 * rendered here: nothing to read but pictures, the instruction given through `instruct`, the
 * progress through `onRounds`, the first move through `showMe`, right and wrong answered with
 * motion.
 */
const GAMES_DIR = import.meta.dirname;
const source = (file: string) => readFileSync(path.join(GAMES_DIR, file), "utf8");

/**
 * `numerals`: the game is about written numbers, so digits are its pictures from level 2;
 * `drag`: its pieces are carried under the finger; `css`: its styles, when not `<id>/<id>.css`
 * (the two find-the-different games share their board, find-different/).
 */
const BOARDS: ReadonlyArray<{ id: string; file: string; Board: ComponentType<BoardProps>; numerals?: boolean; drag?: boolean; css?: string }> = [
  { id: "build-train", file: "build-train/BuildTrainBoard.tsx", Board: BuildTrainBoard, numerals: true },
  { id: "build-tower", file: "build-tower/BuildTowerBoard.tsx", Board: BuildTowerBoard, drag: true },
  { id: "complete-sequence", file: "complete-sequence/CompleteSequenceBoard.tsx", Board: CompleteSequenceBoard },
  { id: "jigsaw", file: "jigsaw/JigsawBoard.tsx", Board: JigsawBoard, drag: true },
  { id: "shape-matching", file: "shape-matching/ShapeMatchingBoard.tsx", Board: ShapeMatchingBoard, drag: true },
  { id: "stack-rings", file: "stack-rings/StackRingsBoard.tsx", Board: StackRingsBoard, drag: true },
  { id: "odd-one-out", file: "odd-one-out/OddOneOutBoard.tsx", Board: OddOneOutBoard },
  { id: "find-different-figure", file: "find-different/FindDifferentBoard.tsx", css: "find-different/find-different.css", Board: FindDifferentFigureBoard },
  { id: "find-different-picture", file: "find-different/FindDifferentBoard.tsx", css: "find-different/find-different.css", Board: FindDifferentPictureBoard },
  { id: "missing-pieces", file: "missing-pieces/MissingPiecesBoard.tsx", Board: MissingPiecesBoard },
  { id: "number-sequences", file: "number-sequences/NumberSequencesBoard.tsx", Board: NumberSequencesBoard, numerals: true },
];

function render(Board: ComponentType<BoardProps>, language: (typeof LANGUAGES)[number], overrides: Partial<BoardProps> = {}) {
  return renderBoard(Board, overrides, language);
}

/** The text a sighted child meets: tags, hidden parts and accessible names left out. */
function visibleText(html: string): string {
  return html
    .replace(/<(\w+) class="[^"]*\b(visually-hidden|game-keyboard-help)\b[^"]*"[^>]*>.*?<\/\1>/g, " ")
    .replace(/<output[^>]*>.*?<\/output>/g, " ")
    .replace(/<[^>]+>/g, " ");
}

describe.each(BOARDS)("the $id board in play mode", ({ id, file, Board, numerals, drag, css = `${id}/${id}.css` }) => {
  it.each(LANGUAGES)("shows no counter, percentage or seconds to read, untimed or timed, in %s", (language) => {
    for (const untimed of [true, false]) {
      for (const level of [1, 5]) {
        const text = visibleText(render(Board, language, { untimed, level }));
        expect(text).not.toMatch(/\d+\s*\/\s*\d+/);
        expect(text).not.toMatch(/%/);
        // Numeral games show numerals: they are what such a game teaches.
        expect(numerals ? "" : text).not.toMatch(/\d/);
      }
    }
  });

  it.each(LANGUAGES)("has no written word on the board but its spoken instruction, in %s", (language) => {
    for (const level of [1, 5]) {
      const words = visibleText(render(Board, language, { level }).replace(/<p class="[^"]*\b(choice-question|[\w-]+-prompt)\b[^"]*"[^>]*>.*?<\/p>/g, " "));
      expect(words).not.toMatch(/\p{L}/u);
    }
  });

  it("keeps its spoken feedback for screen readers only", () => {
    const html = render(Board, "en");
    expect(html).toMatch(/<output class="game-feedback visually-hidden"/);
  });

  it("asks the shell to show the first move and answers right and wrong with motion", () => {
    const code = source(file) + source(css);
    expect(code).toMatch(/useShowMe\((props\.)?showMe|props\.showMe\(/);
    expect(code).toMatch(/game-pop|@keyframes [\w-]+-(drop|roll-in|pop)\b/);
    expect(code).toMatch(/game-wobble|is-wobbling|is-shaking|is-bouncing/);
    expect(code).not.toContain("game-round");
  });

  it.runIf(drag)("carries a piece under the finger, and a finger on the play area never scrolls the page", () => {
    expect(source(file)).toContain("useDragToPlace(");
    expect(source(css)).toMatch(/touch-action: none/);
    expect(source(css)).not.toMatch(/touch-action: manipulation/);
  });
});
