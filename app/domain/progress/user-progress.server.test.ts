import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addChild } from "~/domain/children/children.server";
import { recordPlay } from "~/domain/games/progress.server";
import { findGame } from "~/games/registry";
import type { DB } from "~/db.server";
import { createTestParent } from "../../../tests/support/accounts";
import { createTestDatabase } from "../../../tests/support/test-database";
import { nextStep } from "./user-progress";
import { nextStepFor, progressFlags, userProgress } from "./user-progress.server";

let db: DB;
beforeEach(async () => {
  db = (await createTestDatabase()).db;
});
afterEach(async () => {
  await db.destroy();
});

const device = { type: "phone" as const, language: "az" as const };

async function play(userId: string, childId: string | null, gameId: string, at: string) {
  const game = findGame(gameId);
  if (!game) throw new Error(gameId);
  const startedAt = new Date(at);
  await recordPlay(db, { userId, childId }, { game, play: { level: 1, score: 10, attempts: 3, successes: 2 }, startedAt, endedAt: new Date(startedAt.getTime() + 90_000), device });
}

async function developmentResult(userId: string, childId: string, completedAt: string) {
  await db
    .insertInto("child_development_results")
    .values({
      id: `dev-${completedAt}`,
      user_id: userId,
      child_id: childId,
      child_age_months: 24,
      age_group: "24-29",
      answers: "{}",
      total_score: 10,
      max_possible_score: 20,
      percentage_score: 50,
      completed_sections: "[]",
      section_scores: "{}",
      developmental_age: "{}",
      interpretation: "on_track",
      recommendations: "[]",
      strengths: "[]",
      areas_for_improvement: "[]",
      duration_minutes: 8,
      device_info: null,
      started_at: completedAt,
      completed_at: completedAt,
      created_at: completedAt,
      health_consent_at: completedAt,
    })
    .execute();
}

async function screeningResult(userId: string, childId: string, completedAt: string) {
  await db
    .insertInto("assessment_results")
    .values({
      id: `aut-${completedAt}`,
      user_id: userId,
      child_id: childId,
      assessment_type: "autism",
      screening_id: null,
      payment_id: null,
      order_id: null,
      child_age_months: 30,
      answers: "{}",
      total_score: 40,
      max_possible_score: 168,
      percentage_score: 24,
      section_scores: "{}",
      risk_level: "low",
      thresholds: "{}",
      completed_sections: "[]",
      duration_minutes: 12,
      device_info: null,
      completed_at: completedAt,
      created_at: completedAt,
    })
    .execute();
}

describe("a parent's progress", () => {
  it("starts empty, and the first step is the free assessment", async () => {
    const parent = await createTestParent(db);
    const progress = await userProgress(db, { id: parent.id, dashboard_visited_at: null });
    expect(progress).toEqual({ hasCompletedAssessment: false, hasPlayedGames: false, hasViewedDashboard: false, gamesPlayed: [], lastAssessmentDate: null });
    expect(nextStep(progress)).toBe("assessment");
    expect(await nextStepFor(db, { id: parent.id, dashboard_visited_at: null })).toBe("assessment");
  });

  it("counts either kind of result, takes the newest date, and lists each game once", async () => {
    const parent = await createTestParent(db);
    const other = await createTestParent(db, { email: "other@example.az" });
    const leyla = await addChild(db, parent.id, { firstName: "Leyla", lastName: "", birthDate: "2023-05-01" });
    const murad = await addChild(db, parent.id, { firstName: "Murad", lastName: "", birthDate: "2024-01-10" });
    const otherChild = await addChild(db, other.id, { firstName: "Aysel", lastName: "", birthDate: "2023-01-01" });

    await screeningResult(parent.id, leyla.id, "2026-10-02T10:00:00.000Z");
    let progress = await userProgress(db, { id: parent.id, dashboard_visited_at: null });
    expect(progress.hasCompletedAssessment).toBe(true);
    expect(progress.lastAssessmentDate).toBe("2026-10-02T10:00:00.000Z");
    expect(nextStep(progress)).toBe("game");
    // The flags alone (home page, dashboard): a screening counts, another parent's play does not.
    await play(other.id, otherChild.id, "focus", "2026-10-03T10:00:00.000Z");
    expect(await progressFlags(db, { id: parent.id, dashboard_visited_at: null })).toEqual({ hasCompletedAssessment: true, hasPlayedGames: false, hasViewedDashboard: false });
    expect(await nextStepFor(db, { id: parent.id, dashboard_visited_at: null })).toBe("game");
    expect(await progressFlags(db, { id: other.id, dashboard_visited_at: null })).toEqual({ hasCompletedAssessment: false, hasPlayedGames: true, hasViewedDashboard: false });

    await developmentResult(parent.id, murad.id, "2026-11-01T09:00:00.000Z");
    await developmentResult(other.id, otherChild.id, "2026-11-20T09:00:00.000Z");
    await play(parent.id, leyla.id, "counting", "2026-11-02T10:00:00.000Z");
    await play(parent.id, murad.id, "counting", "2026-11-03T10:00:00.000Z");
    await play(parent.id, null, "memory", "2026-11-04T10:00:00.000Z");
    await play(other.id, otherChild.id, "focus", "2026-11-04T10:00:00.000Z");

    progress = await userProgress(db, { id: parent.id, dashboard_visited_at: null });
    expect(progress).toEqual({
      hasCompletedAssessment: true,
      hasPlayedGames: true,
      hasViewedDashboard: false,
      gamesPlayed: ["counting", "memory"],
      lastAssessmentDate: "2026-11-01T09:00:00.000Z",
    });
    expect(nextStep(progress)).toBe("dashboard");
    expect(await nextStepFor(db, { id: parent.id, dashboard_visited_at: null })).toBe("dashboard");

    const visited = await userProgress(db, { id: parent.id, dashboard_visited_at: "2026-11-05T08:00:00.000Z" });
    expect(visited.hasViewedDashboard).toBe(true);
    expect(nextStep(visited)).toBeNull();
    expect(await nextStepFor(db, { id: parent.id, dashboard_visited_at: "2026-11-05T08:00:00.000Z" })).toBeNull();
  });

  it("suggests a game before the dashboard even when the dashboard was opened first", () => {
    expect(nextStep({ hasCompletedAssessment: true, hasPlayedGames: false, hasViewedDashboard: true })).toBe("game");
  });
});
