import { POINTS_PER_ROUND } from "../choice-rounds";
import { type Random, pickDistinct, randomInt } from "../random";

/**
 * Odd one out (premium, 3-7 years): a row of pictures where all but one belong together; the
 * child taps the one that does not. Level 1 shows three pictures, one from a very different
 * group (two animals and a car); the rule then changes from kind of thing to colour, shape and
 * what we use things for, and the last level asks for fine groups (fruit or vegetable, a farm
 * animal or a wild one) among five pictures. A right answer is followed by the reason ("the
 * others are all animals"), so the child hears the rule.
 */
export const ODD_ROUNDS = 6;

export type Kind =
  | "domestic"
  | "wild"
  | "fish"
  | "sea"
  | "fruit"
  | "vegetable"
  | "snack"
  | "food"
  | "vehicle"
  | "clothes"
  | "toy"
  | "tableware"
  | "cleaning"
  | "drawing"
  | "music"
  | "clock"
  | "bag"
  | "tool"
  | "flower"
  | "sky"
  | "plant"
  | "other";
type Colour = "red" | "yellow" | "green" | "blue";
type Shape = "round" | "corners";

export interface Thing {
  /** The picture's name in Fluent Emoji Flat (`fluent:<id>`), which the board draws. */
  id: string;
  kind: Kind;
  /** Only where the thing is clearly one colour in its picture (Fluent Emoji Flat's: its T-shirt is green, its blossom white). */
  colour?: Colour;
  /** Only where the thing is clearly round, or clearly has corners. */
  shape?: Shape;
}

const thing = (id: string, kind: Kind, extra: { colour?: Colour; shape?: Shape } = {}): Thing => ({ id, kind, ...extra });

/**
 * Everything the rows are made of: everyday things a child in Azerbaijan knows, each a picture
 * of the game world by its name (each picture adds to the weight of the board's chunk, so the
 * list keeps what the rows need, not every thing there is a picture of).
 */
export const THINGS: ReadonlyArray<Thing> = [
  // Animals: whole-body pictures, so no single face stands out in a row of bodies.
  thing("dog", "domestic"),
  thing("cat", "domestic"),
  thing("cow", "domestic"),
  thing("ewe", "domestic"),
  thing("horse", "domestic"),
  thing("tiger", "wild"),
  thing("elephant", "wild"),
  thing("monkey", "wild"),
  thing("hedgehog", "wild"),
  // A fish can be a pet in an aquarium, so only sea animals stand against farm animals and pets.
  thing("fish", "fish"),
  thing("dolphin", "sea"),
  thing("spouting-whale", "sea", { colour: "blue" }),
  thing("octopus", "sea"),
  thing("crab", "sea", { colour: "red" }),
  // Food.
  thing("red-apple", "fruit", { colour: "red" }),
  thing("green-apple", "fruit", { colour: "green" }),
  thing("pear", "fruit"),
  thing("tangerine", "fruit", { shape: "round" }),
  thing("lemon", "fruit", { colour: "yellow" }),
  thing("banana", "fruit", { colour: "yellow" }),
  thing("strawberry", "fruit", { colour: "red" }),
  thing("cherries", "fruit", { colour: "red" }),
  thing("peach", "fruit"),
  thing("carrot", "vegetable"),
  thing("cucumber", "vegetable", { colour: "green" }),
  thing("broccoli", "vegetable", { colour: "green" }),
  thing("bell-pepper", "vegetable", { colour: "green" }),
  thing("potato", "vegetable"),
  // No corn (a grain in Azerbaijani and Russian, not plainly a vegetable) and no watermelon (not
  // plainly a fruit): neither may make a fruit or vegetable row arguable.
  thing("eggplant", "vegetable"),
  thing("cookie", "snack", { shape: "round" }),
  thing("cheese-wedge", "snack", { colour: "yellow", shape: "corners" }),
  // Things that go.
  thing("automobile", "vehicle", { colour: "red" }),
  thing("bus", "vehicle"),
  thing("locomotive", "vehicle"),
  thing("airplane", "vehicle"),
  thing("sailboat", "vehicle"),
  thing("tractor", "vehicle"),
  // Clothes and toys.
  thing("t-shirt", "clothes", { colour: "green" }),
  thing("jeans", "clothes", { colour: "blue" }),
  thing("running-shoe", "clothes"),
  thing("billed-cap", "clothes", { colour: "blue" }),
  thing("basketball", "toy", { shape: "round" }),
  thing("teddy-bear", "toy"),
  thing("balloon", "toy", { colour: "red" }),
  thing("nesting-dolls", "toy"),
  // Things by what we do with them.
  thing("spoon", "tableware"),
  thing("fork-and-knife", "tableware"),
  thing("bowl-with-spoon", "tableware"),
  thing("fork-and-knife-with-plate", "tableware", { shape: "round" }),
  thing("teapot", "tableware"),
  thing("broom", "cleaning"),
  thing("soap", "cleaning"),
  thing("bucket", "cleaning"),
  thing("toothbrush", "cleaning"),
  thing("shower", "cleaning"),
  thing("pencil", "drawing"),
  thing("crayon", "drawing"),
  thing("paintbrush", "drawing"),
  thing("pen", "drawing"),
  thing("drum", "music"),
  thing("trumpet", "music"),
  thing("guitar", "music"),
  thing("musical-keyboard", "music"),
  thing("alarm-clock", "clock"),
  thing("watch", "clock"),
  thing("hourglass-not-done", "clock"),
  thing("three-oclock", "clock", { shape: "round" }),
  thing("backpack", "bag"),
  thing("handbag", "bag"),
  thing("luggage", "bag"),
  thing("shopping-cart", "bag"),
  thing("hammer", "tool"),
  thing("screwdriver", "tool"),
  thing("wrench", "tool"),
  thing("carpentry-saw", "tool"),
  // Things that fill the colour and shape rows.
  thing("rose", "flower", { colour: "red" }),
  thing("blossom", "flower"),
  thing("sun", "sky", { colour: "yellow" }),
  thing("star", "sky", { colour: "yellow" }),
  thing("crescent-moon", "sky", { colour: "yellow" }),
  thing("full-moon", "sky", { shape: "round" }),
  thing("evergreen-tree", "plant", { colour: "green" }),
  thing("deciduous-tree", "plant", { colour: "green" }),
  thing("red-heart", "other", { colour: "red" }),
  thing("droplet", "other", { colour: "blue" }),
  thing("blue-book", "other", { colour: "blue", shape: "corners" }),
  thing("wrapped-gift", "other", { shape: "corners" }),
  thing("brick", "other", { shape: "corners" }),
];

