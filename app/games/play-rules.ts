import { ageInMonths } from "~/lib/birth-date";

/**
 * The rules a play follows by the player's age (ADR 034): a child under 5 never loses a play, a
 * child under 6 plays without a clock unless a parent switches it on, and a parent's choice
 * always wins. Pure, so the shell and its tests agree.
 */

/** Below this age a play has no lives and no fail state. */
const LIVES_FROM_AGE = 5;
/** From this age a timed game starts with its timer on. */
const TIMER_FROM_AGE = 6;
/** How long a parent holds the parent button before the panel opens, in milliseconds. */
export const PARENT_HOLD_MS = 2000;
/** How long a preview of a premium game lasts, in seconds. */
export const PREVIEW_SECONDS = 30;

/** Whole years between a birth date and a day (both YYYY-MM-DD). */
export function ageInYears(isoBirthDate: string, isoToday: string): number {
  return Math.floor(ageInMonths(isoBirthDate, isoToday) / 12);
}

/**
 * The age the rules are for: the selected child's, else the youngest age the game is made for
 * (a visitor or a parent without a child is most likely playing with the youngest).
 */
export function playerAge(playerAgeYears: number | null, gameAgeFrom: number): number {
  return playerAgeYears ?? gameAgeFrom;
}

/** The lives a play starts with: none under 5, whatever the level declares. */
export function livesFor(age: number, levelLives: number | null): number | null {
  return age < LIVES_FROM_AGE ? null : levelLives;
}

/** Whether a timed level's timer is on before a parent chooses. */
export function timerOnByDefault(age: number): boolean {
  return age >= TIMER_FROM_AGE;
}

/**
 * The seconds a play of a level allows, or null for no clock: a level without a limit, or the
 * timer switched off (by the parent's choice, else by age).
 */
export function playTimeLimit(age: number, levelLimit: number | null, parentTimerChoice: boolean | null): number | null {
  if (levelLimit === null) return null;
  return (parentTimerChoice ?? timerOnByDefault(age)) ? levelLimit : null;
}

/**
 * Whether a finished play is saved: every real play, with or without its timer (a child who
 * plays untimed is learning just the same); a preview of a locked game never.
 */
export function playIsSaved(preview: boolean): boolean {
  return !preview;
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where the demonstrating hand goes, inside the play-mode layer (`origin`): the middle of the
 * target, and how far it carries to the middle of `to` (nothing for a tap).
 */
export function demoHandAt(target: Box, origin: Pick<Box, "left" | "top">, to?: Box | null): { x: number; y: number; dx: number; dy: number } {
  const x = target.left + target.width / 2 - origin.left;
  const y = target.top + target.height / 2 - origin.top;
  if (!to) return { x, y, dx: 0, dy: 0 };
  return { x, y, dx: to.left + to.width / 2 - origin.left - x, dy: to.top + to.height / 2 - origin.top - y };
}

/** Which level the child is on: the highest unlocked one, never past the last. */
export function currentLevel(unlockedUpTo: number, levels: number): number {
  return Math.max(1, Math.min(levels, unlockedUpTo));
}

/**
 * The parent's gesture: the panel opens only after a press held for the whole time, so a
 * child's fast taps, however many, never open it. Timers are given so tests can drive them.
 */
export function pressAndHold(options: {
  ms: number;
  onHeld: () => void;
  /** A press let go too early: the shell shows the parent a hint. */
  onShort?: () => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}) {
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let timer: unknown = null;
  return {
    down() {
      if (timer !== null) clearTimer(timer);
      timer = setTimer(() => {
        timer = null;
        options.onHeld();
      }, options.ms);
    },
    /** The press ended (let go, slid off, cancelled) before the panel opened. */
    up() {
      if (timer === null) return;
      clearTimer(timer);
      timer = null;
      options.onShort?.();
    },
  };
}
