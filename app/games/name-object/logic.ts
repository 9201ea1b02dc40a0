import { type ChoiceRound, choiceMaxScore } from "../choice-rounds";
import { type Random, pickDistinct, shuffled } from "../random";

/**
 * Name the object (premium, 2-6 years): picture categories and their words. The child hears a
 * word and taps its picture, or sees a picture and taps its word. The URL may choose one
 * category (/games/name-object/<category>); without one the rounds mix every category.
 */
export const NAME_OBJECT_CATEGORIES = {
  animals: ["dog", "cat", "cow", "horse", "sheep", "hen", "duck", "rabbit", "elephant", "lion"],
  fruit: ["apple", "banana", "grapes", "pear", "strawberry", "watermelon", "carrot", "cucumber", "potato", "corn"],
  vehicles: ["car", "bus", "train", "truck", "bicycle", "airplane", "ship", "helicopter", "tractor", "rocket"],
  home: ["bed", "chair", "sofa", "door", "key", "clock", "spoon", "cup", "television", "bath"],
  clothes: ["tShirt", "dress", "trousers", "socks", "cap", "scarf", "gloves", "coat", "trainers", "boots"],
  body: ["eyes", "ear", "nose", "mouth", "tongue", "tooth", "hand", "finger", "leg", "brain"],
} as const;

type Categories = typeof NAME_OBJECT_CATEGORIES;
export type NameObjectCategoryId = keyof Categories;
export type NameObjectItemId = Categories[NameObjectCategoryId][number];

/** An item by its id; the board draws it (pictures.ts). */
export interface NameObjectItem {
  id: NameObjectItemId;
  category: NameObjectCategoryId;
}

/** The category ids, in the order of NAME_OBJECT_CATEGORIES (for links to /games/name-object/<id>). */
export const NAME_OBJECT_CATEGORY_IDS = Object.keys(NAME_OBJECT_CATEGORIES) as NameObjectCategoryId[];

/** Every item of every category, flattened. */
export const NAME_OBJECT_ITEMS: ReadonlyArray<NameObjectItem> = NAME_OBJECT_CATEGORY_IDS.flatMap((category) =>
  NAME_OBJECT_CATEGORIES[category].map((id) => ({ id, category })),
);

const ITEMS_BY_ID = new Map(NAME_OBJECT_ITEMS.map((item) => [item.id, item]));

/** Whether a URL's category is one of ours; anything else plays the mix of all categories. */
export function isNameObjectCategory(value: string | null | undefined): value is NameObjectCategoryId {
  return typeof value === "string" && Object.hasOwn(NAME_OBJECT_CATEGORIES, value);
}

export function nameObjectItem(id: NameObjectItemId): NameObjectItem {
  const item = ITEMS_BY_ID.get(id);
  if (!item) throw new RangeError(`Unknown item ${id}`);
  return item;
}

export const itemsOf = (category: NameObjectCategoryId) => NAME_OBJECT_ITEMS.filter((item) => item.category === category);

/** "hear": the word is said and written, the child taps a picture. "see": a picture, the child taps a word. */
type NameObjectMode = "hear" | "see";

export interface NameObjectLevel {
  mode: NameObjectMode;
  options: number;
  /** The wrong options come from the target's own category (look alike), not from other ones. */
  sameCategory: boolean;
}

export const NAME_OBJECT_LEVELS: ReadonlyArray<NameObjectLevel> = [
  { mode: "hear", options: 2, sameCategory: false },
  // Level 2 is more than one more picture: all three come from the word's own category.
  { mode: "hear", options: 3, sameCategory: true },
  { mode: "see", options: 3, sameCategory: false },
  { mode: "hear", options: 4, sameCategory: true },
  { mode: "see", options: 4, sameCategory: true },
];

export const NAME_OBJECT_ROUNDS = 6;

export const nameObjectLevel = (level: number): NameObjectLevel => NAME_OBJECT_LEVELS[level - 1] ?? (NAME_OBJECT_LEVELS[0] as NameObjectLevel);

export interface NameObjectRound extends ChoiceRound<NameObjectItemId> {
  category: NameObjectCategoryId;
}

/**
 * The wrong options of a round. With one category chosen, or on a "same category" level, they
 * come from the target's category; otherwise each comes from a different other category, so
 * the pictures (or words) are easy to tell apart.
 */
function distractors(target: NameObjectItem, count: number, fromOwnCategory: boolean, random: Random): NameObjectItemId[] {
  if (fromOwnCategory) {
    const others = itemsOf(target.category).filter((item) => item.id !== target.id);
    return pickDistinct(others, count, random).map((item) => item.id);
  }
  const categories = pickDistinct(
    NAME_OBJECT_CATEGORY_IDS.filter((category) => category !== target.category),
    count,
    random,
  );
  return categories.map((category) => (pickDistinct(itemsOf(category), 1, random)[0] as NameObjectItem).id);
}

/**
 * The rounds of one play: every target a different item, shown once among shuffled options.
 * `variant` is the URL's category; an unknown or missing one plays the mix of all categories.
 */
export function nameObjectRounds(level: number, random: Random, variant: string | null = null, rounds = NAME_OBJECT_ROUNDS): NameObjectRound[] {
  const { options, sameCategory } = nameObjectLevel(level);
  const category = isNameObjectCategory(variant) ? variant : null;
  const pool = category ? itemsOf(category) : NAME_OBJECT_ITEMS;
  return pickDistinct(pool, rounds, random).map((target) => ({
    target: target.id,
    category: target.category,
    options: shuffled([target.id, ...distractors(target, options - 1, category !== null || sameCategory, random)], random),
  }));
}

/** Whether a tapped option is the round's answer. */
export const isNameObjectAnswer = (round: NameObjectRound, choice: NameObjectItemId) => choice === round.target;

/** 10 points for each round answered at the first try (5 at the second): 60 per level. */
export const nameObjectMaxScore = (_level: number) => choiceMaxScore(NAME_OBJECT_ROUNDS);
