import { afterEach, describe, expect, it, vi } from "vitest";
import { seededRandom } from "~/games/random";
import { GAMES } from "~/games/registry";
import { type HtmlElement, descendants, parseHtml } from "./html-tree";
import { boardOf, renderBoard } from "./render-board";

/**
 * Every game of the registry, level by level, drawn from the one picture world of
 * docs/art-style.md: no system emoji anywhere on a board (they differ per phone and are missing
 * on old Androids), the task inside a scene, and at least three scenes across the game's levels.
 */
const EMOJI = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}]/u;

function firstRound(id: string, level: number, seed: number): HtmlElement {
  vi.spyOn(Math, "random").mockImplementation(seededRandom(seed * 7919 + level));
  return parseHtml(renderBoard(boardOf(id), { level }));
}

/** Emoji a board shows, in its text or in an attribute a browser could draw (a label is read, not drawn, but stays clean too). */
export function emojiIn(root: HtmlElement): string[] {
  const found: string[] = [];
  for (const node of descendants(root)) {
    if (node.kind === "text" && EMOJI.test(node.text)) found.push(`"${node.text.trim()}" in <${node.parent.tag}>`);
    if (node.kind === "element") {
      for (const [name, value] of Object.entries(node.attributes)) if (EMOJI.test(value)) found.push(`${name}="${value}" on <${node.tag}>`);
    }
  }
  return found;
}

const scenesOf = (root: HtmlElement): string[] =>
  [...descendants(root)].flatMap((node) => (node.kind === "element" && node.attributes["data-scene"] ? [node.attributes["data-scene"]] : []));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("every game's boards, drawn from one picture world", () => {
  it.each(GAMES.map((game) => [game.id, game] as const))("%s shows no system emoji and sits in at least three scenes across its levels", (id, game) => {
    const problems: string[] = [];
    const scenes = new Set<string>();
    for (let level = 1; level <= game.levels; level++) {
      for (const seed of [1, 2, 3]) {
        const board = firstRound(id, level, seed);
        for (const problem of emojiIn(board)) problems.push(`level ${level}: ${problem}`);
        const here = scenesOf(board);
        if (here.length === 0) problems.push(`level ${level}: the task is in no scene`);
        for (const scene of here) scenes.add(scene);
      }
    }
    expect([...new Set(problems)]).toEqual([]);
    expect(scenes.size, `scenes: ${[...scenes].join(", ")}`).toBeGreaterThanOrEqual(Math.min(3, game.levels));
  });
});

describe("what the picture check finds", () => {
  it("finds an emoji in text and in an attribute, and none in a drawing", () => {
    expect(emojiIn(parseHtml("<p>🐮</p>"))).toHaveLength(1);
    expect(emojiIn(parseHtml('<button aria-label="🐴"></button>'))).toHaveLength(1);
    expect(emojiIn(parseHtml('<svg data-picture="cow"><path d="M0 0"></path></svg><p>☀</p>'))).toEqual(['"☀" in <p>']);
  });
});
