import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { Pool, types, type CustomTypesConfig } from "pg";
import { log } from "../app/infrastructure/log.server.ts";
import type { DatabaseKind } from "./portable.ts";
import type { Database } from "./schema.ts";

export { type DatabaseKind, dialectOf } from "./portable.ts";

export const DEFAULT_DATABASE_URL = "./data/app.db";

/**
 * An open database. SQLite (the default) is one file in the process; PostgreSQL (ADR 018) is a
 * pool of connections to a server several app processes share. Callers use `db` and nothing
 * else; the raw SQLite handle is there only for the SQLite-only chores (backups, pragmas, query
 * plans, the large benchmark seed), which check `kind` first.
 */
export type OpenDatabase =
  | {
      kind: "sqlite";
      db: Kysely<Database>;
      sqlite: SQLite.Database;
      /** Absolute path of the file, or ":memory:". */
      file: string;
      /** Where the data lives, for logs (no secrets). */
      location: string;
    }
  | {
      kind: "postgres";
      db: Kysely<Database>;
      sqlite?: undefined;
      file?: undefined;
      location: string;
    };

/** `postgres://…` or `postgresql://…` selects PostgreSQL; anything else is a SQLite file. */
export function databaseKindFromUrl(url: string): DatabaseKind {
  return /^postgres(ql)?:\/\//i.test(url.trim()) ? "postgres" : "sqlite";
}

/** Accepts `./data/app.db`, `file:./data/app.db`, `file:///abs/app.db` or `:memory:`. */
export function databaseFileFromUrl(url: string): string {
  const trimmed = url.trim();
  if (trimmed === ":memory:" || trimmed === "file::memory:") return ":memory:";
  const withoutScheme = trimmed.replace(/^file:(\/\/)?/, "");
  return resolve(withoutScheme);
}

/** The URL without its password, for logs. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url.trim());
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparsable database URL)";
  }
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * PostgreSQL's `count(*)` and `sum(integer)` are bigints, `avg` a numeric; `pg` returns both as
 * strings. Every such number here is far below 2^53 (counts, money in minor units), so they come
 * back as JavaScript numbers, as on SQLite, and no caller needs to know the dialect.
 */
const numberTypes = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return format === "binary" ? types.getTypeParser(oid, "binary") : types.getTypeParser(oid, "text");
  },
} as CustomTypesConfig;

export interface PostgresPoolOptions {
  /** Connections kept by this process (default 10, or PG_POOL_MAX). */
  max?: number;
  /** How long an idle connection stays open, in ms (default 10 s). */
  idleTimeoutMillis?: number;
  /** How long a query waits for a connection, a new one or a free one of the pool, before it
   * fails, in ms (default PG_CONNECT_TIMEOUT_MS, else 10 s). */
  connectionTimeoutMillis?: number;
  /** The server cancels a statement that runs longer, in ms; 0 sets no limit (default
   * PG_STATEMENT_TIMEOUT_MS, else 30 s). */
  statementTimeoutMillis?: number;
}

export const DEFAULT_PG_CONNECT_TIMEOUT_MS = 10_000;
export const DEFAULT_PG_STATEMENT_TIMEOUT_MS = 30_000;

/** A whole number of milliseconds from the environment, or the default when unset. */
function millisecondsFromEnv(name: string, fallback: number, { allowZero }: { allowZero: boolean }): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < (allowZero ? 0 : 1)) {
    throw new Error(`Invalid environment:\n  ${name}: a whole number of milliseconds${allowZero ? " (0 for no limit)" : " above 0"}, not "${raw}"`);
  }
  return value;
}

/** The settings a pool is opened with: the options given, else the environment, else defaults. */
export function postgresPoolSettings(options: PostgresPoolOptions = {}): Required<PostgresPoolOptions> {
  const envMax = Number(process.env.PG_POOL_MAX);
  return {
    max: options.max ?? (Number.isInteger(envMax) && envMax > 0 ? envMax : 10),
    idleTimeoutMillis: options.idleTimeoutMillis ?? 10_000,
    // Without a limit, a query waits for ever for a server that accepts and never answers, or
    // for a pool whose connections are all held; the request then hangs instead of failing.
    connectionTimeoutMillis:
      options.connectionTimeoutMillis ?? millisecondsFromEnv("PG_CONNECT_TIMEOUT_MS", DEFAULT_PG_CONNECT_TIMEOUT_MS, { allowZero: false }),
    // A runaway statement holds its connection and its row locks (a payment's among them) for
    // as long as it runs; the server ends it instead.
    statementTimeoutMillis:
      options.statementTimeoutMillis ?? millisecondsFromEnv("PG_STATEMENT_TIMEOUT_MS", DEFAULT_PG_STATEMENT_TIMEOUT_MS, { allowZero: true }),
  };
}

/** A Kysely over a `pg` pool; `pool.end()` runs on `db.destroy()`. */
export function openPostgres(url: string, options: PostgresPoolOptions = {}): Kysely<Database> {
  const settings = postgresPoolSettings(options);
  const pool = new Pool({
    connectionString: url.trim(),
    max: settings.max,
    idleTimeoutMillis: settings.idleTimeoutMillis,
    connectionTimeoutMillis: settings.connectionTimeoutMillis,
    // Sent when each connection opens, so it holds for every statement of every connection.
    statement_timeout: settings.statementTimeoutMillis,
    types: numberTypes,
  });
  // An idle client losing its server (a restart, a failover, a dropped test database) must not
  // crash the process; the next query gets a fresh connection. It is logged: a run of them
  // means the database is going away.
  pool.on("error", (error) => log.error("database connection lost", { database: redactedUrl(url), error }));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * How much of the SQLite file is read through a memory map rather than a read call per page
 * (ADR 003, later of 2026-11-27): a parent's page reads a few hundred rows spread over a large
 * file, and without the map each page of it is copied from the kernel again into SQLite's small
 * cache. Measured on a database of 50,000 families (issue 22's growth bench, two servers side by
 * side, four alternating rounds at 10 connections): the catalogue of a parent with a two-year
 * history −9 % p50. Writes still go through the WAL; the map is address space, not memory.
 */
export const SQLITE_MMAP_BYTES = 256 * 1024 * 1024;

/**
 * Opens the database `url` names. For SQLite, opens (creating if needed) the file with the
 * pragmas the product relies on: WAL for concurrent readers, foreign keys, a busy timeout,
 * synchronous=FULL so a committed payment survives a power cut, and reads through a memory map
 * (SQLITE_MMAP_BYTES).
 */
export function openDatabase(url: string = DEFAULT_DATABASE_URL, options: PostgresPoolOptions = {}): OpenDatabase {
  if (databaseKindFromUrl(url) === "postgres") {
    return { kind: "postgres", db: openPostgres(url, options), location: redactedUrl(url) };
  }
  const file = databaseFileFromUrl(url);
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kind: "sqlite", db, sqlite, file, location: file };
}
