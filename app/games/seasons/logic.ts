import { type ChoiceRound, POINTS_PER_ROUND } from "../choice-rounds";
import { type Random, pickDistinct, shuffled } from "../random";
import { type SortItem, type SortRound, sortMaxScore } from "../sort-rounds";

/**
 * The seasons (premium, 3-7 years, the spec's ages): sort clothes, weather, activities and
 * food into winter, spring, summer and autumn; then say which season comes next; then find
 * the picture that belongs to another season, first among opposite seasons, then among
 * neighbouring ones.
 */
export const SEASONS = ["winter", "spring", "summer", "autumn"] as const;
export type Season = (typeof SEASONS)[number];

export type ThingKind = "clothes" | "weather" | "activity" | "food" | "nature";

/**
 * What belongs to each season, as a child in Azerbaijan sees it: snow and sledges; the səməni,
 * painted eggs and bonfires of Novruz; the Caspian beach, heat and watermelons; falling leaves,
 * pomegranates and the start of school. `also` names another season the thing could belong to
 * as well (a warm coat in late autumn, apples in late summer, mushrooms in spring): such a
 * thing is never sorted or compared where that season is one of the answers.
 */
export const THINGS = {
  snowman: { season: "winter", kind: "activity" },
  mittens: { season: "winter", kind: "clothes" },
  scarf: { season: "winter", kind: "clothes", also: "autumn" },
  coat: { season: "winter", kind: "clothes", also: "autumn" },
  sledge: { season: "winter", kind: "activity" },
  snowfall: { season: "winter", kind: "weather" },
  skating: { season: "winter", kind: "activity" },
  bear: { season: "winter", kind: "nature" },
  tangerines: { season: "winter", kind: "food", also: "autumn" },
  semeni: { season: "spring", kind: "nature" },
  novruzEggs: { season: "spring", kind: "food" },
  novruzFire: { season: "spring", kind: "activity" },
  chicks: { season: "spring", kind: "nature" },
  blossom: { season: "spring", kind: "nature" },
  rainbow: { season: "spring", kind: "weather", also: "summer" },
  beach: { season: "summer", kind: "activity" },
  heat: { season: "summer", kind: "weather" },
  watermelon: { season: "summer", kind: "food" },
  iceCream: { season: "summer", kind: "food" },
  shorts: { season: "summer", kind: "clothes" },
  sunHat: { season: "summer", kind: "clothes" },
  sunglasses: { season: "summer", kind: "clothes" },
  peaches: { season: "summer", kind: "food" },
  swimming: { season: "summer", kind: "activity" },
  cherries: { season: "summer", kind: "food", also: "spring" },
  leaves: { season: "autumn", kind: "nature" },
  fog: { season: "autumn", kind: "weather", also: "winter" },
  grapes: { season: "autumn", kind: "food", also: "summer" },
  apples: { season: "autumn", kind: "food", also: "summer" },
  mushrooms: { season: "autumn", kind: "nature", also: "spring" },
  school: { season: "autumn", kind: "activity" },
  chestnuts: { season: "autumn", kind: "food", also: "winter" },
  // The pomegranate harvest, with Göyçay's festival, is Azerbaijan's autumn.
  pomegranate: { season: "autumn", kind: "food" },
} as const satisfies Record<string, { season: Season; kind: ThingKind; also?: Season }>;
export type ThingId = keyof typeof THINGS;
export const THING_IDS = Object.keys(THINGS) as ThingId[];

export const thingSeason = (id: ThingId): Season => THINGS[id].season;
/** The neighbouring season a thing could belong to as well, if any. */
export const thingAlso = (id: ThingId): Season | null => ("also" in THINGS[id] ? (THINGS[id] as { also: Season }).also : null);

/** The season after `season` (negative steps: before), round the year. */
export function seasonAfter(season: Season, steps = 1): Season {
  return SEASONS[(((SEASONS.indexOf(season) + steps) % 4) + 4) % 4] as Season;
}

/** Winter and summer, spring and autumn. */
export const opposite = (season: Season) => seasonAfter(season, 2);

