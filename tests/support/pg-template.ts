import { Client } from "pg";
import { databaseKindFromUrl, openDatabase } from "../../db/database.ts";
import { type MigrationModule, migrateToLatest } from "../../db/migrator.ts";

export const migrations = import.meta.glob<MigrationModule>("../../migrations/*.ts", { eager: true });

/**
 * On PostgreSQL the unit tier migrates once into this template (vitest's global setup), and
 * every test gets `CREATE DATABASE … TEMPLATE` of it: a copy of the migrated schema in a few
 * milliseconds, instead of twenty migrations per test.
 */
export const TEMPLATE_DATABASE = "balaca_test_template";

/** The PostgreSQL server the unit tier runs on, or undefined for SQLite in memory. */
export function testPostgresUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url && databaseKindFromUrl(url) === "postgres" ? url : undefined;
}

/** The same server URL, naming another database. */
export function urlForDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A database identifier, quoted (names here are generated, but quote anyway). */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Runs statements outside any transaction (CREATE/DROP DATABASE need that) on the server's own database. */
export async function withAdminClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops the template if a previous run left it, creates it and migrates it to the latest schema. */
export async function createTemplate(url: string): Promise<void> {
  await dropTemplate(url);
  await withAdminClient(url, (client) => client.query(`create database ${quoteIdentifier(TEMPLATE_DATABASE)}`));
  const template = openDatabase(urlForDatabase(url, TEMPLATE_DATABASE), { max: 1 });
  try {
    await migrateToLatest(template.db, migrations);
  } finally {
    await template.db.destroy();
  }
}

export async function dropTemplate(url: string): Promise<void> {
  await withAdminClient(url, (client) => client.query(`drop database if exists ${quoteIdentifier(TEMPLATE_DATABASE)} with (force)`));
}
