/**
 * Structured logging: one JSON object per line on stdout (info) or stderr (warn, error).
 * `LOG_LEVEL=silent` writes nothing: the unit tier sets it (vitest.config.ts), so its output is
 * the tests' and not the warnings the tests provoke on purpose; a test that checks a log line
 * spies on `log` itself.
 */
type Fields = Record<string, unknown>;

function write(level: "info" | "warn" | "error", msg: string, fields: Fields = {}) {
  if (process.env.LOG_LEVEL === "silent") return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }, errorReplacer);
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
