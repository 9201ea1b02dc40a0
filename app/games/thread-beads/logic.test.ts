import { describe, expect, it } from "vitest";
import { ROUNDS_PER_LEVEL, startChoicePlay } from "../choice-rounds";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import {
  BEAD_LEVELS,
  type Bead,
  type BeadRound,
  beadChoices,
  beadKey,
  beadLevel,
  beadPlayOver,
  beadPosition,
  beadRounds,
  filledString,
  patternBeads,
  patternElement,
  pickBead,
  sameBead,
  threadBeadsMaxScore,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026, 31337];

/** The smallest period of a repeating string, or null when none repeats at least twice. */
function period(beads: ReadonlyArray<Bead>): number | null {
  for (let size = 1; size * 2 <= beads.length; size += 1) {
    if (beads.every((bead, index) => sameBead(bead, beads[index % size] as Bead))) return size;
  }
  return null;
}

/** The beads with only their colour (all round), or only their shape (all red). */
const colorsOnly = (beads: Bead[]) => beads.map((bead) => ({ ...bead, shape: "circle" as const }));
const shapesOnly = (beads: Bead[]) => beads.map((bead) => ({ ...bead, color: "red" as const }));

/** Every round of `kind` that the levels build over all seeds. */
function roundsOf(kind: BeadRound["kind"]): BeadRound[] {
  return SEEDS.flatMap((seed) => [1, 2, 3, 4, 5].flatMap((level) => beadRounds(level, seededRandom(seed)))).filter((round) => round.kind === kind);
}

const letters = (kind: Parameters<typeof patternElement>[0], length: number) =>
  Array.from({ length }, (_, index) => "ABC"[patternElement(kind, index)]).join("");

describe("thread beads: levels", () => {
  it("has five levels: AB, AAB/ABB, ABC, AABB/ABCC, then growing or two attributes", () => {
    expect(BEAD_LEVELS.map((level) => level.kinds)).toEqual([["AB"], ["AAB", "ABB"], ["ABC"], ["AABB", "ABCC"], ["growing", "twoAttributes"]]);
  });

  it("fills 2-4 places from 3-4 choices, never fewer than the level before, with shapes from level 4", () => {
    for (const { slots, choices } of BEAD_LEVELS) {
      expect(slots).toBeGreaterThanOrEqual(2);
      expect(slots).toBeLessThanOrEqual(4);
      expect(choices).toBeGreaterThanOrEqual(3);
      expect(choices).toBeLessThanOrEqual(4);
    }
    for (let level = 2; level <= 5; level += 1) {
      expect(beadLevel(level).slots).toBeGreaterThanOrEqual(beadLevel(level - 1).slots);
      expect(beadLevel(level).choices).toBeGreaterThanOrEqual(beadLevel(level - 1).choices);
    }
    expect(BEAD_LEVELS.map((level) => level.shapes)).toEqual([false, false, false, true, true]);
    expect(beadLevel(0)).toEqual(BEAD_LEVELS[0]);
  });

  it("scores 10 points per bead of 5 strings as the maximum", () => {
    expect([1, 2, 3, 4, 5].map(threadBeadsMaxScore)).toEqual([100, 150, 150, 200, 200]);
  });
});

