// What `npm run bench` and `npm run bench:lighthouse` start: the production server on a free
// port with a fresh database, and the floor (bench/floor). Both need `npm run build`
// first (their npm scripts run it). The database is a SQLite file, or with
// BENCH_DATABASE_URL=postgres://… (a server, e.g. `scripts/pg-test-cluster.sh start`) a fresh
// PostgreSQL database created on it for the run and dropped after it (ADR 018).
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Client } from "pg";
import { SERVER_NODE_FLAGS } from "../server/node-flags.ts";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export async function waitForHealth(base: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the server did not become healthy in time");
}

/**
 * The floor: bench/floor, React Router's smallest server-rendered app with the same
 * versions, built and started beside the product; each page is reported as a share of it.
 */
export async function startFloor(): Promise<{ base: string; stop: () => Promise<void> }> {
  const build = spawn(process.execPath, ["../../node_modules/@react-router/dev/bin.cjs", "build"], {
    cwd: "bench/floor",
    stdio: ["ignore", "ignore", "inherit"],
  });
  const built = await new Promise<number | null>((resolve) => build.once("exit", resolve));
  if (built !== 0) throw new Error(`the floor app did not build (${built})`);
  const floorPort = await freePort();
  const floor = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.js"], {
    cwd: "bench/floor",
    env: { ...process.env, NODE_ENV: "production", PORT: String(floorPort) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const floorBase = `http://127.0.0.1:${floorPort}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(floorBase)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the floor app did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base: floorBase,
    stop: async () => {
      floor.kill("SIGTERM");
      await new Promise((r) => floor.once("exit", r));
    },
  };
}

/** A database for one run: a SQLite file, or a PostgreSQL database on BENCH_DATABASE_URL's server. */
export interface BenchDatabase {
  kind: "sqlite" | "postgres";
  /** What the server's DATABASE_URL is set to. */
  url: string;
  /** For the report: the file, or the URL without its password. */
  label: string;
  drop: () => Promise<void>;
}

function isPostgresUrl(url: string | undefined): url is string {
  return /^postgres(ql)?:\/\//i.test(url?.trim() ?? "");
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database for a run on `port`: on BENCH_DATABASE_URL's PostgreSQL server when set, else a SQLite file. */
export async function freshDatabase(port: number): Promise<BenchDatabase> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (isPostgresUrl(serverUrl)) {
    const name = `balaca_bench_${port}_${Date.now()}`;
    // Sorted byte by byte, as on SQLite (ADR 018).
    await withClient(serverUrl, (client) => client.query(`create database ${name} template template0 encoding 'UTF8' locale 'C'`));
    const url = new URL(serverUrl.trim());
    url.pathname = `/${name}`;
    const label = new URL(url);
    if (label.password) label.password = "***";
    return {
      kind: "postgres",
      url: url.toString(),
      label: `PostgreSQL ${label.toString()}`,
      drop: () => withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
    };
  }
  const file = join(tmpdir(), `balaca-bench-${port}.db`);
  return {
    kind: "sqlite",
    url: file,
    label: `SQLite ${file}`,
    drop: async () => {
      for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
    },
  };
}

/** The body of the newest mail to `to` in the outbox (the sign-up link), on either database. */
export async function latestMailBody(database: BenchDatabase, to: string): Promise<string> {
  const sql = "select body from mail_outbox where to_email = ? order by id desc limit 1";
  if (database.kind === "postgres") {
    const rows = await withClient(database.url, (client) => client.query<{ body: string }>(sql.replace("?", "$1"), [to]));
    return rows.rows[0]?.body ?? "";
  }
  const sqlite = new SQLite(database.url, { readonly: true });
  try {
    return (sqlite.prepare(sql).get(to) as { body: string } | undefined)?.body ?? "";
  } finally {
    sqlite.close();
  }
}

/**
 * The product's production server (`server.js`, the last build) on a free port with a fresh
 * database of its own (freshDatabase), healthy when this resolves; `restart` starts a new
 * process on the same port and database (sessions survive: they are in the database); `stop`
 * ends it and drops or deletes the database.
 */
export async function startProduct(
  env: Record<string, string> = {},
  { dir = process.env.BENCH_PRODUCT_DIR ?? process.cwd() }: { dir?: string } = {},
): Promise<{ base: string; database: BenchDatabase; restart: () => Promise<void>; stop: () => Promise<void>; cpuMicroseconds: () => number | null }> {
  const port = await freePort();
  const database = await freshDatabase(port);
  const base = `http://127.0.0.1:${port}`;
  // BENCH_PRODUCT_DIR: another checkout's build (an older commit, for a before/after table).
  const launch = (): ChildProcess =>
    spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.js"], {
      cwd: dir,
      // A production process outside the demo must choose its gateway and mail (payments off
      // and the outbox, as the bench has always measured), and name its operator.
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        DATABASE_URL: database.url,
        LOG_REQUESTS: "false",
        EPOINT_SIMULATOR: "false",
        MAIL_OUTBOX: "true",
        OPERATOR_NAME: "Bench MMC",
        OPERATOR_ADDRESS: "Bakı",
        OPERATOR_EMAIL: "bench@balaca.example",
        ...env,
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
  let server = launch();
  const end = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
    }
  };
  const stop = async () => {
    await end();
    await database.drop();
  };
  const restart = async () => {
    await end();
    server = launch();
    await waitForHealth(base);
  };
  try {
    await waitForHealth(base);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, database, restart, stop, cpuMicroseconds: () => cpuMicrosecondsOf(server.pid) };
}

