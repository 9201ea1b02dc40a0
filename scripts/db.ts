// Database chores: `npm run db:migrate`, `npm run db:seed`, `npm run db:backup`.
// Runs on the project's pinned Node (type stripping), reading the same migration files the
// app runs at start-up.
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { backupDatabase } from "../db/backup.ts";
import { DEFAULT_DATABASE_URL, openDatabase } from "../db/database.ts";
import { type MigrationModule, migrateToLatest } from "../db/migrator.ts";
import { seedOnStart } from "../db/seed.ts";

async function loadMigrations(): Promise<Record<string, MigrationModule>> {
  const dir = resolve("migrations");
  const modules: Record<string, MigrationModule> = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".ts"))
    .toSorted()) {
    modules[file] = (await import(pathToFileURL(join(dir, file)).href)) as MigrationModule;
  }
  return modules;
}

const command = process.argv[2];
const database = openDatabase(process.env.DATABASE_URL || DEFAULT_DATABASE_URL);
const { db, location } = database;
try {
  if (command === "migrate") {
    const { results } = await migrateToLatest(db, await loadMigrations());
    const applied = results?.map((r) => r.migrationName) ?? [];
    console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.", `(${location})`);
  } else if (command === "seed") {
    await migrateToLatest(db, await loadMigrations());
    // The demo coupons only with DEMO=true, as at start-up.
    const demo = ["true", "1", "yes"].includes(process.env.DEMO ?? "");
    const report = await seedOnStart(db, { demo });
    console.log(`Seeded ${location}: ${report.plansAdded} plan(s)${demo ? ` and ${report.couponsAdded} demo coupon(s)` : ""} added.`);
  } else if (command === "backup") {
    if (database.kind !== "sqlite") {
      // PostgreSQL has its own tools for consistent online copies (README, "Running on PostgreSQL").
      console.error("db:backup copies a SQLite file; on PostgreSQL use pg_dump (or your provider's backups).");
      process.exitCode = 2;
    } else {
      const target = await backupDatabase(database.sqlite, process.env.BACKUP_DIR || "./backups");
      console.log(`Backup written to ${target}`);
    }
  } else {
    console.error("Usage: node scripts/db.ts migrate|seed|backup");
    process.exitCode = 2;
  }
} finally {
  await db.destroy();
}