describe("thread beads: patterns", () => {
  it("spells each repeating pattern and the growing one", () => {
    expect(letters("AB", 6)).toBe("ABABAB");
    expect(letters("AAB", 7)).toBe("AABAABA");
    expect(letters("ABB", 6)).toBe("ABBABB");
    expect(letters("ABC", 7)).toBe("ABCABCA");
    expect(letters("AABB", 8)).toBe("AABBAABB");
    expect(letters("ABCC", 8)).toBe("ABCCABCC");
    expect(letters("growing", 14)).toBe("ABABBABBBABBBB");
  });

  it("repeats the colour every 2 beads and the shape every 3 in a two-attribute pattern", () => {
    const beads = patternBeads("twoAttributes", ["red", "blue"], ["circle", "square", "triangle"], 12);
    expect(beads.map((bead) => bead.color)).toEqual(["red", "blue", "red", "blue", "red", "blue", "red", "blue", "red", "blue", "red", "blue"]);
    expect(beads.map((bead) => bead.shape).slice(0, 6)).toEqual(["circle", "square", "triangle", "circle", "square", "triangle"]);
    expect(period(beads)).toBe(6);
  });

  it.each(SEEDS)("builds five strings per level, using each of the level's kinds, with choices holding the answer once (seed %i)", (seed) => {
    for (let level = 1; level <= 5; level += 1) {
      const { shown, slots, choices, kinds } = beadLevel(level);
      const rounds = beadRounds(level, seededRandom(seed));
      expect(rounds).toHaveLength(ROUNDS_PER_LEVEL);
      expect([...new Set(rounds.map((round) => round.kind))].toSorted()).toEqual([...kinds].toSorted());
      for (const round of rounds) {
        expect(round.shown).toHaveLength(shown);
        expect(round.answers).toHaveLength(slots);
        expect(round.choices).toHaveLength(slots);
        for (const [slot, offered] of round.choices.entries()) {
          expect(offered).toHaveLength(choices);
          expect(new Set(offered.map(beadKey)).size).toBe(choices);
          expect(offered.filter((bead) => sameBead(bead, round.answers[slot] as Bead))).toHaveLength(1);
        }
      }
    }
  });

  it("keeps every bead round at levels 1-3", () => {
    for (const seed of SEEDS) {
      for (const level of [1, 2, 3]) {
        for (const round of beadRounds(level, seededRandom(seed))) {
          const beads = [...round.shown, ...round.answers, ...round.choices.flat()];
          expect(beads.every((bead) => bead.shape === "circle")).toBe(true);
        }
      }
    }
  });

  it.each(["AB", "AAB", "ABB", "ABC", "AABB", "ABCC"] as const)("repeats %s, shown at least twice before the empty places", (kind) => {
    const rounds = roundsOf(kind);
    expect(rounds.length).toBeGreaterThan(0);
    for (const round of rounds) {
      expect(period([...round.shown, ...round.answers])).toBe(kind.length);
      expect(period(round.shown)).toBe(kind.length);
    }
  });

  it("grows a growing pattern by one bead each time", () => {
    const rounds = roundsOf("growing");
    expect(rounds.length).toBeGreaterThan(0);
    for (const round of rounds) {
      const whole = [...round.shown, ...round.answers];
      const first = whole[0] as Bead;
      const spelled = whole.map((bead) => (sameBead(bead, first) ? "A" : "B")).join("");
      expect(spelled).toBe("ABABBABBBABBB");
      expect(new Set(whole.map(beadKey)).size).toBe(2);
    }
  });

  it("changes colour every bead and shape in threes in a two-attribute pattern, each shown at least twice", () => {
    const rounds = roundsOf("twoAttributes");
    expect(rounds.length).toBeGreaterThan(0);
    for (const round of rounds) {
      const whole = [...round.shown, ...round.answers];
      expect(period(colorsOnly(whole))).toBe(2);
      expect(period(colorsOnly(round.shown))).toBe(2);
      expect(period(shapesOnly(whole))).toBe(3);
      expect(period(shapesOnly(round.shown))).toBe(3);
    }
  });

  it.each(SEEDS)("gives the beads of a level 4 pattern each its own colour and shape (seed %i)", (seed) => {
    for (const round of beadRounds(4, seededRandom(seed))) {
      const whole = [...round.shown, ...round.answers];
      const colors = new Set(whole.map((bead) => bead.color));
      const shapes = new Set(whole.map((bead) => bead.shape));
      expect(colors.size).toBe(shapes.size);
      expect(colors.size).toBe(round.kind === "AABB" ? 2 : 3);
    }
  });

  it("offers near misses when shapes count: the right colour in another shape and the right shape in another colour", () => {
    const answer: Bead = { color: "red", shape: "square" };
    for (const seed of SEEDS) {
      const offered = beadChoices(answer, [answer, { color: "blue", shape: "circle" }], 4, true, seededRandom(seed));
      expect(offered.some((bead) => bead.color === "red" && bead.shape !== "square")).toBe(true);
      expect(offered.some((bead) => bead.shape === "square" && bead.color !== "red")).toBe(true);
      expect(offered.some((bead) => sameBead(bead, { color: "blue", shape: "circle" }))).toBe(true);
    }
  });

  it("offers the pattern's beads and a new colour when only colour counts", () => {
    const pattern: Bead[] = [
      { color: "red", shape: "circle" },
      { color: "blue", shape: "circle" },
    ];
    const offered = beadChoices(pattern[0] as Bead, pattern, 3, false, seededRandom(8));
    expect(offered.every((bead) => bead.shape === "circle")).toBe(true);
    expect(offered.some((bead) => sameBead(bead, pattern[1] as Bead))).toBe(true);
    expect(offered.filter((bead) => bead.color !== "red" && bead.color !== "blue")).toHaveLength(1);
  });
});

