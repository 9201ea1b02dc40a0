import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import az from "~/locales/az/games/auditoryAttention.json";
import en from "~/locales/en/games/auditoryAttention.json";
import ru from "~/locales/ru/games/auditoryAttention.json";
import {
  FALSE_TAP_COST,
  HEARING_LEVELS,
  type HearingPlay,
  type HearingRound,
  AGAIN_MS,
  INTRO_MS,
  MAX_RUN,
  MISS_COST,
  POINTS_PER_HIT,
  ROUNDS_PER_LEVEL,
  SLOTS,
  WORD_SETS,
  auditoryAttentionMaxScore,
  frameKey,
  frameMs,
  hearingLevel,
  hearingRounds,
  hearingScore,
  isTargetWord,
  startHearingPlay,
  tapNow,
  targetPlaces,
  tick,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026, 77777];
const LEVELS = [1, 2, 3, 4, 5];

function longestRun(values: ReadonlyArray<boolean>): number {
  let longest = 0;
  let run = 0;
  values.forEach((value, index) => {
    run = index > 0 && values[index - 1] === value ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

/** Plays a whole level: `react(round, index)` says whether the child taps "Now!" while the word is said. */
function playLevel(level: number, rounds: ReadonlyArray<HearingRound>, react: (round: HearingRound, index: number) => boolean): HearingPlay {
  let play = startHearingPlay();
  for (let step = 0; step < 1000 && play.phase !== "over"; step += 1) {
    const round = rounds[play.round] as HearingRound;
    if (play.phase === "show" && !play.answered && react(round, play.word)) {
      play = tapNow(play, rounds).play;
      continue;
    }
    expect(frameMs(play, level)).toBeGreaterThan(0);
    play = tick(play, rounds);
  }
  expect(play.phase).toBe("over");
  return play;
}

describe("listen-for-the-word levels", () => {
  it("has five levels with longer, faster sequences and more sound-alikes", () => {
    expect(HEARING_LEVELS).toHaveLength(5);
    for (let level = 2; level <= 5; level += 1) {
      const now = hearingLevel(level);
      const before = hearingLevel(level - 1);
      expect(now.words).toBeGreaterThan(before.words);
      expect(now.showMs).toBeLessThan(before.showMs);
      expect(now.gapMs).toBeLessThan(before.gapMs);
      expect(now.alike).toBeGreaterThanOrEqual(before.alike);
    }
    expect(HEARING_LEVELS.map((spec) => spec.alike > 0)).toEqual([false, false, true, true, true]);
    expect(hearingLevel(99)).toBe(hearingLevel(1));
  });

  it("keeps level 1 slow enough to hear a word and answer it, and leaves room for every word", () => {
    expect(hearingLevel(1).showMs + hearingLevel(1).gapMs).toBeGreaterThanOrEqual(2500);
    for (const spec of HEARING_LEVELS) expect(spec.words - spec.targets - spec.alike).toBeGreaterThanOrEqual(1);
    expect(WORD_SETS.length).toBeGreaterThanOrEqual(ROUNDS_PER_LEVEL);
  });
});

describe("the word sets in every language", () => {
  it.each([
    ["en", en],
    ["az", az],
    ["ru", ru],
  ] as const)("has a target and three different sound-alikes for every set, no word twice (%s)", (_language, strings) => {
    const all = WORD_SETS.flatMap((set) => SLOTS.map((slot) => strings.words[set][slot]));
    expect(new Set(all).size).toBe(WORD_SETS.length * SLOTS.length);
    for (const set of WORD_SETS) {
      expect(strings.listenFor[set].toLowerCase()).toContain(strings.words[set].target);
    }
  });
});

describe("placing the target words", () => {
  it.each(SEEDS)("never starts with the target and never puts more than three alike in a row (seed %i)", (seed) => {
    const random = seededRandom(seed);
    for (const spec of HEARING_LEVELS) {
      for (let repeat = 0; repeat < 20; repeat += 1) {
        const places = targetPlaces(spec.words, spec.targets, random);
        expect(places).toHaveLength(spec.words);
        expect(places[0]).toBe(false);
        expect(places.filter(Boolean)).toHaveLength(spec.targets);
        expect(longestRun(places)).toBeLessThanOrEqual(MAX_RUN);
      }
    }
  });

  it("refuses sequences that cannot be built", () => {
    expect(() => targetPlaces(1, 0, seededRandom(1))).toThrow(RangeError);
    expect(() => targetPlaces(9, 1, seededRandom(1))).toThrow(RangeError);
  });
});

describe("listen-for-the-word rounds", () => {
  it.each(SEEDS)("says the level's number of targets, sound-alikes and other sets' words (seed %i)", (seed) => {
    for (const level of LEVELS) {
      const spec = hearingLevel(level);
      const rounds = hearingRounds(level, seededRandom(seed));
      expect(rounds).toHaveLength(ROUNDS_PER_LEVEL);
      expect(new Set(rounds.map((round) => round.target)).size).toBe(ROUNDS_PER_LEVEL);
      for (const round of rounds) {
        expect(round.words).toHaveLength(spec.words);
        expect(round.words.filter((word) => isTargetWord(round, word))).toHaveLength(spec.targets);
        const alike = round.words.filter((word) => word.set === round.target && word.slot !== "target");
        expect(alike).toHaveLength(spec.alike);
        expect(new Set(alike.map((word) => word.slot)).size).toBe(Math.min(spec.alike, 3));
        const others = round.words.filter((word) => word.set !== round.target);
        expect(others).toHaveLength(spec.words - spec.targets - spec.alike);
        expect(others.every((word) => word.slot === "target")).toBe(true);
        const keys = round.words.map((word) => `${word.set}.${word.slot}`);
        expect(keys.slice(1).filter((key, index) => key === keys[index] && !key.startsWith(`${round.target}.target`))).toEqual([]);
      }
    }
  });
});

describe("playing listen-for-the-word", () => {
  const round: HearingRound = {
    target: "cat",
    words: [
      { set: "moon", slot: "target" },
      { set: "cat", slot: "target" },
      { set: "cat", slot: "alike1" },
    ],
  };
  const rounds = [round];

  it("times the intro, each word and each gap from the level", () => {
    let play = startHearingPlay();
    expect(frameMs(play, 1)).toBe(INTRO_MS);
    play = tick(play, rounds);
    expect(play).toMatchObject({ phase: "show", word: 0 });
    expect(frameMs(play, 1)).toBe(hearingLevel(1).showMs);
    play = tick(play, rounds);
    expect(frameMs(play, 5)).toBe(hearingLevel(5).gapMs);
    expect(frameMs({ ...play, phase: "over" }, 1)).toBeNull();
    expect(frameKey(play)).toBe("0-0-gap");
  });

  it("counts a tap in the quiet after a target as a hit, and a hit cuts the word short", () => {
    let play = tick(tick(tick(startHearingPlay(), rounds), rounds), rounds); // intro → moon → gap → cat
    expect(play).toMatchObject({ phase: "show", word: 1 });
    const hit = tapNow(play, rounds);
    expect(hit.outcome).toBe("hit");
    expect(hit.play).toMatchObject({ phase: "gap", hits: 1, answered: true });
    expect(tapNow(hit.play, rounds).outcome).toBe("ignored");
    play = tick(play, rounds); // the word goes quiet, not yet answered
    expect(play.phase).toBe("gap");
    expect(tapNow(play, rounds)).toMatchObject({ outcome: "hit" });
  });

  it("counts a sound-alike tap once and a target let go as missed", () => {
    let play = tick(startHearingPlay(), rounds); // moon
    const wrong = tapNow(play, rounds);
    expect(wrong.outcome).toBe("falseTap");
    expect(tapNow(wrong.play, rounds).outcome).toBe("ignored");
    play = tick(tick(wrong.play, rounds), rounds); // the instruction again → cat → gap
    play = tick(play, rounds); // the next word: the cat went by
    expect(play).toMatchObject({ word: 2, missed: 1, last: "missed", falseTaps: 1 });
    const alike = tapNow(play, rounds);
    expect(alike.outcome).toBe("falseTap");
    expect(tapNow(startHearingPlay(), rounds).outcome).toBe("ignored"); // the intro
    play = tick(tick(play, rounds), rounds);
    expect(play.phase).toBe("over");
  });

  it("stops the words after a tap on another word while the instruction is said again, then goes on with the next word", () => {
    const moon = tick(startHearingPlay(), rounds);
    const wrong = tapNow(moon, rounds);
    expect(wrong.outcome).toBe("falseTap");
    expect(wrong.play).toMatchObject({ phase: "again", word: 0, falseTaps: 1 });
    expect(frameMs(wrong.play, 1)).toBe(AGAIN_MS);
    expect(frameKey(wrong.play)).not.toBe(frameKey(moon));
    expect(tapNow(wrong.play, rounds).outcome).toBe("ignored");
    // The next word comes straight after, with nothing counted against the child for the pause.
    expect(tick(wrong.play, rounds)).toMatchObject({ phase: "show", word: 1, answered: false, missed: 0 });
    // A tap in the quiet after another word stops the words the same way.
    const late = tapNow(tick(moon, rounds), rounds);
    expect(late.play).toMatchObject({ phase: "again", word: 0 });
  });

  it("starts the next round afresh: its intro, its first word, no old feedback", () => {
    const two = [round, { ...round, target: "moon" as const }];
    let play = startHearingPlay();
    for (let step = 0; step < 7; step += 1) play = tick(play, two); // intro and three words with their gaps
    expect(play).toMatchObject({ round: 1, word: 0, phase: "intro", last: null, missed: 1 });
  });
});

describe("listen-for-the-word scoring", () => {
  it("gives 10 a hit, takes 5 a wrong tap and 2 a miss, never below 0", () => {
    expect(hearingScore({ hits: 4, falseTaps: 0, missed: 0 })).toBe(4 * POINTS_PER_HIT);
    expect(hearingScore({ hits: 4, falseTaps: 1, missed: 2 })).toBe(40 - FALSE_TAP_COST - 2 * MISS_COST);
    expect(hearingScore({ hits: 0, falseTaps: 3, missed: 4 })).toBe(0);
  });

  it.each(LEVELS)("reaches the maximum by answering only targets, fails when tapping every word (level %i)", (level) => {
    const rounds = hearingRounds(level, seededRandom(level + 10));
    const max = auditoryAttentionMaxScore(level);
    const perfect = playLevel(level, rounds, (round, index) => isTargetWord(round, round.words[index]));
    expect(hearingScore(perfect)).toBe(max);
    const everything = playLevel(level, rounds, () => true);
    expect(scorePercent(hearingScore(everything), max)).toBeLessThan(PASS_PERCENT);
    expect(hearingScore(playLevel(level, rounds, () => false))).toBe(0);
    // Falls for one sound-alike (or other word) a round and misses nothing: still passes well.
    const once = playLevel(level, rounds, (round, index) => isTargetWord(round, round.words[index]) || index === 0);
    expect(once.falseTaps).toBe(ROUNDS_PER_LEVEL);
    expect(scorePercent(hearingScore(once), max)).toBeGreaterThanOrEqual(75);
  });
});
