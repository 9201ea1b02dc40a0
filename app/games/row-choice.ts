import { type ChoicePlay, answerChoice, startChoicePlay } from "./choice-rounds";

/**
 * Rows where the child taps the one right option (odd-one-out, number-sequences,
 * missing-pieces, find-different-figure, find-different-picture), optionally against a timer of
 * the row's own: the choice games' scoring (10 points at the first try, 5 at the second, 0
 * after; ../choice-rounds) plus rows that run out of time. A row that runs out counts as missed:
 * no points, one attempt without success, and the next row comes.
 */
export interface RowPlay extends ChoicePlay {
  /** Rows whose time ran out before the right option was found. */
  missed: number;
}

export const startRowPlay = (): RowPlay => ({ ...startChoicePlay(), missed: 0 });

/** The play after one tap: a right one ends the row, a wrong one counts as a mistake. */
export function answerRow(play: RowPlay, correct: boolean): RowPlay {
  return { ...answerChoice(play, correct), missed: play.missed };
}

/** The play after the row's time ran out. */
export function missRow(play: RowPlay): RowPlay {
  return {
    round: play.round + 1,
    mistakesThisRound: 0,
    score: play.score,
    attempts: play.attempts + 1,
    successes: play.successes,
    missed: play.missed + 1,
  };
}

export const rowPlayOver = (play: RowPlay, rowCount: number) => play.round >= rowCount;

/**
 * What is said after a wrong tap: the hint (if there is one) and then the row's instruction
 * again, so the shell's speaker button repeats both.
 */
export const instructionAfterWrong = (prompt: string, hint: string | null): string | ReadonlyArray<string> => (hint === null ? prompt : [hint, prompt]);

/** The rows done, for the shell's progress pictures: never more than there are. */
export const rowsDone = (round: number, rowCount: number) => Math.max(0, Math.min(round, rowCount));

/** How often a row's timer counts down, in milliseconds. */
export const ROW_TICK_MS = 200;
/** How long a found answer stays before the next row (boards may stay longer when untimed). */
export const ROW_RIGHT_PAUSE_MS = 900;
/** How long a row that ran out stays (its right answer shown) before the next one. */
export const ROW_MISSED_PAUSE_MS = 1800;
/**
 * What a timed level's whole limit (the registry's timeLimit, run by the shell) allows per row
 * beyond the row's own seconds: the pauses between rows and a margin, so the rows' own timers
 * always end first and the shell's limit is only a safety net.
 */
export const ROW_SLACK_SECONDS = 4;

/** The registry's limit for a level of `rows` rows of `secondsPerRow` seconds each. */
export const timedLevelSeconds = (rows: number, secondsPerRow: number) => rows * (secondsPerRow + ROW_SLACK_SECONDS);

/** The row's time left after `elapsedMs` more milliseconds of play (never below 0). */
export function tickRow(msLeft: number, elapsedMs: number): number {
  return Math.max(0, msLeft - Math.max(0, elapsedMs));
}
