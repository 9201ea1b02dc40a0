import { ROUNDS_PER_LEVEL, choiceMaxScore } from "../choice-rounds";
import { type Random, pickDistinct, randomInt, shuffled } from "../random";

/**
 * Feelings (premium, 3-6 years): the child finds the face that shows a feeling, names the
 * feeling a face shows, tells how a child in a small everyday story feels, and at the last
 * level picks what could help. Faces are drawn (inline SVG from FACES below), never emoji, so
 * the eyebrows, eyes and mouth carry the feeling. Every wrong answer is met kindly and the
 * round goes on until the right one is found.
 */

export const FEELINGS = ["happy", "sad", "angry", "scared", "surprised", "tired", "proud"] as const;
export type Feeling = (typeof FEELINGS)[number];
/** The four basic feelings of the first levels. */
export const BASIC_FEELINGS: ReadonlyArray<Feeling> = ["happy", "sad", "angry", "scared"];
/** The feelings added at level 3. */
export const NEW_FEELINGS: ReadonlyArray<Feeling> = ["surprised", "tired", "proud"];

/** Faces that are easy to mix up; the look-alike levels always show them side by side. */
export const LOOK_ALIKE: Readonly<Record<Feeling, Feeling>> = {
  happy: "proud",
  proud: "happy",
  scared: "surprised",
  surprised: "scared",
  sad: "tired",
  tired: "sad",
  angry: "sad",
};

/**
 * How a face is drawn, in a 100 × 100 box (head centred at 50, 54, radius 40). The left
 * eyebrow runs from its outer end (x 28) to its inner end (x 43) and the right one mirrors
 * it, so `inner` below `outer` (a larger y) pulls the brows down and together. A mouth
 * "curve" bends down into a smile when `bend` is positive and up into a frown when negative;
 * an "open" mouth is an ellipse.
 */
export interface FaceDrawing {
  brow: { outer: number; inner: number };
  eyes: "dot" | "wide" | "sleepy" | "closed";
  mouth: { kind: "curve"; y: number; halfWidth: number; bend: number; filled: boolean } | { kind: "open"; y: number; rx: number; ry: number };
  extra: "blush" | "tear" | "sweat" | "zzz" | "medal" | null;
}

export const FACES: Readonly<Record<Feeling, FaceDrawing>> = {
  happy: { brow: { outer: 34, inner: 33 }, eyes: "dot", mouth: { kind: "curve", y: 65, halfWidth: 18, bend: 12, filled: true }, extra: "blush" },
  sad: { brow: { outer: 38, inner: 30 }, eyes: "dot", mouth: { kind: "curve", y: 75, halfWidth: 13, bend: -7, filled: false }, extra: "tear" },
  angry: { brow: { outer: 30, inner: 40 }, eyes: "dot", mouth: { kind: "curve", y: 74, halfWidth: 12, bend: -5, filled: false }, extra: null },
  scared: { brow: { outer: 34, inner: 28 }, eyes: "wide", mouth: { kind: "open", y: 73, rx: 11, ry: 5 }, extra: "sweat" },
  surprised: { brow: { outer: 29, inner: 27 }, eyes: "wide", mouth: { kind: "open", y: 73, rx: 7, ry: 10 }, extra: null },
  tired: { brow: { outer: 39, inner: 39 }, eyes: "sleepy", mouth: { kind: "curve", y: 73, halfWidth: 8, bend: -2, filled: false }, extra: "zzz" },
  proud: { brow: { outer: 32, inner: 34 }, eyes: "closed", mouth: { kind: "curve", y: 67, halfWidth: 14, bend: 6, filled: false }, extra: "medal" },
};

/** Hair styles a drawn child can have, so the faces of a round look like different children. */
export const FACE_LOOKS = 4;

interface SituationData {
  feeling: Feeling;
  /** Feelings that could fit the story too: never offered beside the answer. */
  alsoFits: ReadonlyArray<Feeling>;
}

