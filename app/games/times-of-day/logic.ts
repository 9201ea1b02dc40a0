import { type ChoiceRound, POINTS_PER_ROUND } from "../choice-rounds";
import { type Random, pickDistinct, randomInt, shuffled } from "../random";
import { type SortItem, type SortRound, sortMaxScore } from "../sort-rounds";
import { orderMaxScore } from "../tap-in-order";

/**
 * Morning, day, evening, night (premium, 3-6 years, the spec's ages): first the child tells the
 * part of the day from the sky, then when everyday things happen (breakfast, kindergarten,
 * dinner, sleep); next levels sort pictures into the four parts, and the last ones put a day's
 * pictures in order, from morning to night.
 */
export const DAY_PARTS = ["morning", "day", "evening", "night"] as const;
export type DayPart = (typeof DAY_PARTS)[number];

/**
 * Everyday things and what the sky does, each with its part of the day and a typical time
 * (minutes after midnight) that orders things within one part. Only things a child in
 * Azerbaijan knows for sure belong to one part (no tooth brushing: morning and evening both).
 */
const ROUTINES = {
  rooster: { part: "morning", minute: 6 * 60 },
  sunrise: { part: "morning", minute: 6 * 60 + 30 },
  wakeUp: { part: "morning", minute: 7 * 60 },
  breakfast: { part: "morning", minute: 7 * 60 + 30 },
  goKindergarten: { part: "morning", minute: 8 * 60 + 30 },
  playKindergarten: { part: "day", minute: 10 * 60 + 30 },
  sunHigh: { part: "day", minute: 12 * 60 },
  lunch: { part: "day", minute: 13 * 60 },
  homeFromWork: { part: "evening", minute: 18 * 60 },
  dinner: { part: "evening", minute: 19 * 60 },
  sunset: { part: "evening", minute: 19 * 60 + 30 },
  bath: { part: "evening", minute: 20 * 60 },
  sleep: { part: "night", minute: 21 * 60 + 30 },
  moon: { part: "night", minute: 23 * 60 },
  owl: { part: "night", minute: 24 * 60 },
} as const satisfies Record<string, { part: DayPart; minute: number }>;
export type RoutineId = keyof typeof ROUTINES;
export const ROUTINE_IDS = Object.keys(ROUTINES) as RoutineId[];

export const routinePart = (id: RoutineId): DayPart => ROUTINES[id].part;

/**
 * Two things of the same part whose order every child knows (you wake up before breakfast,
 * eat before leaving for kindergarten, eat dinner once Mum and Dad are home). Only these may
 * share a part in a round to be put in order.
 */
export const FIRM_PAIRS: ReadonlyArray<readonly [RoutineId, RoutineId]> = [
  ["wakeUp", "breakfast"],
  ["breakfast", "goKindergarten"],
  ["wakeUp", "goKindergarten"],
  ["homeFromWork", "dinner"],
];

/**
 * Parts of the day that look nothing alike, for the 2-choice sky level: morning and evening
 * skies are both low-sun and pink, so they never stand side by side there.
 */
export const CONTRASTS: Readonly<Record<DayPart, ReadonlyArray<DayPart>>> = {
  morning: ["night"],
  day: ["night", "evening"],
  evening: ["day", "night"],
  night: ["day", "morning", "evening"],
};

type TimesMode = "sky" | "when" | "sort" | "order";

interface TimesLevel {
  mode: TimesMode;
  rounds: number;
  /** Answer choices (sky, when) or pictures per round (sort, order). */
  size: number;
}

export const TIMES_LEVELS: ReadonlyArray<TimesLevel> = [
  { mode: "sky", rounds: 5, size: 2 },
  { mode: "when", rounds: 5, size: 4 },
  { mode: "sort", rounds: 2, size: 4 },
  { mode: "sort", rounds: 2, size: 6 },
  { mode: "order", rounds: 3, size: 3 },
  { mode: "order", rounds: 3, size: 4 },
  { mode: "order", rounds: 3, size: 5 },
];

export const timesLevel = (level: number): TimesLevel => TIMES_LEVELS[level - 1] ?? (TIMES_LEVELS[0] as TimesLevel);

/** A question round: the sky of `target` (sky mode) or `routine` (when mode); the options are parts. */
export interface WhenRound extends ChoiceRound<DayPart> {
  routine: RoutineId | null;
}

export interface RoutineItem extends SortItem<DayPart> {
  routine: RoutineId;
}

export interface OrderRound {
  pieces: RoutineItem[];
  /** Piece ids from the earliest in the day to the latest. */
  order: number[];
}

export type TimesRounds =
  { mode: "sky" | "when"; rounds: WhenRound[] } | { mode: "sort"; rounds: SortRound<DayPart, RoutineItem>[] } | { mode: "order"; rounds: OrderRound[] };

/** `size` part options holding `target` once: all four, or the target with a part unlike it. */
export function partOptions(target: DayPart, size: number, random: Random): DayPart[] {
  if (size >= DAY_PARTS.length) return shuffled(DAY_PARTS, random);
  const others = pickDistinct(CONTRASTS[target], Math.min(size - 1, CONTRASTS[target].length), random);
  return shuffled([target, ...others], random);
}

