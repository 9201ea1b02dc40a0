import { passed, scorePercent } from "~/games/scoring";

/**
 * The spec's game-progress rules (section 4), kept pure so the server and the browser's
 * visitor progress apply the same ones:
 * - a play of level L that passes makes the game's progress L / levels × 100; only a higher
 *   percentage is ever stored, capped at 100;
 * - passing unlocks the next level; the highest score is kept; every play counts an attempt.
 */
export interface GameProgress {
  progressPercentage: number;
  /** The highest level the child may play. */
  currentLevel: number;
  highestScore: number;
  totalAttempts: number;
  successfulAttempts: number;
}

export const NO_PROGRESS: GameProgress = {
  progressPercentage: 0,
  currentLevel: 1,
  highestScore: 0,
  totalAttempts: 0,
  successfulAttempts: 0,
};

export interface ScoredPlay {
  level: number;
  score: number;
  maxScore: number;
}

function playPassed(play: ScoredPlay): boolean {
  return passed(scorePercent(play.score, play.maxScore));
}

export function progressAfterPlay(previous: GameProgress | null, play: ScoredPlay, levels: number): GameProgress {
  const before = previous ?? NO_PROGRESS;
  const won = playPassed(play);
  const reached = won ? Math.round((Math.min(play.level, levels) / levels) * 100) : 0;
  return {
    progressPercentage: Math.min(100, Math.max(before.progressPercentage, reached)),
    currentLevel: Math.min(levels, Math.max(before.currentLevel, won ? play.level + 1 : play.level)),
    highestScore: Math.max(before.highestScore, play.score),
    totalAttempts: before.totalAttempts + 1,
    successfulAttempts: before.successfulAttempts + (won ? 1 : 0),
  };
}

/** Whether the child may play this level now: the first, or one the progress has unlocked. */
export function levelUnlocked(progress: GameProgress | null, level: number): boolean {
  return level >= 1 && level <= (progress ?? NO_PROGRESS).currentLevel;
}

/** A visitor's progress kept in the browser, as it is posted at sign-in. */
export interface BrowserProgress {
  progress: number;
  level: number;
  highestScore: number;
}

/**
 * The spec's migration rule: the browser's progress becomes the account's only when the
 * account has none for that game; attempts are floor(progress / 10), successes
 * floor(progress / 15), each at least 1.
 */
export function migratedProgress(local: BrowserProgress, levels: number): GameProgress {
  const progress = Math.max(0, Math.min(100, Math.floor(local.progress)));
  return {
    progressPercentage: progress,
    currentLevel: Math.max(1, Math.min(levels, Math.floor(local.level))),
    highestScore: Math.max(0, Math.floor(local.highestScore)),
    totalAttempts: Math.floor(progress / 10) || 1,
    successfulAttempts: Math.floor(progress / 15) || 1,
  };
}
