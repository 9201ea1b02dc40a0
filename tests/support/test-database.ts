import { openDatabase } from "../../db/database.ts";
import { type MigrationModule, migrateToLatest } from "../../db/migrator.ts";

const migrations = import.meta.glob<MigrationModule>("../../migrations/*.ts", { eager: true });

/** A fresh in-memory database migrated to the latest schema, for one test. */
export async function createTestDatabase() {
  const database = openDatabase(":memory:");
  await migrateToLatest(database.db, migrations);
  return database;
}

export { migrations };
