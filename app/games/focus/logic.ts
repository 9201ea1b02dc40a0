import { type ChoicePlay, type ChoiceRound, POINTS_PER_ROUND, pointsForRound, startChoicePlay } from "../choice-rounds";
import { type Random, pickDistinct, randomInt, shuffled } from "../random";

/**
 * Focus (premium, 3-6 years): a target picture is shown; the child finds the same one among 3
 * or 4 objects. The distractors grow more alike level by level; at the last level the target is
 * shown only briefly and must be remembered.
 */
export const FOCUS_ROUNDS = 6;
/** What one "show it again" costs, taken from the round's points (never below 0). */
export const SHOW_AGAIN_COST = 3;
/** How long the target stays in view at a remember-it level, in milliseconds. */
export const SHOW_TARGET_MS = 2000;

/** Broad categories, all clearly different from each other (levels 1-3). Ids are the pictures' names (games.focus.things.<id>). */
export const CATEGORIES = {
  animals: ["dog", "cat", "rabbit", "bear", "frog", "lion", "pig", "cow", "panda", "fox"],
  fruit: ["red-apple", "banana", "grapes", "strawberry", "tangerine", "pear", "cherries", "watermelon", "pineapple"],
  vehicles: ["automobile", "bus", "bicycle", "locomotive", "rocket", "sailboat", "tractor", "fire-engine"],
  toys: ["soccer-ball", "balloon", "teddy-bear", "wrapped-gift", "drum", "artist-palette", "trumpet", "game-die"],
} as const satisfies Record<string, ReadonlyArray<string>>;

/** Groups of things that look alike: same kind, similar shape or colour (level 4). */
export const LOOK_ALIKE: ReadonlyArray<ReadonlyArray<string>> = [
  ["dog-face", "dog", "guide-dog", "poodle", "wolf"],
  ["red-apple", "green-apple", "tomato", "peach", "cherries"],
  ["cat", "tiger", "leopard", "lion"],
  ["automobile", "sport-utility-vehicle", "taxi", "police-car", "bus"],
  ["evergreen-tree", "deciduous-tree", "palm-tree", "christmas-tree"],
  ["soccer-ball", "basketball", "volleyball", "baseball", "tennis"],
];

/** Groups of nearly identical pictures: only a small detail differs (level 5). */
export const NEAR_IDENTICAL: ReadonlyArray<ReadonlyArray<string>> = [
  ["see-no-evil-monkey", "hear-no-evil-monkey", "speak-no-evil-monkey", "monkey-face"],
  ["grinning-face", "grinning-face-with-big-eyes", "grinning-face-with-smiling-eyes", "beaming-face-with-smiling-eyes", "grinning-squinting-face"],
  ["grinning-cat", "grinning-cat-with-smiling-eyes", "cat-with-tears-of-joy", "smiling-cat-with-heart-eyes", "cat-with-wry-smile"],
  ["baby-chick", "front-facing-baby-chick", "hatching-chick", "bird"],
  ["new-moon", "waxing-crescent-moon", "first-quarter-moon", "waxing-gibbous-moon", "full-moon"],
];

export type FocusDistractors = "other-category" | "same-category" | "look-alike" | "near-identical";

export interface FocusLevel {
  options: 3 | 4;
  distractors: FocusDistractors;
  /** The target is shown for SHOW_TARGET_MS, then hidden; the child answers from memory. */
  remember: boolean;
}

export const FOCUS_LEVELS: ReadonlyArray<FocusLevel> = [
  { options: 3, distractors: "other-category", remember: false },
  { options: 3, distractors: "same-category", remember: false },
  { options: 4, distractors: "same-category", remember: false },
  { options: 4, distractors: "look-alike", remember: false },
  { options: 4, distractors: "near-identical", remember: true },
];

export const focusLevel = (level: number): FocusLevel => FOCUS_LEVELS[level - 1] ?? (FOCUS_LEVELS[0] as FocusLevel);

