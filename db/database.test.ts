import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, migrations } from "../tests/support/test-database.ts";
import { backupDatabase } from "./backup.ts";
import { SQLITE_MMAP_BYTES, databaseFileFromUrl, databaseKindFromUrl, openDatabase, redactedUrl } from "./database.ts";
import { migrateToLatest } from "./migrator.ts";
import { parseEnv } from "../app/env.server.ts";
import { LAUNCH_PLANS, seedDatabase, seedOnStart } from "./seed.ts";

const cleanup: Array<() => void> = [];
afterEach(() => {
  for (const task of cleanup.splice(0)) task();
});

/** A SQLite file, whatever the unit tier's database: these tests are about SQLite's own features. */
function openSqliteFile(file: string) {
  const database = openDatabase(file);
  if (database.kind !== "sqlite") throw new Error("expected SQLite");
  return database;
}

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "balaca-db-"));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe("database", () => {
  it("reads DATABASE_URL in its usual spellings", () => {
    expect(databaseFileFromUrl(":memory:")).toBe(":memory:");
    expect(databaseFileFromUrl("file:./data/app.db")).toBe(join(process.cwd(), "data/app.db"));
    expect(databaseFileFromUrl("/tmp/x.db")).toBe("/tmp/x.db");
  });

  it("picks PostgreSQL for postgres:// and postgresql:// URLs, SQLite for anything else", () => {
    expect(databaseKindFromUrl("postgres://app:secret@db.internal:5432/balaca")).toBe("postgres");
    expect(databaseKindFromUrl(" POSTGRESQL://db/balaca")).toBe("postgres");
    expect(databaseKindFromUrl("./data/app.db")).toBe("sqlite");
    expect(databaseKindFromUrl("file:./postgres.db")).toBe("sqlite");
    expect(databaseKindFromUrl(":memory:")).toBe("sqlite");
    expect(redactedUrl("postgres://app:secret@db.internal:5432/balaca")).toBe("postgres://app:***@db.internal:5432/balaca");
  });

  it("returns counts, sums and averages as numbers on either database", async () => {
    const { db } = await createTestDatabase();
    await seedDatabase(db);
    const row = await db
      .selectFrom("subscription_plans")
      .select((eb) => [eb.fn.countAll<number>().as("plans"), eb.fn.sum<number>("price_minor").as("total"), eb.fn.avg<number>("trial_days").as("trial")])
      .executeTakeFirstOrThrow();
    expect(row.plans).toBe(LAUNCH_PLANS.length);
    expect(row.total).toBe(LAUNCH_PLANS.reduce((sum, plan) => sum + plan.price_minor, 0));
    expect(typeof row.trial).toBe("number");
    await db.destroy();
  });

  it("creates the folder and sets the pragmas the product relies on", () => {
    const dir = tempDir();
    const { sqlite, db } = openSqliteFile(join(dir, "nested", "app.db"));
    cleanup.push(() => void db.destroy());
    expect(sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(sqlite.pragma("busy_timeout", { simple: true })).toBe(5000);
    expect(sqlite.pragma("synchronous", { simple: true })).toBe(2);
    expect(sqlite.pragma("mmap_size", { simple: true })).toBe(SQLITE_MMAP_BYTES);
  });

  it("migrates to the latest schema, and again without changes", async () => {
    const { db } = await createTestDatabase();
    const again = await migrateToLatest(db, migrations);
    expect(again.results).toEqual([]);
    const tables = await db.introspection.getTables();
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(["contact_messages", "subscription_plans", "app_secrets"]));
    await db.destroy();
  });

  it("migrates one SQLite file from several processes started at once", async () => {
    const file = join(tempDir(), "app.db");
    const migrate = () =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, ["scripts/db.ts", "migrate"], { env: { ...process.env, DATABASE_URL: file }, stdio: ["ignore", "pipe", "pipe"] });
        let output = "";
        child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
        child.once("exit", (code) => resolve({ code, output }));
      });
    const runs = await Promise.all([migrate(), migrate(), migrate()]);
    expect(
      runs.map((run) => run.code),
      runs.map((run) => run.output).join("\n"),
    ).toEqual([0, 0, 0]);
    expect(runs.filter((run) => run.output.startsWith("Applied:"))).toHaveLength(1);
    const { db } = openSqliteFile(file);
    cleanup.push(() => void db.destroy());
    expect((await migrateToLatest(db, migrations)).results).toEqual([]);
  }, 60_000);

  it("seeds the launch plans once and never overwrites an edited plan", async () => {
    const { db } = await createTestDatabase();
    expect(await seedDatabase(db)).toEqual({ plansAdded: LAUNCH_PLANS.length, couponsAdded: 4 });
    await db.updateTable("subscription_plans").set({ price_minor: 1500 }).where("plan_id", "=", "monthly").execute();
    expect(await seedDatabase(db)).toEqual({ plansAdded: 0, couponsAdded: 0 });
    const monthly = await db.selectFrom("subscription_plans").selectAll().where("plan_id", "=", "monthly").executeTakeFirstOrThrow();
    expect(monthly.price_minor).toBe(1500);
    await db.destroy();
  });

  it("seeds a production start with the plans only, and the demo with the demo coupons too", async () => {
    const { db } = await createTestDatabase();
    const production = parseEnv({ NODE_ENV: "production", EPOINT_SIMULATOR: "true", MAIL_OUTBOX: "true" });
    expect(await seedOnStart(db, { demo: production.DEMO })).toEqual({ plansAdded: LAUNCH_PLANS.length, couponsAdded: 0 });
    expect(await db.selectFrom("coupons").select("code").execute()).toEqual([]);
    const demo = parseEnv({ NODE_ENV: "production", DEMO: "true" });
    expect(await seedOnStart(db, { demo: demo.DEMO })).toEqual({ plansAdded: 0, couponsAdded: 4 });
    expect((await db.selectFrom("coupons").select("code").execute()).map((c) => c.code)).toContain("GIFT50");
    await db.destroy();
  });

  it("refuses a negative price", async () => {
    const { db } = await createTestDatabase();
    const now = new Date().toISOString();
    await expect(
      db
        .insertInto("subscription_plans")
        .values({
          plan_id: "bad",
          name: "Bad",
          description: "",
          price_minor: -1,
          currency: "AZN",
          billing_period: "monthly",
          trial_days: 0,
          is_active: 1,
          sort_order: 9,
          created_at: now,
          updated_at: now,
        })
        .execute(),
    ).rejects.toThrow(/check constraint/i);
    await db.destroy();
  });

  it("backs up a consistent copy while the database is open", async () => {
    const dir = tempDir();
    const { db, sqlite } = openSqliteFile(join(dir, "app.db"));
    await migrateToLatest(db, migrations);
    await seedDatabase(db);
    const file = await backupDatabase(sqlite, join(dir, "backups"), new Date("2026-11-21T10:00:00Z"));
    expect(file).toBe(join(dir, "backups", "2026-11-21T10-00-00-000Z.db"));
    const copy = new SQLite(file, { readonly: true });
    expect(copy.prepare("select count(*) as n from subscription_plans").get()).toEqual({ n: LAUNCH_PLANS.length });
    copy.close();
    await db.destroy();
  });
});