type SeasonsMode = "sort" | "next" | "odd";

interface SeasonsLevel {
  mode: SeasonsMode;
  rounds: number;
  /** Sort: the groups to sort into. */
  groups: ReadonlyArray<Season>;
  /** Sort: pictures per round. */
  size: number;
  /** Odd one out: the odd picture's season is the opposite one, or a neighbour. */
  oddFrom: "opposite" | "neighbour";
}

export const SEASONS_LEVELS: ReadonlyArray<SeasonsLevel> = [
  { mode: "sort", rounds: 2, groups: ["winter", "summer"], size: 4, oddFrom: "opposite" },
  { mode: "sort", rounds: 2, groups: SEASONS, size: 4, oddFrom: "opposite" },
  { mode: "sort", rounds: 2, groups: SEASONS, size: 6, oddFrom: "opposite" },
  { mode: "next", rounds: 5, groups: SEASONS, size: 4, oddFrom: "opposite" },
  { mode: "odd", rounds: 5, groups: SEASONS, size: 4, oddFrom: "opposite" },
  { mode: "odd", rounds: 5, groups: SEASONS, size: 4, oddFrom: "neighbour" },
];

export const seasonsLevel = (level: number): SeasonsLevel => SEASONS_LEVELS[level - 1] ?? (SEASONS_LEVELS[0] as SeasonsLevel);

export interface ThingItem extends SortItem<Season> {
  thing: ThingId;
}

/** "Which season comes after winter?": the options are the four seasons. */
export interface NextRound extends ChoiceRound<Season> {
  season: Season;
}

/** Odd one out: three things of one season and the target, of another. */
export interface OddRound extends ChoiceRound<ThingId> {
  season: Season;
}

export type SeasonsRounds =
  { mode: "sort"; rounds: SortRound<Season, ThingItem>[] } | { mode: "next"; rounds: NextRound[] } | { mode: "odd"; rounds: OddRound[] };

/** Things that belong to `season` and could not be taken for any of `others`. */
export function thingsOf(season: Season, others: ReadonlyArray<Season> = []): ThingId[] {
  return THING_IDS.filter((id) => {
    const also = thingAlso(id);
    return thingSeason(id) === season && (also === null || !others.includes(also));
  });
}

/**
 * Sorting rounds: every group at least once, extra pictures in different groups, and as far as
 * the pictures left allow no more than two of a kind (two foods, two clothes) per round, so
 * each round mixes clothes, weather, activities and food; no picture twice in a play.
 */
export function sortRounds(groups: ReadonlyArray<Season>, size: number, random: Random, rounds: number): SortRound<Season, ThingItem>[] {
  // A few deals, keeping the best mixed one: a round of one or two kinds is worst, then one
  // with three pictures of a kind.
  const crowding = (deal: SortRound<Season, ThingItem>[]) =>
    deal.reduce((sum, round) => {
      const kinds = round.items.map((item) => THINGS[item.thing].kind);
      const most = Math.max(...kinds.map((kind) => kinds.filter((other) => other === kind).length));
      return sum + (new Set(kinds).size < Math.min(3, kinds.length) ? 10 : 0) + Math.max(0, most - 2);
    }, 0);
  let best = dealSortRounds(groups, size, random, rounds);
  for (let tries = 0; tries < 8 && crowding(best) > 0; tries += 1) {
    const deal = dealSortRounds(groups, size, random, rounds);
    if (crowding(deal) < crowding(best)) best = deal;
  }
  return best;
}

