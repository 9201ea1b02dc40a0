import { threadId } from "node:worker_threads";
import { Pool } from "pg";
import { sql } from "kysely";
import { afterAll, onTestFinished } from "vitest";
import { type OpenDatabase, openDatabase } from "../../db/database.ts";
import { migrateToLatest } from "../../db/migrator.ts";
import { registerAllPaymentPurposes } from "../../app/domain/payment-purposes.server.ts";
import { migrations, quoteIdentifier, TEMPLATE_DATABASE, testPostgresUrl, urlForDatabase } from "./pg-template.ts";

export { migrations };

// A test with a database is the server's world: payments tell their purposes what happened, as
// the server registers them at start-up (ADR 016). Tests without a database never pay.
registerAllPaymentPurposes();

/** The dialect the unit tier runs on: TEST_DATABASE_URL=postgres://… selects PostgreSQL. */
export const testDatabaseKind: "sqlite" | "postgres" = testPostgresUrl() ? "postgres" : "sqlite";

let created = 0;
/** Each PostgreSQL test database's address, so a test can open it again as another process would. */
const urls = new WeakMap<OpenDatabase, string>();
let admin: Pool | undefined;
const leftForAfterAll: Array<() => Promise<void>> = [];

function adminPool(url: string): Pool {
  admin ??= new Pool({ connectionString: url, max: 2, idleTimeoutMillis: 1000 });
  return admin;
}

afterAll(async () => {
  for (const drop of leftForAfterAll.splice(0)) await drop();
  await admin?.end();
  admin = undefined;
});

/** Connections each PostgreSQL test database may open at once (a test's concurrent requests each take one). */
const TEST_POOL_SIZE = 6;

/**
 * A fresh database migrated to the latest schema, for one test: SQLite in memory, or with
 * TEST_DATABASE_URL=postgres://… a copy of the migrated template on that server, dropped when
 * the test ends (or, when made in `beforeAll`, when the file ends).
 *
 * `concurrent: true` is for tests of races: on PostgreSQL it opens all the pool's connections
 * first, so requests started together really run at once on separate connections (a cold pool
 * would open one connection per request, slowly enough to run them one after another).
 */
export async function createTestDatabase(options: { concurrent?: boolean } = {}): Promise<OpenDatabase> {
  const url = testPostgresUrl();
  if (!url) {
    const database = openDatabase(":memory:");
    await migrateToLatest(database.db, migrations);
    return database;
  }
  const name = `test_${process.pid}_${threadId}_${++created}_${Math.random().toString(36).slice(2, 8)}`;
  await adminPool(url).query(`create database ${quoteIdentifier(name)} template ${quoteIdentifier(TEMPLATE_DATABASE)}`);
  const database = openDatabase(urlForDatabase(url, name), { max: TEST_POOL_SIZE, idleTimeoutMillis: options.concurrent ? 60_000 : 1000 });
  urls.set(database, urlForDatabase(url, name));
  const drop = async () => {
    await database.db.destroy();
    await adminPool(url).query(`drop database if exists ${quoteIdentifier(name)} with (force)`);
  };
  try {
    onTestFinished(drop);
  } catch {
    leftForAfterAll.push(drop);
  }
  if (options.concurrent) {
    // All at once, so that none finds another's connection idle: the pool opens every one.
    const hold = () => database.db.connection().execute((connection) => sql`select pg_sleep(0.02)`.execute(connection));
    await Promise.all(Array.from({ length: TEST_POOL_SIZE }, hold));
  }
  return database;
}

/**
 * The same test database as another app process sees it: on PostgreSQL its own pool (warmed
 * like a concurrent one, closed when the test ends, before the database is dropped); on SQLite
 * the same handle, since an in-memory database lives in one process and SQLite runs one write
 * transaction at a time anyway.
 */
export async function openAsAnotherProcess(database: OpenDatabase, connections = 4): Promise<OpenDatabase> {
  const url = urls.get(database);
  if (!url) return database;
  const other = openDatabase(url, { max: connections, idleTimeoutMillis: 60_000 });
  onTestFinished(() => other.db.destroy());
  const hold = () => other.db.connection().execute((connection) => sql`select pg_sleep(0.02)`.execute(connection));
  await Promise.all(Array.from({ length: connections }, hold));
  return other;
}
