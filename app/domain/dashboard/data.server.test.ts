import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addChild } from "~/domain/children/children.server";
import { recordPlay } from "~/domain/games/progress.server";
import { findGame } from "~/games/registry";
import { HOMEWORK_GROUPS } from "~/content/homework";
import type { DB } from "~/db.server";
import { createTestParent } from "../../../tests/support/accounts";
import { createTestDatabase } from "../../../tests/support/test-database";
import { bandForAge } from "~/domain/assessment/age";
import { assessmentHistory, childReport, gameStats, homeworkSummary } from "./data.server";

let db: DB;
beforeEach(async () => {
  db = (await createTestDatabase()).db;
});
afterEach(async () => {
  await db.destroy();
});

const device = { type: "phone" as const, language: "az" as const };

async function play(player: { userId: string; childId: string | null }, gameId: string, at: string, level: number, score: number) {
  const game = findGame(gameId);
  if (!game) throw new Error(gameId);
  const startedAt = new Date(at);
  await recordPlay(
    db,
    player,
    { game, play: { level, score, attempts: 5, successes: 4 }, startedAt, endedAt: new Date(startedAt.getTime() + 120_000), device },
    startedAt,
  );
}

describe("the games tab's figures", () => {
  it("counts sessions, the best and the rounded average score, the level, newest game first; another child's plays do not count", async () => {
    const parent = await createTestParent(db);
    const leyla = await addChild(db, parent.id, { firstName: "Leyla", lastName: "", birthDate: "2022-05-01" });
    const murad = await addChild(db, parent.id, { firstName: "Murad", lastName: "", birthDate: "2023-05-01" });
    const forLeyla = { userId: parent.id, childId: leyla.id };
    await play(forLeyla, "counting", "2026-11-01T10:00:00.000Z", 1, 20);
    await play(forLeyla, "counting", "2026-11-02T10:00:00.000Z", 1, 35);
    await play(forLeyla, "counting", "2026-11-03T10:00:00.000Z", 2, 30);
    await play(forLeyla, "memory", "2026-11-05T10:00:00.000Z", 1, 10);
    await play({ userId: parent.id, childId: murad.id }, "counting", "2026-11-06T10:00:00.000Z", 3, 90);

    // The level is the highest unlocked: passing level 2 opens level 3.
    const stats = await gameStats(db, forLeyla);
    expect(stats.map((row) => row.gameId)).toEqual(["memory", "counting"]);
    expect(stats[1]).toMatchObject({ sessions: 3, best: 35, average: 28, level: 3, lastPlayed: "2026-11-03T10:00:00.000Z" });
    expect(stats[0]).toMatchObject({ sessions: 1, best: 10, average: 10 });
    expect(await gameStats(db, { userId: parent.id, childId: null })).toEqual([]);
  });
});

