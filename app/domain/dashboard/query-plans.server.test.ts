import { type CompiledQuery, Kysely, SqliteDialect } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/schema";
import { seedManyFamilies, seedTwoYearsOfPractice } from "../../../server/large-seed";
import { createTestParent } from "../../../tests/support/accounts";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { getDatabase, getDb } from "~/db.server";
import { createSession, findSession } from "~/domain/accounts/sessions.server";
import { chooseChild } from "~/domain/children/player.server";
import { LEGAL_DOCUMENT_IDS } from "~/content/legal/types";
import { acceptDocuments } from "~/domain/legal/acceptances.server";
import { nextStepFor } from "~/domain/progress/user-progress.server";
import { saveSchedule } from "./schedule.server";
import {
  achievementsTab,
  activityTab,
  analyticsTab,
  assessmentTab,
  dashboardViewerOf,
  gamesTab,
  homeworkTab,
  insightsTab,
  overviewTab,
  reportOf,
  schedulePlan,
} from "./pages.server";

/**
 * Every query the dashboard's tabs run, on a database with many families and a child with two
 * years of practice, must be answered through an index: a full `SCAN` of a table that grows
 * with the number of parents would make each tab slower as the product grows. SQLite plans
 * from the schema alone (no `ANALYZE` statistics are kept), so the plans found here are the
 * plans of a database of any size; the test also runs `ANALYZE` and checks again, in case
 * statistics are gathered one day. `npm run bench` measures the same tabs on 50,000 families.
 * SQLite only (skipped when the unit tier runs on PostgreSQL, whose planner decides by statistics).
 */
const sqliteOnly = testDatabaseKind === "sqlite";

/** Tables small by nature (configuration, content): a scan of these does not grow with the parents. */
const SMALL_TABLES = new Set(["subscription_plans", "legal_documents", "app_secrets", "kysely_migration"]);

const queries: CompiledQuery[] = [];
let close: () => Promise<void> = async () => {};
let explain: (query: CompiledQuery) => string[] = () => [];
let viewerRequest: () => Promise<Awaited<ReturnType<typeof dashboardViewerOf>>>;
let user: { id: string; dashboard_visited_at: string | null };
let selectedChild: string | null = null;

beforeAll(async () => {
  if (!sqliteOnly) return;
  const database = await createTestDatabase();
  if (database.kind !== "sqlite") throw new Error("SQLite only");
  const { sqlite } = database;
  const logged = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (event) => {
      if (event.level === "query") queries.push(event.query);
    },
  });
  // The tabs read the process's database through getDb(); point it at this one.
  const store = globalThis as typeof globalThis & { balacaSingletons?: Map<string, unknown> };
  store.balacaSingletons ??= new Map();
  store.balacaSingletons.set("database", { kind: "sqlite", db: logged, sqlite, file: ":memory:", location: ":memory:" });

  sqlite
    .prepare(
      "insert into subscription_plans (plan_id, name, name_az, name_ru, description, price_minor, currency, billing_period, trial_days, is_active, sort_order, created_at, updated_at) values ('monthly', 'Monthly', null, null, '', 999, 'AZN', 'monthly', 7, 1, 1, '2026-01-01', '2026-01-01')",
    )
    .run();
  seedManyFamilies(sqlite, 2_000);
  const parent = await createTestParent(logged);
  user = { id: parent.id, dashboard_visited_at: null };
  await acceptDocuments(logged, parent.id, LEGAL_DOCUMENT_IDS);
  const { childId } = seedTwoYearsOfPractice(sqlite, parent.id);
  selectedChild = childId;
  await saveSchedule(logged, { userId: parent.id, childId }, { weekdays: [1, 4], time: "17:30", remind: true });
  const { token } = await createSession(logged, parent.id);
  await chooseChild(logged, parent.id, childId);
  viewerRequest = async () => {
    const session = await findSession(logged, token);
    if (!session) throw new Error("the session was not found");
    return dashboardViewerOf(logged, session);
  };
  explain = (query) =>
    (sqlite.prepare(`explain query plan ${query.sql}`).all(...(query.parameters as unknown[])) as Array<{ detail: string }>).map((row) => row.detail);
  close = async () => {
    store.balacaSingletons?.delete("database");
    await logged.destroy();
  };
});
afterAll(() => close());

/** The queries one tab's loading runs (the viewer's own included). */
async function queriesOf(load: () => Promise<unknown>): Promise<CompiledQuery[]> {
  queries.length = 0;
  await load();
  return [...queries];
}

/** The plan lines that read a whole table (or a whole index) of one that grows with the parents. */
function fullScans(query: CompiledQuery): string[] {
  return explain(query).filter((detail) => {
    // "SCAN CONSTANT ROW" is the one row of a select without a table (the next step's EXISTS).
    if (detail === "SCAN CONSTANT ROW") return false;
    const scanned = /^SCAN (\w+)/.exec(detail)?.[1];
    return scanned !== undefined && !SMALL_TABLES.has(scanned);
  });
}

const TABS: ReadonlyArray<[string, () => Promise<unknown>]> = [
  ["overview", async () => overviewTab(await viewerRequest(), "az")],
  ["games", async () => gamesTab(await viewerRequest(), "az")],
  ["activity (page 3)", async () => activityTab(await viewerRequest(), 3, "az")],
  ["homework", async () => homeworkTab(await viewerRequest(), "az")],
  ["assessment", async () => assessmentTab(await viewerRequest())],
  ["analytics", async () => analyticsTab(await viewerRequest(), "az")],
  ["insights", async () => insightsTab(await viewerRequest(), "az")],
  ["achievements", async () => achievementsTab(await viewerRequest())],
  ["report", async () => reportOf(await viewerRequest(), { from: "2025-11-24", to: "2026-11-24" })],
  ["schedule", async () => schedulePlan(await viewerRequest(), "az")],
  ["next step", async () => nextStepFor(getDb(), user, selectedChild)],
];

describe.skipIf(!sqliteOnly)("the dashboard's query plans on a large database (SQLite's query planner)", () => {
  it.each(TABS)("%s: every query is answered through an index", async (_tab, load) => {
    const run = await queriesOf(load);
    expect(run.length).toBeGreaterThan(0);
    const scans = run.flatMap((query) => fullScans(query).map((detail) => `${detail}  ←  ${query.sql}`));
    expect(scans).toEqual([]);
  });

  it("still uses the indexes once ANALYZE has gathered statistics", async () => {
    const { sqlite } = getDatabase();
    if (!sqlite) throw new Error("SQLite only");
    sqlite.exec("analyze");
    for (const [, load] of TABS) {
      const run = await queriesOf(load);
      expect(run.flatMap((query) => fullScans(query).map((detail) => `${detail}  ←  ${query.sql}`))).toEqual([]);
    }
  });

  it("the seeded child really has two years of practice, so the tabs above read a long history", async () => {
    const viewer = await viewerRequest();
    expect(viewer.premium).toBe(true);
    const timeline = await activityTab(viewer, 1, "az");
    expect(timeline.total).toBeGreaterThan(700);
    expect(timeline.entries).toHaveLength(20);
  });
});
