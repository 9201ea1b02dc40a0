import { type Random, randomInt } from "../random";

/**
 * Imitation (premium, 3-7 years, memory): four coloured pads light up one after another and
 * the child taps them back in the same order. A level is ROUNDS_PER_LEVEL rounds of growing
 * length; at levels 4 and 5 the lights are also faster. While the game shows a sequence
 * ("Watch…") taps are ignored. A wrong tap never ends the round: the right sequence is shown
 * once more and the child tries the same round again from its first step. After MAX_MISSES wrong
 * tries of one round, the sequence is shown once more, slowly, and the play goes on to the next
 * round (not won), so a small child who cannot get it is not kept on it.
 *
 * Scoring counts what the child repeated at the first try: POINTS_PER_STEP for every step
 * repeated correctly before the round's first wrong tap, so a round that fails half-way still
 * earns its first steps and its retry earns nothing more. The maximum is every step of every
 * round at the first try.
 */
export const POINTS_PER_STEP = 10;
export const ROUNDS_PER_LEVEL = 4;
export const PAD_COUNT = 4;
/** Wrong tries of one round after which it is shown slowly once more and the play moves on. */
export const MAX_MISSES = 3;
/** How much slower than the level's pace the last showing of a round that was not got is. */
export const SLOW_FACTOR = 1.6;

/** The pads, in their places on screen (keys 1-4 press them in this order). */
export const PADS = [{ color: "red" }, { color: "blue" }, { color: "green" }, { color: "yellow" }] as const;

/**
 * Who stands on the four pads, level by level (pad order): each level is a new place with four
 * new friends, so no two levels look alike (farm animals, sea creatures, forest animals, garden
 * creatures, toys). Names: games.imitation.things.<id>.
 */
export const LEVEL_CASTS = [
  ["cow", "pig", "sheep", "hen"],
  ["crab", "fish", "octopus", "whale"],
  ["fox", "owl", "hedgehog", "bear"],
  ["ladybird", "butterfly", "snail", "bee"],
  ["drum", "guitar", "teddy", "trumpet"],
] as const satisfies ReadonlyArray<readonly [string, string, string, string]>;
export type CastMember = (typeof LEVEL_CASTS)[number][number];

export const levelCast = (level: number): (typeof LEVEL_CASTS)[number] => LEVEL_CASTS[level - 1] ?? LEVEL_CASTS[0];

export interface ImitationLevel {
  /** The length of each round's sequence. */
  lengths: ReadonlyArray<number>;
  /** Milliseconds a pad stays lit while the game shows the sequence. */
  litMs: number;
  /** Milliseconds between two lights. */
  gapMs: number;
}

export const IMITATION_LEVELS: ReadonlyArray<ImitationLevel> = [
  { lengths: [2, 2, 3, 3], litMs: 800, gapMs: 350 },
  { lengths: [3, 3, 4, 4], litMs: 750, gapMs: 330 },
  { lengths: [3, 4, 4, 5], litMs: 700, gapMs: 300 },
  { lengths: [4, 5, 5, 6], litMs: 520, gapMs: 230 },
  { lengths: [5, 6, 6, 7], litMs: 430, gapMs: 200 },
];

export const imitationLevel = (level: number): ImitationLevel => IMITATION_LEVELS[level - 1] ?? (IMITATION_LEVELS[0] as ImitationLevel);

/** Before the first light: time to read or hear "Watch…". */
export const LEAD_IN_MS = 1200;
/** After a round was repeated right: time for "Well done!". */
export const CHEER_MS = 1100;
/** Before and after the review of a failed try (time to hear "Here is the right order"). */
export const AFTER_REVIEW_MS = 900;

/**
 * The sequences of one play: pads 0-3, never the same pad twice in a row (so each light is
 * a new place to look at).
 */
export function imitationRounds(level: number, random: Random): number[][] {
  return imitationLevel(level).lengths.map((length) => {
    const sequence: number[] = [];
    while (sequence.length < length) {
      const previous = sequence.at(-1);
      if (previous === undefined) {
        sequence.push(randomInt(random, 0, PAD_COUNT - 1));
        continue;
      }
      // One of the three other pads.
      const pad = randomInt(random, 0, PAD_COUNT - 2);
      sequence.push(pad >= previous ? pad + 1 : pad);
    }
    return sequence;
  });
}

export const imitationMaxScore = (level: number): number => imitationLevel(level).lengths.reduce((sum, length) => sum + length, 0) * POINTS_PER_STEP;

/** One moment of a shown sequence: a lit pad (or none) for `ms` milliseconds. */
export interface Frame {
  pad: number | null;
  ms: number;
}

/** A sequence as lights: a dark lead-in, then each pad lit, with a dark gap after it. */
export function showFrames(sequence: ReadonlyArray<number>, timing: { litMs: number; gapMs: number }, leadInMs: number): Frame[] {
  return [
    { pad: null, ms: leadInMs },
    ...sequence.flatMap((pad) => [
      { pad, ms: timing.litMs },
      { pad: null, ms: timing.gapMs },
    ]),
  ];
}

