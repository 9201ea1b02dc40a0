import { POINTS_PER_ROUND } from "../choice-rounds";
import { type Random, randomInt, shuffled } from "../random";
import { timedLevelSeconds } from "../row-choice";

/**
 * What the two find-the-different games (find-different-figure, find-different-picture) share:
 * six rows a level, each a row of things where one is not like the others, the kind of
 * difference chosen per row from the level's kinds, and the row's own timer when a parent
 * switched the timer on. Each game says what its things are and how one is made different.
 */
export const DIFFERENT_ROWS = 6;

export interface DifferentLevel<Difference extends string> {
  items: number;
  /** One of these per row, every kind in turn at a mixed level. */
  differences: ReadonlyArray<Difference>;
}

export interface DifferentRow<Item, Difference extends string> {
  items: Item[];
  /** Position of the different one. */
  answer: number;
  difference: Difference;
}

/** A level's settings; an unknown level plays as the first. */
export const differentLevel = <Level>(levels: ReadonlyArray<Level>, level: number): Level => levels[level - 1] ?? (levels[0] as Level);

/** The registry's limit for the whole level: the rows' own timers always end first. */
export const differentTimeLimit = (rowSeconds: number) => timedLevelSeconds(DIFFERENT_ROWS, rowSeconds);

export const differentMaxScore = () => DIFFERENT_ROWS * POINTS_PER_ROUND;

/** The kind of difference of each row: at a mixed level, every kind in turn, in shuffled rounds. */
function differencePlan<Difference extends string>(differences: ReadonlyArray<Difference>, count: number, random: Random): Difference[] {
  const plan: Difference[] = [];
  while (plan.length < count) plan.push(...shuffled(differences, random));
  return plan.slice(0, count);
}

interface RowMaker<Item, Difference extends string> {
  /** The thing most of the row shows, and the different one. */
  pair: (difference: Difference, random: Random) => readonly [Item, Item];
  /** What must not repeat from one row to the next (the same thing twice in a row is dull). */
  sameness: (item: Item) => string;
}

export function differentRows<Item, Difference extends string>(
  { items, differences }: DifferentLevel<Difference>,
  { pair, sameness }: RowMaker<Item, Difference>,
  random: Random,
  count = DIFFERENT_ROWS,
): DifferentRow<Item, Difference>[] {
  const rows: DifferentRow<Item, Difference>[] = [];
  for (const difference of differencePlan(differences, count, random)) {
    const previous = rows.at(-1);
    const before = previous ? sameness(previous.items[previous.answer === 0 ? 1 : 0] as Item) : "";
    let [same, different] = pair(difference, random);
    for (let tries = 0; tries < 10 && sameness(same) === before; tries += 1) [same, different] = pair(difference, random);
    const answer = randomInt(random, 0, items - 1);
    rows.push({ items: Array.from({ length: items }, (_, position) => (position === answer ? different : same)), answer, difference });
  }
  return rows;
}
