import type Database from "better-sqlite3";
import type { Compilable } from "kysely";
import { describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKind } from "../tests/support/test-database.ts";
import { joinedIds } from "./portable.ts";

/** SQLite's plan for a query, one line per step. */
function planOf(sqlite: Database.Database, query: Compilable): string {
  const { sql, parameters } = query.compile();
  const rows = sqlite.prepare(`explain query plan ${sql}`).all(...(parameters as unknown[])) as Array<{ detail: string }>;
  return rows.map((row) => row.detail).join("\n");
}

/**
 * A parent's lists in date order are read through an index, never sorted in a temporary
 * B-tree, so a parent with a long history costs no more per page than a new one.
 * The queries have the shapes the domain modules use. SQLite only: these are SQLite's plans
 * (PostgreSQL plans by statistics; `npm run bench` measures it instead).
 */
describe.skipIf(testDatabaseKind !== "sqlite")("lists sorted by date (SQLite's query planner)", () => {
  it("read the parent's payments, children, subscriptions and results in index order", async () => {
    const database = await createTestDatabase();
    if (database.kind !== "sqlite") throw new Error("SQLite only");
    const { db, sqlite } = database;
    const plan = (query: Compilable) => planOf(sqlite, query);
    const queries: Record<string, Compilable> = {
      transactions: db
        .selectFrom("payments")
        .leftJoin("subscription_plans", "subscription_plans.plan_id", "payments.plan_id")
        .select(["payments.id", "subscription_plans.name"])
        .where("payments.user_id", "=", "u")
        .orderBy("payments.created_at", "desc")
        .limit(21)
        .offset(20),
      "transactions of one status": db
        .selectFrom("payments")
        .selectAll()
        .where("user_id", "=", "u")
        .where("status", "=", "succeeded")
        .orderBy("created_at", "desc")
        .limit(21),
      children: db.selectFrom("children").selectAll().where("user_id", "=", "u").orderBy("birth_date").orderBy("created_at"),
      subscription: db.selectFrom("subscriptions").selectAll().where("user_id", "=", "u").orderBy("created_at", "desc").limit(1),
      "development results": db.selectFrom("child_development_results").selectAll().where("child_id", "=", "c").orderBy("completed_at", "desc").limit(21),
    };
    for (const [name, query] of Object.entries(queries)) {
      const detail = plan(query);
      expect(`${name}: ${detail}`).not.toMatch(/TEMP B-TREE/);
      expect(`${name}: ${detail}`).toMatch(/USING (?:COVERING )?INDEX/);
    }
    await db.destroy();
  });

  it("read the ids of a child's done exercises and homework tasks from an index alone (the catalogue)", async () => {
    const database = await createTestDatabase();
    if (database.kind !== "sqlite") throw new Error("SQLite only");
    const { db, sqlite } = database;
    const plan = (query: Compilable) => planOf(sqlite, query);
    const doneExercises = db
      .selectFrom("course_progress")
      .select(joinedIds(db, "exercise_id").as("ids"))
      .where("user_id", "=", "u")
      .where("status", "=", "completed");
    const doneTasks = db.selectFrom("homework_progress").select(joinedIds(db, "task_id").as("ids")).where("user_id", "=", "u").where("completed", "=", 1);
    const queries: Record<string, Compilable> = {
      "a child's exercises": doneExercises.where("child_id", "=", "c"),
      "the parent's own exercises": doneExercises.where("child_id", "is", null),
      "a child's homework": doneTasks.where("child_id", "=", "c"),
      "the parent's own homework": doneTasks.where("child_id", "is", null),
    };
    for (const [name, query] of Object.entries(queries)) expect(`${name}: ${plan(query)}`).toMatch(/USING COVERING INDEX/);
    await db.destroy();
  });
});
