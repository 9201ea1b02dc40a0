import { describe, expect, it } from "vitest";
import { ROUNDS_PER_LEVEL, answerChoice, startChoicePlay } from "../choice-rounds";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import { nextOrderRound, orderScore, startOrderPlay, tapInOrder } from "../tap-in-order";
import az from "~/locales/az/games/completeSequence.json";
import en from "~/locales/en/games/completeSequence.json";
import ru from "~/locales/ru/games/completeSequence.json";
import {
  SEQUENCE_LEVELS,
  STEP_IDS,
  STORY_IDS,
  type SequenceChoiceRound,
  type SequenceOrderRound,
  type StepId,
  completeSequenceMaxScore,
  distractorSteps,
  scatterSteps,
  sequenceLevel,
  sequenceRounds,
  storySteps,
  storyTheme,
  storyWindows,
} from "./logic";
import { STEP_PICTURES } from "./pictures";

const SEEDS = [1, 2, 3, 42, 2026];
const STEPS: StepId[] = [...STEP_IDS];
const storyOf = (step: StepId) => STORY_IDS.find((story) => storySteps(story).includes(step));

/** A "random" source that makes shuffled() swap nothing: the order stays as it is. */
const keepOrder = () => 0.999;

const choiceRoundsOf = (level: number, seed: number) => sequenceRounds(level, seededRandom(seed)) as SequenceChoiceRound[];
const orderRoundsOf = (level: number, seed: number) => sequenceRounds(level, seededRandom(seed)) as SequenceOrderRound[];

describe("complete-sequence stories", () => {
  it("puts every step in exactly one story, with a picture of its own", () => {
    const inStories = STORY_IDS.flatMap((story) => [...storySteps(story)]);
    expect(inStories.toSorted()).toEqual(STEPS.toSorted());
    expect(new Set(STEPS.map((step) => STEP_PICTURES[step].name)).size).toBe(STEPS.length);
    for (const story of STORY_IDS) {
      expect(storySteps(story).length).toBeGreaterThanOrEqual(2);
      expect(storySteps(story).length).toBeLessThanOrEqual(4);
      // Step ids count up along the story: seed1, seed2, ...
      storySteps(story).forEach((step, index) => expect(step).toBe(`${story}${index + 1}`));
    }
  });

  it("has enough stories of each length for a play, and other themes to draw distractors from", () => {
    for (const level of SEQUENCE_LEVELS) {
      expect(new Set(storyWindows(level.length).map(([story]) => story)).size).toBeGreaterThanOrEqual(level.rounds);
    }
    expect(storyWindows(2)).toHaveLength(STEPS.length - STORY_IDS.length);
    expect(storyWindows(4).every(([story, start]) => storySteps(story).length === 4 && start === 0)).toBe(true);
    for (const story of STORY_IDS) {
      const distractors = distractorSteps(story);
      expect(distractors.length).toBeGreaterThanOrEqual(3);
      expect(distractors.some((step) => storyTheme(storyOf(step) ?? story) === storyTheme(story))).toBe(false);
    }
  });
});

