import { type BrowserProgress, type GameProgress, type ScoredPlay, progressAfterPlay } from "~/domain/games/progress";

/**
 * A visitor's game progress, kept in this browser (localStorage) by the same rules as the
 * account's, until sign-in copies it to the account (the spec's migration rule).
 */
const STORAGE_KEY = "games-progress-v1";

type StoredGames = Record<string, GameProgress>;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage blocked (private mode, settings): play still works, nothing is kept
  }
}

function isProgress(value: unknown): value is GameProgress {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return ["progressPercentage", "currentLevel", "highestScore", "totalAttempts", "successfulAttempts"].every(
    (key) => typeof record[key] === "number" && Number.isFinite(record[key]),
  );
}

const NOTHING_STORED: StoredGames = {};
const listeners = new Set<() => void>();
let snapshot: { raw: string | null; games: StoredGames } = { raw: null, games: NOTHING_STORED };

/** For useSyncExternalStore: told when this tab or another one changes the progress. */
export function subscribeBrowserProgress(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** The stored progress; the same object until the storage changes. */
export function browserProgressSnapshot(): StoredGames {
  const raw = storage()?.getItem(STORAGE_KEY) ?? null;
  if (raw !== snapshot.raw) snapshot = { raw, games: parseStored(raw) };
  return snapshot.games;
}

/** What the server renders with: nothing is known about the browser there. */
export const serverBrowserProgress = (): StoredGames => NOTHING_STORED;

function readBrowserProgress(): StoredGames {
  return parseStored(storage()?.getItem(STORAGE_KEY) ?? null);
}

function parseStored(raw: string | null): StoredGames {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => isProgress(value))) as StoredGames;
  } catch {
    return {};
  }
}

export function recordBrowserPlay(gameId: string, play: ScoredPlay, levels: number): GameProgress {
  const all = readBrowserProgress();
  const next = progressAfterPlay(all[gameId] ?? null, play, levels);
  storage()?.setItem(STORAGE_KEY, JSON.stringify({ ...all, [gameId]: next }));
  for (const listener of listeners) listener();
  return next;
}

/** What is posted at sign-in: progress, level and best score per game. */
export function browserProgressToImport(): Record<string, BrowserProgress> | null {
  const entries = Object.entries(readBrowserProgress()).filter(([, progress]) => progress.progressPercentage > 0 || progress.totalAttempts > 0);
  if (entries.length === 0) return null;
  return Object.fromEntries(
    entries.map(([gameId, progress]) => [gameId, { progress: progress.progressPercentage, level: progress.currentLevel, highestScore: progress.highestScore }]),
  );
}

export function clearBrowserProgress(): void {
  storage()?.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener();
}
