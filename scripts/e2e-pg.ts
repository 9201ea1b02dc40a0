// `npm run test:e2e:pg`: the two-process smoke on PostgreSQL (ADR 019). The npm script
// runs this inside a throw-away cluster (scripts/pg-test-cluster.sh run, which sets
// TEST_DATABASE_URL and removes the cluster whatever happens). Here: build if the build is
// missing or older than the sources (CI has just built it in `npm test`), create a database for
// the run, and run playwright.pg.config.ts, which starts the two servers and stops them after
// the spec. Exits with Playwright's code; prints the servers' logs when it failed.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { Client } from "pg";

const serverUrl = process.env.TEST_DATABASE_URL ?? "";
if (!/^postgres(ql)?:\/\//.test(serverUrl)) {
  console.error("TEST_DATABASE_URL is not a postgres:// URL: run `npm run test:e2e:pg` (it starts a throw-away cluster).");
  process.exit(2);
}

/** Newest modification time under the given files and folders. */
function newest(paths: string[]): number {
  let latest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) latest = Math.max(latest, newest([join(path, entry)]));
    } else {
      latest = Math.max(latest, stat.mtimeMs);
    }
  }
  return latest;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const child = spawn(command, args, { stdio: "inherit", env });
  return new Promise((done) => child.once("exit", (code, signal) => done(code ?? (signal ? 1 : 0))));
}

const builtFile = "build/server/index.js";
const sources = ["app", "server", "db", "migrations", "public", "server.js", "vite.config.ts", "react-router.config.ts", "package-lock.json"];
if (!existsSync(builtFile) || statSync(builtFile).mtimeMs < newest(sources)) {
  console.log("e2e on PostgreSQL: the build is missing or older than the sources; building.");
  const built = await run("npm", ["run", "build"]);
  if (built !== 0) process.exit(built);
}

// A database of its own, sorted byte by byte as on SQLite (ADR 018).
const name = `balaca_e2e_${process.pid}`;
const admin = new Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`drop database if exists ${name}`);
await admin.query(`create database ${name} template template0 encoding 'UTF8' locale 'C'`);
await admin.end();
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${name}`;

const logs = resolve("test-results/e2e-pg");
rmSync(logs, { recursive: true, force: true });
let code: number;
try {
  code = await run(process.execPath, ["node_modules/@playwright/test/cli.js", "test", "--config", "playwright.pg.config.ts", ...process.argv.slice(2)], {
    ...process.env,
    E2E_PG_DATABASE_URL: databaseUrl.toString(),
    E2E_PG_LOGS: logs,
  });
} finally {
  const cleanup = new Client({ connectionString: serverUrl });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
  await cleanup.end();
}
if (code !== 0) {
  for (const file of ["server-a.log", "server-b.log", "server-c.log", "server-c-restarted.log", "nginx/error.log"]) {
    const path = join(logs, file);
    if (!existsSync(path)) continue;
    const lines = readFileSync(path, "utf8").trimEnd().split("\n");
    console.error(`\n--- ${file} (last 40 lines) ---\n${lines.slice(-40).join("\n")}`);
  }
}
process.exit(code);
