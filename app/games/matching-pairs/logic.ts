import { type Random, shuffled } from "../random";

/**
 * Matching pairs (premium, 3-6 years): every card lies face up in two columns; the child joins
 * each card on the left with its partner on the right by tapping one, then the other. Unlike
 * memory nothing is hidden: the game trains seeing what goes together. The relation grows more
 * abstract level by level: the same picture, a picture and its shadow, things used together,
 * an animal and its food, then all of these mixed.
 */

/** Every thing a card can show, by id (the board draws it, pictures.ts; its name is games.matchingPairs.things.<id>). */
export const PAIR_THINGS = [
  "socks",
  "gloves",
  "trainers",
  "apple",
  "ball",
  "fish",
  "flower",
  "car",
  "balloon",
  "star",
  "pear",
  "ladybird",
  "teddy",
  "carrot",
  "chick",
  "elephant",
  "giraffe",
  "turtle",
  "butterfly",
  "snail",
  "rooster",
  "bicycle",
  "airplane",
  "train",
  "banana",
  "umbrella",
  "key",
  "cactus",
  "camel",
  "lock",
  "teapot",
  "cup",
  "thread",
  "needle",
  "toothbrush",
  "tooth",
  "pencil",
  "notebook",
  "paintbrush",
  "palette",
  "spider",
  "web",
  "goal",
  "letter",
  "mailbox",
  "rain",
  "hand",
  "fuel",
  "sailboat",
  "wave",
  "rabbit",
  "cow",
  "grass",
  "goat",
  "cabbage",
  "horse",
  "hay",
  "bear",
  "honey",
  "bee",
  "daisy",
  "mouse",
  "cheese",
  "squirrel",
  "nut",
  "hen",
  "corn",
  "bird",
  "worm",
  "cat",
  "monkey",
  "dog",
  "bone",
  "panda",
  "bamboo",
] as const;
export type PairThing = (typeof PAIR_THINGS)[number];

/** How two cards of a pair belong together. */
type Relation = "same" | "shadow" | "together" | "food";

export interface PairDefinition {
  /** The left card (the object or animal). */
  left: PairThing;
  /** The right card: the partner (for "shadow", the same picture drawn as a shadow). */
  right: PairThing;
  relation: Relation;
  /**
   * Pairs of one group could be mistaken for each other (a horse also eats carrots), so a
   * round holds at most one pair of each group.
   */
  group: string;
}

const same = (picture: PairThing): PairDefinition => ({ left: picture, right: picture, relation: "same", group: picture });
const shadow = (picture: PairThing): PairDefinition => ({ left: picture, right: picture, relation: "shadow", group: picture });
const together = (left: PairThing, right: PairThing, group: string = left): PairDefinition => ({ left, right, relation: "together", group });
const food = (left: PairThing, right: PairThing, group: string = left): PairDefinition => ({ left, right, relation: "food", group });

/** Level 1: two of the same thing, e.g. a sock and a sock. */
export const SAME_PAIRS: ReadonlyArray<PairDefinition> = (
  ["socks", "gloves", "trainers", "apple", "ball", "fish", "flower", "car", "balloon", "star", "pear", "ladybird", "teddy", "carrot", "chick"] as const
).map(same);

/** Pictures with outlines of their own, easy to know by their shadow. */
export const SHADOW_PAIRS: ReadonlyArray<PairDefinition> = (
  ["elephant", "giraffe", "turtle", "butterfly", "snail", "rooster", "bicycle", "airplane", "train", "banana", "umbrella", "key", "cactus", "camel"] as const
).map(shadow);

/** Things used together. */
export const TOGETHER_PAIRS: ReadonlyArray<PairDefinition> = [
  together("key", "lock"),
  together("teapot", "cup"),
  together("thread", "needle"),
  together("toothbrush", "tooth"),
  together("socks", "trainers"),
  together("pencil", "notebook", "drawing"),
  together("paintbrush", "palette", "drawing"),
  together("spider", "web"),
  together("ball", "goal"),
  together("letter", "mailbox"),
  together("umbrella", "rain"),
  together("gloves", "hand"),
  together("car", "fuel"),
  together("sailboat", "wave"),
];

