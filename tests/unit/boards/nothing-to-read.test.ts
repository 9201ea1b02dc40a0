import type { ComponentType } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BoardProps } from "~/games/board";
import { seededRandom } from "~/games/random";
import { GAMES } from "~/games/registry";
import { gameSpokenTexts } from "~/games/spoken";
import { translatorFor } from "~/infrastructure/i18n/translate.server";
import { LANGUAGES, type Language } from "~/infrastructure/i18n-config";
import { resources } from "~/locales/resources.server";
import { type HtmlElement, type HtmlText, ancestors, descendants, hasClass, parseHtml, textOf } from "./html-tree";
import { boardOf, renderBoard } from "./render-board";

/**
 * Walks every game of the registry, level by level, and reads its first round as a sighted
 * child who cannot read would: any visible text of two or more letters is text the child must
 * read, unless it is for screen readers only (`.visually-hidden`, the keyboard help) or a word
 * spoken beside its picture (`data-spoken-word`, docs/game-contract.md, "Play mode").
 */
function render(Board: ComponentType<BoardProps>, level: number, language: Language, untimed: boolean): HtmlElement {
  return parseHtml(renderBoard(Board, { level, untimed, lives: untimed ? null : 3 }, language));
}

/** Parts of the markup no one sees on screen. */
const UNSEEN_TAGS = new Set(["title", "desc", "style", "script", "template"]);
const unseen = (element: HtmlElement) =>
  UNSEEN_TAGS.has(element.tag) || hasClass(element, "visually-hidden") || hasClass(element, "game-keyboard-help") || "hidden" in element.attributes;

/**
 * A picture a child can use with the sound off: a drawing, an image, an emoji picture, or digits
 * drawn as the game's subject (a digital clock, a number).
 */
function isPicture(element: HtmlElement): boolean {
  if (element.tag === "svg" || element.tag === "img" || element.attributes.role === "img") return true;
  const text = textOf(element);
  if (/\p{Extended_Pictographic}/u.test(text) || /^[\d\s:.]*\d[\d\s:.]*$/.test(text)) return true;
  return [...descendants(element)].some((node) => node.kind === "element" && isPicture(node));
}

const letters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

/** What a child would have to read on the board: texts with their reason. */
function textsToRead(root: HtmlElement, spoken: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const node of descendants(root)) {
    if (node.kind !== "text") continue;
    const text = node.text.trim();
    const lifted = ancestors(node);
    if (lifted.some(unseen)) continue;
    if (/\d+\s*(\/|of|из|dən|dan)\s*\d+|\d+\s*%/.test(text)) {
      found.push(`a counter to read: "${text}"`);
      continue;
    }
    if (letters(text) < 2) continue;
    const marked = lifted.find((element) => "data-spoken-word" in element.attributes);
    if (!marked) {
      found.push(`"${text}" in <${(node as HtmlText).parent.tag} class="${node.parent.attributes.class ?? ""}">`);
      continue;
    }
    const siblings = marked.parent?.children.filter((child): child is HtmlElement => child.kind === "element" && child !== marked) ?? [];
    if (!siblings.some(isPicture)) found.push(`"${text}" is marked as a spoken word but has no picture beside it`);
    const word = textOf(marked).trim();
    if (!spoken.has(word) && !spoken.has(word.toLowerCase())) found.push(`"${word}" is marked as a spoken word but is never spoken`);
  }
  return found;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(LANGUAGES)("every game's board, read by a child who cannot read (%s)", (language) => {
  const spoken = new Set(gameSpokenTexts(translatorFor(language), resources[language].translation));

  it.each(GAMES.map((game) => [game.id, game] as const))("%s shows nothing to read on any level's first round", (_, game) => {
    const Board = boardOf(game.id);
    const problems: string[] = [];
    for (let level = 1; level <= game.levels; level++) {
      // Three deals as a small child plays (untimed, no lives), one with a parent's timer and lives.
      for (const [seed, untimed] of [
        [1, true],
        [2, true],
        [3, true],
        [4, false],
      ] as const) {
        vi.spyOn(Math, "random").mockImplementation(seededRandom(seed * 7919 + level));
        for (const problem of textsToRead(render(Board, level, language, untimed), spoken)) problems.push(`level ${level}: ${problem}`);
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });
});

describe("what the walk counts as text to read", () => {
  const spoken = new Set(["cat"]);
  const read = (html: string) => textsToRead(parseHtml(html), spoken);

  it("finds a visible word, a counter, and text inside a picture's drawing", () => {
    expect(read("<p>Find the cat</p>")).toHaveLength(1);
    expect(read("<p>3 / 5</p>")).toHaveLength(1);
    expect(read('<svg><text x="1">ab</text></svg>')).toHaveLength(1);
  });

  it("leaves out screen-reader text, the keyboard help, SVG titles and single letters", () => {
    expect(read('<p class="choice-question visually-hidden">Find the cat</p><p class="game-keyboard-help">Press Enter</p>')).toEqual([]);
    expect(read("<svg><title>A cat</title></svg><span>A</span>")).toEqual([]);
  });

  it("accepts a spoken word beside its picture, and no other marked word", () => {
    expect(read('<span><span aria-hidden="true">🐱</span><span data-spoken-word="">cat</span></span>')).toEqual([]);
    expect(read('<span><svg></svg><span data-spoken-word="">cat</span></span>')).toEqual([]);
    expect(read('<span><span class="clock-digital">3:00</span><span data-spoken-word="">cat</span></span>')).toEqual([]);
    expect(read('<span><span data-spoken-word="">cat</span></span>')).toEqual(['"cat" is marked as a spoken word but has no picture beside it']);
    expect(read('<span><svg></svg><span data-spoken-word="">dog</span></span>')).toEqual(['"dog" is marked as a spoken word but is never spoken']);
  });
});