/** Short everyday stories (texts: games.emotions.situations.<id>; drawn by emotions/pictures.ts) and the feeling each brings. */
const SITUATION_TABLE = {
  towerFell: { feeling: "sad", alsoFits: ["angry", "surprised"] },
  sharedToy: { feeling: "happy", alsoFits: ["surprised"] },
  bigDog: { feeling: "scared", alsoFits: ["surprised"] },
  toyTaken: { feeling: "angry", alsoFits: ["sad", "surprised"] },
  iceCreamFell: { feeling: "sad", alsoFits: ["angry", "surprised"] },
  birthday: { feeling: "happy", alsoFits: ["surprised", "proud"] },
  thunder: { feeling: "scared", alsoFits: ["surprised"] },
  scribbled: { feeling: "angry", alsoFits: ["sad", "surprised"] },
  surpriseGift: { feeling: "surprised", alsoFits: ["happy"] },
  firstSnow: { feeling: "surprised", alsoFits: ["happy"] },
  longWalk: { feeling: "tired", alsoFits: ["happy", "proud"] },
  lateEvening: { feeling: "tired", alsoFits: ["happy"] },
  shoelaces: { feeling: "proud", alsoFits: ["happy", "surprised"] },
  drawing: { feeling: "proud", alsoFits: ["happy"] },
} satisfies Record<string, SituationData>;
export type SituationId = keyof typeof SITUATION_TABLE;
export interface Situation extends SituationData {
  id: SituationId;
}
export const SITUATIONS: ReadonlyArray<Situation> = (Object.keys(SITUATION_TABLE) as SituationId[]).map((id) => ({ id, ...SITUATION_TABLE[id] }));

export const HELPS = ["hug", "askHelp", "breathe", "rest", "takeTurns", "tryAgain", "light"] as const;
export type Help = (typeof HELPS)[number];

interface HelpSituationData {
  help: Help;
  /** Helps that would be fine too: never offered beside the answer. */
  alsoFits: ReadonlyArray<Help>;
}

/** Stories where something could help (texts: games.emotions.helpSituations.<id>). */
const HELP_TABLE = {
  balloonGone: { help: "hug", alsoFits: ["breathe", "askHelp"] },
  highShelf: { help: "askHelp", alsoFits: ["tryAgain"] },
  puzzleStuck: { help: "breathe", alsoFits: ["askHelp", "tryAgain", "rest", "hug"] },
  sleepyAfterPark: { help: "rest", alsoFits: ["hug"] },
  oneSlide: { help: "takeTurns", alsoFits: ["askHelp"] },
  towerDown: { help: "tryAgain", alsoFits: ["hug", "breathe", "askHelp"] },
  darkRoom: { help: "light", alsoFits: ["hug", "askHelp", "breathe"] },
  scrapedKnee: { help: "askHelp", alsoFits: ["hug", "breathe"] },
} satisfies Record<string, HelpSituationData>;
export type HelpSituationId = keyof typeof HELP_TABLE;
export interface HelpSituation extends HelpSituationData {
  id: HelpSituationId;
}
export const HELP_SITUATIONS: ReadonlyArray<HelpSituation> = (Object.keys(HELP_TABLE) as HelpSituationId[]).map((id) => ({ id, ...HELP_TABLE[id] }));

export type EmotionMode = "findFace" | "nameFace" | "situation" | "help";

export interface EmotionLevel {
  mode: EmotionMode;
  /** The feelings the level uses: the faces it shows, or the feelings of its stories. */
  feelings: "basic" | "all";
  options: number;
  /** The target's look-alike face is always among the options. */
  lookAlike: boolean;
}

export const EMOTION_LEVELS: ReadonlyArray<EmotionLevel> = [
  { mode: "findFace", feelings: "basic", options: 3, lookAlike: false },
  { mode: "nameFace", feelings: "basic", options: 3, lookAlike: false },
  { mode: "findFace", feelings: "all", options: 4, lookAlike: true },
  { mode: "nameFace", feelings: "all", options: 4, lookAlike: true },
  { mode: "situation", feelings: "basic", options: 3, lookAlike: false },
  { mode: "situation", feelings: "all", options: 4, lookAlike: false },
  { mode: "help", feelings: "all", options: 3, lookAlike: false },
];

export const emotionLevel = (level: number): EmotionLevel => EMOTION_LEVELS[level - 1] ?? (EMOTION_LEVELS[0] as EmotionLevel);

/** The faces of a round: the hair style of the prompt face (nameFace) and of each option face. */
interface FaceLooks {
  promptLook: number;
  looks: number[];
}

export type EmotionRound =
  | ({ mode: "findFace" | "nameFace"; target: Feeling; options: Feeling[] } & FaceLooks)
  | ({ mode: "situation"; story: SituationId; target: Feeling; options: Feeling[] } & FaceLooks)
  | { mode: "help"; story: HelpSituationId; target: Help; options: Help[] };

const feelingsOf = (which: EmotionLevel["feelings"]): ReadonlyArray<Feeling> => (which === "basic" ? BASIC_FEELINGS : FEELINGS);

