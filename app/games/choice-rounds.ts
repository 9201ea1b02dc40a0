import { type Random, pickDistinct, shuffled } from "./random";

/**
 * Rounds where the child picks the right answer among a few (colours, shapes, counting):
 * a round is worth 10 points at the first try and 5 at the second; after that the child still
 * finds the answer, for no points, so a round always ends with success.
 */
export const POINTS_PER_ROUND = 10;
const SECOND_TRY_POINTS = 5;
export const ROUNDS_PER_LEVEL = 5;

export interface ChoiceRound<T> {
  target: T;
  options: T[];
}

/**
 * Rounds that ask for one of `names` among `options` choices: the target is never the same
 * twice in a row and appears exactly once among the shuffled options.
 */
export function pickOneRounds<T>(names: ReadonlyArray<T>, options: number, random: Random, rounds = ROUNDS_PER_LEVEL): ChoiceRound<T>[] {
  const result: ChoiceRound<T>[] = [];
  for (let index = 0; index < rounds; index += 1) {
    const previous = result[index - 1]?.target;
    const [target] = pickDistinct(
      names.filter((name) => name !== previous),
      1,
      random,
    ) as [T];
    const others = pickDistinct(
      names.filter((name) => name !== target),
      options - 1,
      random,
    );
    result.push({ target, options: shuffled([target, ...others], random) });
  }
  return result;
}

export interface ChoicePlay {
  /** Index of the round being played; equals the number of rounds when the play is over. */
  round: number;
  mistakesThisRound: number;
  score: number;
  attempts: number;
  successes: number;
}

export const startChoicePlay = (): ChoicePlay => ({ round: 0, mistakesThisRound: 0, score: 0, attempts: 0, successes: 0 });

export function pointsForRound(mistakes: number): number {
  if (mistakes === 0) return POINTS_PER_ROUND;
  if (mistakes === 1) return SECOND_TRY_POINTS;
  return 0;
}

/** The play after one tap: a right answer ends the round, a wrong one counts as a mistake. */
export function answerChoice(play: ChoicePlay, correct: boolean): ChoicePlay {
  if (!correct) return { ...play, attempts: play.attempts + 1, mistakesThisRound: play.mistakesThisRound + 1 };
  return {
    round: play.round + 1,
    mistakesThisRound: 0,
    score: play.score + pointsForRound(play.mistakesThisRound),
    attempts: play.attempts + 1,
    successes: play.successes + 1,
  };
}

export const choicePlayOver = (play: ChoicePlay, roundCount: number) => play.round >= roundCount;

export const choiceMaxScore = (roundCount: number = ROUNDS_PER_LEVEL) => roundCount * POINTS_PER_ROUND;