/** An animal and what it eats; animals that could eat each other's food share a group. */
export const FOOD_PAIRS: ReadonlyArray<PairDefinition> = [
  food("rabbit", "carrot", "greens"),
  food("cow", "grass", "greens"),
  food("goat", "cabbage", "greens"),
  food("horse", "hay", "greens"),
  food("bear", "honey", "sweet"),
  food("bee", "daisy", "sweet"),
  food("mouse", "cheese", "grain"),
  food("squirrel", "nut", "grain"),
  food("hen", "corn", "grain"),
  food("bird", "worm", "grain"),
  food("cat", "fish"),
  food("monkey", "banana"),
  food("dog", "bone"),
  food("panda", "bamboo"),
];

const POOLS: Record<Relation, ReadonlyArray<PairDefinition>> = {
  same: SAME_PAIRS,
  shadow: SHADOW_PAIRS,
  together: TOGETHER_PAIRS,
  food: FOOD_PAIRS,
};

export interface PairsLevel {
  pairs: number;
  /** The relations a round draws its pairs from (a mixed level draws from several). */
  relations: ReadonlyArray<Relation>;
}

export const PAIRS_LEVELS: ReadonlyArray<PairsLevel> = [
  { pairs: 3, relations: ["same"] },
  { pairs: 4, relations: ["shadow"] },
  { pairs: 4, relations: ["together"] },
  { pairs: 5, relations: ["food"] },
  { pairs: 6, relations: ["together", "food", "shadow"] },
];

/** Boards (rounds) in one play of a level. */
export const PAIRS_ROUNDS = 2;
const POINTS_PER_PAIR = 10;
/** Points a wrong join costs (a round never goes below 0). */
export const WRONG_JOIN_COST = 5;

export const pairsLevel = (level: number): PairsLevel => PAIRS_LEVELS[level - 1] ?? (PAIRS_LEVELS[0] as PairsLevel);

/** The prompt of a round: its one relation, or "mixed". */
type RoundKind = Relation | "mixed";

export interface PairsRound {
  kind: RoundKind;
  /** The pairs of the round; a pair's index is its id. */
  pairs: PairDefinition[];
  /** Pair ids in the order of the left column (the first cards). */
  left: number[];
  /** Pair ids in the order of the right column (the partners). */
  right: number[];
}

/** `count` pairs of the level's relations, at most one per group and no picture twice. */
function pickPairs(relations: ReadonlyArray<Relation>, count: number, random: Random): PairDefinition[] {
  const chosen: PairDefinition[] = [];
  const groups = new Set<string>();
  const pictures = new Set<PairThing>();
  // A mixed round takes the relations in turn, so each one is there.
  const queues = relations.map((relation) => shuffled(POOLS[relation], random));
  for (let turn = 0; chosen.length < count && queues.some((queue) => queue.length > 0); turn += 1) {
    const queue = queues[turn % queues.length] as PairDefinition[];
    while (queue.length > 0) {
      const pair = queue.shift() as PairDefinition;
      const key = `${pair.relation}:${pair.group}`;
      if (groups.has(key) || pictures.has(pair.left) || pictures.has(pair.right)) continue;
      groups.add(key);
      pictures.add(pair.left);
      pictures.add(pair.right);
      chosen.push(pair);
      break;
    }
  }
  if (chosen.length < count) throw new RangeError(`Only ${chosen.length} of ${count} pairs fit together`);
  return chosen;
}

/** An order of 0..count-1 in which no id stays in its place, so no partner sits right across. */
export function derangement(count: number, random: Random): number[] {
  const ids = [...Array(count).keys()];
  if (count < 2) return ids;
  for (;;) {
    const order = shuffled(ids, random);
    if (order.every((id, index) => id !== index)) return order;
  }
}

