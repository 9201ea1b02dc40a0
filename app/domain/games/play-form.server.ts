import { z } from "zod";
import type { GameInfo } from "~/games/registry";
import type { PlayResult } from "~/games/scoring";
import { type GameProgress, levelUnlocked } from "./progress";

/** The longest play we accept; a longer one is a clock error or a forged post. */
const MAX_PLAY_SECONDS = 4 * 60 * 60;
/** How far the browser's clock may run ahead of ours. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
const MAX_ACTIONS = 10_000;

const count = (max: number) => z.coerce.number().int().min(0).max(max);

const playFields = z.object({
  level: z.coerce.number().int().min(1),
  score: count(1_000_000),
  attempts: count(MAX_ACTIONS),
  successes: count(MAX_ACTIONS),
  startedAt: z.coerce.number().int().positive(),
  endedAt: z.coerce.number().int().positive(),
});

export type ParsedPlay = { ok: true; play: PlayResult; startedAt: Date; endedAt: Date } | { ok: false };

/**
 * A play posted by the game page, checked against the game: an unlocked level, a score no
 * higher than the level allows, successes no more than attempts, and a plausible time span.
 * Anything else is refused whole; nothing is saved.
 */
export function parsePlay(form: FormData, game: GameInfo, progress: GameProgress | null, now: Date = new Date()): ParsedPlay {
  const parsed = playFields.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { ok: false };
  const { level, score, attempts, successes, startedAt, endedAt } = parsed.data;
  if (level > game.levels || !levelUnlocked(progress, level)) return { ok: false };
  if (score > game.maxScore(level) || successes > attempts) return { ok: false };
  if (endedAt < startedAt || endedAt > now.getTime() + CLOCK_SKEW_MS || endedAt - startedAt > MAX_PLAY_SECONDS * 1000) {
    return { ok: false };
  }
  return { ok: true, play: { level, score, attempts, successes }, startedAt: new Date(startedAt), endedAt: new Date(endedAt) };
}

const browserEntry = z.object({
  progress: z.number().min(0).max(100),
  level: z.number().int().min(1).max(100),
  highestScore: z.number().int().min(0).max(1_000_000),
});

/** The visitor progress the browser posts at sign-in: JSON `{ [gameId]: { progress, level, highestScore } }`. */
export function parseBrowserProgress(json: string): Map<string, z.infer<typeof browserEntry>> | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = z.record(z.string().max(64), browserEntry).safeParse(value);
  return parsed.success ? new Map(Object.entries(parsed.data)) : null;
}
