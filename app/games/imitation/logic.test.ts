import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import {
  AFTER_REVIEW_MS,
  CHEER_MS,
  IMITATION_LEVELS,
  type ImitationPlay,
  LEAD_IN_MS,
  LEVEL_CASTS,
  MAX_MISSES,
  PADS,
  PAD_COUNT,
  POINTS_PER_STEP,
  ROUNDS_PER_LEVEL,
  SLOW_FACTOR,
  imitationLevel,
  imitationMaxScore,
  imitationRounds,
  levelCast,
  litPad,
  padForKey,
  pressPad,
  showFrames,
  stageFrames,
  startImitationPlay,
  tick,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026, 31337];
const ROUNDS = [
  [0, 2],
  [3, 1],
  [1, 2, 0],
  [2, 3, 2],
];

const totalSteps = (level: number) => imitationLevel(level).lengths.reduce((a, b) => a + b, 0);

/** Runs the clock until the stage changes. */
function runStage(play: ImitationPlay, rounds: number[][] = ROUNDS, level = 1): ImitationPlay {
  let next = play;
  const stage = play.stage;
  for (let guard = 0; guard < 100 && next.stage === stage; guard += 1) next = tick(next, rounds, level);
  return next;
}

/**
 * Watches the current round and taps it back, right or with a wrong tap after `rightSteps`
 * steps; after a wrong tap, watches the review and repeats the round right.
 */
function playRound(play: ImitationPlay, rightSteps = Infinity, rounds: number[][] = ROUNDS): ImitationPlay {
  let next = runStage(play, rounds);
  expect(next.stage).toBe("repeat");
  const sequence = rounds[next.round] ?? [];
  for (const [step, pad] of sequence.entries()) {
    const tapped = step < rightSteps ? pad : (pad + 1) % PAD_COUNT;
    next = pressPad(next, rounds, tapped).play;
    if (step >= rightSteps) break;
  }
  if (next.stage === "review") {
    // The review hands the same round back (checked in its own test); the child now gets it right.
    next = runStage(next, rounds);
    for (const pad of sequence) next = pressPad(next, rounds, pad).play;
  }
  return runStage(next, rounds);
}

describe("imitation levels", () => {
  it("has five levels of four rounds, from 2-3 steps to 6-7, faster at levels 4-5", () => {
    expect(IMITATION_LEVELS).toHaveLength(5);
    for (const spec of IMITATION_LEVELS) {
      expect(spec.lengths).toHaveLength(ROUNDS_PER_LEVEL);
      for (let index = 1; index < spec.lengths.length; index += 1) expect(spec.lengths[index]).toBeGreaterThanOrEqual(spec.lengths[index - 1] ?? 0);
    }
    expect(imitationLevel(1).lengths).toEqual([2, 2, 3, 3]);
    expect(Math.max(...imitationLevel(5).lengths)).toBe(7);
    expect(imitationLevel(5).lengths).toContain(6);
    for (let level = 2; level <= 5; level += 1) {
      expect(totalSteps(level)).toBeGreaterThan(totalSteps(level - 1));
      expect(imitationLevel(level).litMs).toBeLessThan(imitationLevel(level - 1).litMs);
    }
    expect(imitationLevel(4).litMs).toBeLessThanOrEqual(imitationLevel(3).litMs * 0.8);
    expect(imitationLevel(0)).toBe(imitationLevel(1));
  });

  it("has four pads, each with a colour, and four new friends on them at each level", () => {
    expect(PADS).toHaveLength(PAD_COUNT);
    expect(new Set(PADS.map((pad) => pad.color)).size).toBe(4);
    for (const cast of LEVEL_CASTS) expect(new Set(cast).size).toBe(PAD_COUNT);
    // Each level has its own four friends on the pads: no two levels are the same board.
    expect(new Set(LEVEL_CASTS.flat()).size).toBe(PAD_COUNT * LEVEL_CASTS.length);
    expect(LEVEL_CASTS).toHaveLength(IMITATION_LEVELS.length);
    expect(levelCast(2)).toBe(LEVEL_CASTS[1]);
  });

  it.each(SEEDS)("builds sequences of the level's lengths, pads 0-3, never the same pad twice in a row (seed %i)", (seed) => {
    for (let level = 1; level <= 5; level += 1) {
      const rounds = imitationRounds(level, seededRandom(seed));
      expect(rounds.map((sequence) => sequence.length)).toEqual(imitationLevel(level).lengths);
      for (const sequence of rounds) {
        for (const pad of sequence) {
          expect(Number.isInteger(pad)).toBe(true);
          expect(pad).toBeGreaterThanOrEqual(0);
          expect(pad).toBeLessThan(PAD_COUNT);
        }
        expect(sequence.filter((pad, index) => index > 0 && pad === sequence[index - 1])).toEqual([]);
      }
    }
  });

  it("uses every pad over a few plays", () => {
    const used = new Set(SEEDS.flatMap((seed) => imitationRounds(5, seededRandom(seed)).flat()));
    expect(used).toEqual(new Set([0, 1, 2, 3]));
  });
});

