import { describe, expect, it } from "vitest";
import azClock from "~/locales/az/games/clock.json";
import enClock from "~/locales/en/games/clock.json";
import ruClock from "~/locales/ru/games/clock.json";
import { answerChoice, startChoicePlay } from "../choice-rounds";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import {
  repeatsWrongCheck,
  CLOCK_LEVELS,
  FACE_MINUTES,
  GHOST_AFTER_MISTAKES,
  ROUNDS_PER_LEVEL,
  answerSet,
  checkSet,
  clockLevel,
  clockMaxScore,
  clockOptions,
  clockRounds,
  digital,
  handNumbers,
  hourAngle,
  hourOf,
  minuteAngle,
  minuteOf,
  mixUps,
  moveTime,
  pickTimes,
  setGrid,
  showGhost,
  timeAt,
  timeWords,
  timesOf,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026, 77777];

describe("clock: times and hands", () => {
  it("counts minutes after twelve on a 12-hour face", () => {
    expect(timeAt(12)).toBe(0);
    expect(timeAt(3, 30)).toBe(210);
    expect([hourOf(0), minuteOf(0)]).toEqual([12, 0]);
    expect([hourOf(210), minuteOf(210)]).toEqual([3, 30]);
    expect(hourOf(FACE_MINUTES - 5)).toBe(11);
    expect(moveTime(30, -60)).toBe(FACE_MINUTES - 30);
    expect(moveTime(FACE_MINUTES - 30, 60)).toBe(30);
  });

  it("turns the hands as a real clock: the hour hand moves on between the numbers", () => {
    expect([hourAngle(timeAt(3)), minuteAngle(timeAt(3))]).toEqual([90, 0]);
    expect([hourAngle(timeAt(3, 30)), minuteAngle(timeAt(3, 30))]).toEqual([105, 180]);
    expect([hourAngle(timeAt(12, 45)), minuteAngle(timeAt(12, 45))]).toEqual([22.5, 270]);
    expect(hourAngle(timeAt(11, 55))).toBeCloseTo(357.5);
  });

  it("writes digital times like 3:05 and 12:30", () => {
    expect([timeAt(3, 5), timeAt(12, 30), timeAt(10)].map(digital)).toEqual(["3:05", "12:30", "10:00"]);
  });

  it("names whole hours and half past by the hour shown, and nothing else", () => {
    expect(timeWords(timeAt(3))).toEqual({ kind: "oclock", hour: 3 });
    expect(timeWords(timeAt(12))).toEqual({ kind: "oclock", hour: 12 });
    // 3:30 is halfPast.3 ("dördün yarısı", "половина четвёртого", "half past three").
    expect(timeWords(timeAt(3, 30))).toEqual({ kind: "halfPast", hour: 3 });
    expect(timeWords(timeAt(12, 30))).toEqual({ kind: "halfPast", hour: 12 });
    expect(timeWords(timeAt(3, 15))).toBeNull();
  });

  it("tells where a hand points: at a number or between two", () => {
    expect(handNumbers(0)).toEqual([12]);
    expect(handNumbers(90)).toEqual([3]);
    expect(handNumbers(105)).toEqual([3, 4]);
    expect(handNumbers(345)).toEqual([11, 12]);
    expect(handNumbers(360)).toEqual([12]);
  });
});

describe("clock: levels", () => {
  it("reads, sets, matches, then works in five-minute steps", () => {
    expect(CLOCK_LEVELS.map((level) => level.mode)).toEqual(["read", "read", "set", "set", "match", "match", "set"]);
    expect(CLOCK_LEVELS.map((level) => level.times)).toEqual(["oclock", "half", "oclock", "half", "half", "quarter", "five"]);
    // Setting: the hour hand alone, then half-hour steps, then five-minute steps.
    expect([3, 4, 7].map((level) => clockLevel(level).minuteStep)).toEqual([0, 30, 5]);
    expect([3, 4, 7].map((level) => clockLevel(level).inWords)).toEqual([true, true, false]);
  });

  it("falls back to level 1 for an unknown level", () => {
    expect(clockLevel(0)).toEqual(CLOCK_LEVELS[0]);
    expect(clockLevel(8)).toEqual(CLOCK_LEVELS[0]);
  });

  it("allows 10 points per round of five", () => {
    expect(CLOCK_LEVELS.map((_, index) => clockMaxScore(index + 1))).toEqual([50, 50, 50, 50, 50, 50, 50]);
  });
});

