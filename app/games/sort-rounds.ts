import { POINTS_PER_ROUND, pointsForRound } from "./choice-rounds";

/**
 * Sorting pictures into groups (times-of-day, seasons): the pictures of a round lie in a tray;
 * the child picks one and taps the group it belongs to. A picture put into its group at the
 * first try scores 10 points, at the second 5, later 0; after HINT_AFTER_MISTAKES wrong tries
 * the board shows where it goes, so a round always ends with every picture sorted.
 */

/** Wrong tries on one picture after which the board points at its group. */
export const HINT_AFTER_MISTAKES = 2;

export interface SortItem<Group extends string> {
  /** Stable id within the round (0, 1, 2, ...). */
  id: number;
  /** The group the picture belongs to. */
  group: Group;
}

export interface SortRound<Group extends string, Item extends SortItem<Group> = SortItem<Group>> {
  /** The groups to sort into, in the order they are shown. */
  groups: ReadonlyArray<Group>;
  /** The pictures, in the order they lie in the tray. */
  items: ReadonlyArray<Item>;
}

export interface SortPlay {
  /** Index of the round being played; equals the number of rounds when the play is over. */
  round: number;
  /** Ids of the pictures already sorted in this round, in the order they were sorted. */
  sorted: ReadonlyArray<number>;
  /** Wrong tries per picture id in this round. */
  mistakes: Readonly<Record<number, number>>;
  score: number;
  attempts: number;
  successes: number;
}

export const startSortPlay = (): SortPlay => ({ round: 0, sorted: [], mistakes: {}, score: 0, attempts: 0, successes: 0 });

export type SortOutcome = "sorted" | "wrong" | "ignored";

/** Wrong tries so far on picture `id` in this round. */
const sortMistakes = (play: SortPlay, id: number) => play.mistakes[id] ?? 0;

/** Whether the board should now point at the group of picture `id`. */
export const showSortHint = (play: SortPlay, id: number) => sortMistakes(play, id) >= HINT_AFTER_MISTAKES;

/**
 * Picture `id` put into `group`: sorted when it belongs there, a mistake otherwise. A picture
 * already sorted, an unknown picture or a group the round does not show changes nothing.
 */
export function sortItem<Group extends string>(play: SortPlay, round: SortRound<Group>, id: number, group: Group): { play: SortPlay; outcome: SortOutcome } {
  const item = round.items.find((candidate) => candidate.id === id);
  if (!item || play.sorted.includes(id) || !round.groups.includes(group)) return { play, outcome: "ignored" };
  if (item.group !== group) {
    return {
      play: { ...play, mistakes: { ...play.mistakes, [id]: sortMistakes(play, id) + 1 }, attempts: play.attempts + 1 },
      outcome: "wrong",
    };
  }
  return {
    play: {
      ...play,
      sorted: [...play.sorted, id],
      score: play.score + pointsForRound(sortMistakes(play, id)),
      attempts: play.attempts + 1,
      successes: play.successes + 1,
    },
    outcome: "sorted",
  };
}

/** Whether every picture of the round is sorted. */
export const sortRoundComplete = <Group extends string>(play: SortPlay, round: SortRound<Group>) => round.items.every((item) => play.sorted.includes(item.id));

/** The picture to pick next: the first one in the tray not yet sorted (null when none is left). */
export function firstUnsorted<Group extends string>(play: SortPlay, round: SortRound<Group>): number | null {
  return round.items.find((item) => !play.sorted.includes(item.id))?.id ?? null;
}

/** The picture a group tap sorts: the one the child picked if still in the tray, else the first one left. */
export function currentPick<Group extends string>(play: SortPlay, round: SortRound<Group>, picked: number | null): number | null {
  if (picked !== null && !play.sorted.includes(picked) && round.items.some((item) => item.id === picked)) return picked;
  return firstUnsorted(play, round);
}

/** On to the next round (once the current one is complete). */
export const nextSortRound = (play: SortPlay): SortPlay => ({ ...play, round: play.round + 1, sorted: [], mistakes: {} });

export const sortPlayOver = (play: SortPlay, roundCount: number) => play.round >= roundCount;

/** The most a play can earn: every picture of every round sorted at the first try. */
export const sortMaxScore = (itemsPerRound: number, rounds: number) => itemsPerRound * rounds * POINTS_PER_ROUND;
