import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import {
  BUBBLE_LEVELS,
  DIGIT_LOOKALIKES,
  FIELD_HEIGHT_PX,
  MIN_BUBBLE_PX,
  MISTAKE_COST,
  POINTS_PER_POP,
  SHAPE_LOOKALIKES,
  type Wave,
  bubbleLevel,
  bubbleMaxScore,
  bubbleScore,
  laneSeconds,
  matches,
  newWave,
  startBubblePlay,
  tapBubble,
  targetCount,
  targetsLeft,
  waveCleared,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026, 77777];
const LEVELS = [1, 2, 3, 4, 5];

const targetsOf = (wave: Wave) => wave.bubbles.filter((bubble) => matches(bubble, wave.target));
const othersOf = (wave: Wave) => wave.bubbles.filter((bubble) => !matches(bubble, wave.target));

describe("bubble sorties levels", () => {
  it("has five levels with more bubbles, smaller but still big bubbles and faster drift", () => {
    expect(BUBBLE_LEVELS).toHaveLength(5);
    for (let level = 2; level <= 5; level += 1) {
      const now = bubbleLevel(level);
      const before = bubbleLevel(level - 1);
      expect(now.bubbles).toBeGreaterThan(before.bubbles);
      expect(now.targets).toBeGreaterThanOrEqual(before.targets);
      expect(now.values).toBeGreaterThanOrEqual(before.values);
      expect(now.riseSeconds).toBeLessThan(before.riseSeconds);
      expect(now.size).toBeLessThan(before.size);
    }
    for (const spec of BUBBLE_LEVELS) {
      expect(spec.size).toBeGreaterThanOrEqual(MIN_BUBBLE_PX);
      expect(spec.targets).toBeLessThan(spec.bubbles);
      // Every distractor value can appear at least once.
      expect(spec.bubbles - spec.targets).toBeGreaterThanOrEqual(spec.values - 1);
    }
  });

  it("asks for one colour among two at level 1, and by shape or number among look-alikes at level 5", () => {
    expect(bubbleLevel(1)).toMatchObject({ kinds: ["color"], values: 2 });
    expect(bubbleLevel(3).kinds).toEqual(["picture"]);
    expect(bubbleLevel(4).kinds).toEqual(["shape"]);
    expect(bubbleLevel(5).kinds).toEqual(["shape", "number"]);
    expect(bubbleLevel(99)).toBe(bubbleLevel(1));
  });

  it("has three look-alikes for every shape and digit it asks for, none equal to the target", () => {
    for (const [shape, others] of Object.entries(SHAPE_LOOKALIKES)) {
      expect(new Set(others).size).toBe(3);
      expect(others).not.toContain(shape);
    }
    for (let digit = 1; digit <= 9; digit += 1) {
      const others = DIGIT_LOOKALIKES[digit] ?? [];
      expect(new Set(others).size).toBe(3);
      expect(others).not.toContain(digit);
      for (const other of others) expect(other).toBeGreaterThanOrEqual(1);
    }
  });

  it("makes columns of the same speed and lets them differ a little between columns", () => {
    expect(laneSeconds(1, 0)).toBe(26);
    expect(laneSeconds(1, 1)).not.toBe(laneSeconds(1, 2));
    for (const level of LEVELS) {
      for (let lane = 0; lane < bubbleLevel(level).lanes; lane += 1) {
        expect(laneSeconds(level, lane)).toBeGreaterThan(bubbleLevel(level).riseSeconds * 0.8);
      }
    }
    expect(laneSeconds(5, 0)).toBeLessThan(laneSeconds(1, 0));
  });
});

describe("bubble sorties waves", () => {
  it.each(SEEDS)("builds a wave with the level's counts, every distractor value present (seed %i)", (seed) => {
    for (const level of LEVELS) {
      const spec = bubbleLevel(level);
      const wave = newWave(level, seededRandom(seed));
      expect(wave.level).toBe(level);
      expect(spec.kinds).toContain(wave.target.kind);
      expect(wave.bubbles).toHaveLength(spec.bubbles);
      expect(new Set(wave.bubbles.map((bubble) => bubble.id)).size).toBe(spec.bubbles);
      expect(targetsOf(wave)).toHaveLength(spec.targets);
      expect(targetCount(wave)).toBe(spec.targets);
      const values = new Set(wave.bubbles.map((bubble) => `${bubble.feature.kind}:${bubble.feature.value}`));
      expect(values.size).toBe(spec.values);
      for (const bubble of wave.bubbles) expect(bubble.feature.kind).toBe(wave.target.kind);
    }
  });

  it.each(SEEDS)("colours the bubbles by the prompt only for colour prompts (seed %i)", (seed) => {
    for (const level of [1, 2]) {
      const wave = newWave(level, seededRandom(seed));
      for (const bubble of wave.bubbles) expect(bubble.tint).toBe(bubble.feature.value);
    }
  });

  it.each(SEEDS)("takes the distractors of shapes and numbers from the target's look-alikes (seed %i)", (seed) => {
    for (const level of [4, 5]) {
      const wave = newWave(level, seededRandom(seed));
      const lookalikes: ReadonlyArray<string | number> =
        wave.target.kind === "shape"
          ? (SHAPE_LOOKALIKES[wave.target.value as keyof typeof SHAPE_LOOKALIKES] ?? [])
          : (DIGIT_LOOKALIKES[wave.target.value as number] ?? []);
      expect(lookalikes.length).toBe(3);
      for (const bubble of othersOf(wave)) expect(lookalikes).toContain(bubble.feature.value);
    }
  });

  it("asks for numbers as well as shapes at level 5 over many plays", () => {
    const kinds = new Set(Array.from({ length: 40 }, (_, seed) => newWave(5, seededRandom(seed)).target.kind));
    expect(kinds).toEqual(new Set(["shape", "number"]));
  });

  it.each(SEEDS)("keeps the bubbles of one column apart along the loop, so none covers another (seed %i)", (seed) => {
    for (const level of LEVELS) {
      const spec = bubbleLevel(level);
      const wave = newWave(level, seededRandom(seed));
      const loop = FIELD_HEIGHT_PX + spec.size;
      for (let lane = 0; lane < spec.lanes; lane += 1) {
        const phases = wave.bubbles
          .filter((bubble) => bubble.lane === lane)
          .map((bubble) => bubble.phase)
          .toSorted((a, b) => a - b);
        expect(phases.length).toBeGreaterThanOrEqual(2);
        for (const phase of phases) {
          expect(phase).toBeGreaterThanOrEqual(0);
          expect(phase).toBeLessThan(1);
        }
        // Distance to the next bubble up the column, the last one wrapping round to the first.
        const gaps = phases.map((phase, index) => ((phases[index + 1] ?? (phases[0] as number) + 1) - phase) * loop);
        expect(Math.min(...gaps)).toBeGreaterThan(spec.size * 1.1);
      }
    }
  });
});

