import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { islandStrings } from "~/domain/games/island-strings.server";
import type { BoardProps } from "~/games/board";
import type { GameId } from "~/games/registry";
import { TranslationProvider } from "~/infrastructure/i18n/context";
import { type Translate, translateFrom } from "~/infrastructure/i18n/translate";
import type { Language } from "~/infrastructure/i18n-config";

const noop = () => {};

const boardModules = import.meta.glob<{ default: ComponentType<BoardProps> }>("../../../app/games/*/*Board.tsx", { eager: true });

const pascal = (id: string) => id.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());

/** The board of game `id` (app/games/<id>/<Pascal>Board.tsx). */
export function boardOf(id: string): ComponentType<BoardProps> {
  const board = boardModules[`../../../app/games/${id}/${pascal(id)}Board.tsx`]?.default;
  if (!board) throw new Error(`no board for ${id}`);
  return board;
}

/** The game whose board this is (app/games/<id>/). */
function gameOf(Board: ComponentType<BoardProps>): GameId {
  const file = Object.entries(boardModules).find(([, module]) => module.default === Board)?.[0];
  if (!file) throw new Error("not a game's board");
  return file.split("/").at(-2) as GameId;
}

/**
 * The translate function a game's island has (ADR 042): only the strings the server gives that
 * game's island. A key it was not given throws, so a board using one fails its test here rather
 * than showing the key in the browser.
 */
export function islandTranslator(gameId: GameId, language: Language = "en"): Translate {
  return translateFrom(language, islandStrings(language, gameId), (key) => {
    throw new Error(`The island of ${gameId} is not given the string "${key}" (app/domain/games/island-strings.server.ts)`);
  });
}

/** Board props for a unit test: a silent, untimed play without lives, with a shell that does nothing. */
export function boardProps(overrides: Partial<BoardProps> = {}): BoardProps {
  return {
    level: 1,
    paused: false,
    untimed: true,
    timeUp: false,
    lives: null,
    variant: null,
    onLives: noop,
    sounds: { right: noop, wrong: noop, finished: noop, say: noop },
    instruct: noop,
    showMe: noop,
    onRounds: noop,
    onScore: noop,
    onFinish: noop,
    ...overrides,
  };
}

/** A board's first screen as the server draws it in its island (effects do not run), in `language`. */
export function renderBoard(Board: ComponentType<BoardProps>, overrides: Partial<BoardProps> = {}, language: Language = "en"): string {
  return renderToStaticMarkup(
    <TranslationProvider language={language} t={islandTranslator(gameOf(Board), language)}>
      <Board {...boardProps(overrides)} />
    </TranslationProvider>,
  );
}

/**
 * The text a sighted child sees: without what only a screen reader gets (visually hidden
 * elements, the keyboard help) and without the markup.
 */
export function visibleText(html: string): string {
  return html
    .replace(/<([a-z]+)[^>]*class="[^"]*(visually-hidden|game-keyboard-help)[^"]*"[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A round counter or a percentage a child would have to read ("1 / 5", "0 of 5", "70 %"). */
export const READING_COUNTER = /\d+\s*(\/|of|из|\/)\s*\d+|\d+\s*%/;
