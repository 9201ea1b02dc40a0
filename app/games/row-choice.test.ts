import { describe, expect, it } from "vitest";
import {
  ROW_MISSED_PAUSE_MS,
  ROW_RIGHT_PAUSE_MS,
  ROW_SLACK_SECONDS,
  answerRow,
  instructionAfterWrong,
  missRow,
  rowPlayOver,
  rowsDone,
  startRowPlay,
  tickRow,
  timedLevelSeconds,
} from "./row-choice";

describe("row choice plays", () => {
  it("scores 10 at the first try and 5 at the second, and moves on only on a right tap", () => {
    let play = startRowPlay();
    play = answerRow(play, true);
    expect(play).toEqual({ round: 1, mistakesThisRound: 0, score: 10, attempts: 1, successes: 1, missed: 0 });
    play = answerRow(play, false);
    expect(play).toMatchObject({ round: 1, mistakesThisRound: 1, score: 10, attempts: 2, successes: 1 });
    play = answerRow(play, true);
    expect(play).toMatchObject({ round: 2, mistakesThisRound: 0, score: 15, attempts: 3, successes: 2 });
    play = answerRow(answerRow(answerRow(play, false), false), true);
    expect(play).toMatchObject({ round: 3, score: 15, attempts: 6, successes: 3 });
  });

  it("counts a row that ran out as missed: no points, one attempt without success, the next row", () => {
    let play = answerRow(startRowPlay(), false);
    play = missRow(play);
    expect(play).toEqual({ round: 1, mistakesThisRound: 0, score: 0, attempts: 2, successes: 0, missed: 1 });
    play = answerRow(play, true);
    expect(play).toMatchObject({ round: 2, score: 10, missed: 1 });
    expect(rowPlayOver(play, 3)).toBe(false);
    play = missRow(play);
    expect(rowPlayOver(play, 3)).toBe(true);
    expect(play.successes).toBeLessThanOrEqual(play.attempts);
  });
});

describe("row timers as data", () => {
  it("counts down by the time that passed, never below zero, and ignores clock jumps backwards", () => {
    expect(tickRow(10_000, 200)).toBe(9800);
    expect(tickRow(150, 200)).toBe(0);
    expect(tickRow(0, 200)).toBe(0);
    expect(tickRow(5000, -30)).toBe(5000);
  });

  it("gives a timed level more than its rows and the pauses between them, so the rows' own timers end first", () => {
    expect(timedLevelSeconds(6, 10)).toBe(84);
    const pauseSeconds = Math.max(ROW_RIGHT_PAUSE_MS, ROW_MISSED_PAUSE_MS) / 1000;
    expect(ROW_SLACK_SECONDS).toBeGreaterThan(pauseSeconds);
    for (const [rows, seconds] of [
      [6, 10],
      [6, 15],
      [1, 1],
    ] as const) {
      expect(timedLevelSeconds(rows, seconds)).toBeGreaterThan(rows * (seconds + pauseSeconds));
    }
  });

  it("says the instruction again after a wrong tap, after the hint when there is one", () => {
    expect(instructionAfterWrong("Which one?", null)).toBe("Which one?");
    expect(instructionAfterWrong("Which one?", "Look at the shapes.")).toEqual(["Look at the shapes.", "Which one?"]);
  });

  it("tells the shell the rows done, from none at the start to all at the end, never beyond", () => {
    expect([0, 1, 6, 7].map((round) => rowsDone(round, 6))).toEqual([0, 1, 6, 6]);
  });
});
