import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import {
  MAX_SIZE,
  MIN_SIZE,
  PEG_COLOURS,
  RAINBOW,
  RINGS_LEVELS,
  type RingsPlay,
  type RingsRound,
  mixedPaints,
  nextRing,
  nextRingsRound,
  placeRing,
  ringSizes,
  ringsLevel,
  ringsOnPeg,
  ringsPlayOver,
  ringsRounds,
  roundBuilt,
  stackRingsLives,
  stackRingsMaxScore,
  startRingsPlay,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026, 77777];

/** Builds the current round without a mistake: on each peg in turn, the biggest ring left. */
function buildRound(play: RingsPlay, rounds: ReadonlyArray<RingsRound>): RingsPlay {
  const round = rounds[play.round] as RingsRound;
  let current = play;
  round.pegs.forEach((_, peg) => {
    for (let ring = nextRing(round, current.placed, peg); ring; ring = nextRing(round, current.placed, peg))
      current = placeRing(current, rounds, ring.id, peg).play;
  });
  return current;
}

const rising = (values: ReadonlyArray<number>) => values.every((value, index) => index === 0 || value > (values[index - 1] as number));

describe("stack rings: levels", () => {
  it("grows the rings, brings their sizes closer, then adds a second peg with a colour rule", () => {
    expect(RINGS_LEVELS).toHaveLength(5);
    expect(RINGS_LEVELS.map((level) => level.rings * level.pegs)).toEqual([3, 4, 5, 6, 8]);
    expect(RINGS_LEVELS.map((level) => level.pegs)).toEqual([1, 1, 1, 2, 2]);
    expect(RINGS_LEVELS.map((level) => level.colouring)).toEqual(["bySize", "bySize", "mixed", "byPeg", "byPeg"]);
    for (const pegs of [1, 2]) {
      const same = RINGS_LEVELS.filter((level) => level.pegs === pegs);
      for (let index = 1; index < same.length; index += 1)
        expect((same[index] as { minGap: number }).minGap).toBeLessThanOrEqual((same[index - 1] as { minGap: number }).minGap);
    }
  });

  it("gives lives per level, a few more where there is more to get wrong", () => {
    expect([1, 2, 3, 4, 5].map(stackRingsLives)).toEqual([3, 3, 3, 4, 4]);
  });

  it("falls back to level 1 and allows 10 points per ring", () => {
    expect(ringsLevel(0)).toBe(RINGS_LEVELS[0]);
    expect(ringsLevel(7)).toBe(RINGS_LEVELS[0]);
    expect([1, 2, 3, 4, 5].map(stackRingsMaxScore)).toEqual([90, 120, 100, 120, 160]);
  });
});

describe("stack rings: rings", () => {
  it.each(SEEDS)("deals sizes in range with gaps within the level's limits (seed %i)", (seed) => {
    const random = seededRandom(seed);
    for (const { rings, minGap, maxGap } of RINGS_LEVELS) {
      for (let repeat = 0; repeat < 20; repeat += 1) {
        const sizes = ringSizes(rings, minGap, maxGap, random);
        expect(sizes).toHaveLength(rings);
        expect(Math.min(...sizes)).toBeGreaterThanOrEqual(MIN_SIZE);
        expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_SIZE);
        for (let index = 1; index < sizes.length; index += 1) {
          const gap = (sizes[index] as number) - (sizes[index - 1] as number);
          expect(gap).toBeGreaterThanOrEqual(minGap);
          expect(gap).toBeLessThanOrEqual(maxGap);
        }
      }
    }
  });

  it.each(SEEDS)("scatters every ring once, never in order, coloured as the level says (seed %i)", (seed) => {
    for (let level = 1; level <= 5; level += 1) {
      const settings = ringsLevel(level);
      const rounds = ringsRounds(level, seededRandom(seed));
      expect(rounds).toHaveLength(settings.rounds);
      for (const round of rounds) {
        expect(round.rings).toHaveLength(settings.rings * settings.pegs);
        expect(new Set(round.rings.map((ring) => ring.id)).size).toBe(round.rings.length);
        const sizes = round.rings.map((ring) => ring.size);
        expect(sizes).not.toEqual(sizes.toSorted((a, b) => b - a));
        expect(round.pegs).toEqual(settings.pegs === 2 ? ["red", "blue"] : [null]);
        for (const ring of round.rings) expect(Math.abs(ring.tilt)).toBeLessThanOrEqual(8);
        const expectedFill = (ring: (typeof round.rings)[number]) =>
          settings.colouring === "bySize" ? RAINBOW[ring.size - MIN_SIZE] : settings.colouring === "byPeg" ? PEG_COLOURS[ring.peg ?? "red"] : ring.fill;
        expect(round.rings.map((ring) => ring.fill)).toEqual(round.rings.map(expectedFill));
        // Mixed paints differ from ring to ring and are not the size's rainbow paint.
        const bySizeCount = round.rings.filter((ring) => ring.fill === RAINBOW[ring.size - MIN_SIZE]).length;
        expect(settings.colouring === "mixed" ? bySizeCount < round.rings.length : true).toBe(true);
        for (const colour of round.pegs) {
          const own = round.rings.filter((ring) => ring.peg === colour).map((ring) => ring.size);
          expect(own).toHaveLength(settings.rings);
          expect(new Set(own).size).toBe(settings.rings);
        }
      }
    }
  });

  it("mixes paints so they never rise or fall along the rainbow with the size", () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const indexes = mixedPaints(5, seededRandom(seed)).map((fill) => RAINBOW.indexOf(fill as (typeof RAINBOW)[number]));
      expect(new Set(indexes).size).toBe(5);
      expect(rising(indexes)).toBe(false);
      expect(rising(indexes.toReversed())).toBe(false);
    }
  });
});