/** Sky rounds: never the same sky twice in a row. */
export function skyRounds(size: number, random: Random, rounds: number): WhenRound[] {
  const result: WhenRound[] = [];
  for (let index = 0; index < rounds; index += 1) {
    const previous = result[index - 1]?.target;
    const [target] = pickDistinct(
      DAY_PARTS.filter((part) => part !== previous),
      1,
      random,
    ) as [DayPart];
    result.push({ target, options: partOptions(target, size, random), routine: null });
  }
  return result;
}

/** "When does this happen?" rounds: different things, never two of the same part in a row. */
export function whenRounds(size: number, random: Random, rounds: number): WhenRound[] {
  const result: WhenRound[] = [];
  for (let index = 0; index < rounds; index += 1) {
    const previous = result[index - 1]?.target;
    const used = result.map((round) => round.routine);
    const [routine] = pickDistinct(
      ROUTINE_IDS.filter((id) => routinePart(id) !== previous && !used.includes(id)),
      1,
      random,
    ) as [RoutineId];
    const target = routinePart(routine);
    result.push({ target, options: partOptions(target, size, random), routine });
  }
  return result;
}

/**
 * Sorting rounds of `size` pictures (4 to 8): every part at least once, and the extra pictures
 * in different parts; no picture twice in one play.
 */
export function sortRounds(size: number, random: Random, rounds: number): SortRound<DayPart, RoutineItem>[] {
  const left = new Map(DAY_PARTS.map((part) => [part, ROUTINE_IDS.filter((id) => routinePart(id) === part)]));
  const result: SortRound<DayPart, RoutineItem>[] = [];
  for (let index = 0; index < rounds; index += 1) {
    const extraParts = pickDistinct(
      DAY_PARTS.filter((part) => (left.get(part)?.length ?? 0) >= 2),
      size - DAY_PARTS.length,
      random,
    );
    const routines = DAY_PARTS.flatMap((part) => {
      const count = extraParts.includes(part) ? 2 : 1;
      const picked = pickDistinct(left.get(part) ?? [], count, random);
      left.set(
        part,
        (left.get(part) ?? []).filter((id) => !picked.includes(id)),
      );
      return picked;
    });
    const items = shuffled(routines, random).map((routine, id) => ({ id, routine, group: routinePart(routine) }));
    result.push({ groups: DAY_PARTS, items });
  }
  return result;
}

/** Earlier in the day first: by part, then by the typical time within the part. */
export function dayOrder(a: RoutineId, b: RoutineId): number {
  return DAY_PARTS.indexOf(routinePart(a)) - DAY_PARTS.indexOf(routinePart(b)) || ROUTINES[a].minute - ROUTINES[b].minute;
}

/** Whether these things can be put in one sure order: different parts, or a firm pair. */
export function clearlyOrdered(routines: ReadonlyArray<RoutineId>): boolean {
  return routines.every((a, index) =>
    routines.slice(index + 1).every((b) => routinePart(a) !== routinePart(b) || FIRM_PAIRS.some(([x, y]) => (x === a && y === b) || (x === b && y === a))),
  );
}

/**
 * Put-in-order rounds of `size` pictures (3 to 5): one per part, and at 5 also the other half
 * of a firm pair; the pictures never lie in the right order already.
 */
export function orderRounds(size: number, random: Random, rounds: number): OrderRound[] {
  const result: OrderRound[] = [];
  for (let index = 0; index < rounds; index += 1) {
    const routines: RoutineId[] = [];
    let parts: DayPart[] = pickDistinct(DAY_PARTS, Math.min(size, DAY_PARTS.length), random);
    if (size > DAY_PARTS.length) {
      const pair = FIRM_PAIRS[randomInt(random, 0, FIRM_PAIRS.length - 1)] as readonly [RoutineId, RoutineId];
      routines.push(...pair);
      parts = parts.filter((part) => part !== routinePart(pair[0]));
    }
    for (const part of parts) {
      const [routine] = pickDistinct(
        ROUTINE_IDS.filter((id) => routinePart(id) === part),
        1,
        random,
      ) as [RoutineId];
      routines.push(routine);
    }
    const pieces = routines.map((routine, id) => ({ id, routine, group: routinePart(routine) }));
    const order = pieces.toSorted((a, b) => dayOrder(a.routine, b.routine)).map((piece) => piece.id);
    result.push({ pieces: notInOrder(pieces, order, random), order });
  }
  return result;
}

/** Shuffled so the pictures never lie in the order the child has to find. */
function notInOrder(pieces: RoutineItem[], order: ReadonlyArray<number>, random: Random): RoutineItem[] {
  const sorted = (list: RoutineItem[]) => list.every((piece, index) => piece.id === order[index]);
  let result = shuffled(pieces, random);
  for (let tries = 0; tries < 10 && sorted(result); tries += 1) result = shuffled(pieces, random);
  return sorted(result) ? [...result.slice(1), result[0] as RoutineItem] : result;
}

export function timesRounds(level: number, random: Random): TimesRounds {
  const { mode, rounds, size } = timesLevel(level);
  if (mode === "sky") return { mode, rounds: skyRounds(size, random, rounds) };
  if (mode === "when") return { mode, rounds: whenRounds(size, random, rounds) };
  if (mode === "sort") return { mode, rounds: sortRounds(size, random, rounds) };
  return { mode, rounds: orderRounds(size, random, rounds) };
}

export function timesOfDayMaxScore(level: number): number {
  const { mode, rounds, size } = timesLevel(level);
  if (mode === "sort") return sortMaxScore(size, rounds);
  if (mode === "order") return orderMaxScore(size, rounds);
  return rounds * POINTS_PER_ROUND;
}
