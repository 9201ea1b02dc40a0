// What `npm run bench` and `npm run bench:lighthouse` start: the production server on a free
// port with a fresh database, and the floor (bench/floor, issue 22). Both need `npm run build`
// first (their npm scripts run it).
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

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
 * The floor (issue 22): bench/floor, React Router's smallest server-rendered app with the same
 * versions, built and started beside the product; each page is reported as a share of it.
 */
export async function startFloor(): Promise<{ base: string; stop: () => Promise<void> }> {
  const build = spawn(process.execPath, ["../../node_modules/@react-router/dev/bin.cjs", "build"], { cwd: "bench/floor", stdio: ["ignore", "ignore", "inherit"] });
  const built = await new Promise<number | null>((resolve) => build.once("exit", resolve));
  if (built !== 0) throw new Error(`the floor app did not build (${built})`);
  const floorPort = await freePort();
  const floor = spawn(process.execPath, ["server.js"], { cwd: "bench/floor", env: { ...process.env, NODE_ENV: "production", PORT: String(floorPort) }, stdio: ["ignore", "ignore", "inherit"] });
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


/**
 * The product's production server (`server.js`, the last build) on a free port with a fresh
 * database of its own, healthy when this resolves; `stop` ends it and deletes the database.
 */
export async function startProduct(env: Record<string, string> = {}): Promise<{ base: string; database: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const database = join(tmpdir(), `balaca-bench-${port}.db`);
  const base = `http://127.0.0.1:${port}`;
  // BENCH_PRODUCT_DIR: another checkout's build (an older commit, for a before/after table).
  const server: ChildProcess = spawn(process.execPath, ["server.js"], {
    cwd: process.env.BENCH_PRODUCT_DIR ?? process.cwd(),
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATABASE_URL: database, LOG_REQUESTS: "false", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
    }
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${database}${suffix}`, { force: true });
  };
  try {
    await waitForHealth(base);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, database, stop };
}
