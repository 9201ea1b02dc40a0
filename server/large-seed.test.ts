import { describe, expect, it } from "vitest";
import { createTestParent } from "../tests/support/accounts";
import { createTestDatabase, testDatabaseKind } from "../tests/support/test-database";
import { seedNewSubscriber, seedTwoYearsOfPractice } from "./large-seed";

/**
 * The growth bench compares a heavy parent with a light one (goal 5, docs/performance.md): they
 * must differ by their history only, not by what they have (a child of the same age, the same
 * subscription).
 * The seed writes through SQLite's own API, so SQLite only.
 */
describe.runIf(testDatabaseKind === "sqlite")("the bench's light and heavy parents", () => {
  it("have the same child and subscription; only the heavy one has a history", async () => {
    const database = await createTestDatabase();
    if (database.kind !== "sqlite") throw new Error("SQLite only");
    const { db, sqlite } = database;
    sqlite
      .prepare(
        "insert into subscription_plans (plan_id, name, name_az, name_ru, description, price_minor, currency, billing_period, trial_days, is_active, sort_order, created_at, updated_at) values ('monthly', 'Monthly', null, null, '', 999, 'AZN', 'monthly', 7, 1, 1, '2026-01-01', '2026-01-01')",
      )
      .run();
    const now = new Date("2026-11-24T12:00:00Z");
    const light = await createTestParent(db);
    const heavy = await createTestParent(db);
    const { childId: lightChild } = seedNewSubscriber(sqlite, light.id, now);
    const { childId: heavyChild, plays } = seedTwoYearsOfPractice(sqlite, heavy.id, now);

    const child = (id: string) => sqlite.prepare("select user_id, birth_date from children where id = ?").get(id);
    expect(child(lightChild)).toEqual({ user_id: light.id, birth_date: (child(heavyChild) as { birth_date: string }).birth_date });
    const subscription = (userId: string) => sqlite.prepare("select plan_id, status, price_minor, end_date from subscriptions where user_id = ?").all(userId);
    expect(subscription(light.id)).toEqual(subscription(heavy.id));
    expect(subscription(light.id)).toEqual([expect.objectContaining({ plan_id: "monthly", status: "active", price_minor: 999 })]);

    const count = (table: string, userId: string) => (sqlite.prepare(`select count(*) as n from ${table} where user_id = ?`).get(userId) as { n: number }).n;
    for (const table of ["game_sessions", "game_progress", "homework_progress", "course_progress", "child_development_results"]) {
      expect(count(table, light.id), table).toBe(0);
      expect(count(table, heavy.id), table).toBeGreaterThan(0);
    }
    expect(count("game_sessions", heavy.id)).toBe(plays);
  });
});