const kinds =
  (...list: Kind[]) =>
  (item: Thing) =>
    list.includes(item.kind);

/**
 * The groups a row can be built on (each has a reason string games.oddOneOut.reasons.<group>),
 * and, after them, groups only used to check that no other picture could also be the odd one.
 */
export const GROUPS = {
  animals: kinds("domestic", "wild", "fish", "sea"),
  fruit: kinds("fruit"),
  vegetables: kinds("vegetable"),
  vehicles: kinds("vehicle"),
  clothes: kinds("clothes"),
  toys: kinds("toy"),
  red: (item: Thing) => item.colour === "red",
  yellow: (item: Thing) => item.colour === "yellow",
  green: (item: Thing) => item.colour === "green",
  blue: (item: Thing) => item.colour === "blue",
  round: (item: Thing) => item.shape === "round",
  corners: (item: Thing) => item.shape === "corners",
  tableware: kinds("tableware"),
  cleaning: kinds("cleaning"),
  drawing: kinds("drawing"),
  music: kinds("music"),
  clocks: kinds("clock"),
  bags: kinds("bag"),
  tools: kinds("tool"),
  domestic: kinds("domestic"),
  wild: kinds("wild"),
  water: kinds("fish", "sea"),
  sea: kinds("sea"),
} as const satisfies Record<string, (item: Thing) => boolean>;
export type GroupId = keyof typeof GROUPS;

const CHECK_ONLY: ReadonlyArray<(item: Thing) => boolean> = [kinds("fruit", "vegetable", "snack", "food"), kinds("flower"), kinds("sky"), kinds("plant")];
const EVERY_GROUP = [...Object.values(GROUPS), ...CHECK_ONLY];

/** What the child has to look at: the hint after a wrong tap (games.oddOneOut.hints.<rule>). */
type Rule = "kind" | "colour" | "shape" | "use" | "closeKind";

