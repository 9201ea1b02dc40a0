import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent, starsFor } from "../scoring";
import {
  DAYS,
  QUESTIONS_PER_PLAY,
  STEPS,
  WEEKEND,
  WEEK_LEVELS,
  type QuizPlay,
  type WeekQuestion,
  answerQuiz,
  dayAfter,
  goesRoundTheWeek,
  quizOver,
  rightAnswers,
  startQuiz,
  weekDaysMaxScore,
  weekLevel,
  weekOptions,
  weekQuestions,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026, 77777];

/** The answer a question expects, worked out again from the calendar. */
function expected(question: WeekQuestion) {
  if (question.kind === "first") return ["mon"];
  if (question.kind === "last") return ["sun"];
  if (question.kind === "weekend") return ["sat", "sun"];
  return [dayAfter(question.day ?? "mon", STEPS[question.kind] ?? 0)];
}

/** Answers every question right (`wrongFirst`: with a wrong tap first on the given questions). */
function playQuiz(questions: ReadonlyArray<WeekQuestion>, wrongFirst: ReadonlyArray<number> = []): QuizPlay {
  let play = startQuiz();
  questions.forEach((question, index) => {
    if (wrongFirst.includes(index)) {
      const wrong = question.options.find((day) => !question.answer.includes(day)) ?? "mon";
      play = answerQuiz(play, question, wrong).play;
    }
    for (const day of question.answer) play = answerQuiz(play, question, day).play;
  });
  return play;
}

describe("week days: the week", () => {
  it("starts on Monday and ends with the weekend, Saturday then Sunday", () => {
    expect(DAYS[0]).toBe("mon");
    expect(DAYS.slice(-2)).toEqual(WEEKEND);
  });

  it("counts days forward and back round the week", () => {
    expect(dayAfter("mon")).toBe("tue");
    expect(dayAfter("sun")).toBe("mon");
    expect(dayAfter("mon", -1)).toBe("sun");
    expect(dayAfter("fri", 2)).toBe("sun");
    expect(dayAfter("sat", 2)).toBe("mon");
    expect(goesRoundTheWeek("after", "sun")).toBe(true);
    expect(goesRoundTheWeek("before", "mon")).toBe(true);
    expect(goesRoundTheWeek("dayAfterTomorrow", "sat")).toBe(true);
    expect(goesRoundTheWeek("after", "sat")).toBe(false);
    expect(goesRoundTheWeek("first", "sun")).toBe(false);
  });
});

describe("week days: levels", () => {
  it("has five levels of five questions that grow harder", () => {
    expect(WEEK_LEVELS).toHaveLength(5);
    for (const level of WEEK_LEVELS) expect(level.questions).toHaveLength(QUESTIONS_PER_PLAY);
    expect(WEEK_LEVELS.map((level) => level.strip)).toEqual(["names", "asked", "none", "none", "none"]);
    expect(WEEK_LEVELS.map((level) => level.options)).toEqual([3, 3, 4, 4, 4]);
    expect(WEEK_LEVELS.map((level) => level.roundTheWeek)).toEqual([false, false, true, true, true]);
    expect(new Set(weekLevel(1).questions)).toEqual(new Set(["after"]));
    expect(weekLevel(3).questions).toEqual(expect.arrayContaining(["first", "last"]));
    expect(weekLevel(4).questions).toContain("weekend");
    expect(weekLevel(5).questions).toEqual(expect.arrayContaining(["tomorrow", "yesterday", "dayAfterTomorrow"]));
  });

  it("falls back to level 1 for an unknown level", () => {
    expect(weekLevel(0)).toEqual(WEEK_LEVELS[0]);
    expect(weekLevel(6)).toEqual(WEEK_LEVELS[0]);
  });

  it("scores the quiz out of 5 at every level: a point per question", () => {
    expect(WEEK_LEVELS.map((_, index) => weekDaysMaxScore(index + 1))).toEqual([5, 5, 5, 5, 5]);
  });
});

