import { readFile } from "node:fs/promises";
import { migrateToLatest } from "../db/migrator.ts";
import { bundledMigrations, getDb } from "~/db.server";
import { importPlans } from "~/domain/subscriptions/plans-import.server";

/**
 * Chores that need the application's code, built with it into build/server/cli.js:
 *   npm run plans:load -- plans.json   load subscription plans from a JSON file
 * (scripts/cli.ts starts it; the arguments are the same).
 */
const [command, ...args] = process.argv.slice(2);

async function main(): Promise<number> {
  const db = getDb();
  await migrateToLatest(db, bundledMigrations);
  if (command === "plans:load") {
    const file = args[0];
    if (!file) {
      console.error("Usage: npm run plans:load -- <file.json>");
      return 2;
    }
    let document: unknown;
    try {
      document = JSON.parse(await readFile(file, "utf8"));
    } catch (error) {
      console.error(`Could not read ${file} as JSON: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
    const report = await importPlans(db, document);
    console.log(`Plans loaded from ${file}: ${report.added} added, ${report.updated} updated.`);
    if (report.skipped.length > 0) console.log(`Skipped entries without a plan_id at positions: ${report.skipped.join(", ")}`);
    return 0;
  }
  console.error("Usage: npm run plans:load -- <file.json>");
  return 2;
}

process.exitCode = await main();
await getDb().destroy();