export interface OddLevel {
  items: 3 | 4 | 5;
  rule: Rule;
  /** [the group most pictures come from, the group the odd one comes from]. */
  pairs: ReadonlyArray<readonly [GroupId, GroupId]>;
}

/** Every ordered pair of different groups of `groups`. */
const pairsAmong = (groups: ReadonlyArray<GroupId>) =>
  groups.flatMap((group) => groups.filter((other) => other !== group).map((other) => [group, other] as const));

export const ODD_LEVELS: ReadonlyArray<OddLevel> = [
  { items: 3, rule: "kind", pairs: pairsAmong(["animals", "fruit", "vehicles"]) },
  { items: 4, rule: "kind", pairs: pairsAmong(["animals", "fruit", "vehicles", "clothes", "toys"]) },
  // Colour rows never set red against green or blue against green, the pairs hardest to tell
  // apart with the commonest colour blindness; the reason also names the colour.
  {
    items: 4,
    rule: "colour",
    pairs: [
      ["red", "yellow"],
      ["yellow", "red"],
      ["red", "blue"],
      ["blue", "red"],
      ["yellow", "blue"],
      ["blue", "yellow"],
      ["green", "yellow"],
      ["yellow", "green"],
    ],
  },
  {
    items: 4,
    rule: "shape",
    pairs: [
      ["round", "corners"],
      ["corners", "round"],
    ],
  },
  { items: 5, rule: "use", pairs: pairsAmong(["tableware", "cleaning", "drawing", "music", "clocks", "bags", "tools"]) },
  {
    items: 5,
    rule: "closeKind",
    pairs: [
      ["fruit", "vegetables"],
      ["vegetables", "fruit"],
      ["domestic", "wild"],
      ["wild", "domestic"],
      ["sea", "domestic"],
      ["domestic", "sea"],
      ["water", "wild"],
    ],
  },
];

export const oddLevel = (level: number): OddLevel => ODD_LEVELS[level - 1] ?? (ODD_LEVELS[0] as OddLevel);

export interface OddRound {
  /** The pictures in the row. */
  things: Thing[];
  /** Position of the one that does not belong. */
  answer: number;
  /** The group all the others belong to (the reason told after the answer). */
  group: GroupId;
  rule: Rule;
}

/**
 * The positions that could be called the odd one out: pictures not in some group that all
 * the other pictures of the row are in.
 */
export function oddPositions(things: ReadonlyArray<Thing>): number[] {
  return things.flatMap((item, position) => {
    const others = things.filter((_, index) => index !== position);
    return EVERY_GROUP.some((inGroup) => !inGroup(item) && others.every(inGroup)) ? [position] : [];
  });
}

/** Rows tried before giving up; the tests show a handful is always enough. */
const MAX_TRIES = 500;

export function oddRounds(level: number, random: Random, count = ODD_ROUNDS): OddRound[] {
  const { items, rule, pairs } = oddLevel(level);
  const rounds: OddRound[] = [];
  const usedOdd = new Set<string>();
  for (let index = 0; index < count; index += 1) {
    const previous = rounds[index - 1];
    let round: OddRound | undefined;
    for (let tries = 0; !round && tries < MAX_TRIES; tries += 1) {
      const [group, oddGroup] = pairs[randomInt(random, 0, pairs.length - 1)] as readonly [GroupId, GroupId];
      // Not the same group twice in a row, so the rows feel different.
      if (previous && group === previous.group) continue;
      const inGroup = GROUPS[group];
      const candidates = THINGS.filter((item) => GROUPS[oddGroup](item) && !inGroup(item) && !usedOdd.has(item.id));
      if (candidates.length === 0) continue;
      const things = pickDistinct(THINGS.filter(inGroup), items - 1, random);
      const [odd] = pickDistinct(candidates, 1, random) as [Thing];
      const answer = randomInt(random, 0, items - 1);
      things.splice(answer, 0, odd);
      // Fair rows only: no other picture may be the odd one out by any group.
      const positions = oddPositions(things);
      if (positions.length !== 1 || positions[0] !== answer) continue;
      round = { things, answer, group, rule };
      usedOdd.add(odd.id);
    }
    if (!round) throw new Error(`odd-one-out: no fair row for level ${level}`);
    rounds.push(round);
  }
  return rounds;
}

export const oddOneOutMaxScore = (_level: number) => ODD_ROUNDS * POINTS_PER_ROUND;