/**
 * The targets of a face level: every feeling of the level at least once when they fit in the
 * rounds (the new ones first when there is no room for all), never the same twice in a row.
 */
export function faceTargets(which: EmotionLevel["feelings"], random: Random, rounds: number): Feeling[] {
  const pool = feelingsOf(which);
  const must = which === "all" ? [...NEW_FEELINGS] : [...pool];
  const rest = pool.filter((feeling) => !must.includes(feeling));
  const chosen = shuffled([...must.slice(0, rounds), ...pickDistinct(rest, Math.min(rest.length, Math.max(0, rounds - must.length)), random)], random);
  while (chosen.length < rounds) {
    const previous = chosen.at(-1);
    chosen.push(
      pickDistinct(
        pool.filter((feeling) => feeling !== previous),
        1,
        random,
      )[0] as Feeling,
    );
  }
  return chosen;
}

/** `count` different looks for the option faces, plus one for a prompt face. */
function looksFor(count: number, random: Random): FaceLooks {
  const all = shuffled(
    Array.from({ length: FACE_LOOKS }, (_, look) => look),
    random,
  );
  const looks = Array.from({ length: count }, (_, index) => all[index % FACE_LOOKS] as number);
  return { promptLook: randomInt(random, 0, FACE_LOOKS - 1), looks };
}

/** Options holding the target once, the look-alike when asked for, and never a feeling from `excluded`. */
export function feelingOptions(
  target: Feeling,
  pool: ReadonlyArray<Feeling>,
  count: number,
  random: Random,
  lookAlike: boolean,
  excluded: ReadonlyArray<Feeling> = [],
): Feeling[] {
  const forced = lookAlike && pool.includes(LOOK_ALIKE[target]) ? [LOOK_ALIKE[target]] : [];
  const others = pool.filter((feeling) => feeling !== target && !excluded.includes(feeling) && !forced.includes(feeling));
  return shuffled([target, ...forced, ...pickDistinct(others, count - 1 - forced.length, random)], random);
}

function faceRounds(level: EmotionLevel, random: Random, rounds: number): EmotionRound[] {
  const pool = feelingsOf(level.feelings);
  const mode = level.mode === "nameFace" ? "nameFace" : "findFace";
  return faceTargets(level.feelings, random, rounds).map((target) => ({
    mode,
    target,
    options: feelingOptions(target, pool, level.options, random, level.lookAlike),
    ...looksFor(level.options, random),
  }));
}

/** Situation rounds: different stories; the "all" level always has stories of the new feelings too. */
function situationRounds(level: EmotionLevel, random: Random, rounds: number): EmotionRound[] {
  const pool = feelingsOf(level.feelings);
  const stories = SITUATIONS.filter((situation) => pool.includes(situation.feeling));
  const newOnes = stories.filter((situation) => NEW_FEELINGS.includes(situation.feeling));
  const must = level.feelings === "all" ? pickDistinct(newOnes, Math.min(2, rounds), random) : [];
  const chosen = shuffled(
    [
      ...must,
      ...pickDistinct(
        stories.filter((story) => !must.includes(story)),
        rounds - must.length,
        random,
      ),
    ],
    random,
  );
  return chosen.map((situation) => ({
    mode: "situation" as const,
    target: situation.feeling,
    options: feelingOptions(situation.feeling, pool, level.options, random, false, situation.alsoFits),
    story: situation.id,
    ...looksFor(level.options, random),
  }));
}

function helpRounds(level: EmotionLevel, random: Random, rounds: number): EmotionRound[] {
  return pickDistinct(HELP_SITUATIONS, rounds, random).map((situation) => {
    const others = HELPS.filter((help) => help !== situation.help && !situation.alsoFits.includes(help));
    return {
      mode: "help" as const,
      target: situation.help,
      options: shuffled([situation.help, ...pickDistinct(others, level.options - 1, random)], random),
      story: situation.id,
    };
  });
}

/** The rounds of one level. */
export function emotionRounds(levelNumber: number, random: Random, rounds = ROUNDS_PER_LEVEL): EmotionRound[] {
  const level = emotionLevel(levelNumber);
  if (level.mode === "situation") return situationRounds(level, random, rounds);
  if (level.mode === "help") return helpRounds(level, random, rounds);
  return faceRounds(level, random, rounds);
}

/** Whether the options of a round are faces (else words). */
export const facesAsOptions = (mode: EmotionMode) => mode === "findFace" || mode === "situation";

/** Scored like the choice games: 10 points at the first try, 5 at the second, 5 rounds. */
export const emotionsMaxScore = (_level: number) => choiceMaxScore();
