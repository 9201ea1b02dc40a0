import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, type SqliteDatabase, SqliteDialect } from "kysely";
import type { Database } from "./schema.ts";

export const DEFAULT_DATABASE_URL = "./data/app.db";

export interface OpenDatabase {
  db: Kysely<Database>;
  /** The raw handle, for the few things Kysely does not cover (backups, pragmas). */
  sqlite: SQLite.Database;
  /** Absolute path of the file, or ":memory:". */
  file: string;
}

/** Accepts `./data/app.db`, `file:./data/app.db`, `file:///abs/app.db` or `:memory:`. */
export function databaseFileFromUrl(url: string): string {
  const trimmed = url.trim();
  if (trimmed === ":memory:" || trimmed === "file::memory:") return ":memory:";
  const withoutScheme = trimmed.replace(/^file:(\/\/)?/, "");
  return resolve(withoutScheme);
}

/**
 * Opens (creating if needed) the SQLite file with the pragmas the whole product relies on:
 * WAL for concurrent readers, foreign keys, a busy timeout, and synchronous=FULL so a
 * committed payment survives a power cut.
 */
export function openDatabase(url: string = DEFAULT_DATABASE_URL): OpenDatabase {
  const file = databaseFileFromUrl(url);
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = FULL");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: keepingStatements(sqlite) }) });
  return { db, sqlite, file };
}

/** How many prepared statements a connection keeps: every query the product makes, with room. */
const KEPT_STATEMENTS = 1000;

/**
 * The connection as Kysely sees it, keeping each prepared statement for the next query with the
 * same SQL: Kysely asks to prepare every query again, which SQLite then parses and plans anew
 * (about 5 % of a signed-in page's time, issue 22). At most `limit` statements are kept, the
 * least recently used dropped first; a statement still being read (a streamed query) is not
 * shared. SQLite prepares a kept statement again by itself when the schema changes.
 */
export function keepingStatements(sqlite: SQLite.Database, limit = KEPT_STATEMENTS): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const kept = statements.get(sql);
      if (kept && !kept.busy) {
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = sqlite.prepare(sql);
      if (!kept) {
        statements.set(sql, statement);
        if (statements.size > limit) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
      }
      return statement;
    },
  };
}
