import type { Kysely } from "kysely";
import { type Migration, type MigrationResultSet, Migrator } from "kysely/migration";

/** A migration module as written in `migrations/`: `up` and optionally `down`. */
export type MigrationModule = Migration;

/**
 * Runs every migration not yet applied, in name order. `modules` maps a file path or
 * name to its module; the app passes `import.meta.glob` results and the CLI reads the
 * folder, so both run exactly the same files.
 */
export async function migrateToLatest(
  db: Kysely<any>,
  modules: Record<string, MigrationModule>,
): Promise<MigrationResultSet> {
  const migrations: Record<string, Migration> = {};
  for (const [path, module] of Object.entries(modules)) {
    const name = path.replace(/^.*\//, "").replace(/\.ts$/, "");
    migrations[name] = module;
  }
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error")?.migrationName;
    throw new Error(`Migration ${failed ?? "(unknown)"} failed`, { cause: result.error });
  }
  return result;
}
