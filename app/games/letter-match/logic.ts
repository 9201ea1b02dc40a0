import { type ChoiceRound, choiceMaxScore } from "../choice-rounds";
import { type Random, pickDistinct, shuffled } from "../random";

/**
 * Letter match (premium, 4-7 years): the page language's own alphabet (Azerbaijani Latin,
 * English or Russian Cyrillic). First the child finds the same capital letter, then the small
 * letter of a capital one, then the picture whose word starts with the letter. Every letter
 * and word comes from the strings of the page's language (games.letterMatch), never from Intl
 * or toLowerCase: Azerbaijani I/ı and İ/i are two different letters.
 */

/** The pictures of the letter-to-picture levels (drawn by the board, ./pictures.ts); their words are strings in each language. */
export const LETTER_PICTURE_IDS = [
  "apple",
  "ball",
  "cat",
  "dog",
  "fish",
  "egg",
  "sun",
  "moon",
  "house",
  "tree",
  "flower",
  "car",
  "bus",
  "duck",
  "cow",
  "horse",
  "lion",
  "bear",
  "rabbit",
  "frog",
  "snake",
  "hedgehog",
  "milk",
  "bread",
  "carrot",
  "grapes",
  "watermelon",
  "lemon",
  "orange",
  "pear",
  "key",
  "umbrella",
  "star",
  "hand",
  "elephant",
  "rooster",
  "balloon",
  "wolf",
  "bell",
  "gift",
  "needle",
  "ant",
  "turtle",
  "mouse",
  "clock",
  "bee",
  "honey",
  "ring",
  "violin",
  "zebra",
  "beetle",
  "pumpkin",
  "cloud",
  "goat",
  "butterfly",
] as const;
export type LetterPicture = (typeof LETTER_PICTURE_IDS)[number];

/** The strings of one language the game is built from (games.letterMatch.*). */
export interface AlphabetStrings {
  /** Capital letters in alphabet order, separated by spaces. */
  upper: string;
  /** The small letters in the same order. */
  lower: string;
  /** Groups of capital letters that look alike ("CÇ SŞ"): each group is one word. */
  lookAlikeUpper: string;
  /** Groups of small letters that look alike ("ıil bdp"). */
  lookAlikeLower: string;
  /** Groups of letters whose first sounds are easy to mix up ("CK"), never asked against each other. */
  soundAlike: string;
  /** Each picture's word. */
  words: Readonly<Record<LetterPicture, string>>;
  /** The capital letter each picture's word starts with. */
  initials: Readonly<Record<LetterPicture, string>>;
}

export interface Alphabet {
  upper: string[];
  lower: string[];
  lookAlikeUpper: string[][];
  lookAlikeLower: string[][];
  soundAlike: string[][];
  words: Readonly<Record<LetterPicture, string>>;
  initials: Readonly<Record<LetterPicture, string>>;
}

const groups = (text: string) =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .map((group) => Array.from(group));

export function parseAlphabet(strings: AlphabetStrings): Alphabet {
  return {
    upper: strings.upper.split(/\s+/).filter(Boolean),
    lower: strings.lower.split(/\s+/).filter(Boolean),
    lookAlikeUpper: groups(strings.lookAlikeUpper),
    lookAlikeLower: groups(strings.lookAlikeLower),
    soundAlike: groups(strings.soundAlike),
    words: strings.words,
    initials: strings.initials,
  };
}

/** The small letter of a capital one, by the alphabet's own pairs (İ → i, I → ı in Azerbaijani). */
export function lowerOf(alphabet: Alphabet, capital: string): string | undefined {
  const index = alphabet.upper.indexOf(capital);
  return index < 0 ? undefined : alphabet.lower[index];
}

/** The capital letter of a small one. */
export function upperOf(alphabet: Alphabet, small: string): string | undefined {
  const index = alphabet.lower.indexOf(small);
  return index < 0 ? undefined : alphabet.upper[index];
}

/** The first letter of a word, as a capital letter of the alphabet (undefined if it is none). */
export const wordInitial = (alphabet: Alphabet, word: string) => upperOf(alphabet, Array.from(word)[0] ?? "");

/** Letters looking like `letter` in the given groups (itself excluded). */
export const alikeIn = (groupList: ReadonlyArray<ReadonlyArray<string>>, letter: string) => [
  ...new Set(groupList.filter((group) => group.includes(letter)).flatMap((group) => group.filter((other) => other !== letter))),
];

/**
 * What is wrong with a language's strings for this game (empty when all is well): the two
 * cases pair up one to one, groups hold only the alphabet's letters, and every picture's word
 * really starts with its initial.
 */
export function alphabetProblems(alphabet: Alphabet): string[] {
  const problems: string[] = [];
  const { upper, lower } = alphabet;
  if (upper.length !== lower.length) problems.push(`${upper.length} capital letters but ${lower.length} small ones`);
  if (new Set(upper).size !== upper.length || new Set(lower).size !== lower.length) problems.push("a letter appears twice");
  for (const letter of [...upper, ...lower]) if (Array.from(letter).length !== 1) problems.push(`"${letter}" is not one letter`);
  for (const group of [...alphabet.lookAlikeUpper, ...alphabet.soundAlike])
    for (const letter of group) if (!upper.includes(letter)) problems.push(`"${letter}" in a group is not a capital letter`);
  for (const group of alphabet.lookAlikeLower)
    for (const letter of group) if (!lower.includes(letter)) problems.push(`"${letter}" in a group is not a small letter`);
  for (const id of LETTER_PICTURE_IDS) {
    const word = alphabet.words[id];
    const initial = alphabet.initials[id];
    if (!upper.includes(initial)) problems.push(`${id}: "${initial}" is not a capital letter`);
    if (wordInitial(alphabet, word) !== initial) problems.push(`${id}: "${word}" does not start with ${initial}`);
  }
  return problems;
}

