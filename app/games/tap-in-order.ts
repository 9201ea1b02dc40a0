/**
 * Tapping pieces in a given order, the rules shared by build-tower (blocks from the biggest to
 * the smallest) and build-train (wagons in number order): the next piece in the order is
 * placed, any other is a mistake, and pieces placed at the first try score.
 */

/** Points for each piece placed without a wrong tap just before it. */
export const POINTS_PER_PIECE = 10;
/** Points taken off for each wrong tap. */
export const MISTAKE_PENALTY = 5;

export interface OrderPlay {
  /** Index of the round being played; equals the number of rounds when the play is over. */
  round: number;
  /** Pieces already placed in this round (the first `placed` of the round's order). */
  placed: number;
  /** Wrong taps since the last piece was placed. */
  mistakesThisPiece: number;
  /** The pieces tapped wrongly since the last piece was placed: a second tap on one counts for nothing. */
  wrongIds: ReadonlyArray<number>;
  /** Pieces placed with no wrong tap before them. */
  firstTry: number;
  mistakes: number;
  attempts: number;
  successes: number;
}

export const startOrderPlay = (): OrderPlay => ({
  round: 0,
  placed: 0,
  mistakesThisPiece: 0,
  wrongIds: [],
  firstTry: 0,
  mistakes: 0,
  attempts: 0,
  successes: 0,
});

export type TapOutcome = "placed" | "wrong" | "ignored";

/**
 * One tap on piece `id` of a round whose right order is `order`. A piece already placed, any
 * tap once the round is complete, and a small child's repeated tap on a piece already found
 * wrong (until the next piece is placed) change nothing ("ignored"); the next piece in the
 * order is placed; any other piece is a mistake.
 */
export function tapInOrder(play: OrderPlay, order: ReadonlyArray<number>, id: number): { play: OrderPlay; outcome: TapOutcome } {
  if (play.placed >= order.length || !order.includes(id) || order.slice(0, play.placed).includes(id) || play.wrongIds.includes(id)) {
    return { play, outcome: "ignored" };
  }
  if (order[play.placed] !== id) {
    return {
      play: {
        ...play,
        mistakesThisPiece: play.mistakesThisPiece + 1,
        wrongIds: [...play.wrongIds, id],
        mistakes: play.mistakes + 1,
        attempts: play.attempts + 1,
      },
      outcome: "wrong",
    };
  }
  return {
    play: {
      ...play,
      placed: play.placed + 1,
      mistakesThisPiece: 0,
      wrongIds: [],
      firstTry: play.firstTry + (play.mistakesThisPiece === 0 ? 1 : 0),
      attempts: play.attempts + 1,
      successes: play.successes + 1,
    },
    outcome: "placed",
  };
}

/** Whether every piece of the current round is placed. */
export const roundComplete = (play: OrderPlay, order: ReadonlyArray<number>) => play.placed >= order.length;

/** On to the next round (only once the current one is complete). */
export const nextOrderRound = (play: OrderPlay): OrderPlay => ({ ...play, round: play.round + 1, placed: 0, mistakesThisPiece: 0, wrongIds: [] });

/** The rounds done, for the shell's progress pictures: a complete round counts before the next one comes. */
export const orderRoundsDone = (play: OrderPlay, order: ReadonlyArray<number>, roundCount: number) =>
  Math.min(roundCount, play.round + (play.round < roundCount && roundComplete(play, order) ? 1 : 0));

export const orderPlayOver = (play: OrderPlay, roundCount: number) => play.round >= roundCount;

/** Points for pieces placed at the first try, minus a penalty per mistake; never below 0. */
export const orderScore = (play: OrderPlay): number => Math.max(0, play.firstTry * POINTS_PER_PIECE - play.mistakes * MISTAKE_PENALTY);

/** The most a play can earn: every piece of every round placed at the first try. */
export const orderMaxScore = (piecesPerRound: number, rounds: number) => piecesPerRound * rounds * POINTS_PER_PIECE;
