import { ROUNDS_PER_LEVEL, choiceMaxScore } from "../choice-rounds";
import { type Random, pickDistinct, shuffled } from "../random";

/**
 * Animal families (premium, 3-6 years): the child finds the mum of a baby animal (the baby
 * drawn as a young one, with its name), then finds her from the baby's name alone, and at the last
 * levels names the baby of a mum shown. The words are the point: in Azerbaijani and Russian
 * many babies have names of their own (buzov, quzu, qulun; телёнок, ягнёнок, жеребёнок), kept
 * as strings (games.animalFamilies.babies.<animal>).
 */

/** The families, by the mum's id; the board draws each mum and her young one (pictures.ts). */
export const ANIMALS = [
  "cow",
  "sheep",
  "horse",
  "hen",
  "cat",
  "dog",
  "duck",
  "goat",
  "camel",
  "rabbit",
  "bear",
  "lion",
  "wolf",
  "fox",
  "tiger",
  "elephant",
  "deer",
] as const;
export type Animal = (typeof ANIMALS)[number];

/** Farm and home animals first (the first six are the best known), then wild ones. */
export const DOMESTIC: ReadonlyArray<Animal> = ["cow", "sheep", "horse", "hen", "cat", "dog", "duck", "goat", "camel", "rabbit"];
export const WILD: ReadonlyArray<Animal> = ["bear", "lion", "wolf", "fox", "tiger", "elephant", "deer"];

/**
 * Animals whose babies share a name in some language (English: a calf, a cub). Where the
 * baby is known only by its name, two of a group are never offered together.
 */
export const SAME_BABY_WORD: ReadonlyArray<ReadonlyArray<Animal>> = [
  ["cow", "camel", "elephant"],
  ["bear", "lion", "wolf", "fox", "tiger"],
];

type FamilyMode = "findMum" | "nameBaby";
export type FamilyPool = "farm" | "domestic" | "wild" | "all";

export interface FamilyLevel {
  mode: FamilyMode;
  pool: FamilyPool;
  options: number;
  /** findMum: the baby is drawn too (else only named). */
  picture: boolean;
}

export const FAMILY_LEVELS: ReadonlyArray<FamilyLevel> = [
  { mode: "findMum", pool: "farm", options: 2, picture: true },
  { mode: "findMum", pool: "domestic", options: 3, picture: true },
  { mode: "findMum", pool: "wild", options: 3, picture: true },
  { mode: "findMum", pool: "all", options: 3, picture: false },
  { mode: "nameBaby", pool: "domestic", options: 3, picture: true },
  { mode: "nameBaby", pool: "all", options: 4, picture: true },
];

export const familyLevel = (level: number): FamilyLevel => FAMILY_LEVELS[level - 1] ?? (FAMILY_LEVELS[0] as FamilyLevel);

export function poolAnimals(pool: FamilyPool): ReadonlyArray<Animal> {
  if (pool === "farm") return DOMESTIC.slice(0, 6);
  if (pool === "domestic") return DOMESTIC;
  if (pool === "wild") return WILD;
  return ANIMALS;
}

/** Whether the level's rounds name the baby without showing it (then same-word animals stay apart). */
export const byWordOnly = (level: FamilyLevel) => level.mode === "nameBaby" || !level.picture;

const groupOf = (animal: Animal) => SAME_BABY_WORD.find((group) => group.includes(animal));

/** Whether two animals' babies could share a name. */
export const sameBabyWord = (a: Animal, b: Animal) => a === b || (groupOf(a) !== undefined && groupOf(a) === groupOf(b));

export interface FamilyRound {
  mode: FamilyMode;
  /** The baby's family: its mum (findMum) or the one whose baby is named (nameBaby). */
  target: Animal;
  options: Animal[];
  /** findMum: whether the baby is drawn as well as named. */
  picture: boolean;
}

/** `count` options holding `target` once; with `apart`, no two whose babies could share a name. */
export function familyOptions(target: Animal, pool: ReadonlyArray<Animal>, count: number, random: Random, apart: boolean): Animal[] {
  const chosen: Animal[] = [target];
  for (const animal of shuffled(
    pool.filter((other) => other !== target),
    random,
  )) {
    if (chosen.length === count) break;
    if (apart && chosen.some((taken) => sameBabyWord(taken, animal))) continue;
    chosen.push(animal);
  }
  return shuffled(chosen, random);
}

/** The rounds of one level: a different family each round. */
export function familyRounds(levelNumber: number, random: Random, rounds = ROUNDS_PER_LEVEL): FamilyRound[] {
  const level = familyLevel(levelNumber);
  const pool = poolAnimals(level.pool);
  return pickDistinct(pool, rounds, random).map((target) => ({
    mode: level.mode,
    target,
    options: familyOptions(target, pool, level.options, random, byWordOnly(level)),
    picture: level.picture,
  }));
}

/** Scored like the choice games: 10 points at the first try, 5 at the second, 5 rounds. */
export const animalFamiliesMaxScore = (_level: number) => choiceMaxScore();