/**
 * watch: the game shows the sequence, taps are ignored; repeat: the child's turn; review: a
 * wrong tap, the right sequence is shown again (then the child's turn again); slow: the last
 * wrong try of a round, the sequence is shown slowly once more (then the next round); cheer: the
 * round was repeated right; over: every round is played.
 */
export type Stage = "watch" | "repeat" | "review" | "slow" | "cheer" | "over";

export interface ImitationPlay {
  round: number;
  stage: Stage;
  /** The frame being shown in watch, review and cheer. */
  frame: number;
  /** Steps of this round repeated so far. */
  entered: number;
  /** This round is being tried again after a wrong tap: its steps earn no more points. */
  retry: boolean;
  /** Wrong tries of this round so far. */
  misses: number;
  score: number;
  /** Taps during the child's turns. */
  attempts: number;
  /** Right taps. */
  successes: number;
  roundsWon: number;
}

export const startImitationPlay = (): ImitationPlay => ({
  round: 0,
  stage: "watch",
  frame: 0,
  entered: 0,
  retry: false,
  misses: 0,
  score: 0,
  attempts: 0,
  successes: 0,
  roundsWon: 0,
});

/** The frames of the stage the play is in (none while the child repeats, or at the end). */
export function stageFrames(play: ImitationPlay, rounds: ReadonlyArray<ReadonlyArray<number>>, level: number): Frame[] {
  const sequence = rounds[play.round] ?? [];
  const timing = imitationLevel(level);
  switch (play.stage) {
    case "watch":
      return showFrames(sequence, timing, LEAD_IN_MS);
    case "review":
      return [...showFrames(sequence, timing, AFTER_REVIEW_MS), { pad: null, ms: AFTER_REVIEW_MS }];
    case "slow": {
      const slow = { litMs: Math.round(timing.litMs * SLOW_FACTOR), gapMs: Math.round(timing.gapMs * SLOW_FACTOR) };
      return [...showFrames(sequence, slow, AFTER_REVIEW_MS), { pad: null, ms: AFTER_REVIEW_MS }];
    }
    case "cheer":
      return [{ pad: null, ms: CHEER_MS }];
    default:
      return [];
  }
}

/** The pad lit now, if the game is showing a sequence. */
export function litPad(play: ImitationPlay, rounds: ReadonlyArray<ReadonlyArray<number>>, level: number): number | null {
  return stageFrames(play, rounds, level)[play.frame]?.pad ?? null;
}

function nextRound(play: ImitationPlay, rounds: ReadonlyArray<ReadonlyArray<number>>): ImitationPlay {
  const round = play.round + 1;
  if (round >= rounds.length) return { ...play, stage: "over", frame: 0 };
  return { ...play, round, stage: "watch", frame: 0, entered: 0, retry: false, misses: 0 };
}

/** The current frame's time is up: the next frame, or the next stage. */
export function tick(play: ImitationPlay, rounds: ReadonlyArray<ReadonlyArray<number>>, level: number): ImitationPlay {
  const frames = stageFrames(play, rounds, level);
  if (frames.length === 0) return play;
  if (play.frame + 1 < frames.length) return { ...play, frame: play.frame + 1 };
  if (play.stage === "watch") return { ...play, stage: "repeat", frame: 0, entered: 0 };
  if (play.stage === "review") return { ...play, stage: "repeat", frame: 0, entered: 0, retry: true };
  return nextRound(play, rounds);
}

export type PressOutcome = "right" | "round-won" | "wrong" | "ignored";

/** A tap on a pad: counts only during the child's turn. */
export function pressPad(play: ImitationPlay, rounds: ReadonlyArray<ReadonlyArray<number>>, pad: number): { play: ImitationPlay; outcome: PressOutcome } {
  const sequence = rounds[play.round];
  if (play.stage !== "repeat" || !sequence || pad < 0 || pad >= PAD_COUNT) return { play, outcome: "ignored" };
  const attempts = play.attempts + 1;
  if (sequence[play.entered] !== pad) {
    const misses = play.misses + 1;
    return { play: { ...play, attempts, misses, stage: misses >= MAX_MISSES ? "slow" : "review", frame: 0 }, outcome: "wrong" };
  }
  const entered = play.entered + 1;
  const next = { ...play, attempts, entered, successes: play.successes + 1, score: play.retry ? play.score : play.score + POINTS_PER_STEP };
  if (entered < sequence.length) return { play: next, outcome: "right" };
  return { play: { ...next, stage: "cheer", frame: 0, roundsWon: play.roundsWon + 1 }, outcome: "round-won" };
}

/** Keys 1-4 press the pads; anything else is not a pad. */
export function padForKey(key: string): number | null {
  const digit = Number.parseInt(key, 10);
  return String(digit) === key && digit >= 1 && digit <= PAD_COUNT ? digit - 1 : null;
}
