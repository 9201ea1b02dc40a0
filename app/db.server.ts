import type { Kysely } from "kysely";
import { openDatabase } from "../db/database.ts";
import type { MigrationModule } from "../db/migrator.ts";
import type { Database } from "../db/schema.ts";
import { getEnv } from "~/env.server";
import { singleton } from "~/lib/singleton.server";

export type DB = Kysely<Database>;

/** The process's one database connection. */
export function getDatabase() {
  return singleton("database", () => openDatabase(getEnv().DATABASE_URL));
}

export function getDb(): DB {
  return getDatabase().db;
}

/** The migration files, bundled into the server build (the build has no `migrations/` folder). */
export const bundledMigrations = import.meta.glob<MigrationModule>("../migrations/*.ts", { eager: true });
