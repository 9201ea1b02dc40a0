import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addChild } from "~/domain/children/children.server";
import { recordPlay } from "~/domain/games/progress.server";
import { findGame } from "~/games/registry";
import type { DB } from "~/db.server";
import { createTestParent } from "../../../tests/support/accounts";
import { createTestDatabase } from "../../../tests/support/test-database";
import { nextStep } from "./user-progress";
import { nextStepFor, progressFlags } from "./user-progress.server";

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
  await recordPlay(
    db,
    { userId, childId },
    { game, play: { level: 1, score: 10, attempts: 3, successes: 2 }, startedAt, endedAt: new Date(startedAt.getTime() + 90_000), device },
  );
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

const fresh = (id: string) => ({ id, dashboard_visited_at: null });

describe("the next step of the child a page is for", () => {
  it("starts with the free assessment, for a parent without children too", async () => {
    const parent = await createTestParent(db);
    expect(await progressFlags(db, fresh(parent.id), null)).toEqual({ hasCompletedAssessment: false, hasPlayedGames: false, hasViewedDashboard: false });
    expect(await nextStepFor(db, fresh(parent.id), null)).toBe("assessment");
    await play(parent.id, null, "memory", "2026-11-04T10:00:00.000Z");
    expect(await progressFlags(db, fresh(parent.id), null)).toMatchObject({ hasPlayedGames: true });
  });

  it("counts only this child's results and plays, never a brother's or another family's", async () => {
    const parent = await createTestParent(db);
    const other = await createTestParent(db, { email: "other@example.az" });
    const leyla = await addChild(db, parent.id, { firstName: "Leyla", lastName: "", birthDate: "2023-05-01" });
    const murad = await addChild(db, parent.id, { firstName: "Murad", lastName: "", birthDate: "2024-01-10" });
    const otherChild = await addChild(db, other.id, { firstName: "Aysel", lastName: "", birthDate: "2023-01-01" });

    await screeningResult(parent.id, leyla.id, "2026-10-02T10:00:00.000Z");
    await play(other.id, otherChild.id, "focus", "2026-10-03T10:00:00.000Z");
    expect(await nextStepFor(db, fresh(parent.id), leyla.id)).toBe("game");
    // Leyla's screening does not tell Murad's parent that Murad was assessed.
    expect(await nextStepFor(db, fresh(parent.id), murad.id)).toBe("assessment");

    await developmentResult(parent.id, murad.id, "2026-11-01T09:00:00.000Z");
    await play(parent.id, leyla.id, "counting", "2026-11-02T10:00:00.000Z");
    expect(await nextStepFor(db, fresh(parent.id), leyla.id)).toBe("dashboard");
    expect(await nextStepFor(db, fresh(parent.id), murad.id)).toBe("game");
    // Another parent's child id names nothing of this parent's.
    expect(await progressFlags(db, fresh(parent.id), otherChild.id)).toEqual({
      hasCompletedAssessment: false,
      hasPlayedGames: false,
      hasViewedDashboard: false,
    });

    const visited = { id: parent.id, dashboard_visited_at: "2026-11-05T08:00:00.000Z" };
    expect(await nextStepFor(db, visited, leyla.id)).toBeNull();
  });

  it("suggests a game before the dashboard even when the dashboard was opened first", () => {
    expect(nextStep({ hasCompletedAssessment: true, hasPlayedGames: false, hasViewedDashboard: true })).toBe("game");
  });
});