/** The pools a round draws from at a level: the target's pool, and where distractors come from. */
function pools(distractors: FocusDistractors): ReadonlyArray<ReadonlyArray<string>> {
  if (distractors === "look-alike") return LOOK_ALIKE;
  if (distractors === "near-identical") return NEAR_IDENTICAL;
  return Object.values(CATEGORIES);
}

/** One round: the target among `options` pictures, the target exactly once. */
function focusRound(settings: FocusLevel, random: Random, previousTarget: string | undefined, previousPool: number): ChoiceRound<string> & { pool: number } {
  const groups = pools(settings.distractors);
  // Never the same group twice in a row, so rounds feel different.
  let pool = randomInt(random, 0, groups.length - 1);
  if (pool === previousPool) pool = (pool + 1) % groups.length;
  const group = groups[pool] as ReadonlyArray<string>;
  const [target] = pickDistinct(
    group.filter((item) => item !== previousTarget),
    1,
    random,
  ) as [string];
  let others: string[];
  if (settings.distractors === "other-category") {
    // Everything else comes from one other category: an animal among fruit, a car among toys.
    const otherIndex = (pool + randomInt(random, 1, groups.length - 1)) % groups.length;
    others = pickDistinct(groups[otherIndex] as ReadonlyArray<string>, settings.options - 1, random);
  } else {
    others = pickDistinct(
      group.filter((item) => item !== target),
      settings.options - 1,
      random,
    );
  }
  return { target, options: shuffled([target, ...others], random), pool };
}

export type FocusRound = ChoiceRound<string>;

/** Which group of the level's pools a round's target comes from (its place in CATEGORIES, LOOK_ALIKE or NEAR_IDENTICAL): the board picks the round's scene by it. */
export const targetGroup = (level: number, target: string): number => pools(focusLevel(level).distractors).findIndex((group) => group.includes(target));

export function focusRounds(level: number, random: Random, rounds = FOCUS_ROUNDS): FocusRound[] {
  const settings = focusLevel(level);
  const result: FocusRound[] = [];
  let previousPool = -1;
  for (let index = 0; index < rounds; index += 1) {
    const { pool, ...round } = focusRound(settings, random, result[index - 1]?.target, previousPool);
    previousPool = pool;
    result.push(round);
  }
  return result;
}

/** The play so far: the choice games' counters plus how often the target was shown again. */
export interface FocusPlay extends ChoicePlay {
  showAgainThisRound: number;
}

export const startFocusPlay = (): FocusPlay => ({ ...startChoicePlay(), showAgainThisRound: 0 });

/** 10 at the first try, 5 at the second, 0 after; each "show again" costs SHOW_AGAIN_COST. */
export function focusRoundPoints(mistakes: number, showAgain: number): number {
  return Math.max(0, pointsForRound(mistakes) - SHOW_AGAIN_COST * showAgain);
}

/** The play after one tap: a right answer ends the round, a wrong one counts as a mistake. */
export function answerFocus(play: FocusPlay, correct: boolean): FocusPlay {
  if (!correct) return { ...play, attempts: play.attempts + 1, mistakesThisRound: play.mistakesThisRound + 1 };
  return {
    round: play.round + 1,
    mistakesThisRound: 0,
    showAgainThisRound: 0,
    score: play.score + focusRoundPoints(play.mistakesThisRound, play.showAgainThisRound),
    attempts: play.attempts + 1,
    successes: play.successes + 1,
  };
}

/** The play after the child asks to see the target again. */
export const showTargetAgain = (play: FocusPlay): FocusPlay => ({ ...play, showAgainThisRound: play.showAgainThisRound + 1 });

export const focusPlayOver = (play: FocusPlay, roundCount: number = FOCUS_ROUNDS) => play.round >= roundCount;

export const focusMaxScore = (_level: number) => FOCUS_ROUNDS * POINTS_PER_ROUND;
