import type { Kysely } from "kysely";
import { type OpenDatabase, openDatabase } from "../db/database.ts";
import type { MigrationModule } from "../db/migrator.ts";
import type { Database } from "../db/schema.ts";
import { getEnv } from "~/env.server";
import { singleton } from "~/infrastructure/singleton.server";

export type DB = Kysely<Database>;

/** The process's database: one SQLite connection, or a pool of PostgreSQL connections (ADR 018). */
export function getDatabase(): OpenDatabase {
  return singleton("database", () => openDatabase(getEnv().DATABASE_URL));
}

/** On shutdown: closes the SQLite file or ends the PostgreSQL pool (waits for queries under way). */
export async function closeDatabase(): Promise<void> {
  const store = globalThis as typeof globalThis & { balacaSingletons?: Map<string, unknown> };
  const open = store.balacaSingletons?.get("database") as OpenDatabase | undefined;
  if (!open) return;
  store.balacaSingletons?.delete("database");
  await open.db.destroy();
}

export function getDb(): DB {
  return getDatabase().db;
}

/** The migration files, bundled into the server build (the build has no `migrations/` folder). */
export const bundledMigrations = import.meta.glob<MigrationModule>("../migrations/*.ts", { eager: true });