export function pairsRounds(level: number, random: Random, rounds = PAIRS_ROUNDS): PairsRound[] {
  const { pairs: count, relations } = pairsLevel(level);
  return Array.from({ length: rounds }, () => {
    const pairs = shuffled(pickPairs(relations, count, random), random);
    const left = [...pairs.keys()];
    const right = derangement(count, random);
    return { kind: relations.length > 1 ? "mixed" : (relations[0] as Relation), pairs, left, right };
  });
}

/** A card: a pair's id and its side. */
export interface PairCard {
  pair: number;
  side: "left" | "right";
}

export interface PairsPlay {
  /** Index of the round being played; equals the number of rounds when the play is over. */
  round: number;
  /** The card waiting for its partner, if any. */
  selected: PairCard | null;
  /** Pair ids joined in this round, in the order they were joined. */
  joined: number[];
  /** Wrong joins in this round (each two cards count once, however often a child tries them). */
  mistakesThisRound: number;
  /** The wrong joins tried this round, as "left-right" pair ids. */
  triedWrong: string[];
  /** Points of the rounds already finished. */
  banked: number;
  attempts: number;
  successes: number;
}

export const startPairsPlay = (): PairsPlay => ({
  round: 0,
  selected: null,
  joined: [],
  mistakesThisRound: 0,
  triedWrong: [],
  banked: 0,
  attempts: 0,
  successes: 0,
});

/** Points of one round: 10 per pair joined, minus 5 per wrong join, never below 0. */
export const roundPoints = (joined: number, mistakes: number) => Math.max(0, joined * POINTS_PER_PAIR - mistakes * WRONG_JOIN_COST);

/** The running score: finished rounds plus the round being played. */
export const pairsScore = (play: PairsPlay) => play.banked + roundPoints(play.joined.length, play.mistakesThisRound);

export type TapOutcome = "selected" | "unselected" | "joined" | "wrong" | "ignored";

/**
 * A tap on a card of round `round` (with `pairCount` pairs). A joined card, or any tap once every
 * pair is joined, is ignored. With nothing selected, or a card of the same column selected, the
 * card becomes the selected one; tapping the selected card again lets it go. A card of the other
 * column is a join: the partner joins the pair, anything else is a wrong join and lets go.
 */
export function tapCard(play: PairsPlay, pairCount: number, card: PairCard): { play: PairsPlay; outcome: TapOutcome } {
  if (card.pair < 0 || card.pair >= pairCount || play.joined.includes(card.pair) || play.joined.length >= pairCount) {
    return { play, outcome: "ignored" };
  }
  const { selected } = play;
  if (selected && selected.pair === card.pair && selected.side === card.side) return { play: { ...play, selected: null }, outcome: "unselected" };
  if (!selected || selected.side === card.side) return { play: { ...play, selected: card }, outcome: "selected" };
  if (selected.pair === card.pair) {
    return {
      play: { ...play, selected: null, joined: [...play.joined, card.pair], attempts: play.attempts + 1, successes: play.successes + 1 },
      outcome: "joined",
    };
  }
  const left = selected.side === "left" ? selected.pair : card.pair;
  const right = selected.side === "left" ? card.pair : selected.pair;
  const tried = `${left}-${right}`;
  if (play.triedWrong.includes(tried)) return { play: { ...play, selected: null }, outcome: "wrong" };
  return {
    play: { ...play, selected: null, mistakesThisRound: play.mistakesThisRound + 1, triedWrong: [...play.triedWrong, tried], attempts: play.attempts + 1 },
    outcome: "wrong",
  };
}

export const roundDone = (play: PairsPlay, pairCount: number) => play.joined.length >= pairCount;

/** On to the next round (once every pair of this one is joined): its points are banked. */
export const nextPairsRound = (play: PairsPlay): PairsPlay => ({
  ...play,
  round: play.round + 1,
  selected: null,
  joined: [],
  mistakesThisRound: 0,
  triedWrong: [],
  banked: pairsScore(play),
});

export const pairsPlayOver = (play: PairsPlay, rounds: number = PAIRS_ROUNDS) => play.round >= rounds;

export const matchingPairsMaxScore = (level: number) => PAIRS_ROUNDS * pairsLevel(level).pairs * POINTS_PER_PAIR;