describe("a game played but not passed yet", () => {
  it("is told apart from one with progress, so the tab does not call it 0 %", async () => {
    const parent = await createTestParent(db);
    const child = await addChild(db, parent.id, { firstName: "Leyla", lastName: "", birthDate: "2022-05-01" });
    const progress = (gameId: string, percentage: number, at: string) =>
      db
        .insertInto("game_progress")
        .values({
          id: `${gameId}-progress`,
          user_id: parent.id,
          child_id: child.id,
          game_id: gameId,
          progress_percentage: percentage,
          current_level: 1,
          highest_score: 10,
          total_attempts: 2,
          successful_attempts: 1,
          last_played_at: at,
          metadata: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    await progress("memory", 0, "2026-11-05T10:00:00.000Z");
    await progress("counting", 33, "2026-11-04T10:00:00.000Z");
    const stats = await gameStats(db, { userId: parent.id, childId: child.id });
    expect(stats.map((row) => [row.gameId, row.progress, row.passed])).toEqual([
      ["memory", 0, false],
      ["counting", 33, true],
    ]);
  });
});

describe("the homework tab's figures", () => {
  it("counts each group's tasks done of all, once per task, with the latest first", async () => {
    const parent = await createTestParent(db);
    const child = await addChild(db, parent.id, { firstName: "Leyla", lastName: "", birthDate: "2022-05-01" });
    const group = HOMEWORK_GROUPS.find((candidate) => candidate.tasks.length >= 2);
    if (!group) throw new Error("no group with two tasks");
    const [first, second] = group.tasks;
    const done = (taskId: string, at: string) =>
      db
        .insertInto("homework_progress")
        .values({
          id: `${taskId}-${at}`,
          user_id: parent.id,
          child_id: child.id,
          group_id: group.id,
          task_id: taskId,
          completed: 1,
          completion_date: at,
          difficulty_rating: 2,
          time_spent_minutes: null,
          notes: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    await done(first?.id ?? "", "2026-11-01T10:00:00.000Z");
    await done(second?.id ?? "", "2026-11-04T10:00:00.000Z");
    const summary = await homeworkSummary(db, { userId: parent.id, childId: child.id });
    expect(summary.groups.find((entry) => entry.group.id === group.id)).toMatchObject({ completed: 2, total: group.tasks.length });
    expect(summary.groups.filter((entry) => entry.group.id !== group.id).every((entry) => entry.completed === 0)).toBe(true);
    expect(summary.recent.map((entry) => entry.task.id)).toEqual([second?.id, first?.id]);
  });
});

describe("the assessment tab's history", () => {
  it("lists a child's submitted autism screening beside the developmental assessments, with its level, date and result page", async () => {
    const parent = await createTestParent(db);
    const leyla = await addChild(db, parent.id, { firstName: "Leyla", lastName: "", birthDate: "2024-09-01" });
    const murad = await addChild(db, parent.id, { firstName: "Murad", lastName: "", birthDate: "2023-05-01" });
    const screening = (id: string, childId: string, at: string, level: string) =>
      db
        .insertInto("assessment_results")
        .values({
          id,
          user_id: parent.id,
          child_id: childId,
          assessment_type: "autism",
          child_age_months: 26,
          answers: "{}",
          total_score: 30,
          max_possible_score: 168,
          percentage_score: 18,
          section_scores: "{}",
          risk_level: level,
          thresholds: "{}",
          completed_sections: "[]",
          completed_at: at,
          created_at: at,
        })
        .execute();
    await screening("s-old", leyla.id, "2026-10-01T10:00:00.000Z", "low");
    await screening("s-new", leyla.id, "2026-11-20T10:00:00.000Z", "moderate");
    await screening("s-murad", murad.id, "2026-11-21T10:00:00.000Z", "high");

    const history = await assessmentHistory(db, { id: leyla.id, birthDate: "2024-09-01" });
    expect(history.results).toEqual([]);
    expect(history.nextCheck).toBeNull();
    expect(history.screenings).toEqual([
      { id: "s-new", completedAt: "2026-11-20T10:00:00.000Z", riskLevel: "moderate", href: "/assessment/autism/results/s-new" },
      { id: "s-old", completedAt: "2026-10-01T10:00:00.000Z", riskLevel: "low", href: "/assessment/autism/results/s-old" },
    ]);
  });
});

/** A saved developmental result of a child (its answers do not matter here, its date and weeks early do). */
async function developmentalResult(parentId: string, childId: string, weeksEarly: number, at: string) {
  const band = bandForAge(6);
  if (!band) throw new Error("no band for 6 months");
  await db
    .insertInto("child_development_results")
    .values({
      id: `r-${at}`,
      user_id: parentId,
      child_id: childId,
      child_age_months: 6,
      age_group: band.id,
      weeks_early: weeksEarly,
      answers: "{}",
      total_score: 0,
      max_possible_score: 10,
      percentage_score: 0,
      completed_sections: "[]",
      section_scores: "{}",
      developmental_age: "{}",
      interpretation: "practise",
      recommendations: "[]",
      strengths: "[]",
      areas_for_improvement: "[]",
      duration_minutes: 10,
      device_info: null,
      started_at: at,
      completed_at: at,
      created_at: at,
      health_consent_at: at,
    })
    .execute();
}

describe("the printable report", () => {
  it("gives the birth date and the age corrected for the weeks early, the latest assessment by area, the latest screening and the period's practice by area", async () => {
    const parent = await createTestParent(db);
    const child = await addChild(db, parent.id, { firstName: "Leyla", lastName: "", birthDate: "2025-09-10" });
    const player = { userId: parent.id, childId: child.id };
    await developmentalResult(parent.id, child.id, 0, "2026-05-01T10:00:00.000Z");
    await developmentalResult(parent.id, child.id, 8, "2026-06-01T10:00:00.000Z");
    await db
      .insertInto("assessment_results")
      .values({
        id: "s-1",
        user_id: parent.id,
        child_id: child.id,
        assessment_type: "autism",
        child_age_months: 14,
        answers: "{}",
        total_score: 30,
        max_possible_score: 168,
        percentage_score: 18,
        section_scores: "{}",
        risk_level: "moderate",
        thresholds: "{}",
        completed_sections: "[]",
        completed_at: "2026-11-02T10:00:00.000Z",
        created_at: "2026-11-02T10:00:00.000Z",
      })
      .execute();
    await play(player, "counting", "2026-11-10T10:00:00.000Z", 1, 20);
    await play(player, "counting", "2026-11-12T10:00:00.000Z", 1, 20);
    await play(player, "memory", "2026-10-01T10:00:00.000Z", 1, 20);

    const report = await childReport(db, player, child, { from: "2026-11-01", to: "2026-11-28" }, "2026-11-28");
    // 14 months old; born 8 weeks early, 12 months from the due date.
    expect(report.child).toEqual({ name: "Leyla", birthDate: "2025-09-10", age: { months: 14, weeksEarly: 8, correctedMonths: 12 } });
    expect(report.latestAssessment?.completedAt).toBe("2026-06-01T10:00:00.000Z");
    expect(report.latestAssessment?.areas.map((area) => area.domain)).toEqual(["social", "language", "cognitive", "movement"]);
    expect(report.screening).toEqual({ completedAt: "2026-11-02T10:00:00.000Z", riskLevel: "moderate" });
    expect(report.practiceDays).toBe(2);
    expect(report.minutes).toBe(4);
    expect(report.practiceByArea).toMatchObject({ cognitive: 4 });
  });

  it("does not correct the age of a child two years old or over, nor when the weeks early were never given", async () => {
    const parent = await createTestParent(db);
    const older = await addChild(db, parent.id, { firstName: "Murad", lastName: "", birthDate: "2024-01-15" });
    await developmentalResult(parent.id, older.id, 8, "2025-01-01T10:00:00.000Z");
    const period = { from: "2026-11-01", to: "2026-11-28" };
    expect((await childReport(db, { userId: parent.id, childId: older.id }, older, period, "2026-11-28")).child?.age).toEqual({
      months: 34,
      weeksEarly: 8,
      correctedMonths: null,
    });
    const unknown = await addChild(db, parent.id, { firstName: "Aysel", lastName: "", birthDate: "2026-03-01" });
    const report = await childReport(db, { userId: parent.id, childId: unknown.id }, unknown, period, "2026-11-28");
    expect(report.child?.age).toEqual({ months: 8, weeksEarly: null, correctedMonths: null });
    expect(report.latestAssessment).toBeNull();
    expect(report.screening).toBeNull();
  });
});