describe("clock: times dealt", () => {
  it("draws each set's times: whole hours, halves, and five-minute times that are not whole or half", () => {
    expect(timesOf("oclock")).toHaveLength(12);
    expect(timesOf("half")).toHaveLength(24);
    expect(timesOf("quarter").every((time) => minuteOf(time) % 5 === 0 && minuteOf(time) % 30 !== 0)).toBe(true);
    expect(timesOf("five")).toHaveLength(120);
  });

  it.each(SEEDS)("picks different targets, with halves and whole hours mixed, and both quarters (seed %i)", (seed) => {
    const random = seededRandom(seed);
    const half = pickTimes("half", 5, random);
    expect(new Set(half).size).toBe(5);
    expect(half.filter((time) => minuteOf(time) === 30).length).toBeGreaterThanOrEqual(2);
    expect(half.filter((time) => minuteOf(time) === 0).length).toBeGreaterThanOrEqual(1);
    const quarter = pickTimes("quarter", 5, random);
    expect(new Set(quarter).size).toBe(5);
    expect(quarter.map(minuteOf)).toEqual(expect.arrayContaining([15, 45]));
  });

  it("offers the usual mix-ups: 12 o'clock and the next or last hour for a whole hour", () => {
    expect(mixUps(timeAt(3)).toSorted((a, b) => a - b)).toEqual([timeAt(12), timeAt(2), timeAt(4)].toSorted((a, b) => a - b));
    expect(mixUps(timeAt(12)).toSorted((a, b) => a - b)).toEqual([timeAt(1), timeAt(11)].toSorted((a, b) => a - b));
  });

  it("offers half past the hour before and after, and the whole hour, for half past", () => {
    // 3:30 against 2:30 ("üçün yarısı") and 4:30, and 3:00.
    expect(mixUps(timeAt(3, 30)).toSorted((a, b) => a - b)).toEqual([timeAt(2, 30), timeAt(3), timeAt(4, 30)].toSorted((a, b) => a - b));
  });

  it("offers the hands read the wrong way round for five-minute times", () => {
    // 2:45: the hour hand near 3 gives 3:45; swapped hands give 9:10.
    expect(mixUps(timeAt(2, 45))).toEqual(expect.arrayContaining([timeAt(3, 45), timeAt(1, 45), timeAt(9, 10), timeAt(2, 15)]));
  });

  it.each(SEEDS)("builds options with the target once and no repeats (seed %i)", (seed) => {
    const random = seededRandom(seed);
    for (const set of ["oclock", "half", "quarter", "five"] as const) {
      for (const time of pickTimes(set, 5, random)) {
        const options = clockOptions(time, 3, set, random);
        expect(options).toHaveLength(3);
        expect(new Set(options).size).toBe(3);
        expect(options.filter((option) => option === time)).toHaveLength(1);
      }
    }
  });
});

describe("clock: rounds", () => {
  it.each(SEEDS)("deals five rounds of each level's kind (seed %i)", (seed) => {
    CLOCK_LEVELS.forEach((settings, index) => {
      const play = clockRounds(index + 1, seededRandom(seed));
      expect(play.mode).toBe(settings.mode);
      expect(play.rounds).toHaveLength(ROUNDS_PER_LEVEL);
      const targets = play.rounds.map((round) => round.target);
      expect(new Set(targets).size).toBe(ROUNDS_PER_LEVEL);
      for (const target of targets) expect(timesOf(settings.times)).toContain(target);
    });
  });

  it.each(SEEDS)("reads clocks into words, and matches both ways (seed %i)", (seed) => {
    for (const level of [1, 2]) {
      const play = clockRounds(level, seededRandom(seed));
      for (const round of play.rounds) expect("shows" in round && round.shows).toBe("clock");
      // Every reading option can be said in words.
      for (const round of play.rounds) for (const option of "options" in round ? round.options : []) expect(timeWords(option)).not.toBeNull();
    }
    for (const level of [5, 6]) {
      const shows = clockRounds(level, seededRandom(seed)).rounds.map((round) => ("shows" in round ? round.shows : ""));
      expect(shows.filter((look) => look === "time")).toHaveLength(3);
      expect(shows.filter((look) => look === "clock")).toHaveLength(2);
    }
  });

  it.each(SEEDS)("starts a set clock on its grid, away from the target (seed %i)", (seed) => {
    for (const level of [3, 4, 7]) {
      const { minuteStep } = clockLevel(level);
      const grid = setGrid(minuteStep);
      for (const round of clockRounds(level, seededRandom(seed)).rounds) {
        if (!("start" in round)) throw new Error("expected a set round");
        expect(grid).toContain(round.start);
        expect(grid).toContain(round.target);
        expect(round.start).not.toBe(round.target);
        // Where both hands move, the long hand starts elsewhere too.
        expect(minuteStep === 0 || minuteOf(round.start) !== minuteOf(round.target)).toBe(true);
      }
    }
  });

  it("reaches every time of a grid with its buttons", () => {
    expect(setGrid(0)).toHaveLength(12);
    expect(setGrid(30)).toHaveLength(24);
    expect(setGrid(5)).toHaveLength(144);
    expect(setGrid(5)).toEqual(expect.arrayContaining(timesOf("five")));
  });
});

