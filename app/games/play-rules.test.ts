import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  PARENT_HOLD_MS,
  ageInYears,
  currentLevel,
  demoHandAt,
  livesFor,
  playTimeLimit,
  playIsSaved,
  playerAge,
  pressAndHold,
  timerOnByDefault,
} from "./play-rules";

describe("the player's age", () => {
  it("is the child's age in whole years", () => {
    expect(ageInYears("2022-06-15", "2026-06-14")).toBe(3);
    expect(ageInYears("2022-06-15", "2026-06-15")).toBe(4);
  });

  it("is the youngest age the game is for without a child", () => {
    expect(playerAge(null, 3)).toBe(3);
    expect(playerAge(6, 3)).toBe(6);
    expect(playerAge(0, 3)).toBe(0);
  });
});

describe("lives", () => {
  it("are none under 5, whatever the level declares", () => {
    expect(livesFor(3, 3)).toBeNull();
    expect(livesFor(4, 5)).toBeNull();
  });

  it("are the level's from 5", () => {
    expect(livesFor(5, 3)).toBe(3);
    expect(livesFor(7, null)).toBeNull();
  });
});

describe("the timer", () => {
  it("is off by default under 6 and on from 6", () => {
    expect(timerOnByDefault(5)).toBe(false);
    expect(timerOnByDefault(6)).toBe(true);
    expect(playTimeLimit(4, 15, null)).toBeNull();
    expect(playTimeLimit(6, 15, null)).toBe(15);
  });

  it("follows the parent's choice at any age", () => {
    expect(playTimeLimit(3, 15, true)).toBe(15);
    expect(playTimeLimit(7, 15, false)).toBeNull();
  });

  it("never exists for a level without a limit", () => {
    expect(playTimeLimit(8, null, true)).toBeNull();
  });
});

describe("saving", () => {
  it("keeps an untimed play like a timed one, and a preview never", () => {
    expect(playIsSaved(false)).toBe(true);
    expect(playIsSaved(true)).toBe(false);
  });
});

describe("the level a child is on", () => {
  it("is the highest unlocked one within the game", () => {
    expect(currentLevel(3, 5)).toBe(3);
    expect(currentLevel(6, 5)).toBe(5);
    expect(currentLevel(0, 5)).toBe(1);
  });
});

describe("the demonstrating hand", () => {
  it("taps the middle of the target, measured inside the play layer", () => {
    expect(demoHandAt({ left: 100, top: 200, width: 80, height: 60 }, { left: 0, top: 0 })).toEqual({ x: 140, y: 230, dx: 0, dy: 0 });
    expect(demoHandAt({ left: 100, top: 200, width: 80, height: 60 }, { left: 10, top: 20 })).toEqual({ x: 130, y: 210, dx: 0, dy: 0 });
  });

  it("carries from the middle of the piece to the middle of its place", () => {
    expect(demoHandAt({ left: 0, top: 400, width: 50, height: 50 }, { left: 0, top: 0 }, { left: 200, top: 100, width: 100, height: 20 })).toEqual({
      x: 25,
      y: 425,
      dx: 225,
      dy: -315,
    });
  });
});

describe("the parent's press-and-hold", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("never opens on fast taps, however many", () => {
    const onHeld = vi.fn<() => void>();
    const onShort = vi.fn<() => void>();
    const hold = pressAndHold({ ms: PARENT_HOLD_MS, onHeld, onShort });
    for (let tap = 0; tap < 20; tap += 1) {
      hold.down();
      vi.advanceTimersByTime(300);
      hold.up();
      vi.advanceTimersByTime(100);
    }
    expect(onHeld).not.toHaveBeenCalled();
    expect(onShort).toHaveBeenCalledTimes(20);
  });

  it("never opens on a second press that starts before the first ends", () => {
    const onHeld = vi.fn<() => void>();
    const hold = pressAndHold({ ms: PARENT_HOLD_MS, onHeld });
    hold.down();
    vi.advanceTimersByTime(1500);
    hold.down();
    vi.advanceTimersByTime(1500);
    hold.up();
    vi.advanceTimersByTime(PARENT_HOLD_MS);
    expect(onHeld).not.toHaveBeenCalled();
  });

  it("opens once a press is held for the whole time, without waiting for the release", () => {
    const onHeld = vi.fn<() => void>();
    const onShort = vi.fn<() => void>();
    const hold = pressAndHold({ ms: PARENT_HOLD_MS, onHeld, onShort });
    hold.down();
    vi.advanceTimersByTime(PARENT_HOLD_MS - 1);
    expect(onHeld).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onHeld).toHaveBeenCalledTimes(1);
    hold.up();
    expect(onShort).not.toHaveBeenCalled();
  });
});
