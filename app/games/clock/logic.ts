import { type ChoicePlay, type ChoiceRound, POINTS_PER_ROUND, answerChoice } from "../choice-rounds";
import { type Random, pickDistinct, randomInt, shuffled } from "../random";

/**
 * The clock (premium, 5-8 years): an analogue clock face with numbers. The child reads whole
 * hours, then half hours (in words of the page's language), sets the hands to a time named in
 * words with buttons, matches digital and analogue clocks, and at the top levels reads and sets
 * five-minute times. At 5 children read whole hours with help; half past comes at 6, and
 * five-minute times are the work of the first school years (7-8).
 *
 * A time is minutes after twelve o'clock on the 12-hour face: 0 to 719.
 */
export const FACE_MINUTES = 12 * 60;

export const ROUNDS_PER_LEVEL = 5;
/** Wrong checks of a set clock after which the right hands are drawn dotted, as a hint. */
export const GHOST_AFTER_MISTAKES = 2;

/** The hour on the face, 1 to 12. */
export const hourOf = (time: number) => Math.floor(time / 60) || 12;
export const minuteOf = (time: number) => time % 60;

/** The time `delta` minutes later (earlier if negative), round the face. */
export const moveTime = (time: number, delta: number) => (((time + delta) % FACE_MINUTES) + FACE_MINUTES) % FACE_MINUTES;

/** The hour hand's angle, clockwise from 12, in degrees: it moves on between the numbers. */
export const hourAngle = (time: number) => time / 2;
export const minuteAngle = (time: number) => minuteOf(time) * 6;

/** "3:05", "12:30": how a digital clock shows the time (12-hour, like the face). */
export const digital = (time: number) => `${hourOf(time)}:${String(minuteOf(time)).padStart(2, "0")}`;

/** The time at `hour` (1-12) and `minute`. */
export const timeAt = (hour: number, minute = 0) => moveTime((hour % 12) * 60, minute);

/**
 * How a time is said in words, where the strings have it: a whole hour ("oclock") or half
 * past ("halfPast", keyed by the hour the digital clock shows: halfPast.3 is 3:30, which is
 * "dördün yarısı" in Azerbaijani and "половина четвёртого" in Russian). Null otherwise.
 */
export function timeWords(time: number): { kind: "oclock" | "halfPast"; hour: number } | null {
  if (minuteOf(time) === 0) return { kind: "oclock", hour: hourOf(time) };
  if (minuteOf(time) === 30) return { kind: "halfPast", hour: hourOf(time) };
  return null;
}

/** The number on the face `step` thirty-degree steps clockwise from 12. */
const faceNumber = (step: number) => step % 12 || 12;

/** Where a hand points, for words: the number it points at, or the two it is between. */
export function handNumbers(angle: number): [number] | [number, number] {
  const steps = (((angle % 360) + 360) % 360) / 30;
  return Number.isInteger(steps) ? [faceNumber(steps)] : [faceNumber(Math.floor(steps)), faceNumber(Math.floor(steps) + 1)];
}

/** Which times a level draws from. */
export type TimeSet = "oclock" | "half" | "quarter" | "five";

type ClockMode = "read" | "set" | "match";

interface ClockLevel {
  mode: ClockMode;
  times: TimeSet;
  /** Answers to choose from (read, match). */
  options: number;
  /** How far one press moves the minute hand (set); 0: only the hour hand moves. */
  minuteStep: number;
  /** Set mode: the time is named in words (else shown as a digital clock). */
  inWords: boolean;
}

export const CLOCK_LEVELS: ReadonlyArray<ClockLevel> = [
  { mode: "read", times: "oclock", options: 3, minuteStep: 0, inWords: true },
  { mode: "read", times: "half", options: 3, minuteStep: 0, inWords: true },
  { mode: "set", times: "oclock", options: 0, minuteStep: 0, inWords: true },
  { mode: "set", times: "half", options: 0, minuteStep: 30, inWords: true },
  { mode: "match", times: "half", options: 3, minuteStep: 0, inWords: false },
  { mode: "match", times: "quarter", options: 3, minuteStep: 0, inWords: false },
  { mode: "set", times: "five", options: 0, minuteStep: 5, inWords: false },
];

export const clockLevel = (level: number): ClockLevel => CLOCK_LEVELS[level - 1] ?? (CLOCK_LEVELS[0] as ClockLevel);

/** The minutes past the hour each set of times uses (the quarter set leaves out :00 and :30). */
const SET_MINUTES: Readonly<Record<TimeSet, ReadonlyArray<number>>> = {
  oclock: [0],
  half: [0, 30],
  quarter: [5, 10, 15, 20, 25, 35, 40, 45, 50, 55],
  five: [5, 10, 15, 20, 25, 35, 40, 45, 50, 55],
};

export const timesOf = (set: TimeSet): number[] => Array.from({ length: 12 }, (_, hour) => SET_MINUTES[set].map((minute) => hour * 60 + minute)).flat();

/**
 * `count` targets from the set, all different: at "half" at least two half past and one whole
 * hour, at "quarter" at least one quarter past and one quarter to.
 */
