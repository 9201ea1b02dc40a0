import type { GameSounds } from "./shell/sound";
import type { PlayResult } from "./scoring";

/**
 * What the shared shell gives a game's board, the lazy part that differs per game. The rules a
 * board follows for small children (no lives under 5, no timer by default under 6, the first
 * move shown, the instruction spoken, progress as pictures) are in ADR 034 (the shell) and ADR 037 (the boards), and
 * docs/game-contract.md.
 */
export interface BoardProps {
  level: number;
  /** While paused (the parent's panel is open) the board ignores taps and keys; the shell stops the timer. */
  paused: boolean;
  /**
   * The level is played without its timer: always for a child under 6 unless a parent switched
   * the timer on, and whenever a parent switched it off. An untimed play counts like a timed one;
   * a board never shows a clock of its own (the shell draws the time left as a calm picture).
   */
  untimed: boolean;
  /** The level's time ran out: the board ends the play at once with what the child has done. */
  timeUp: boolean;
  /**
   * Lives the play starts with: null for games without lives and for every child under 5, who
   * never loses a play (a wrong move gets gentle feedback and the round goes on).
   */
  lives: number | null;
  /** A game's own sub-choice from the URL, e.g. the picture category of name-object; else null. */
  variant: string | null;
  /** Tells the shell how many lives are left, to show them (as pictures). */
  onLives: (lives: number) => void;
  sounds: GameSounds;
  /**
   * The round's instruction: spoken now (when sound is on) and kept for the shell's big speaker
   * button, which says it again. Call it when a round starts, and again after a wrong move.
   */
  instruct: (text: string | ReadonlyArray<string>) => void;
  /**
   * Shows the level's first move with an animated hand: a tap on `target`, or `target` carried
   * to `to` (drag games). Call it once the first round is on screen; the shell shows it once per
   * play, and hides it at the child's first touch.
   */
  showMe: (target: Element | null, to?: Element | null) => void;
  /** How far the play has come (rounds done of rounds in the level), drawn by the shell as pictures. */
  onRounds: (done: number, total: number) => void;
  /** The running score (kept by the shell for saving; children never see numbers). */
  onScore: (score: number) => void;
  /** Called once, when the play of this level is over. */
  onFinish: (result: PlayResult) => void;
}
