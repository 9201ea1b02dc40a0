/**
 * Scoring shared by every game (ADR 012): a play of one level ends with a score out of the
 * level's maximum; 60 % or more passes the level and unlocks the next one (the spec's advance
 * threshold); stars grade a passed play.
 */
export const PASS_PERCENT = 60;
const THREE_STARS_PERCENT = 90;
const TWO_STARS_PERCENT = 75;

/** The share of the maximum, 0-100, rounded down so 59.9 % does not pass. */
export function scorePercent(score: number, maxScore: number): number {
  if (maxScore <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((score / maxScore) * 100)));
}

export function passed(percent: number): boolean {
  return percent >= PASS_PERCENT;
}

/** 0 stars below the pass mark, then 1, 2 or 3. */
export function starsFor(percent: number): 0 | 1 | 2 | 3 {
  if (percent >= THREE_STARS_PERCENT) return 3;
  if (percent >= TWO_STARS_PERCENT) return 2;
  if (percent >= PASS_PERCENT) return 1;
  return 0;
}

/** What a game reports when a play ends, and what the page posts to save it. */
export interface PlayResult {
  level: number;
  score: number;
  /** Answers, flips or taps the child made. */
  attempts: number;
  /** Of those, the right ones. */
  successes: number;
}
