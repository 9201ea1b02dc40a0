import { migrateToLatest } from "../db/migrator.ts";
import { seedDatabase } from "../db/seed.ts";
import { bundledMigrations, getDb } from "~/db.server";
import { getEnv } from "~/env.server";
import { log } from "~/lib/log.server";
import { initSecrets } from "~/lib/secrets.server";

/** Everything that must be true before the first request: settings, schema, seed, secrets. */
export async function prepareServer(): Promise<void> {
  const env = getEnv();
  const db = getDb();
  const { results } = await migrateToLatest(db, bundledMigrations);
  const applied = results?.map((r) => r.migrationName) ?? [];
  if (applied.length > 0) log.info("migrations applied", { migrations: applied });
  if (env.SEED_ON_START) {
    const report = await seedDatabase(db);
    if (report.plansAdded > 0) log.info("seeded", { ...report });
  }
  await initSecrets(db, env.SESSION_SECRET);
}