describe("week days: questions", () => {
  it.each(SEEDS)("deals the level's five questions, each answer once among the options (seed %i)", (seed) => {
    WEEK_LEVELS.forEach((settings, index) => {
      const questions = weekQuestions(index + 1, seededRandom(seed));
      expect(questions.map((question) => question.kind).toSorted()).toEqual([...settings.questions].toSorted());
      const days = questions.flatMap((question) => (question.day ? [question.day] : []));
      expect(new Set(days).size).toBe(days.length);
      for (const question of questions) {
        expect(question.answer).toEqual(expected(question));
        expect(question.options).toHaveLength(settings.options);
        expect(new Set(question.options).size).toBe(settings.options);
        for (const day of question.answer) expect(question.options.filter((option) => option === day)).toHaveLength(1);
        expect(question.options).not.toContain(question.day);
        expect(settings.roundTheWeek || !goesRoundTheWeek(question.kind, question.day ?? "wed")).toBe(true);
      }
      for (let position = 1; position < questions.length; position += 1) {
        expect(questions[position]?.answer.join()).not.toBe(questions[position - 1]?.answer.join());
      }
    });
  });

  it("never asks for the same answer twice in a row", () => {
    for (let seed = 0; seed < 300; seed += 1) {
      for (const level of [3, 4, 5]) {
        const answers = weekQuestions(level, seededRandom(seed)).map((question) => question.answer.join());
        for (let position = 1; position < answers.length; position += 1) expect(answers[position]).not.toBe(answers[position - 1]);
      }
    }
  });

  it("offers the usual mix-ups: the other side, tomorrow for the day after tomorrow, Friday for the weekend", () => {
    expect(weekOptions("after", "wed", ["thu"], 3, seededRandom(1)).toSorted()).toEqual(["fri", "thu", "tue"]);
    expect(weekOptions("before", "wed", ["tue"], 3, seededRandom(1)).toSorted()).toEqual(["mon", "thu", "tue"]);
    expect(weekOptions("dayAfterTomorrow", "mon", ["wed"], 3, seededRandom(1)).toSorted()).toEqual(["thu", "tue", "wed"]);
    expect(weekOptions("first", null, ["mon"], 3, seededRandom(1)).toSorted()).toEqual(["mon", "sun", "tue"]);
    expect(weekOptions("weekend", null, WEEKEND, 4, seededRandom(1)).toSorted()).toEqual(["fri", "mon", "sat", "sun"]);
  });

  it("crosses the week's end sometimes at levels 3-5, never at levels 1-2", () => {
    let crossed = false;
    for (let seed = 0; seed < 200; seed += 1) {
      for (const level of [1, 2]) {
        for (const question of weekQuestions(level, seededRandom(seed))) expect(goesRoundTheWeek(question.kind, question.day ?? "wed")).toBe(false);
      }
      crossed ||= weekQuestions(3, seededRandom(seed)).some((question) => goesRoundTheWeek(question.kind, question.day ?? "wed"));
    }
    expect(crossed).toBe(true);
  });
});

describe("week days: answering", () => {
  const after: WeekQuestion = { kind: "after", day: "tue", answer: ["wed"], options: ["mon", "wed", "thu"] };
  const weekend: WeekQuestion = { kind: "weekend", day: null, answer: ["sat", "sun"], options: ["fri", "sat", "mon", "sun"] };

  it("answers a question with the right day and counts another as a mistake", () => {
    let step = answerQuiz(startQuiz(), after, "thu");
    expect(step.outcome).toBe("wrong");
    expect(step.play).toMatchObject({ question: 0, missed: true, attempts: 1, successes: 0, score: 0 });
    step = answerQuiz(step.play, after, "wed");
    expect(step.outcome).toBe("answered");
    // Found after a mistake: the question is done but earns nothing.
    expect(step.play).toMatchObject({ question: 1, missed: false, attempts: 2, successes: 1, score: 0 });
    expect(answerQuiz(startQuiz(), after, "wed").play.score).toBe(1);
  });

  it("asks for Saturday then Sunday at the weekend question", () => {
    let step = answerQuiz(startQuiz(), weekend, "sun");
    expect(step.outcome).toBe("wrong");
    step = answerQuiz(startQuiz(), weekend, "sat");
    expect(step.outcome).toBe("found");
    expect(step.play).toMatchObject({ question: 0, found: 1 });
    expect(answerQuiz(step.play, weekend, "sat").outcome).toBe("ignored");
    step = answerQuiz(step.play, weekend, "sun");
    expect(step.outcome).toBe("answered");
    expect(step.play).toMatchObject({ question: 1, found: 0, score: 1, attempts: 2, successes: 2 });
  });

  it("ignores a day that is not offered", () => {
    expect(answerQuiz(startQuiz(), after, "sun")).toEqual({ play: startQuiz(), outcome: "ignored" });
  });

  it.each(SEEDS)("scores 5 of 5 for a perfect quiz and 3 of 5 (a pass) with two slips (seed %i)", (seed) => {
    const questions = weekQuestions(4, seededRandom(seed));
    const perfect = playQuiz(questions);
    expect(quizOver(perfect)).toBe(true);
    expect(perfect.score).toBe(weekDaysMaxScore(4));
    expect(starsFor(scorePercent(perfect.score, weekDaysMaxScore(4)))).toBe(3);
    const twoSlips = playQuiz(questions, [0, 3]);
    expect(rightAnswers(twoSlips)).toBe(3);
    expect(scorePercent(twoSlips.score, weekDaysMaxScore(4))).toBe(PASS_PERCENT);
    const threeSlips = playQuiz(questions, [0, 1, 2]);
    expect(rightAnswers(threeSlips)).toBe(2);
    expect(scorePercent(threeSlips.score, weekDaysMaxScore(4))).toBeLessThan(PASS_PERCENT);
    expect(quizOver(threeSlips)).toBe(true);
  });
});
