import { type Random, pickDistinct, shuffled } from "../random";
import { spreadTargets } from "../target-places";

/**
 * Listen for the word (premium, 4-8 years, auditory attention): the game says words one after
 * another (each also written as it is said, a set's own word with its picture) and the child taps "Now!" only when the target
 * word comes, doing nothing for the others. Each word set is a target (cat, dog, moon, bee,
 * bread, with its picture) and three words of the same language that sound like it (cat: hat,
 * bat, mat; pişik: beşik, deşik, eşik; кошка: ложка, мошка, крошка): the words are strings,
 * so each language has its own sound-alikes. The other sets' targets are the clearly
 * different words. Levels make the sequence longer and faster and bring more sound-alikes.
 *
 * A word can be answered from the moment it appears until the next one comes (so a tap just
 * after the word still counts). A tap on another word stops the words for AGAIN_MS while the
 * instruction (the word to listen for) is said again, so the voice never talks over a word;
 * then the next word comes. Scoring: POINTS_PER_HIT for each target answered, minus
 * FALSE_TAP_COST for a tap on another word and MISS_COST for a target let go, never below 0.
 */
export const POINTS_PER_HIT = 10;
export const FALSE_TAP_COST = 5;
export const MISS_COST = 2;
export const ROUNDS_PER_LEVEL = 2;
/** Before a round's first word: time to hear and read which word to listen for. */
export const INTRO_MS = 2800;
/** After a tap on another word: time to hear the instruction again before the next word. */
export const AGAIN_MS = 2600;
/** No more than this many targets, or other words, come in a row. */
export const MAX_RUN = 3;

export const WORD_SETS = ["cat", "dog", "moon", "bee", "bread"] as const;
export type WordSet = (typeof WORD_SETS)[number];
/** The target word of a set, and its three sound-alikes (games.auditoryAttention.words.<set>.<slot>). */
export const SLOTS = ["target", "alike1", "alike2", "alike3"] as const;
type Slot = (typeof SLOTS)[number];
type AlikeSlot = Exclude<Slot, "target">;
const ALIKE_SLOTS = SLOTS.filter((slot): slot is AlikeSlot => slot !== "target");

export interface Word {
  set: WordSet;
  slot: Slot;
}

export interface HearingLevel {
  /** Words in one round. */
  words: number;
  /** Of those, the target. */
  targets: number;
  /** Of those, sound-alikes of the target (the rest are other sets' targets). */
  alike: number;
  /** Milliseconds a word stays written (it is spoken as it appears). */
  showMs: number;
  /** Milliseconds of quiet before the next word. */
  gapMs: number;
}

export const HEARING_LEVELS: ReadonlyArray<HearingLevel> = [
  { words: 6, targets: 2, alike: 0, showMs: 2000, gapMs: 700 },
  { words: 8, targets: 3, alike: 0, showMs: 1800, gapMs: 650 },
  { words: 10, targets: 3, alike: 2, showMs: 1650, gapMs: 600 },
  { words: 12, targets: 4, alike: 4, showMs: 1500, gapMs: 550 },
  { words: 14, targets: 4, alike: 6, showMs: 1350, gapMs: 500 },
];

export const hearingLevel = (level: number): HearingLevel => HEARING_LEVELS[level - 1] ?? (HEARING_LEVELS[0] as HearingLevel);

export interface HearingRound {
  target: WordSet;
  words: Word[];
}

export const isTargetWord = (round: HearingRound, word: Word | undefined): boolean => word?.set === round.target && word.slot === "target";

/**
 * Where the targets go among `count` words: `targets` of them, never first (the child hears a
 * word or two before the first target), never more than MAX_RUN alike in a row.
 */
export function targetPlaces(count: number, targets: number, random: Random): boolean[] {
  if (count < 2) throw new RangeError(`Cannot spread ${targets} targets over ${count} words`);
  return [false, ...spreadTargets(count - 1, targets, MAX_RUN, random, 1)];
}

/** The other words of a round: its sound-alikes in turn, then the other sets' targets in turn; never the same word twice in a row. */
function otherWords(target: WordSet, spec: HearingLevel, random: Random): Word[] {
  const alike = shuffled(ALIKE_SLOTS, random);
  const different = shuffled(
    WORD_SETS.filter((set) => set !== target),
    random,
  );
  const words: Word[] = [
    ...Array.from({ length: spec.alike }, (_, index): Word => ({ set: target, slot: alike[index % alike.length] as AlikeSlot })),
    ...Array.from({ length: spec.words - spec.targets - spec.alike }, (_, index): Word => ({
      set: different[index % different.length] as WordSet,
      slot: "target",
    })),
  ];
  return shuffled(words, random);
}

