/** A source of numbers in [0, 1): Math.random in play, a seeded sequence in tests. */
export type Random = () => number;

/** An integer from `min` to `max`, both included. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** A shuffled copy (Fisher-Yates). */
export function shuffled<T>(items: ReadonlyArray<T>, random: Random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** `count` different items, in random order. */
export function pickDistinct<T>(items: ReadonlyArray<T>, count: number, random: Random): T[] {
  if (count > items.length) throw new RangeError(`Cannot pick ${count} of ${items.length} items`);
  return shuffled(items, random).slice(0, count);
}

/** A small seeded generator (mulberry32) so tests and replays see the same rounds. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
