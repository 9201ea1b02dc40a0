import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { TranslationProvider } from "~/lib/i18n/context";
import type { Language } from "~/lib/i18n-config";
import { resources } from "~/locales/resources.server";
import type { BoardProps } from "../board";

const silent = { right() {}, wrong() {}, finished() {}, say() {} };

/** Board props for a unit test: a silent, untimed play without lives. */
export function boardProps(overrides: Partial<BoardProps> = {}): BoardProps {
  return {
    level: 1,
    paused: false,
    untimed: true,
    timeUp: false,
    lives: null,
    variant: null,
    onLives() {},
    sounds: silent,
    instruct() {},
    showMe() {},
    onRounds() {},
    onScore() {},
    onFinish() {},
    ...overrides,
  };
}

/** A board's first screen as server HTML (effects do not run), in `language`. */
export function renderBoard(Board: ComponentType<BoardProps>, overrides: Partial<BoardProps> = {}, language: Language = "en"): string {
  return renderToStaticMarkup(
    <TranslationProvider language={language} strings={resources[language].translation}>
      <Board {...boardProps(overrides)} />
    </TranslationProvider>,
  );
}

/** The text a sighted child sees: the HTML without tags, visually hidden text and accessible names. */
export function visibleText(html: string): string {
  return html
    .replace(/<([a-z]+)[^>]*class="[^"]*visually-hidden[^"]*"[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
