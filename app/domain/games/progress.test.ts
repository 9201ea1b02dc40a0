import { describe, expect, it } from "vitest";
import { findGame } from "~/games/registry";
import { parseBrowserProgress, parsePlay } from "./play-form.server";
import { NO_PROGRESS, levelUnlocked, migratedProgress, progressAfterPlay } from "./progress";

const LEVELS = 5;
const play = (level: number, score: number, maxScore = 50) => ({ level, score, maxScore });

describe("game progress rules (spec section 4)", () => {
  it("a passed level sets progress to level / levels and unlocks the next level", () => {
    const after = progressAfterPlay(null, play(1, 40), LEVELS);
    expect(after).toEqual({ progressPercentage: 20, currentLevel: 2, highestScore: 40, totalAttempts: 1, successfulAttempts: 1 });
  });

  it("a failed play counts an attempt and changes neither progress nor levels", () => {
    const before = progressAfterPlay(null, play(1, 40), LEVELS);
    const after = progressAfterPlay(before, play(2, 20), LEVELS);
    expect(after).toEqual({ ...before, totalAttempts: 2 });
  });

  it("stores only a higher percentage: replaying an easier level never lowers progress", () => {
    let progress = progressAfterPlay(null, play(1, 50), LEVELS);
    progress = progressAfterPlay(progress, play(2, 50), LEVELS);
    progress = progressAfterPlay(progress, play(3, 50), LEVELS);
    expect(progress.progressPercentage).toBe(60);
    const replay = progressAfterPlay(progress, play(1, 30), LEVELS);
    expect(replay.progressPercentage).toBe(60);
    expect(replay.currentLevel).toBe(4);
    expect(replay.highestScore).toBe(50);
  });

  it("caps progress at 100 and the unlocked level at the last one", () => {
    const after = progressAfterPlay({ ...NO_PROGRESS, currentLevel: 5, progressPercentage: 80 }, play(5, 50), LEVELS);
    expect(after.progressPercentage).toBe(100);
    expect(after.currentLevel).toBe(5);
    const beyond = progressAfterPlay(after, play(9, 50), LEVELS);
    expect(beyond.progressPercentage).toBe(100);
  });

  it("unlocks levels in order", () => {
    expect(levelUnlocked(null, 1)).toBe(true);
    expect(levelUnlocked(null, 2)).toBe(false);
    expect(levelUnlocked({ ...NO_PROGRESS, currentLevel: 3 }, 3)).toBe(true);
    expect(levelUnlocked({ ...NO_PROGRESS, currentLevel: 3 }, 0)).toBe(false);
  });
});

describe("the migration rule for a visitor's browser progress", () => {
  it.each([
    [0, 1, 1],
    [5, 1, 1],
    [10, 1, 1],
    [14, 1, 1],
    [15, 1, 1],
    [29, 2, 1],
    [30, 3, 2],
    [60, 6, 4],
    [100, 10, 6],
  ])("progress %i → attempts %i, successes %i", (progress, attempts, successes) => {
    const migrated = migratedProgress({ progress, level: 2, highestScore: 30 }, LEVELS);
    expect(migrated.totalAttempts).toBe(attempts);
    expect(migrated.successfulAttempts).toBe(successes);
    expect(migrated.progressPercentage).toBe(progress);
  });

  it("keeps the level and best score within bounds", () => {
    expect(migratedProgress({ progress: 250, level: 40, highestScore: -3 }, LEVELS)).toMatchObject({
      progressPercentage: 100,
      currentLevel: LEVELS,
      highestScore: 0,
    });
  });
});

function form(fields: Record<string, string | number>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, String(value));
  return data;
}

describe("a posted play", () => {
  const game = findGame("color-matching")!;
  const now = new Date("2026-11-22T10:00:00Z");
  const valid = { level: 1, score: 40, attempts: 6, successes: 5, startedAt: now.getTime() - 90_000, endedAt: now.getTime() - 1000 };

  it("accepts a plausible play of an unlocked level", () => {
    const parsed = parsePlay(form(valid), game, null, now);
    expect(parsed).toMatchObject({ ok: true, play: { level: 1, score: 40, attempts: 6, successes: 5 } });
  });

  it.each([
    ["a locked level", { level: 2 }],
    ["a level the game does not have", { level: 6 }],
    ["level 0", { level: 0 }],
    ["more points than the level allows", { score: 51 }],
    ["a negative score", { score: -1 }],
    ["more successes than attempts", { successes: 7 }],
    ["an end before the start", { endedAt: valid.startedAt - 1 }],
    ["an end in the future", { endedAt: now.getTime() + 60 * 60 * 1000 }],
    ["a play of five hours", { startedAt: now.getTime() - 5 * 60 * 60 * 1000 }],
    ["words instead of numbers", { score: "lots" }],
    ["a fractional score", { score: 4.5 }],
  ])("refuses %s", (_, change) => {
    expect(parsePlay(form({ ...valid, ...change }), game, null, now).ok).toBe(false);
  });

  it("accepts a higher level once it is unlocked", () => {
    expect(parsePlay(form({ ...valid, level: 3 }), game, { ...NO_PROGRESS, currentLevel: 3 }, now).ok).toBe(true);
  });
});

describe("browser progress posted at sign-in", () => {
  it("reads well-formed JSON and refuses anything else", () => {
    expect(parseBrowserProgress('{"counting":{"progress":40,"level":3,"highestScore":50}}')?.get("counting")).toEqual({
      progress: 40,
      level: 3,
      highestScore: 50,
    });
    expect(parseBrowserProgress("not json")).toBeNull();
    expect(parseBrowserProgress('{"counting":{"progress":400,"level":3,"highestScore":50}}')).toBeNull();
    expect(parseBrowserProgress("[1,2]")).toBeNull();
  });
});
