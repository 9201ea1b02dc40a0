import { type Kysely, sql } from "kysely";
import { type Migration, type MigrationResultSet, Migrator } from "kysely/migration";
import { dialectOf } from "./portable.ts";

/** A migration module as written in `migrations/`: `up` and optionally `down`. */
export type MigrationModule = Migration;

/**
 * Runs every migration not yet applied, in name order. `modules` maps a file path or
 * name to its module; the app passes `import.meta.glob` results and the CLI reads the
 * folder, so both run exactly the same files.
 */
export async function migrateToLatest(db: Kysely<any>, modules: Record<string, MigrationModule>): Promise<MigrationResultSet> {
  const migrations: Record<string, Migration> = {};
  for (const [path, module] of Object.entries(modules)) {
    const name = path.replace(/^.*\//, "").replace(/\.ts$/, "");
    migrations[name] = module;
  }
  const result =
    dialectOf(db) === "sqlite"
      ? await migrateSqlite(db, migrations)
      : await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error")?.migrationName;
    throw new Error(`Migration ${failed ?? "(unknown)"} failed`, { cause: result.error });
  }
  return result;
}

/** How long a process waits for another one's migrations on the same SQLite file. */
const SQLITE_MIGRATION_WAIT_MS = 120_000;

/**
 * Kysely takes a lock for migrations on PostgreSQL but none on SQLite (it assumes one
 * connection), so processes started together on one file ran the same migration at once and
 * all but one failed ("table … already exists"). Here the whole run is one `begin immediate`
 * transaction: the file's write lock is taken before the applied migrations are read, a second
 * process waits for the first to commit and then finds nothing left to do, and a failed
 * migration leaves nothing half done.
 */
async function migrateSqlite(db: Kysely<any>, migrations: Record<string, Migration>): Promise<MigrationResultSet> {
  // Read first, without the lock: a database already migrated (every start but the first after
  // a change, every one-off command beside live servers) takes no write lock, which would make
  // the servers' own write transactions wait.
  const known = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).getMigrations();
  if (known.every((migration) => migration.executedAt !== undefined)) return { results: [] };
  return db.connection().execute(async (connection) => {
    const deadline = Date.now() + SQLITE_MIGRATION_WAIT_MS;
    for (;;) {
      try {
        await sql`begin immediate`.execute(connection);
        break;
      } catch (error) {
        // The busy timeout (5 s) has passed with another process still migrating: wait on.
        if ((error as { code?: unknown }).code !== "SQLITE_BUSY" || Date.now() > deadline) throw error;
      }
    }
    let result: MigrationResultSet;
    try {
      result = await new Migrator({ db: connection, provider: { getMigrations: async () => migrations } }).migrateToLatest();
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
    await (result.error ? sql`rollback` : sql`commit`).execute(connection);
    return result;
  });
}