describe("imitation playback", () => {
  it("shows a sequence as a dark lead-in, then each light followed by a gap", () => {
    expect(showFrames([2, 0], { litMs: 800, gapMs: 300 }, 1000)).toEqual([
      { pad: null, ms: 1000 },
      { pad: 2, ms: 800 },
      { pad: null, ms: 300 },
      { pad: 0, ms: 800 },
      { pad: null, ms: 300 },
    ]);
  });

  it("lights the round's pads in order while watching, then hands over to the child", () => {
    let play = startImitationPlay();
    const lit: number[] = [];
    while (play.stage === "watch") {
      const pad = litPad(play, ROUNDS, 1);
      if (pad !== null) lit.push(pad);
      play = tick(play, ROUNDS, 1);
    }
    expect(lit).toEqual(ROUNDS[0]);
    expect(play).toMatchObject({ stage: "repeat", round: 0, entered: 0 });
    expect(litPad(play, ROUNDS, 1)).toBeNull();
    expect(tick(play, ROUNDS, 1)).toBe(play); // the child's turn has no clock
    expect(stageFrames(play, ROUNDS, 1)[0]?.ms).toBeUndefined();
    expect(stageFrames(startImitationPlay(), ROUNDS, 1)[0]).toEqual({ pad: null, ms: LEAD_IN_MS });
  });

  it("shows the lights faster at higher levels, and a review at the level's own pace", () => {
    const watch = (level: number) => stageFrames(startImitationPlay(), ROUNDS, level)[1]?.ms ?? 0;
    expect(watch(5)).toBeLessThan(watch(1));
    const review = stageFrames({ ...startImitationPlay(), stage: "review" }, ROUNDS, 1);
    expect(review[1]).toEqual({ pad: ROUNDS[0]?.[0], ms: imitationLevel(1).litMs });
    expect(review.at(-1)).toEqual({ pad: null, ms: AFTER_REVIEW_MS });
    expect(stageFrames({ ...startImitationPlay(), stage: "cheer" }, ROUNDS, 1)).toEqual([{ pad: null, ms: CHEER_MS }]);
  });
});

