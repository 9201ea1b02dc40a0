import { describe, expect, it } from "vitest";
import { ROUNDS_PER_LEVEL, answerChoice, choicePlayOver, startChoicePlay } from "../choice-rounds";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import az from "~/locales/az/games/animalSounds.json";
import en from "~/locales/en/games/animalSounds.json";
import ru from "~/locales/ru/games/animalSounds.json";
import { ANIMAL_PICTURES } from "./pictures";
import { ANIMALS, ANIMAL_SOUNDS_LEVELS, SOUND_ALIKE, animalSoundsLevel, animalSoundsMaxScore, animalSoundsRounds } from "./logic";

const SEEDS = [1, 2, 3, 42, 2026];
const groupOf = (animal: string) => SOUND_ALIKE.find((group) => (group as ReadonlyArray<string>).includes(animal));

describe("animal sounds levels", () => {
  it("grows from 2 choices of the 5 first animals to 5 choices with sound-alikes at level 5", () => {
    expect(ANIMAL_SOUNDS_LEVELS).toHaveLength(5);
    expect(ANIMAL_SOUNDS_LEVELS.map((level) => level.options)).toEqual([2, 3, 3, 4, 5]);
    expect(ANIMAL_SOUNDS_LEVELS.map((level) => level.soundAlike)).toEqual([false, false, false, false, true]);
    for (let level = 2; level <= 5; level += 1) {
      expect(animalSoundsLevel(level).pool).toBeGreaterThanOrEqual(animalSoundsLevel(level - 1).pool);
      expect(animalSoundsLevel(level).options).toBeGreaterThanOrEqual(animalSoundsLevel(level - 1).options);
    }
    expect(animalSoundsLevel(5).pool).toBe(ANIMALS.length);
    expect(animalSoundsLevel(0)).toBe(ANIMAL_SOUNDS_LEVELS[0]);
  });

  it("starts with animals that share no sound-alike group, and keeps the groups apart", () => {
    const first = ANIMALS.slice(0, animalSoundsLevel(1).pool);
    const groups = first.map(groupOf).filter((group) => group !== undefined);
    expect(new Set(groups).size).toBe(groups.length);
    const grouped = SOUND_ALIKE.flat();
    expect(new Set(grouped).size).toBe(grouped.length);
    for (const group of SOUND_ALIKE) expect(group.length).toBeGreaterThanOrEqual(2);
    expect(SOUND_ALIKE.length).toBeGreaterThanOrEqual(ROUNDS_PER_LEVEL);
    expect(new Set(Object.values(ANIMAL_PICTURES).map((picture) => picture.name)).size).toBe(ANIMALS.length);
  });
});

describe("animal sounds rounds", () => {
  it.each(SEEDS)("holds the target once among different animals of the level's pool (seed %i)", (seed) => {
    for (let level = 1; level <= 5; level += 1) {
      const { options, pool } = animalSoundsLevel(level);
      const rounds = animalSoundsRounds(level, seededRandom(seed));
      expect(rounds).toHaveLength(ROUNDS_PER_LEVEL);
      rounds.forEach((round, index) => {
        expect(round.options).toHaveLength(options);
        expect(new Set(round.options).size).toBe(options);
        expect(round.options.filter((animal) => animal === round.target)).toHaveLength(1);
        for (const animal of round.options) expect(ANIMALS.slice(0, pool)).toContain(animal);
        expect(round.target).not.toBe(index > 0 ? rounds[index - 1]?.target : undefined);
      });
    }
  });

  it.each(SEEDS)("level 5 puts every sound-alike of the target next to it, a different group each round (seed %i)", (seed) => {
    const rounds = animalSoundsRounds(5, seededRandom(seed));
    const groups = rounds.map((round) => groupOf(round.target));
    expect(new Set(groups).size).toBe(rounds.length);
    for (const round of rounds) {
      const group = groupOf(round.target);
      expect(group).toBeDefined();
      for (const animal of group ?? []) expect(round.options).toContain(animal);
    }
  });

  it("scores like the choice games: all first tries reach the maximum, second tries still pass", () => {
    let best = startChoicePlay();
    let second = startChoicePlay();
    for (let round = 0; round < ROUNDS_PER_LEVEL; round += 1) {
      best = answerChoice(best, true);
      second = answerChoice(answerChoice(second, false), true);
    }
    expect(choicePlayOver(best, ROUNDS_PER_LEVEL)).toBe(true);
    expect(best.score).toBe(animalSoundsMaxScore(1));
    expect(animalSoundsMaxScore(5)).toBe(50);
    expect(scorePercent(second.score, animalSoundsMaxScore(1))).toBeLessThan(PASS_PERCENT);
    expect(second.score).toBeGreaterThan(0);
  });
});

describe("animal sounds strings", () => {
  it.each([
    ["en", en],
    ["az", az],
    ["ru", ru],
  ] as const)("names every animal and gives each a sound of its own in %s", (language, strings) => {
    expect(Object.keys(strings.animals).toSorted()).toEqual(ANIMALS.toSorted());
    expect(Object.keys(strings.sounds).toSorted()).toEqual(ANIMALS.toSorted());
    expect(Object.keys(strings.who).toSorted()).toEqual(ANIMALS.toSorted());
    expect(Object.keys(strings.says).toSorted()).toEqual(ANIMALS.toSorted());
    // The voice names the animal when it says the sound whole, so it never pretends to be the animal.
    for (const animal of ANIMALS) expect(strings.says[animal].toLocaleLowerCase(language)).toContain(strings.animals[animal].toLocaleLowerCase(language));
    const sounds = Object.values(strings.sounds).map((sound) => sound.toLowerCase());
    expect(new Set(sounds).size).toBe(sounds.length);
    const names = Object.values(strings.animals);
    expect(new Set(names).size).toBe(names.length);
  });

  it("uses Cyrillic in Russian and its own words in Azerbaijani", () => {
    for (const text of [...Object.values(ru.animals), ...Object.values(ru.sounds)]) expect(text).toMatch(/[а-яё]/i);
    for (const animal of ANIMALS) {
      expect(az.sounds[animal]).not.toBe(en.sounds[animal]);
      expect(az.animals[animal]).not.toBe(en.animals[animal]);
    }
  });
});
