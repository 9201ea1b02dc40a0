import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import type SQLite from "better-sqlite3";

/**
 * Writes a consistent online copy of the open database to `<dir>/<timestamp>.db` with
 * SQLite's backup API, which is safe while the app keeps writing. Returns the file path.
 */
export async function backupDatabase(sqlite: SQLite.Database, dir = "./backups", now: Date = new Date()): Promise<string> {
  const target = resolve(dir);
  mkdirSync(target, { recursive: true });
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  const file = join(target, `${stamp}.db`);
  await sqlite.backup(file);
  return file;
}
