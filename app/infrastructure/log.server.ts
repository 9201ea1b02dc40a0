/**
 * Structured logging: one JSON object per line, info on stdout, warnings and errors on stderr.
 * `LOG_LEVEL` is the lowest level written: `info` (the default), `warn`, `error` or `silent`.
 * Tests are quiet unless LOG_LEVEL asks: under vitest the default is `silent`, and Playwright's
 * web servers get `LOG_LEVEL=silent` (playwright.config.ts), so a run's output is the tests'
 * and not the warnings they provoke on purpose. A test that checks what is logged sets a sink
 * (`logTo`), which receives every entry whatever the level.
 */
type Level = "info" | "warn" | "error";
type Fields = Record<string, unknown>;

export interface LogEntry extends Fields {
  time: string;
  level: Level;
  msg: string;
}

const RANK: Record<string, number> = { info: 0, warn: 1, error: 2, silent: 3 };

let sink: ((entry: LogEntry) => void) | null = null;

/** Sends every entry to `next` instead of the output (null: back to the output); answers the way back. */
export function logTo(next: ((entry: LogEntry) => void) | null): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

function lowestWritten(): number {
  const setting = process.env.LOG_LEVEL || (process.env.VITEST ? "silent" : "info");
  return RANK[setting] ?? 0;
}

function write(level: Level, msg: string, fields: Fields = {}) {
  const entry: LogEntry = { time: new Date().toISOString(), level, msg, ...fields };
  if (sink) return sink(entry);
  if ((RANK[level] ?? 0) < lowestWritten()) return;
  const line = JSON.stringify(entry, errorReplacer);
  if (level === "info") process.stdout.write(`${line}\n`);
  else process.stderr.write(`${line}\n`);
}

function errorReplacer(_key: string, value: unknown) {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

export const log = {
  info: (msg: string, fields?: Fields) => write("info", msg, fields),
  warn: (msg: string, fields?: Fields) => write("warn", msg, fields),
  error: (msg: string, fields?: Fields) => write("error", msg, fields),
};
