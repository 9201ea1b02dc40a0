import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import {
  FALSE_TAP_COST,
  FIELD_CELLS,
  GAP_JITTER,
  INTRO_MS,
  ITEMS,
  LOOK_ALIKES,
  MAX_RUN,
  POINTS_PER_CATCH,
  REFLEX_LEVELS,
  ROUNDS_PER_LEVEL,
  type ReflexPlay,
  type ReflexRound,
  TARGETS,
  distractorKinds,
  frameKey,
  frameMs,
  isTapKey,
  isTarget,
  quickReflexMaxScore,
  reflexLevel,
  reflexRounds,
  reflexScore,
  startReflexPlay,
  tapItem,
  targetPlaces,
  tick,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026, 77777];
const LEVELS = [1, 2, 3, 4, 5];

/** The longest run of equal values. */
function longestRun(values: ReadonlyArray<boolean>): number {
  let longest = 0;
  let run = 0;
  values.forEach((value, index) => {
    run = index > 0 && values[index - 1] === value ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

/** Plays a whole level: `react(round, item)` says whether the child taps the picture in view. */
function playLevel(level: number, rounds: ReadonlyArray<ReflexRound>, react: (round: ReflexRound, index: number) => boolean): ReflexPlay {
  let play = startReflexPlay();
  for (let step = 0; step < 1000 && play.phase !== "over"; step += 1) {
    const round = rounds[play.round] as ReflexRound;
    if (play.phase === "show" && !play.answered && react(round, play.item)) {
      play = tapItem(play, rounds).play;
      continue;
    }
    expect(frameMs(play, rounds, level)).toBeGreaterThan(0);
    play = tick(play, rounds);
  }
  expect(play.phase).toBe("over");
  return play;
}

describe("quick reflex levels", () => {
  it("has five levels that show more, faster and shorter pictures with more look-alikes", () => {
    expect(REFLEX_LEVELS).toHaveLength(5);
    for (let level = 2; level <= 5; level += 1) {
      const now = reflexLevel(level);
      const before = reflexLevel(level - 1);
      expect(now.visibleMs).toBeLessThan(before.visibleMs);
      expect(now.gapMs).toBeLessThan(before.gapMs);
      expect(now.items).toBeGreaterThanOrEqual(before.items);
      expect(now.alike).toBeGreaterThanOrEqual(before.alike);
    }
    expect(reflexLevel(1)).toMatchObject({ alike: 0, different: 1 });
    expect(reflexLevel(5)).toMatchObject({ alike: 3, different: 0 });
    expect(reflexLevel(99)).toBe(reflexLevel(1));
  });

  it("keeps level 1 gentle: each picture stays at least 2.5 seconds", () => {
    expect(reflexLevel(1).visibleMs).toBeGreaterThanOrEqual(2500);
  });

  it("leaves room for every kind of other picture in every round", () => {
    for (const spec of REFLEX_LEVELS) {
      expect(spec.targets).toBeLessThan(spec.items);
      expect(spec.items - spec.targets).toBeGreaterThanOrEqual(spec.different + spec.alike);
      expect(spec.different + spec.alike).toBeGreaterThan(0);
    }
  });

  it("has three look-alikes for each target, all pictures of the game and none of them a target", () => {
    for (const target of TARGETS) {
      const alike = LOOK_ALIKES[target];
      expect(new Set(alike).size).toBe(3);
      for (const item of alike) {
        expect(ITEMS).toContain(item);
        expect(TARGETS).not.toContain(item);
      }
    }
    expect(TARGETS.length).toBeGreaterThanOrEqual(ROUNDS_PER_LEVEL);
  });
});

describe("placing the targets", () => {
  it.each(SEEDS)("puts exactly the targets in, never more than two alike in a row (seed %i)", (seed) => {
    const random = seededRandom(seed);
    for (const [count, targets] of [
      [6, 3],
      [8, 3],
      [10, 4],
      [5, 2],
      [4, 2],
    ] as const) {
      for (let repeat = 0; repeat < 20; repeat += 1) {
        const places = targetPlaces(count, targets, random);
        expect(places).toHaveLength(count);
        expect(places.filter(Boolean)).toHaveLength(targets);
        expect(longestRun(places)).toBeLessThanOrEqual(MAX_RUN);
      }
    }
  });

  it("refuses a mix that cannot avoid long runs", () => {
    expect(() => targetPlaces(7, 1, seededRandom(1))).toThrow(RangeError);
    expect(() => targetPlaces(4, 4, seededRandom(1))).toThrow(RangeError);
  });

  it("does not always put the targets in the same places", () => {
    const random = seededRandom(5);
    const seen = new Set(Array.from({ length: 30 }, () => targetPlaces(8, 3, random).join()));
    expect(seen.size).toBeGreaterThan(3);
  });
});

describe("quick reflex rounds", () => {
  it.each(SEEDS)("builds rounds with the level's pictures, kinds and timing (seed %i)", (seed) => {
    for (const level of LEVELS) {
      const spec = reflexLevel(level);
      const rounds = reflexRounds(level, seededRandom(seed));
      expect(rounds).toHaveLength(ROUNDS_PER_LEVEL);
      expect(new Set(rounds.map((round) => round.target)).size).toBe(ROUNDS_PER_LEVEL);
      for (const round of rounds) {
        expect(round.items).toHaveLength(spec.items);
        expect(round.items.filter((item) => isTarget(round, item))).toHaveLength(spec.targets);
        const others = new Set(round.items.filter((item) => !isTarget(round, item)).map((item) => item.item));
        expect(others.size).toBe(spec.different + spec.alike);
        const alike = [...others].filter((item) => (LOOK_ALIKES[round.target] as ReadonlyArray<string>).includes(item));
        expect(alike).toHaveLength(spec.alike);
        expect([...others].filter((item) => TARGETS.includes(item as never))).toHaveLength(spec.different);
        const cells = round.items.map((item) => item.cell);
        expect(cells.slice(1).filter((cell, index) => cell === cells[index])).toEqual([]);
        round.items.forEach((item) => {
          expect(item.cell).toBeGreaterThanOrEqual(0);
          expect(item.cell).toBeLessThan(FIELD_CELLS);
          expect(item.gapMs).toBeGreaterThanOrEqual(spec.gapMs);
          expect(item.gapMs).toBeLessThanOrEqual(Math.round(spec.gapMs * (1 + GAP_JITTER)));
        });
        expect(longestRun(round.items.map((item) => isTarget(round, item)))).toBeLessThanOrEqual(MAX_RUN);
      }
    }
  });

  it("takes other targets as the clearly different pictures and look-alikes only from the target's own", () => {
    const random = seededRandom(11);
    const kinds = distractorKinds("star", { items: 10, targets: 4, visibleMs: 1000, gapMs: 100, different: 2, alike: 2 }, random);
    expect(kinds).toHaveLength(4);
    expect(kinds).not.toContain("star");
    expect(kinds.filter((kind) => TARGETS.includes(kind as never))).toHaveLength(2);
    expect(kinds.filter((kind) => (LOOK_ALIKES.star as ReadonlyArray<string>).includes(kind))).toHaveLength(2);
  });
});

describe("playing quick reflex", () => {
  const round: ReflexRound = {
    target: "star",
    items: [
      { item: "star", cell: 0, gapMs: 700 },
      { item: "ball", cell: 4, gapMs: 800 },
      { item: "star", cell: 8, gapMs: 900 },
    ],
  };
  const rounds = [round, { ...round, target: "ball" as const, items: [{ item: "ball" as const, cell: 2, gapMs: 600 }] }];

  it("times the intro, the picture and the gap from the data", () => {
    let play = startReflexPlay();
    expect(frameMs(play, rounds, 1)).toBe(INTRO_MS);
    play = tick(play, rounds);
    expect(play).toMatchObject({ phase: "show", item: 0 });
    expect(frameMs(play, rounds, 1)).toBe(reflexLevel(1).visibleMs);
    expect(frameMs(play, rounds, 5)).toBe(reflexLevel(5).visibleMs);
    play = tapItem(play, rounds).play;
    expect(play.phase).toBe("gap");
    expect(frameMs(play, rounds, 1)).toBe(700);
    expect(frameMs({ ...play, phase: "over" }, rounds, 1)).toBeNull();
  });

  it("untimed, keeps a target in view until the child taps it, and lets other pictures go by", () => {
    const shown = tick(startReflexPlay(), rounds); // the star, the target
    expect(frameMs(shown, rounds, 1, true)).toBeNull();
    expect(frameMs(tapItem(shown, rounds).play, rounds, 1, true)).toBe(700);
    const other = tick(tick(shown, rounds), rounds); // the ball, not the target
    expect(other).toMatchObject({ phase: "show", item: 1 });
    expect(frameMs(other, rounds, 1, true)).toBe(reflexLevel(1).visibleMs);
    expect(frameMs(startReflexPlay(), rounds, 1, true)).toBe(INTRO_MS);
  });

  it("names each frame, so a late timer cannot move the play on twice", () => {
    const play = startReflexPlay();
    expect(frameKey(play)).toBe("0-0-intro");
    expect(frameKey(tick(play, rounds))).toBe("0-0-show");
    expect(frameKey({ ...play, answered: true, caught: 2 })).toBe(frameKey(play));
  });

  it("catches a target at once, and ignores taps when no picture is in view", () => {
    let play = startReflexPlay();
    expect(tapItem(play, rounds)).toEqual({ play, outcome: "ignored" }); // intro
    play = tick(play, rounds);
    const caught = tapItem(play, rounds);
    expect(caught.outcome).toBe("caught");
    expect(caught.play).toMatchObject({ phase: "gap", caught: 1, last: "caught", answered: true });
    expect(tapItem(caught.play, rounds).outcome).toBe("ignored"); // the gap
  });

  it("counts a tap on another picture once, keeps it in view, and does not call it missed", () => {
    let play = tick(tick(tick(startReflexPlay(), rounds), rounds), rounds); // intro, star, gap → ball
    expect(play).toMatchObject({ phase: "show", item: 1, missed: 1 }); // the star went by
    const wrong = tapItem(play, rounds);
    expect(wrong.outcome).toBe("falseTap");
    expect(wrong.play).toMatchObject({ phase: "show", falseTaps: 1, answered: true, last: "falseTap" });
    expect(tapItem(wrong.play, rounds).outcome).toBe("ignored");
    play = tick(wrong.play, rounds);
    expect(play).toMatchObject({ phase: "gap", missed: 1 });
  });

  it("goes through every picture, then the next round's intro, then the end", () => {
    let play = startReflexPlay();
    const phases: string[] = [];
    while (play.phase !== "over") {
      phases.push(`${play.round}:${play.phase}:${play.item}`);
      play = tick(play, rounds);
    }
    expect(phases).toEqual(["0:intro:0", "0:show:0", "0:gap:0", "0:show:1", "0:gap:1", "0:show:2", "0:gap:2", "1:intro:0", "1:show:0", "1:gap:0"]);
    expect(play.missed).toBe(3); // two stars and the ball went by
    expect(tick(play, rounds).phase).toBe("over");
  });
});

describe("quick reflex scoring", () => {
  it("gives 10 a catch and takes 5 a wrong tap, never below 0; a slow child's miss costs nothing", () => {
    expect(reflexScore({ caught: 3, falseTaps: 0 })).toBe(3 * POINTS_PER_CATCH);
    expect(reflexScore({ caught: 3, falseTaps: 1 })).toBe(30 - FALSE_TAP_COST);
    expect(reflexScore({ caught: 2, falseTaps: 0 })).toBe(2 * POINTS_PER_CATCH);
    expect(reflexScore({ caught: 0, falseTaps: 2 })).toBe(0);
  });

  it.each(LEVELS)("lets a perfect play reach the maximum, a child who taps everything fail, and a good one pass (level %i)", (level) => {
    const rounds = reflexRounds(level, seededRandom(level));
    const perfect = playLevel(level, rounds, (round, index) => isTarget(round, round.items[index]));
    expect(reflexScore(perfect)).toBe(quickReflexMaxScore(level));
    expect(perfect).toMatchObject({ falseTaps: 0, missed: 0 });

    const everything = playLevel(level, rounds, () => true);
    expect(everything.caught).toBe(perfect.caught);
    expect(scorePercent(reflexScore(everything), quickReflexMaxScore(level))).toBeLessThan(PASS_PERCENT);

    const nothing = playLevel(level, rounds, () => false);
    expect(reflexScore(nothing)).toBe(0);

    // Catches two targets of three in every round and never taps a wrong picture: just passes.
    const firstMissed = playLevel(
      level,
      rounds,
      (round, index) => isTarget(round, round.items[index]) && round.items.findIndex((item) => isTarget(round, item)) !== index,
    );
    expect(firstMissed.missed).toBe(ROUNDS_PER_LEVEL);
    expect(scorePercent(reflexScore(firstMissed), quickReflexMaxScore(level))).toBeGreaterThanOrEqual(PASS_PERCENT);

    // One miss and one wrong tap in the whole level: still a good pass.
    const once = playLevel(level, rounds, (round, index) => {
      const first = rounds[0] === round;
      if (first && index === round.items.findIndex((item) => isTarget(round, item))) return false;
      if (first && index === round.items.findIndex((item) => !isTarget(round, item))) return true;
      return isTarget(round, round.items[index]);
    });
    expect(once).toMatchObject({ missed: 1, falseTaps: 1 });
    expect(reflexScore(once)).toBe(quickReflexMaxScore(level) - POINTS_PER_CATCH - FALSE_TAP_COST);
    expect(scorePercent(reflexScore(once), quickReflexMaxScore(level))).toBeGreaterThanOrEqual(75);
  });

  it("has a maximum of every target of every round", () => {
    expect(quickReflexMaxScore(1)).toBe(reflexLevel(1).targets * ROUNDS_PER_LEVEL * POINTS_PER_CATCH);
    expect(quickReflexMaxScore(5)).toBeGreaterThan(quickReflexMaxScore(1));
  });

  it("taps with Space and Enter only", () => {
    expect([" ", "Enter", "a", "Escape", "Spacebar"].map(isTapKey)).toEqual([true, true, false, false, false]);
  });
});