function dealSortRounds(groups: ReadonlyArray<Season>, size: number, random: Random, rounds: number): SortRound<Season, ThingItem>[] {
  const left = new Map(groups.map((season) => [season, thingsOf(season, groups)]));
  const result: SortRound<Season, ThingItem>[] = [];
  for (let index = 0; index < rounds; index += 1) {
    const perGroup = new Map(groups.map((season) => [season, Math.floor(size / groups.length)]));
    // Extra pictures go to groups that keep enough pictures for the rounds still to come.
    const spare = (season: Season) => (left.get(season)?.length ?? 0) - (perGroup.get(season) ?? 0) * (rounds - index);
    const roomy = groups.filter((season) => spare(season) >= 1);
    const extras = size % groups.length;
    for (const season of pickDistinct(roomy.length >= extras ? roomy : groups, extras, random)) perGroup.set(season, (perGroup.get(season) ?? 0) + 1);
    const things: ThingId[] = [];
    // The seasons with the fewest pictures left choose first, so the kinds can still be mixed.
    const order = shuffled(groups, random).toSorted((a, b) => (left.get(a)?.length ?? 0) - (left.get(b)?.length ?? 0));
    for (const season of order) {
      const kinds = new Map<ThingKind, number>();
      for (const thing of things) kinds.set(THINGS[thing].kind, (kinds.get(THINGS[thing].kind) ?? 0) + 1);
      const fits = (thing: ThingId) => (kinds.get(THINGS[thing].kind) ?? 0) < 2;
      const pool = left.get(season) ?? [];
      const count = perGroup.get(season) ?? 0;
      const preferred = shuffled(pool.filter(fits), random);
      const picked = [
        ...preferred,
        ...shuffled(
          pool.filter((thing) => !fits(thing)),
          random,
        ),
      ].slice(0, count);
      things.push(...picked);
      left.set(
        season,
        (left.get(season) ?? []).filter((thing) => !picked.includes(thing)),
      );
    }
    result.push({ groups, items: shuffled(things, random).map((thing, id) => ({ id, thing, group: thingSeason(thing) })) });
  }
  return result;
}

/** "Which season comes next?" rounds: never the same season twice in a row. */
export function nextRounds(random: Random, rounds: number): NextRound[] {
  const result: NextRound[] = [];
  for (let index = 0; index < rounds; index += 1) {
    const previous = result[index - 1]?.season;
    const [season] = pickDistinct(
      SEASONS.filter((candidate) => candidate !== previous),
      1,
      random,
    ) as [Season];
    result.push({ season, target: seasonAfter(season), options: shuffled(SEASONS, random) });
  }
  return result;
}

/**
 * Odd-one-out rounds: three things of one season (never one that could be the odd season's
 * too) and one of the opposite or a neighbouring season (never one that could be the three's).
 * No season leads twice in a row and no picture comes twice in a play.
 */
export function oddRounds(oddFrom: "opposite" | "neighbour", random: Random, rounds: number): OddRound[] {
  const result: OddRound[] = [];
  const used = new Set<ThingId>();
  for (let index = 0; index < rounds; index += 1) {
    const previous = result[index - 1]?.season;
    const [season] = pickDistinct(
      SEASONS.filter((candidate) => candidate !== previous),
      1,
      random,
    ) as [Season];
    const odd = oddFrom === "opposite" ? opposite(season) : seasonAfter(season, random() < 0.5 ? 1 : -1);
    const fresh = (things: ThingId[]) => {
      const unused = things.filter((thing) => !used.has(thing));
      return unused.length >= 3 ? unused : things;
    };
    const three = pickDistinct(fresh(thingsOf(season, [odd])), 3, random);
    const [target] = pickDistinct(fresh(thingsOf(odd, [season])), 1, random) as [ThingId];
    for (const thing of [...three, target]) used.add(thing);
    result.push({ season, target, options: shuffled([...three, target], random) });
  }
  return result;
}

export function seasonsRounds(level: number, random: Random): SeasonsRounds {
  const { mode, rounds, groups, size, oddFrom } = seasonsLevel(level);
  if (mode === "sort") return { mode, rounds: sortRounds(groups, size, random, rounds) };
  if (mode === "next") return { mode, rounds: nextRounds(random, rounds) };
  return { mode, rounds: oddRounds(oddFrom, random, rounds) };
}

export function seasonsMaxScore(level: number): number {
  const { mode, rounds, size } = seasonsLevel(level);
  return mode === "sort" ? sortMaxScore(size, rounds) : rounds * POINTS_PER_ROUND;
}
