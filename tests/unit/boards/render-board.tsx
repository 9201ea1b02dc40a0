import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { BoardProps } from "~/games/board";
import { TranslationProvider } from "~/lib/i18n/context";
import type { Language } from "~/lib/i18n-config";
import { resources } from "~/locales/resources.server";

const noop = () => {};

const boardModules = import.meta.glob<{ default: ComponentType<BoardProps> }>("../../../app/games/*/*Board.tsx", { eager: true });

const pascal = (id: string) => id.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());

/** The board of game `id` (app/games/<id>/<Pascal>Board.tsx). */
export function boardOf(id: string): ComponentType<BoardProps> {
  const board = boardModules[`../../../app/games/${id}/${pascal(id)}Board.tsx`]?.default;
  if (!board) throw new Error(`no board for ${id}`);
  return board;
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

/** A board's first screen as the server draws it (effects do not run), in `language`. */
export function renderBoard(Board: ComponentType<BoardProps>, overrides: Partial<BoardProps> = {}, language: Language = "en"): string {
  return renderToStaticMarkup(
    <TranslationProvider language={language} strings={resources[language].translation}>
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