describe("clock: setting and scoring", () => {
  it("checks the long hand first, then the short hand", () => {
    expect(checkSet(timeAt(4, 30), timeAt(4, 30))).toBe("right");
    expect(checkSet(timeAt(4), timeAt(4, 30))).toBe("wrongMinute");
    expect(checkSet(timeAt(3, 30), timeAt(4, 30))).toBe("wrongHour");
    expect(checkSet(timeAt(3), timeAt(4, 30))).toBe("wrongMinute");
  });

  it("scores a set clock like an answer: 10, 5, then 0, and shows the hands dotted after two misses", () => {
    const target = timeAt(7, 30);
    expect(answerSet(startChoicePlay(), target, target)).toMatchObject({ round: 1, score: 10 });
    let play = answerSet(startChoicePlay(), timeAt(7), target);
    expect(play).toMatchObject({ round: 0, score: 0, mistakesThisRound: 1, attempts: 1 });
    expect(showGhost(play)).toBe(false);
    expect(answerSet(play, target, target).score).toBe(5);
    play = answerSet(play, timeAt(6, 30), target);
    expect(play.mistakesThisRound).toBe(GHOST_AFTER_MISTAKES);
    expect(showGhost(play)).toBe(true);
    play = answerSet(play, target, target);
    expect(play).toMatchObject({ round: 1, score: 0, successes: 1, attempts: 3 });
    expect(showGhost(play)).toBe(false);
  });

  it("passes with four of five at the first try and one at the second; partial credit below", () => {
    let play = startChoicePlay();
    for (let round = 0; round < 4; round += 1) play = answerChoice(play, true);
    play = answerChoice(answerChoice(play, false), true);
    expect(scorePercent(play.score, clockMaxScore(1))).toBe(90);
    // Two clocks set at the second check, three only after the dotted hint.
    let weak = startChoicePlay();
    const target = timeAt(5);
    for (let round = 0; round < 5; round += 1) {
      const misses = round < 2 ? 1 : 2;
      for (let miss = 0; miss < misses; miss += 1) weak = answerSet(weak, timeAt(6), target);
      weak = answerSet(weak, target, target);
    }
    expect(weak.score).toBe(10);
    const percent = scorePercent(weak.score, clockMaxScore(7));
    expect(percent).toBeGreaterThan(0);
    expect(percent).toBeLessThan(PASS_PERCENT);
  });
});

type HourKey = keyof typeof azClock.oclock;
/** The whole hour after `hour`, as a key of the strings: "3" → "4", "12" → "1". */
const nextHour = (hour: HourKey) => String((Number(hour) % 12) + 1) as HourKey;

describe("clock: times in words", () => {
  const hours = Array.from({ length: 12 }, (_, index) => String(index + 1) as HourKey);

  it("says half past as half of the next hour in Azerbaijani and Russian", () => {
    expect([azClock.halfPast["3"], ruClock.halfPast["3"], enClock.halfPast["3"]]).toEqual(["dördün yarısı", "половина четвёртого", "half past three"]);
    expect([azClock.halfPast["12"], ruClock.halfPast["12"]]).toEqual(["birin yarısı", "половина первого"]);
    expect(azClock.halfPast["11"]).toBe("on ikinin yarısı");
    // Every Azerbaijani half hour starts with the number of the next whole hour ("saat dörd" → "dördün").
    for (const hour of hours) expect(azClock.halfPast[hour].startsWith(azClock.oclock[nextHour(hour)].replace("saat ", ""))).toBe(true);
  });

  it("has a different phrase for every whole and half hour in every language", () => {
    for (const strings of [azClock, enClock, ruClock]) {
      const phrases = hours.flatMap((hour) => [strings.oclock[hour], strings.halfPast[hour]]);
      expect(new Set(phrases).size).toBe(24);
    }
  });
});

describe("clock: quick taps", () => {
  it("counts a second check of the same wrong hands once, and a check after a move again", () => {
    expect(repeatsWrongCheck(null, 180)).toBe(false);
    expect(repeatsWrongCheck(180, 180)).toBe(true);
    expect(repeatsWrongCheck(180, 240)).toBe(false);
  });
});
