import type { GameSounds } from "./shell/sound";
import type { PlayResult } from "./scoring";

/** What the shared shell gives a game's board, the lazy part that differs per game. */
export interface BoardProps {
  level: number;
  /** While paused the board ignores taps and keys; the shell covers it and stops the timer. */
  paused: boolean;
  /** A timed game played without its timer (the untimed practice mode). */
  practice: boolean;
  /** The level's time ran out: the board ends the play at once with what the child has done. */
  timeUp: boolean;
  /** Lives the play starts with, for games that have them (else null). */
  lives: number | null;
  /** A game's own sub-choice from the URL, e.g. the picture category of name-object; else null. */
  variant: string | null;
  /** Tells the shell how many lives are left, to show them. */
  onLives: (lives: number) => void;
  sounds: GameSounds;
  /** The running score, shown by the shell. */
  onScore: (score: number) => void;
  /** Called once, when the play of this level is over. */
  onFinish: (result: PlayResult) => void;
}