export function pickTimes(set: TimeSet, count: number, random: Random): number[] {
  const pool = timesOf(set);
  const must: number[] = [];
  if (set === "half")
    must.push(
      ...pickDistinct(timesOf("oclock"), 1, random),
      ...pickDistinct(
        pool.filter((time) => minuteOf(time) === 30),
        2,
        random,
      ),
    );
  if (set === "quarter") {
    must.push(
      ...pickDistinct(
        pool.filter((time) => minuteOf(time) === 15),
        1,
        random,
      ),
    );
    must.push(
      ...pickDistinct(
        pool.filter((time) => minuteOf(time) === 45 && hourOf(time) !== hourOf(must[0] ?? 0)),
        1,
        random,
      ),
    );
  }
  const rest = pickDistinct(
    pool.filter((time) => !must.includes(time)),
    count - must.length,
    random,
  );
  return shuffled([...must, ...rest], random);
}

/**
 * Times a child mixes up with `time`: the hour one off (the hour hand is already near the next
 * number after half past), the hands read the wrong way round, 12 o'clock for a whole hour
 * (reading the long hand as the hour), the whole hour for half past.
 */
export function mixUps(time: number): number[] {
  const hour = hourOf(time);
  const minute = minuteOf(time);
  const swapped = timeAt(minute / 5 || 12, (hour % 12) * 5);
  const candidates =
    minute === 0
      ? [timeAt(12), timeAt(hour + 1), timeAt(hour - 1 || 12)]
      : [timeAt(hour + 1, minute), timeAt(hour - 1 || 12, minute), minute === 30 ? timeAt(hour) : swapped, timeAt(hour, (minute + 30) % 60)];
  return [...new Set(candidates.filter((candidate) => candidate !== time))];
}

/** The target among `count` options: mix-ups first, then other times of the same set. */
export function clockOptions(time: number, count: number, set: TimeSet, random: Random): number[] {
  const near = shuffled(mixUps(time), random);
  const far = shuffled(
    timesOf(set).filter((other) => other !== time && !near.includes(other)),
    random,
  );
  return shuffled([time, ...[...near, ...far].slice(0, count - 1)], random);
}

export interface ClockChoiceRound extends ChoiceRound<number> {
  /**
   * What the child looks at: a clock, to answer with a time (in words when reading, digital
   * when matching), or a digital time, to find among clocks (match mode only).
   */
  shows: "clock" | "time";
}

export interface SetRound {
  target: number;
  /** Where the hands stand when the round starts (never the target). */
  start: number;
}

export type ClockRounds = { mode: "read" | "match"; rounds: ClockChoiceRound[] } | { mode: "set"; rounds: SetRound[] };

/** Where the hands may stand while being set: the grid one press of each button moves on. */
export function setGrid(minuteStep: number): number[] {
  const step = minuteStep || 60;
  return Array.from({ length: FACE_MINUTES / step }, (_, index) => index * step);
}

export function clockRounds(level: number, random: Random, rounds = ROUNDS_PER_LEVEL): ClockRounds {
  const settings = clockLevel(level);
  const targets = pickTimes(settings.times, rounds, random);
  if (settings.mode === "set") {
    const grid = setGrid(settings.minuteStep);
    return {
      mode: "set",
      rounds: targets.map((target) => {
        // Start with both hands away from the target when both can move.
        const away = grid.filter((time) => time !== target && (settings.minuteStep === 0 || minuteOf(time) !== minuteOf(target)));
        return { target, start: away[randomInt(random, 0, away.length - 1)] as number };
      }),
    };
  }
  // Matching goes both ways, each about as often.
  const shows = shuffled(
    targets.map((_, index): ClockChoiceRound["shows"] => (index % 2 === 0 ? "time" : "clock")),
    random,
  );
  return {
    mode: settings.mode,
    rounds: targets.map((target, index) => ({
      target,
      options: clockOptions(target, settings.options, settings.times, random),
      shows: settings.mode === "read" ? "clock" : (shows[index] ?? "time"),
    })),
  };
}

export type SetCheck = "right" | "wrongMinute" | "wrongHour";

/** A set clock checked against the target: the long hand is looked at first. */
export function checkSet(time: number, target: number): SetCheck {
  if (time === target) return "right";
  return minuteOf(time) !== minuteOf(target) ? "wrongMinute" : "wrongHour";
}

/** The play after a check of the set clock: scored like an answer (10, then 5, then 0). */
export const answerSet = (play: ChoicePlay, time: number, target: number): ChoicePlay => answerChoice(play, checkSet(time, target) === "right");

/**
 * Whether a check repeats the wrong one just made: the hands have not moved since (`checked`
 * is the time last checked and found wrong, null after a move), so a small child's fast
 * repeated taps on the tick count once.
 */
export const repeatsWrongCheck = (checked: number | null, time: number) => checked === time;

/** Whether the right hands are drawn dotted as a hint. */
export const showGhost = (play: ChoicePlay) => play.mistakesThisRound >= GHOST_AFTER_MISTAKES;

export const clockMaxScore = (_level: number) => ROUNDS_PER_LEVEL * POINTS_PER_ROUND;