describe("imitation turns and scoring", () => {
  it("ignores taps while the sequence is shown", () => {
    const play = startImitationPlay();
    expect(pressPad(play, ROUNDS, 0)).toEqual({ play, outcome: "ignored" });
    const cheering = { ...play, stage: "cheer" as const };
    expect(pressPad(cheering, ROUNDS, 0)).toEqual({ play: cheering, outcome: "ignored" });
  });

  it("counts right taps, wins the round on the last step and ignores pads that do not exist", () => {
    let play = runStage(startImitationPlay());
    expect(pressPad(play, ROUNDS, 7)).toEqual({ play, outcome: "ignored" });
    let result = pressPad(play, ROUNDS, 0);
    expect(result.outcome).toBe("right");
    play = result.play;
    expect(play).toMatchObject({ entered: 1, score: POINTS_PER_STEP, attempts: 1, successes: 1, stage: "repeat" });
    result = pressPad(play, ROUNDS, 2);
    expect(result.outcome).toBe("round-won");
    expect(result.play).toMatchObject({ stage: "cheer", roundsWon: 1, score: 20, attempts: 2, successes: 2 });
    play = runStage(result.play);
    expect(play).toMatchObject({ stage: "watch", round: 1, entered: 0, frame: 0 });
  });

  it("never ends a round at a wrong tap: keeps the steps already right, shows the sequence again, and lets the child try the same round", () => {
    let play = runStage(startImitationPlay());
    play = pressPad(play, ROUNDS, 0).play;
    const result = pressPad(play, ROUNDS, 1);
    expect(result.outcome).toBe("wrong");
    expect(result.play).toMatchObject({ stage: "review", frame: 0, score: 10, attempts: 2, successes: 1, roundsWon: 0 });
    expect(pressPad(result.play, ROUNDS, 2).outcome).toBe("ignored");
    const lit: number[] = [];
    play = result.play;
    while (play.stage === "review") {
      const pad = litPad(play, ROUNDS, 1);
      if (pad !== null) lit.push(pad);
      play = tick(play, ROUNDS, 1);
    }
    expect(lit).toEqual(ROUNDS[0]);
    expect(play).toMatchObject({ stage: "repeat", round: 0, entered: 0, retry: true });
    // The retry wins the round but earns nothing more: only first-try steps score.
    play = pressPad(play, ROUNDS, 0).play;
    const won = pressPad(play, ROUNDS, 2);
    expect(won.outcome).toBe("round-won");
    expect(won.play).toMatchObject({ score: 10, roundsWon: 1, successes: 3, attempts: 4 });
    expect(runStage(won.play)).toMatchObject({ stage: "watch", round: 1, retry: false });
  });

  it("after three wrong tries of a round shows it once more, slowly, and moves on without counting it won", () => {
    expect(MAX_MISSES).toBe(3);
    let play = runStage(startImitationPlay());
    play = pressPad(play, ROUNDS, 0).play;
    for (let miss = 1; miss < MAX_MISSES; miss += 1) {
      const wrong = pressPad(play, ROUNDS, 3);
      expect(wrong.outcome).toBe("wrong");
      expect(wrong.play).toMatchObject({ stage: "review", misses: miss });
      play = runStage(wrong.play);
      expect(play).toMatchObject({ stage: "repeat", round: 0, retry: true });
    }
    const last = pressPad(play, ROUNDS, 3);
    expect(last.outcome).toBe("wrong");
    expect(last.play).toMatchObject({ stage: "slow", misses: MAX_MISSES, round: 0 });
    expect(pressPad(last.play, ROUNDS, 0).outcome).toBe("ignored");
    // The slow showing lights the round's pads in order, each longer than at the level's pace.
    const frames = stageFrames(last.play, ROUNDS, 1);
    expect(frames.filter((frame) => frame.pad !== null).map((frame) => frame.pad)).toEqual(ROUNDS[0]);
    expect(frames[1]?.ms).toBe(Math.round(imitationLevel(1).litMs * SLOW_FACTOR));
    expect(frames[1]?.ms).toBeGreaterThan(imitationLevel(1).litMs);
    const next = runStage(last.play);
    // The next round, its misses forgotten; the round not got is not won, its first-try step kept.
    expect(next).toMatchObject({ stage: "watch", round: 1, misses: 0, retry: false, roundsWon: 0, score: POINTS_PER_STEP });
  });

  it("moves on after the last round's third wrong try to the end of the play", () => {
    let play: ImitationPlay = { ...startImitationPlay(), round: ROUNDS.length - 1, stage: "repeat", misses: MAX_MISSES - 1, retry: true };
    play = pressPad(play, ROUNDS, ((ROUNDS.at(-1)?.[0] ?? 0) + 1) % PAD_COUNT).play;
    expect(play.stage).toBe("slow");
    expect(runStage(play)).toMatchObject({ stage: "over" });
  });

  it("plays four rounds and ends, with the maximum for a perfect play", () => {
    let play = startImitationPlay();
    for (let round = 0; round < ROUNDS_PER_LEVEL; round += 1) play = playRound(play);
    expect(play).toMatchObject({ stage: "over", roundsWon: 4, attempts: 10, successes: 10 });
    expect(play.score).toBe(imitationMaxScore(1));
    expect(imitationMaxScore(1)).toBe(100);
    expect(tick(play, ROUNDS, 1)).toBe(play);
    expect(pressPad(play, ROUNDS, 0).outcome).toBe("ignored");
  });

  it("gives partial credit: the last round failed at its first step still passes, three failed rounds do not", () => {
    let play = startImitationPlay();
    for (const rightSteps of [Infinity, Infinity, Infinity, 0]) play = playRound(play, rightSteps);
    expect(play).toMatchObject({ stage: "over", roundsWon: 4, score: 70 });
    expect(scorePercent(play.score, imitationMaxScore(1))).toBeGreaterThanOrEqual(PASS_PERCENT);

    play = startImitationPlay();
    for (const rightSteps of [0, 1, Infinity, 1]) play = playRound(play, rightSteps);
    expect(play).toMatchObject({ stage: "over", roundsWon: 4, score: 50, attempts: 15, successes: 12 });
    expect(scorePercent(play.score, imitationMaxScore(1))).toBeLessThan(PASS_PERCENT);
  });

  it("scores each level's steps", () => {
    expect([1, 2, 3, 4, 5].map(imitationMaxScore)).toEqual([100, 140, 160, 200, 240]);
  });

  it("reads keys 1-4 as the pads and nothing else", () => {
    expect(["1", "2", "3", "4"].map(padForKey)).toEqual([0, 1, 2, 3]);
    expect(["0", "5", "a", "", "12", " 1", "Enter"].map(padForKey)).toEqual([null, null, null, null, null, null, null]);
  });
});