describe("thread beads: picking and scoring", () => {
  const rounds: BeadRound[] = beadRounds(1, seededRandom(5));
  const slots = beadLevel(1).slots;
  const wrongFor = (round: number, slot: number) => rounds[round]?.choices[slot]?.find((bead) => !sameBead(bead, rounds[round]?.answers[slot] as Bead)) as Bead;

  it("moves to the next place only on the right bead and knows when a string is full", () => {
    let play = startChoicePlay();
    let step = pickBead(play, rounds, slots, wrongFor(0, 0));
    expect(step.correct).toBe(false);
    play = step.play;
    expect(beadPosition(play, slots)).toEqual({ round: 0, slot: 0 });
    step = pickBead(play, rounds, slots, rounds[0]?.answers[0] as Bead);
    expect(step.correct).toBe(true);
    play = step.play;
    expect(beadPosition(play, slots)).toEqual({ round: 0, slot: 1 });
    expect(filledString(play, slots)).toBe(false);
    play = pickBead(play, rounds, slots, rounds[0]?.answers[1] as Bead).play;
    expect(filledString(play, slots)).toBe(true);
    expect(beadPosition(play, slots)).toEqual({ round: 1, slot: 0 });
    expect(play.score).toBe(15);
  });

  it("scores 10 at the first try, 5 at the second, nothing after, and ends after the last bead", () => {
    let play = startChoicePlay();
    for (let round = 0; round < ROUNDS_PER_LEVEL; round += 1) {
      for (let slot = 0; slot < slots; slot += 1) {
        const misses = round === 0 && slot === 0 ? 1 : round === 1 && slot === 0 ? 3 : 0;
        for (let miss = 0; miss < misses; miss += 1) play = pickBead(play, rounds, slots, wrongFor(round, slot)).play;
        expect(beadPlayOver(play, ROUNDS_PER_LEVEL, slots)).toBe(false);
        play = pickBead(play, rounds, slots, rounds[round]?.answers[slot] as Bead).play;
      }
    }
    expect(beadPlayOver(play, ROUNDS_PER_LEVEL, slots)).toBe(true);
    expect(play.score).toBe(threadBeadsMaxScore(1) - 5 - 10);
    expect(play).toMatchObject({ attempts: 10 + 4, successes: 10 });
    expect(scorePercent(play.score, threadBeadsMaxScore(1))).toBeGreaterThanOrEqual(PASS_PERCENT);
    // Nothing left to pick once the play is over.
    expect(pickBead(play, rounds, slots, rounds[0]?.answers[0] as Bead)).toEqual({ play, correct: false });
  });
});