/** What a level asks: the same capital letter, its small letter, or a picture starting with it. */
type LetterTask = "same" | "lower" | "picture";

export interface LetterLevel {
  task: LetterTask;
  options: 3 | 4;
  /** Whether the other options are chosen to look like the answer (Ç next to C, ı next to i). */
  lookAlike: boolean;
}

export const LETTER_MATCH_LEVELS: ReadonlyArray<LetterLevel> = [
  { task: "same", options: 3, lookAlike: false },
  { task: "same", options: 4, lookAlike: true },
  { task: "lower", options: 3, lookAlike: false },
  { task: "lower", options: 4, lookAlike: true },
  { task: "picture", options: 3, lookAlike: false },
  { task: "picture", options: 4, lookAlike: true },
];

export const LETTER_MATCH_ROUNDS = 6;

export const letterMatchLevel = (level: number): LetterLevel => LETTER_MATCH_LEVELS[level - 1] ?? (LETTER_MATCH_LEVELS[0] as LetterLevel);

/** A round: the capital `letter` shown; the options are letters, or picture ids at picture levels. */
export interface LetterRound extends ChoiceRound<string> {
  letter: string;
}

/** `count` options holding `target` once: look-alikes first (when asked), then others from `pool`. */
function optionsFor(target: string, alike: ReadonlyArray<string>, pool: ReadonlyArray<string>, count: number, random: Random): string[] {
  const chosen = [target];
  for (const option of [...shuffled(alike, random), ...shuffled(pool, random)]) {
    if (chosen.length >= count) break;
    if (!chosen.includes(option)) chosen.push(option);
  }
  return shuffled(chosen, random);
}

/** Capital letters never the target twice in a row; at look-alike levels, letters that have look-alikes. */
function targetLetters(candidates: ReadonlyArray<string>, rounds: number, random: Random): string[] {
  const result: string[] = [];
  let bag: string[] = [];
  while (result.length < rounds) {
    if (bag.length === 0) bag = shuffled(candidates, random);
    const next = bag.pop() as string;
    if (next === result.at(-1) && candidates.length > 1) continue;
    result.push(next);
  }
  return result;
}

function letterRounds(alphabet: Alphabet, settings: LetterLevel, random: Random, rounds: number): LetterRound[] {
  const { upper } = alphabet;
  const alikeUpper = (letter: string) => alikeIn(alphabet.lookAlikeUpper, letter);
  const alikeLower = (letter: string) => alikeIn(alphabet.lookAlikeLower, lowerOf(alphabet, letter) ?? "");
  const hasAlike = (letter: string) => (settings.task === "same" ? alikeUpper(letter) : alikeLower(letter)).length > 0;
  const candidates = settings.lookAlike ? upper.filter(hasAlike) : upper;
  return targetLetters(candidates.length > 0 ? candidates : upper, rounds, random).map((letter) => {
    if (settings.task === "same") {
      const options = optionsFor(letter, settings.lookAlike ? alikeUpper(letter) : [], upper, settings.options, random);
      return { letter, target: letter, options };
    }
    const small = lowerOf(alphabet, letter) as string;
    const options = optionsFor(small, settings.lookAlike ? alikeLower(letter) : [], alphabet.lower, settings.options, random);
    return { letter, target: small, options };
  });
}

/** Whether two capital letters start words that sound too alike to be asked against each other. */
const soundsAlike = (alphabet: Alphabet, a: string, b: string) => a === b || alphabet.soundAlike.some((group) => group.includes(a) && group.includes(b));

function pictureRounds(alphabet: Alphabet, settings: LetterLevel, random: Random, rounds: number): LetterRound[] {
  const byLetter = new Map<string, LetterPicture[]>();
  for (const id of LETTER_PICTURE_IDS) {
    const initial = alphabet.initials[id];
    byLetter.set(initial, [...(byLetter.get(initial) ?? []), id]);
  }
  return targetLetters([...byLetter.keys()], rounds, random).map((letter) => {
    const [target] = pickDistinct(byLetter.get(letter) ?? [], 1, random) as [LetterPicture];
    const chosen: LetterPicture[] = [target];
    const usable = (id: LetterPicture) => chosen.every((other) => !soundsAlike(alphabet, alphabet.initials[other], alphabet.initials[id]));
    // At the look-alike level one picture starts with a letter that looks like the answer's.
    const alike = settings.lookAlike ? alikeIn(alphabet.lookAlikeUpper, letter) : [];
    const first = shuffled(
      LETTER_PICTURE_IDS.filter((id) => alike.includes(alphabet.initials[id])),
      random,
    );
    for (const id of [...first.slice(0, 1), ...shuffled(LETTER_PICTURE_IDS, random)]) {
      if (chosen.length >= settings.options) break;
      if (usable(id)) chosen.push(id);
    }
    return { letter, target, options: shuffled(chosen, random) };
  });
}

/** The rounds of one play of `level` in the language of `alphabet`. */
export function letterMatchRounds(level: number, alphabet: Alphabet, random: Random, rounds = LETTER_MATCH_ROUNDS): LetterRound[] {
  const settings = letterMatchLevel(level);
  return settings.task === "picture" ? pictureRounds(alphabet, settings, random, rounds) : letterRounds(alphabet, settings, random, rounds);
}

export const letterMatchMaxScore = (_level: number) => choiceMaxScore(LETTER_MATCH_ROUNDS);
