import type { ReactNode } from "react";

/**
 * How to play with keys: shown where there is a mouse or touchpad, and only read out by a screen
 * reader on a touch screen, where it would push a small child's board off the screen.
 */
export function KeyboardHelp({ children }: { children: ReactNode }) {
  return <p className="game-keyboard-help">{children}</p>;
}