describe("complete-sequence levels", () => {
  it("grows from two-picture stories to ordering four shuffled pictures", () => {
    expect(SEQUENCE_LEVELS.map((level) => level.kind)).toEqual(["next", "next", "next", "missing", "order", "order"]);
    expect(SEQUENCE_LEVELS.map((level) => level.length)).toEqual([2, 3, 4, 4, 3, 4]);
    expect(SEQUENCE_LEVELS.slice(0, 4).map((level) => level.options)).toEqual([2, 3, 3, 4]);
    expect(sequenceLevel(0)).toBe(SEQUENCE_LEVELS[0]);
  });

  it.each(SEEDS)("asks for the picture after the shown steps, among pictures of other themes (seed %i)", (seed) => {
    for (let level = 1; level <= 4; level += 1) {
      const settings = sequenceLevel(level);
      const rounds = choiceRoundsOf(level, seed);
      expect(rounds).toHaveLength(ROUNDS_PER_LEVEL);
      expect(new Set(rounds.map((round) => round.story)).size).toBe(rounds.length);
      for (const round of rounds) {
        const steps = storySteps(round.story);
        expect(round.shown).toHaveLength(settings.length);
        const gap = round.shown.indexOf(null);
        expect(round.shown.filter((step) => step === null)).toHaveLength(1);
        // The shown steps, with the target in the gap, are consecutive steps of the story.
        const filled = round.shown.map((step) => step ?? round.target);
        const start = steps.indexOf(filled[0] as StepId);
        expect(filled).toEqual(steps.slice(start, start + settings.length));
        expect(round.options).toHaveLength(settings.options);
        expect(new Set(round.options).size).toBe(settings.options);
        expect(round.options.filter((step) => step === round.target)).toHaveLength(1);
        for (const option of round.options.filter((step) => step !== round.target)) {
          expect(storyTheme(storyOf(option) ?? round.story)).not.toBe(storyTheme(round.story));
        }
        expect(round.kind).toBe(settings.kind);
        // "What happens next?" hides the last step; "What is missing?" one in the middle.
        expect(round.kind === "next" ? gap === settings.length - 1 : gap > 0 && gap < settings.length - 1).toBe(true);
      }
    }
  });

  it.each(SEEDS)("hides a middle step at level 4 (seed %i)", (seed) => {
    for (const round of choiceRoundsOf(4, seed)) {
      const gap = round.shown.indexOf(null);
      expect(gap).toBeGreaterThan(0);
      expect(gap).toBeLessThan(round.shown.length - 1);
    }
  });

  it.each(SEEDS)("deals every step of a story, shuffled out of order, at the ordering levels (seed %i)", (seed) => {
    for (const level of [5, 6]) {
      const settings = sequenceLevel(level);
      const rounds = orderRoundsOf(level, seed);
      expect(rounds).toHaveLength(settings.rounds);
      expect(new Set(rounds.map((round) => round.story)).size).toBe(rounds.length);
      for (const round of rounds) {
        expect(round.pieces).toHaveLength(settings.length);
        expect(round.order).toEqual(Array.from({ length: settings.length }, (_, index) => index));
        expect(round.pieces.map((piece) => piece.id)).not.toEqual(round.order);
        const inOrder = round.order.map((id) => round.pieces.find((piece) => piece.id === id)?.step);
        const steps = storySteps(round.story);
        const start = steps.indexOf(inOrder[0] as StepId);
        expect(inOrder).toEqual(steps.slice(start, start + settings.length));
      }
    }
  });

  it("never leaves the pictures in order, even when a shuffle would", () => {
    expect(scatterSteps(3, keepOrder)).toEqual([1, 2, 0]);
    for (const seed of SEEDS) expect(scatterSteps(4, seededRandom(seed))).not.toEqual([0, 1, 2, 3]);
    expect(scatterSteps(4, seededRandom(9)).toSorted()).toEqual([0, 1, 2, 3]);
  });
});

describe("complete-sequence scoring", () => {
  it("gives the choice levels 50 points and the ordering levels 10 per picture", () => {
    expect([1, 2, 3, 4, 5, 6].map(completeSequenceMaxScore)).toEqual([50, 50, 50, 50, 120, 160]);
  });

  it("lets a careful child pass an ordering level and gives partial credit for mistakes", () => {
    const rounds = orderRoundsOf(6, 1);
    let perfect = startOrderPlay();
    let clumsy = startOrderPlay();
    for (const round of rounds) {
      for (const id of round.order) {
        perfect = tapInOrder(perfect, round.order, id).play;
        // One wrong tap (the last picture) before each first picture.
        if (id === 0) clumsy = tapInOrder(clumsy, round.order, round.order.at(-1) as number).play;
        clumsy = tapInOrder(clumsy, round.order, id).play;
      }
      perfect = nextOrderRound(perfect);
      clumsy = nextOrderRound(clumsy);
    }
    expect(orderScore(perfect)).toBe(completeSequenceMaxScore(6));
    const clumsyPercent = scorePercent(orderScore(clumsy), completeSequenceMaxScore(6));
    expect(clumsyPercent).toBeGreaterThanOrEqual(PASS_PERCENT);
    expect(clumsyPercent).toBeLessThan(100);
  });

  it("scores a choice level like the other choice games", () => {
    let play = startChoicePlay();
    for (let round = 0; round < ROUNDS_PER_LEVEL; round += 1) play = answerChoice(play, true);
    expect(play.score).toBe(completeSequenceMaxScore(1));
  });
});

describe("complete-sequence strings", () => {
  it.each([
    ["en", en],
    ["az", az],
    ["ru", ru],
  ] as const)("captions every step, each differently, in %s", (_language, strings) => {
    expect(Object.keys(strings.steps).toSorted()).toEqual(STEPS.toSorted());
    expect(new Set(Object.values(strings.steps)).size).toBe(STEPS.length);
  });

  it("uses Cyrillic in Russian and its own words in Azerbaijani", () => {
    for (const step of STEPS) {
      expect(ru.steps[step]).toMatch(/[а-яё]/i);
      expect(az.steps[step]).not.toBe(en.steps[step]);
    }
  });
});
