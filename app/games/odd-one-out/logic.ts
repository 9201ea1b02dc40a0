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
export type Colour = "red" | "yellow" | "green" | "blue";
export type Shape = "round" | "corners";

export interface Thing {
  emoji: string;
  kind: Kind;
  /** Only where the thing is clearly one colour on every phone's emoji. */
  colour?: Colour;
  /** Only where the thing is clearly round, or clearly has corners. */
  shape?: Shape;
}

const thing = (emoji: string, kind: Kind, extra: { colour?: Colour; shape?: Shape } = {}): Thing => ({ emoji, kind, ...extra });

/** Everything the rows are made of: everyday things a child in Azerbaijan knows. */
export const THINGS: ReadonlyArray<Thing> = [
  // Animals: whole-body pictures, so no single face stands out in a row of bodies.
  thing("🐕", "domestic"),
  thing("🐈", "domestic"),
  thing("🐄", "domestic"),
  thing("🐑", "domestic"),
  thing("🐐", "domestic"),
  thing("🐎", "domestic"),
  thing("🐅", "wild"),
  thing("🐘", "wild"),
  thing("🐒", "wild"),
  thing("🦔", "wild"),
  thing("🐿️", "wild"),
  thing("🦒", "wild"),
  thing("🦓", "wild"),
  // A fish can be a pet in an aquarium, so only sea animals stand against farm animals and pets.
  thing("🐟", "fish"),
  thing("🐠", "fish"),
  thing("🐬", "sea"),
  thing("🐳", "sea", { colour: "blue" }),
  thing("🐙", "sea"),
  thing("🦀", "sea", { colour: "red" }),
  // Food.
  thing("🍎", "fruit", { colour: "red" }),
  thing("🍏", "fruit", { colour: "green" }),
  thing("🍐", "fruit"),
  thing("🍊", "fruit", { shape: "round" }),
  thing("🍋", "fruit", { colour: "yellow" }),
  thing("🍌", "fruit", { colour: "yellow" }),
  thing("🍇", "fruit"),
  thing("🍓", "fruit", { colour: "red" }),
  thing("🍒", "fruit", { colour: "red" }),
  thing("🍑", "fruit"),
  thing("🫐", "fruit", { colour: "blue" }),
  thing("🥕", "vegetable"),
  thing("🥒", "vegetable", { colour: "green" }),
  thing("🥦", "vegetable", { colour: "green" }),
  thing("🫑", "vegetable", { colour: "green" }),
  thing("🥔", "vegetable"),
  thing("🧅", "vegetable"),
  // In Azerbaijani and Russian corn is a grain, not plainly a vegetable (and a watermelon is not
  // plainly a fruit, so it is left out): neither may make a fruit or vegetable row arguable.
  thing("🌽", "food", { colour: "yellow" }),
  thing("🍆", "vegetable"),
  thing("🍩", "snack", { shape: "round" }),
  thing("🍪", "snack", { shape: "round" }),
  thing("🧀", "snack", { colour: "yellow", shape: "corners" }),
  // Things that go.
  thing("🚗", "vehicle", { colour: "red" }),
  thing("🚌", "vehicle"),
  thing("🚲", "vehicle"),
  thing("🚂", "vehicle"),
  thing("✈️", "vehicle"),
  thing("⛵", "vehicle"),
  thing("🚜", "vehicle"),
  thing("🚒", "vehicle", { colour: "red" }),
  thing("🚕", "vehicle", { colour: "yellow" }),
  thing("🚑", "vehicle"),
  // Clothes and toys.
  thing("👕", "clothes", { colour: "blue" }),
  thing("👖", "clothes", { colour: "blue" }),
  thing("👗", "clothes"),
  thing("🧣", "clothes"),
  thing("🧤", "clothes"),
  thing("🧦", "clothes"),
  thing("👟", "clothes"),
  thing("🧢", "clothes", { colour: "blue" }),
  thing("🧥", "clothes"),
  thing("⚽", "toy", { shape: "round" }),
  thing("🏀", "toy", { shape: "round" }),
  thing("🎾", "toy", { shape: "round" }),
  thing("🧸", "toy"),
  thing("🎈", "toy", { colour: "red" }),
  thing("🪁", "toy"),
  thing("🎲", "toy", { shape: "corners" }),
  thing("🪀", "toy"),
  thing("🧩", "toy"),
  thing("🪆", "toy"),
  // Things by what we do with them.
  thing("🥄", "tableware"),
  thing("🍴", "tableware"),
  thing("🥣", "tableware"),
  thing("🍽️", "tableware", { shape: "round" }),
  thing("☕", "tableware"),
  thing("🫖", "tableware"),
  thing("🧹", "cleaning"),
  thing("🧽", "cleaning", { colour: "yellow" }),
  thing("🧼", "cleaning"),
  thing("🪣", "cleaning"),
  thing("🪥", "cleaning"),
  thing("🚿", "cleaning"),
  thing("✏️", "drawing"),
  thing("🖍️", "drawing"),
  thing("🖌️", "drawing"),
  thing("🖊️", "drawing"),
  thing("🥁", "music"),
  thing("🎺", "music"),
  thing("🎸", "music"),
  thing("🎻", "music"),
  thing("🎹", "music"),
  thing("🪗", "music"),
  thing("⏰", "clock"),
  thing("⌚", "clock"),
  thing("⏳", "clock"),
  thing("🕰️", "clock"),
  thing("🕒", "clock", { shape: "round" }),
  thing("🎒", "bag"),
  thing("👜", "bag"),
  thing("🧳", "bag"),
  thing("🛒", "bag"),
  thing("🧺", "bag"),
  thing("🔨", "tool"),
  thing("🪛", "tool"),
  thing("🔧", "tool"),
  thing("🪚", "tool"),
  // Things that fill the colour and shape rows.
  thing("🌹", "flower", { colour: "red" }),
  thing("🌻", "flower", { colour: "yellow" }),
  thing("🌼", "flower", { colour: "yellow" }),
  thing("🌷", "flower"),
  thing("☀️", "sky", { colour: "yellow" }),
  thing("⭐", "sky", { colour: "yellow" }),
  thing("🌙", "sky", { colour: "yellow" }),
  thing("🌕", "sky", { shape: "round" }),
  thing("🌲", "plant", { colour: "green" }),
  thing("🌳", "plant", { colour: "green" }),
  thing("🍀", "plant", { colour: "green" }),
  thing("🌵", "plant", { colour: "green" }),
  thing("❤️", "other", { colour: "red" }),
  thing("💧", "other", { colour: "blue" }),
  thing("📘", "other", { colour: "blue", shape: "corners" }),
  thing("📦", "other", { shape: "corners" }),
  thing("🎁", "other", { shape: "corners" }),
  thing("🧊", "other", { shape: "corners" }),
  thing("🧱", "other", { shape: "corners" }),
  thing("🖼️", "other", { shape: "corners" }),
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
export type Rule = "kind" | "colour" | "shape" | "use" | "closeKind";

export interface OddLevel {
  items: 3 | 4 | 5;
  rule: Rule;
  /** [the group most pictures come from, the group the odd one comes from]. */
  pairs: ReadonlyArray<readonly [GroupId, GroupId]>;
}

/** Every ordered pair of different groups of `groups`. */
const pairsAmong = (groups: ReadonlyArray<GroupId>) => groups.flatMap((group) => groups.filter((other) => other !== group).map((other) => [group, other] as const));

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
      const candidates = THINGS.filter((item) => GROUPS[oddGroup](item) && !inGroup(item) && !usedOdd.has(item.emoji));
      if (candidates.length === 0) continue;
      const things = pickDistinct(THINGS.filter(inGroup), items - 1, random);
      const [odd] = pickDistinct(candidates, 1, random) as [Thing];
      const answer = randomInt(random, 0, items - 1);
      things.splice(answer, 0, odd);
      // Fair rows only: no other picture may be the odd one out by any group.
      const positions = oddPositions(things);
      if (positions.length !== 1 || positions[0] !== answer) continue;
      round = { things, answer, group, rule };
      usedOdd.add(odd.emoji);
    }
    if (!round) throw new Error(`odd-one-out: no fair row for level ${level}`);
    rounds.push(round);
  }
  return rounds;
}

export const oddOneOutMaxScore = (_level: number) => ODD_ROUNDS * POINTS_PER_ROUND;
