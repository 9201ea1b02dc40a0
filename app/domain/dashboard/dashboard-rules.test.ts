import { describe, expect, it } from "vitest";
import { type ActivityEvent, minutesPerDomain, minutesPerWeek, streak, thisWeek, weekStart } from "./activity";
import { earnedAchievements } from "./achievements";
import { insightsFor } from "./insights";
import { icsCalendar, isTime, planSessions } from "./schedule";

function event(kind: ActivityEvent["kind"], at: string, minutes = 10, domains: ActivityEvent["domains"] = ["cognitive"]): ActivityEvent {
  return { kind, at: `${at}T10:00:00.000Z`, minutes, domains, ref: `${kind}-${at}` };
}

// 2026-11-24 is a Tuesday; its week starts on Monday 2026-11-23.
const today = "2026-11-24";

describe("weeks, streaks and minutes", () => {
  it("starts weeks on Monday", () => {
    expect(weekStart("2026-11-23")).toBe("2026-11-23");
    expect(weekStart("2026-11-29")).toBe("2026-11-23");
    expect(weekStart("2026-11-30")).toBe("2026-11-30");
  });

  it("counts this week's practice days and minutes against 3 sessions of 15 minutes", () => {
    const events = [
      event("game", "2026-11-22", 30),
      event("game", "2026-11-23", 8),
      event("homework", "2026-11-23", 10),
      event("course", "2026-11-24", 15),
      event("assessment", "2026-11-24", 12),
    ];
    expect(thisWeek(events, today)).toEqual({ weekStart: "2026-11-23", sessions: 2, minutes: 33, onTrack: false });
    const full = [...events, event("game", "2026-11-25", 20)];
    expect(thisWeek(full, "2026-11-25")).toMatchObject({ sessions: 3, minutes: 53, onTrack: true });
  });

  it("counts a streak to today, or to yesterday before today's practice; assessments are not practice", () => {
    const days = ["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23"].map((day) => event("game", day));
    expect(streak(days, today)).toBe(4);
    expect(streak([...days, event("course", today)], today)).toBe(5);
    expect(streak(days, "2026-11-25")).toBe(0);
    expect(streak([event("assessment", "2026-11-23")], today)).toBe(0);
    expect(streak([], today)).toBe(0);
  });

  it("sums minutes per week over 12 weeks, oldest first, and per domain", () => {
    const weeks = minutesPerWeek(
      [event("game", "2026-11-23", 10), event("game", "2026-11-24", 5), event("homework", "2026-11-16", 20), event("game", "2026-01-01", 99)],
      today,
    );
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ weekStart: "2026-11-23", minutes: 15 });
    expect(weeks.at(-2)).toEqual({ weekStart: "2026-11-16", minutes: 20 });
    expect(weeks[0]?.weekStart).toBe("2026-09-07");
    expect(weeks.reduce((sum, week) => sum + week.minutes, 0)).toBe(35);
    expect(minutesPerDomain([event("game", today, 10, ["cognitive", "language"]), event("course", today, 5, ["movement"])])).toEqual({
      social: 0,
      language: 10,
      cognitive: 10,
      movement: 5,
    });
  });
});

describe("achievements", () => {
  it("dates each badge by the day its rule was first met", () => {
    const games = Array.from({ length: 10 }, (_, index) => event("game", `2026-11-${String(10 + index).padStart(2, "0")}`));
    const earned = earnedAchievements([...games, event("homework", "2026-11-15"), event("assessment", "2026-11-01")], {
      homeworkGroups: ["2026-11-18"],
      courseWeeks: [],
    });
    expect(earned).toEqual([
      { id: "first-game", earnedOn: "2026-11-10" },
      { id: "ten-games", earnedOn: "2026-11-19" },
      { id: "first-homework", earnedOn: "2026-11-15" },
      { id: "first-assessment", earnedOn: "2026-11-01" },
      { id: "week-streak", earnedOn: "2026-11-16" },
      { id: "three-days-a-week", earnedOn: "2026-11-12" },
      { id: "homework-group", earnedOn: "2026-11-18" },
    ]);
  });

  it("earns nothing without activity, and no streak with a gap", () => {
    expect(earnedAchievements([], { homeworkGroups: [], courseWeeks: [] })).toEqual([]);
    const gap = ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-05", "2026-11-06", "2026-11-07", "2026-11-08"].map((day) => event("course", day));
    expect(earnedAchievements(gap, { homeworkGroups: [], courseWeeks: ["2026-11-08"] }).map((badge) => badge.id)).toEqual([
      "first-exercise",
      "three-days-a-week",
      "course-week",
    ]);
  });
});