/** Clock ticks per second of /proc's CPU times: USER_HZ, 100 on every Linux this runs on. */
const PROC_TICKS_PER_SECOND = 100;

/**
 * The CPU time (user + system, all its threads) the process `pid` has used so far, in µs, from
 * /proc/<pid>/stat; null where there is no /proc (the growth table then leaves the column out).
 */
export function cpuMicrosecondsOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1_000_000) / PROC_TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

export const BENCH_PASSWORD = "Bench parol 2026";

/** Posts a form as a browser would, from the address `from` (one proxy hop is trusted). */
export function poster(base: string) {
  return (path: string, form: Record<string, string>, from: string) =>
    fetch(`${base}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": from },
      body: new URLSearchParams(form),
    });
}

/** A parent made through the sign-up form and its mailed link; returns the email. */
export async function makeBenchParent(base: string, database: BenchDatabase): Promise<string> {
  const email = `bench-${Date.now()}@example.az`;
  const post = poster(base);
  await post("/auth?mode=signup", { intent: "signup", fullName: "Bench Parent", email, password: BENCH_PASSWORD }, "10.200.0.1");
  const body = await latestMailBody(database, email);
  const token = new URL(/https?:\/\/\S+/.exec(body)?.[0] ?? "http://x").searchParams.get("token") ?? "";
  const finished = await post("/auth/finish-signup", { token }, "10.200.0.1");
  if (finished.status !== 302) throw new Error(`could not make the bench parent (${finished.status})`);
  return email;
}

/**
 * The bench parent signed in, with the documents a new parent accepts on the review screen
 * before any page with their data: the session cookie (`__session=…`) to send.
 */
export async function signedInCookie(base: string, email: string): Promise<string> {
  const signedIn = await poster(base)("/auth", { intent: "signin", email, password: BENCH_PASSWORD }, "10.202.0.1");
  const cookie = (signedIn.headers.getSetCookie().find((value) => value.startsWith("__session=")) ?? "").split(";")[0] ?? "";
  if (!cookie) throw new Error(`could not sign the bench parent in (${signedIn.status})`);
  const accepted = await fetch(`${base}/auth/legal`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    body: new URLSearchParams({ "accept-privacy": "yes", "accept-terms": "yes", "accept-parental-consent": "yes" }),
  });
  if (accepted.status !== 302) throw new Error(`could not accept the documents (${accepted.status})`);
  return cookie;
}
