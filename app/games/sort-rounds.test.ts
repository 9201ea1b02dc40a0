import { describe, expect, it } from "vitest";
import {
  HINT_AFTER_MISTAKES,
  type SortRound,
  currentPick,
  firstUnsorted,
  nextSortRound,
  showSortHint,
  sortItem,
  sortMaxScore,
  sortPlayOver,
  sortRoundComplete,
  startSortPlay,
} from "./sort-rounds";

// The sorting rules shared by times-of-day and seasons (app/games/shell/SortBoard.tsx).
describe("sorting pictures into groups", () => {
  const round: SortRound<"a" | "b" | "c"> = {
    groups: ["a", "b"],
    items: [
      { id: 0, group: "a" },
      { id: 1, group: "b" },
      { id: 2, group: "a" },
    ],
  };

  it("sorts a picture into its group and counts another group as a mistake", () => {
    let step = sortItem(startSortPlay(), round, 0, "b");
    expect(step.outcome).toBe("wrong");
    expect(step.play).toMatchObject({ sorted: [], mistakes: { 0: 1 }, attempts: 1, successes: 0, score: 0 });
    step = sortItem(step.play, round, 0, "a");
    expect(step.outcome).toBe("sorted");
    expect(step.play).toMatchObject({ sorted: [0], attempts: 2, successes: 1, score: 5 });
    step = sortItem(step.play, round, 1, "b");
    expect(step.play.score).toBe(15);
  });

  it("ignores a sorted picture, an unknown picture and a group the round does not show", () => {
    const once = sortItem(startSortPlay(), round, 0, "a").play;
    expect(sortItem(once, round, 0, "a")).toEqual({ play: once, outcome: "ignored" });
    expect(sortItem(once, round, 9, "a")).toEqual({ play: once, outcome: "ignored" });
    expect(sortItem(once, round, 1, "c")).toEqual({ play: once, outcome: "ignored" });
  });

  it("scores 10, 5 or 0 by the picture's mistakes and shows the group after two", () => {
    let play = startSortPlay();
    for (let miss = 0; miss < HINT_AFTER_MISTAKES; miss += 1) {
      expect(showSortHint(play, 1)).toBe(false);
      play = sortItem(play, round, 1, "a").play;
    }
    expect(showSortHint(play, 1)).toBe(true);
    expect(showSortHint(play, 0)).toBe(false);
    play = sortItem(play, round, 1, "b").play;
    expect(play.score).toBe(0);
    play = sortItem(play, round, 0, "a").play;
    expect(play.score).toBe(10);
  });

  it("picks the chosen picture while it is in the tray, else the first one left", () => {
    const play = sortItem(startSortPlay(), round, 0, "a").play;
    expect(firstUnsorted(play, round)).toBe(1);
    expect(currentPick(play, round, 2)).toBe(2);
    expect(currentPick(play, round, 0)).toBe(1);
    expect(currentPick(play, round, null)).toBe(1);
    expect(currentPick(play, round, 7)).toBe(1);
  });

  it("completes a round, moves on and ends the play", () => {
    let play = startSortPlay();
    for (let index = 0; index < 2; index += 1) {
      expect(sortPlayOver(play, 2)).toBe(false);
      for (const item of round.items) play = sortItem(play, round, item.id, item.group).play;
      expect(sortRoundComplete(play, round)).toBe(true);
      expect(firstUnsorted(play, round)).toBeNull();
      play = nextSortRound(play);
      expect(play).toMatchObject({ round: index + 1, sorted: [], mistakes: {} });
    }
    expect(sortPlayOver(play, 2)).toBe(true);
    expect(play.score).toBe(sortMaxScore(3, 2));
    expect(sortMaxScore(6, 2)).toBe(120);
  });
});