describe("insights", () => {
  const assessed = { social: { percentage: 90 }, language: { percentage: 55 }, cognitive: { percentage: 85 }, movement: { percentage: 70 } };

  it("names the weakest area of the latest assessment when it is below 80 %", () => {
    expect(insightsFor({ today, events: [event("game", today)], plays: [], latestAssessment: assessed })).toContainEqual({
      rule: "weakest-domain",
      domain: "language",
      percentage: 55,
    });
    const strong = { social: { percentage: 90 }, language: { percentage: 85 }, cognitive: { percentage: 85 }, movement: { percentage: 95 } };
    expect(insightsFor({ today, events: [event("game", today)], plays: [], latestAssessment: strong }).map((insight) => insight.rule)).not.toContain(
      "weakest-domain",
    );
  });

  it("notices a long gap, and says nothing about a gap before any practice", () => {
    expect(insightsFor({ today, events: [event("game", "2026-11-14")], plays: [], latestAssessment: null })).toContainEqual({ rule: "long-gap", days: 10 });
    expect(insightsFor({ today, events: [], plays: [], latestAssessment: null })).toEqual([]);
  });

  it("notices a game played four times in two weeks without a higher level", () => {
    const plays = ["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23"].map((day) => ({ gameId: "memory", at: `${day}T10:00:00Z`, level: 2 }));
    const events = plays.map((play) => event("game", dayOf(play.at)));
    expect(insightsFor({ today, events, plays, latestAssessment: null })).toContainEqual({ rule: "stalled-game", gameId: "memory", plays: 4, level: 2 });
    const climbing = plays.map((play, index) => ({ ...play, level: index < 2 ? 2 : 3 }));
    expect(insightsFor({ today, events, plays: climbing, latestAssessment: null }).map((insight) => insight.rule)).not.toContain("stalled-game");
  });

  it("names a domain not trained in four weeks, and nudges a short week from Thursday", () => {
    const events = [event("game", "2026-11-23", 10, ["cognitive", "language", "social"])];
    expect(insightsFor({ today, events, plays: [], latestAssessment: null })).toEqual([{ rule: "untrained-domain", domain: "movement", weeks: 4 }]);
    expect(insightsFor({ today: "2026-11-26", events, plays: [], latestAssessment: null })).toContainEqual({ rule: "short-week", sessions: 1 });
  });
});

function dayOf(iso: string): string {
  return iso.slice(0, 10);
}

describe("schedule", () => {
  const suggestions = [
    { title: "Roll the ball, back and forth", href: "/courses/months-12-17/exercises/a", minutes: 10 },
    { title: "Memory; level 2", href: "/games/memory", minutes: 15 },
  ];

  it("fills the chosen weekdays of the next two weeks with the suggestions in turn", () => {
    const sessions = planSessions([0, 3], "17:30", suggestions, today);
    // Tuesday 24 November to Monday 7 December: two Thursdays and two Mondays.
    expect(sessions.map((session) => session.day)).toEqual(["2026-11-26", "2026-11-30", "2026-12-03", "2026-12-07"]);
    expect(sessions.map((session) => session.suggestion.href)).toEqual([
      "/courses/months-12-17/exercises/a",
      "/games/memory",
      "/courses/months-12-17/exercises/a",
      "/games/memory",
    ]);
    expect(planSessions([], "17:30", suggestions, today)).toEqual([]);
    expect(planSessions([0], "17:30", [], today)).toEqual([]);
  });

  it("accepts only a real time of day", () => {
    expect(["00:00", "09:05", "23:59"].every(isTime)).toBe(true);
    expect(["24:00", "9:05", "12:60", "noon", ""].some(isTime)).toBe(false);
  });

  it("writes an iCalendar file: CRLF lines, escaped text, folded long lines, floating local times", () => {
    const ics = icsCalendar(planSessions([3], "17:30", suggestions, today), {
      calendarName: "Leyla, məşğələlər",
      origin: "https://balaca.example",
      uidDomain: "balaca.example",
      stamp: "2026-11-24T10:00:00.000Z",
    });
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics).toContain("X-WR-CALNAME:Leyla\\, məşğələlər\r\n");
    expect(ics).toContain("DTSTART:20261126T173000\r\n");
    expect(ics).toContain("DTSTAMP:20261124T100000Z\r\n");
    expect(ics).toContain("SUMMARY:Roll the ball\\, back and forth\r\n");
    expect(ics).toContain("DURATION:PT10M");
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n /g, "")).toContain("URL:https://balaca.example/courses/months-12-17/exercises/a");
  });
});