describe("stack rings: placing rings", () => {
  const onePeg: RingsRound = {
    pegs: [null],
    rings: [
      { id: 0, size: 2, peg: null, fill: "#000000", tilt: 0 },
      { id: 1, size: 7, peg: null, fill: "#000000", tilt: 0 },
      { id: 2, size: 4, peg: null, fill: "#000000", tilt: 0 },
    ],
  };
  const twoPegs: RingsRound = {
    pegs: ["red", "blue"],
    rings: [
      { id: 0, size: 3, peg: "red", fill: PEG_COLOURS.red, tilt: 0 },
      { id: 1, size: 5, peg: "blue", fill: PEG_COLOURS.blue, tilt: 0 },
      { id: 2, size: 6, peg: "red", fill: PEG_COLOURS.red, tilt: 0 },
      { id: 3, size: 2, peg: "blue", fill: PEG_COLOURS.blue, tilt: 0 },
    ],
  };

  it("puts the biggest ring left on the peg for 10 points, and a smaller one costs a life", () => {
    let step = placeRing(startRingsPlay(3), [onePeg], 2, 0);
    expect(step.outcome).toBe("notBiggest");
    expect(step.play).toMatchObject({ lives: 2, attempts: 1, successes: 0, mistakesSince: 1, placed: [] });
    step = placeRing(step.play, [onePeg], 1, 0);
    expect(step).toMatchObject({ outcome: "placed", points: 5 });
    step = placeRing(step.play, [onePeg], 2, 0);
    expect(step).toMatchObject({ outcome: "placed", points: 10 });
    expect(step.play).toMatchObject({ placed: [1, 2], score: 15, lives: 2 });
    expect(ringsOnPeg(onePeg, step.play.placed, 0).map((ring) => ring.size)).toEqual([7, 4]);
  });

  it("gives nothing for a ring placed after two mistakes", () => {
    let play = startRingsPlay(3);
    play = placeRing(play, [onePeg], 0, 0).play;
    play = placeRing(play, [onePeg], 2, 0).play;
    const step = placeRing(play, [onePeg], 1, 0);
    expect(step).toMatchObject({ outcome: "placed", points: 0 });
    expect(step.play.lives).toBe(1);
  });

  it("with two pegs, takes a ring only on its colour's peg, the biggest of that colour first", () => {
    let play = startRingsPlay(4);
    expect(nextRing(twoPegs, [], 0)?.id).toBe(2);
    expect(nextRing(twoPegs, [], 1)?.id).toBe(1);
    let step = placeRing(play, [twoPegs], 2, 1);
    expect(step.outcome).toBe("wrongPeg");
    play = step.play;
    step = placeRing(play, [twoPegs], 0, 0);
    expect(step.outcome).toBe("notBiggest");
    play = step.play;
    expect(play.lives).toBe(2);
    // The biggest blue ring may go first even though a bigger red one is left.
    step = placeRing(play, [twoPegs], 1, 1);
    expect(step).toMatchObject({ outcome: "placed", points: 0 });
    play = step.play;
    for (const [ring, peg] of [
      [2, 0],
      [0, 0],
      [3, 1],
    ] as const) {
      step = placeRing(play, [twoPegs], ring, peg);
      expect(step).toMatchObject({ outcome: "placed", points: 10 });
      play = step.play;
    }
    expect(roundBuilt(play, [twoPegs])).toBe(true);
    expect(ringsOnPeg(twoPegs, play.placed, 0).map((ring) => ring.size)).toEqual([6, 3]);
    expect(ringsOnPeg(twoPegs, play.placed, 1).map((ring) => ring.size)).toEqual([5, 2]);
  });

  it("takes a life once for a wrong move a small child repeats with fast taps, until the next ring goes on", () => {
    let step = placeRing(startRingsPlay(3), [onePeg], 2, 0);
    const again = placeRing(step.play, [onePeg], 2, 0);
    expect(again).toMatchObject({ outcome: "ignored", play: step.play });
    expect(step.play).toMatchObject({ lives: 2, attempts: 1 });
    step = placeRing(step.play, [onePeg], 1, 0);
    expect(step.outcome).toBe("placed");
    // With the biggest ring on, the same ring at the wrong moment is a new mistake.
    expect(placeRing(step.play, [onePeg], 0, 0)).toMatchObject({ outcome: "notBiggest", play: { lives: 1 } });
  });

  it("never ends a play without lives, however many mistakes a small child makes", () => {
    let play = startRingsPlay(null);
    for (const ring of [0, 2, 0, 2]) play = placeRing(play, [onePeg], ring, 0).play;
    expect(play).toMatchObject({ lives: null, attempts: 2, mistakesSince: 2 });
    expect(ringsPlayOver(play, 1)).toBe(false);
    for (const ring of [1, 2, 0]) play = placeRing(play, [onePeg], ring, 0).play;
    expect(play).toMatchObject({ placed: [1, 2, 0], successes: 3, lives: null });
    expect(roundBuilt(play, [onePeg])).toBe(true);
    expect(ringsPlayOver(nextRingsRound(play), 1)).toBe(true);
  });

  it("ends the play at 0 lives and then ignores every move", () => {
    let play = startRingsPlay(1);
    play = placeRing(play, [onePeg, onePeg], 0, 0).play;
    expect(play.lives).toBe(0);
    expect(ringsPlayOver(play, 2)).toBe(true);
    expect(placeRing(play, [onePeg, onePeg], 1, 0)).toMatchObject({ outcome: "ignored", play });
  });

  it("ignores a ring already placed, an unknown ring and an unknown peg", () => {
    const play = placeRing(startRingsPlay(3), [onePeg], 1, 0).play;
    expect(placeRing(play, [onePeg], 1, 0).outcome).toBe("ignored");
    expect(placeRing(play, [onePeg], 9, 0).outcome).toBe("ignored");
    expect(placeRing(play, [onePeg], 2, 1).outcome).toBe("ignored");
  });

  it.each(SEEDS)("builds every level to the end with full marks and all lives left (seed %i)", (seed) => {
    for (let level = 1; level <= 5; level += 1) {
      const rounds = ringsRounds(level, seededRandom(seed));
      let play = startRingsPlay(stackRingsLives(level));
      for (let round = 0; round < rounds.length; round += 1) {
        expect(ringsPlayOver(play, rounds.length)).toBe(false);
        play = buildRound(play, rounds);
        expect(roundBuilt(play, rounds)).toBe(true);
        for (let peg = 0; peg < (rounds[round] as RingsRound).pegs.length; peg += 1) {
          const sizes = ringsOnPeg(rounds[round] as RingsRound, play.placed, peg).map((ring) => ring.size);
          expect(rising(sizes.toReversed())).toBe(true);
        }
        play = nextRingsRound(play);
      }
      expect(ringsPlayOver(play, rounds.length)).toBe(true);
      expect(play).toMatchObject({ score: stackRingsMaxScore(level), lives: stackRingsLives(level) });
    }
  });

  it("passes a child with a slip in some pyramids, and gives partial credit when the lives run out early", () => {
    // Level 5: 16 rings; 3 mistakes, each costing half of the next ring's points.
    expect(scorePercent(13 * 10 + 3 * 5, stackRingsMaxScore(5))).toBeGreaterThanOrEqual(PASS_PERCENT);
    // All 4 lives lost in the first pair of pyramids, 6 rings placed.
    const early = scorePercent(4 * 10 + 2 * 5, stackRingsMaxScore(5));
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThan(PASS_PERCENT);
  });
});