const sameWord = (a: Word | undefined, b: Word | undefined) => a !== undefined && b !== undefined && a.set === b.set && a.slot === b.slot;

function buildRound(target: WordSet, spec: HearingLevel, random: Random): HearingRound {
  const others = otherWords(target, spec, random);
  const words: Word[] = [];
  for (const place of targetPlaces(spec.words, spec.targets, random)) {
    if (place) {
      words.push({ set: target, slot: "target" });
      continue;
    }
    // The other word left most often that is not the one just said (a repeat would sound like a
    // stutter); taking the most frequent first keeps a repeat from being forced at the end.
    const left = (word: Word) => others.filter((other) => sameWord(other, word)).length;
    const candidates = others.filter((word) => !sameWord(word, words.at(-1)));
    const pool = candidates.length > 0 ? candidates : others;
    const most = Math.max(...pool.map(left));
    const pick = pool.find((word) => left(word) === most) as Word;
    others.splice(others.indexOf(pick), 1);
    words.push(pick);
  }
  return { target, words };
}

/** The rounds of one play: a different target word each round. */
export function hearingRounds(level: number, random: Random, rounds = ROUNDS_PER_LEVEL): HearingRound[] {
  const spec = hearingLevel(level);
  return pickDistinct(WORD_SETS, rounds, random).map((target) => buildRound(target, spec, random));
}

/**
 * intro: the target is shown and said; show: a word is said and written; gap: quiet; again: a
 * tap on another word, the instruction is said again before the next word; over: the end.
 */
type Phase = "intro" | "show" | "gap" | "again" | "over";
export type Outcome = "hit" | "falseTap" | "missed";

export interface HearingPlay {
  round: number;
  word: number;
  phase: Phase;
  /** The current word was already answered (a second tap is ignored). */
  answered: boolean;
  hits: number;
  falseTaps: number;
  missed: number;
  last: Outcome | null;
}

export const startHearingPlay = (): HearingPlay => ({ round: 0, word: 0, phase: "intro", answered: false, hits: 0, falseTaps: 0, missed: 0, last: null });

/** Names the frame the play is in: a timer set for one frame must not move the play on from another. */
export const frameKey = (play: HearingPlay): string => `${play.round}-${play.word}-${play.phase}`;

/** How long the play stays as it is before `tick` (null: over). */
export function frameMs(play: HearingPlay, level: number): number | null {
  if (play.phase === "intro") return INTRO_MS;
  if (play.phase === "show") return hearingLevel(level).showMs;
  if (play.phase === "gap") return hearingLevel(level).gapMs;
  if (play.phase === "again") return AGAIN_MS;
  return null;
}

/**
 * The frame's time is up: the word goes quiet, or (after the quiet, or the instruction said
 * again) the next word (a target not answered is missed), round or end comes.
 */
export function tick(play: HearingPlay, rounds: ReadonlyArray<HearingRound>): HearingPlay {
  const current = rounds[play.round];
  if (!current || play.phase === "over") return { ...play, phase: "over" };
  if (play.phase === "intro") return { ...play, phase: "show", word: 0, answered: false };
  if (play.phase === "show") return { ...play, phase: "gap" };
  const missed = isTargetWord(current, current.words[play.word]) && !play.answered;
  const counted = missed ? { ...play, missed: play.missed + 1, last: "missed" as const } : play;
  if (play.word + 1 < current.words.length) return { ...counted, phase: "show", word: play.word + 1, answered: false };
  if (play.round + 1 < rounds.length) return { ...counted, round: play.round + 1, word: 0, phase: "intro", answered: false, last: null };
  return { ...counted, phase: "over" };
}

/** A tap on "Now!": answers the word being said (or just said). A hit cuts the word short. */
export function tapNow(play: HearingPlay, rounds: ReadonlyArray<HearingRound>): { play: HearingPlay; outcome: Outcome | "ignored" } {
  const current = rounds[play.round];
  if (!current || (play.phase !== "show" && play.phase !== "gap") || play.answered) return { play, outcome: "ignored" };
  if (isTargetWord(current, current.words[play.word])) {
    return { play: { ...play, phase: "gap", answered: true, hits: play.hits + 1, last: "hit" }, outcome: "hit" };
  }
  return { play: { ...play, phase: "again", answered: true, falseTaps: play.falseTaps + 1, last: "falseTap" }, outcome: "falseTap" };
}

export const hearingScore = (play: Pick<HearingPlay, "hits" | "falseTaps" | "missed">): number =>
  Math.max(0, play.hits * POINTS_PER_HIT - play.falseTaps * FALSE_TAP_COST - play.missed * MISS_COST);

export const auditoryAttentionMaxScore = (level: number): number => hearingLevel(level).targets * ROUNDS_PER_LEVEL * POINTS_PER_HIT;
