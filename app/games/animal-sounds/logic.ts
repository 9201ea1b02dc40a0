import { type ChoiceRound, ROUNDS_PER_LEVEL, choiceMaxScore, pickOneRounds } from "../choice-rounds";
import { type Random, pickDistinct, shuffled } from "../random";

/**
 * Animal sounds (premium, 2-5 years): the voice asks who makes a sound ("Who says moo?") and
 * the child taps the animal; then the voice says "The cow says moo". No recording of a real
 * animal is used (none ships under a licence we can use), so the voice never pretends to be the
 * animal. The sound words are strings (games.animalSounds.sounds/who/says.<animal>), so every
 * language uses its own onomatopoeia.
 */
export const ANIMALS = [
  "cow",
  "dog",
  "cat",
  "duck",
  "sheep",
  "rooster",
  "horse",
  "pig",
  "frog",
  "lion",
  "owl",
  "bee",
  "goat",
  "hen",
  "chick",
  "wolf",
  "mosquito",
] as const;
export type Animal = (typeof ANIMALS)[number];

/** Animals whose sounds are easy to mix up; level 5 always puts them side by side. */
export const SOUND_ALIKE: ReadonlyArray<ReadonlyArray<Animal>> = [
  ["sheep", "goat"],
  ["rooster", "hen", "chick"],
  ["dog", "wolf"],
  ["bee", "mosquito"],
  ["duck", "frog"],
  ["cat", "lion"],
];

interface AnimalSoundsLevel {
  /** How many animals the level draws from (the first ones of ANIMALS). */
  pool: number;
  options: number;
  /** Each round's target comes with the animals that sound like it. */
  soundAlike: boolean;
}

export const ANIMAL_SOUNDS_LEVELS: ReadonlyArray<AnimalSoundsLevel> = [
  { pool: 5, options: 2, soundAlike: false },
  { pool: 8, options: 3, soundAlike: false },
  { pool: 12, options: 3, soundAlike: false },
  { pool: 17, options: 4, soundAlike: false },
  { pool: 17, options: 5, soundAlike: true },
];

export const animalSoundsLevel = (level: number): AnimalSoundsLevel => ANIMAL_SOUNDS_LEVELS[level - 1] ?? (ANIMAL_SOUNDS_LEVELS[0] as AnimalSoundsLevel);

/** Level 5: each round takes a different sound-alike group; the target's look-alikes are all there. */
function soundAlikeRounds(options: number, random: Random, rounds: number): ChoiceRound<Animal>[] {
  const result: ChoiceRound<Animal>[] = [];
  let groups: ReadonlyArray<Animal>[] = [];
  for (let index = 0; index < rounds; index += 1) {
    if (groups.length === 0) groups = shuffled(SOUND_ALIKE, random);
    const [group, ...rest] = groups as [ReadonlyArray<Animal>, ...ReadonlyArray<Animal>[]];
    groups = rest;
    const previous = result[index - 1]?.target;
    const [target] = pickDistinct(
      group.filter((animal) => animal !== previous),
      1,
      random,
    ) as [Animal];
    const alike = group.filter((animal) => animal !== target);
    const others = pickDistinct(
      ANIMALS.filter((animal) => !group.includes(animal)),
      options - 1 - alike.length,
      random,
    );
    result.push({ target, options: shuffled([target, ...alike, ...others], random) });
  }
  return result;
}

/** The rounds of one level: the target is never the same twice in a row and appears once. */
export function animalSoundsRounds(level: number, random: Random, rounds = ROUNDS_PER_LEVEL): ChoiceRound<Animal>[] {
  const { pool, options, soundAlike } = animalSoundsLevel(level);
  if (soundAlike) return soundAlikeRounds(options, random, rounds);
  return pickOneRounds(ANIMALS.slice(0, pool), options, random, rounds);
}

export const animalSoundsMaxScore = (_level: number) => choiceMaxScore();