describe("bubble sorties taps and scoring", () => {
  const wave = newWave(1, seededRandom(9));
  const [firstTarget, secondTarget, thirdTarget] = targetsOf(wave) as [Wave["bubbles"][number], Wave["bubbles"][number], Wave["bubbles"][number]];
  const [distractor, otherDistractor] = othersOf(wave) as [Wave["bubbles"][number], Wave["bubbles"][number]];

  it("pops a matching bubble once and counts a wrong bubble as one mistake", () => {
    let play = startBubblePlay();
    let result = tapBubble(wave, play, firstTarget.id);
    expect(result.outcome).toBe("pop");
    play = result.play;
    expect(tapBubble(wave, play, firstTarget.id)).toEqual({ play, outcome: "ignored" });
    result = tapBubble(wave, play, distractor.id);
    expect(result.outcome).toBe("mistake");
    play = result.play;
    expect(tapBubble(wave, play, distractor.id)).toEqual({ play, outcome: "ignored" });
    expect(tapBubble(wave, play, 999)).toEqual({ play, outcome: "ignored" });
    expect(play).toEqual({ popped: [firstTarget.id], missed: [distractor.id] });
    expect(targetsLeft(wave, play)).toBe(2);
    expect(bubbleScore(play)).toBe(POINTS_PER_POP - MISTAKE_COST);
  });

  it("ends the play when every matching bubble is popped, with distractors left, and ignores taps after", () => {
    let play = startBubblePlay();
    for (const bubble of [firstTarget, secondTarget]) play = tapBubble(wave, play, bubble.id).play;
    expect(waveCleared(wave, play)).toBe(false);
    play = tapBubble(wave, play, thirdTarget.id).play;
    expect(waveCleared(wave, play)).toBe(true);
    expect(tapBubble(wave, play, distractor.id)).toEqual({ play, outcome: "ignored" });
    expect(bubbleScore(play)).toBe(bubbleMaxScore(1));
  });

  it("decides by what a bubble shows, not where it is", () => {
    const moved: Wave = { ...wave, bubbles: wave.bubbles.map((bubble) => ({ ...bubble, lane: 0, phase: 0.99 })) };
    expect(tapBubble(moved, startBubblePlay(), firstTarget.id).outcome).toBe("pop");
    expect(tapBubble(moved, startBubblePlay(), distractor.id).outcome).toBe("mistake");
  });

  it("scores every target without mistakes as the maximum, and never below 0", () => {
    for (const level of LEVELS) expect(bubbleMaxScore(level)).toBe(bubbleLevel(level).targets * POINTS_PER_POP);
    expect(bubbleMaxScore(1)).toBe(30);
    expect(bubbleScore({ popped: [1, 2, 3], missed: [] })).toBe(30);
    expect(bubbleScore({ popped: [1, 2, 3], missed: [4, 5] })).toBe(20);
    expect(bubbleScore({ popped: [1], missed: [4, 5, 6, 7] })).toBe(0);
  });

  it("lets a child who plays well pass (one slip per level) and gives partial credit otherwise", () => {
    for (const level of LEVELS) {
      const { targets } = bubbleLevel(level);
      const popped = Array.from({ length: targets }, (_, index) => index);
      const oneSlip = bubbleScore({ popped, missed: [100] });
      expect(scorePercent(oneSlip, bubbleMaxScore(level))).toBeGreaterThanOrEqual(PASS_PERCENT);
      // As many slips as targets: half the points.
      const manySlips = bubbleScore({ popped, missed: popped.map((index) => 100 + index) });
      expect(manySlips).toBeGreaterThan(0);
      expect(scorePercent(manySlips, bubbleMaxScore(level))).toBeLessThan(PASS_PERCENT);
    }
    expect(bubbleScore({ popped: [0, 1], missed: [otherDistractor.id] })).toBe(15);
  });
});
