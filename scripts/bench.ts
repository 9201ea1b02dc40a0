// `npm run bench`: builds (through the npm script), starts the production server on a free
// port with a fresh database, and measures requests per second and p50/p95 latency with
// autocannon (50 connections, 10 s) for the home page, the assessment's start page, the plans
// page, the catalogue, a game page, a homework task and for the framework floor
// (/robots.txt: a resource route through the same middleware, rendering nothing), then
// prints both and their ratio. The load generator shares the machine's cores with the server,
// so figures are comparable run to run on one machine, not absolute.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;

interface Measurement {
  path: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  non2xx: number;
  errors: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitForHealth(base: string, timeoutMs = 30_000) {
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

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function measure(base: string, path: string, seconds: number): Promise<Measurement> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${base}${path}`, connections: CONNECTIONS, duration: seconds, headers: { "accept-encoding": "gzip, br" } },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    path,
    requestsPerSecond: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const port = await freePort();
const database = join(tmpdir(), `balaca-bench-${port}.db`);
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["server.js"], {
  env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATABASE_URL: database, LOG_REQUESTS: "false" },
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  await waitForHealth(base);
  const routes: ReadonlyArray<[label: string, path: string]> = [
    ["home page (SSR)", "/"],
    ["assessment start (SSR)", "/assessment"],
    ["autism screening start (SSR)", "/assessment/autism"],
    ["plans (SSR)", "/subscription/plans"],
    ["catalogue (SSR)", "/courses"],
    ["game page shell (SSR)", "/games/counting"],
    ["homework task (SSR)", "/homework/motor-skills-1-2/turning-pages"],
    ["API: plans (JSON)", "/api/subscriptions/plans/"],
    ["framework floor", "/robots.txt"],
  ];
  for (const [, path] of routes) await measure(base, path, WARMUP_SECONDS);
  const measured: Array<[string, Measurement]> = [];
  for (const [label, path] of routes) measured.push([label, await measure(base, path, DURATION_SECONDS)]);

  const row = (label: string, m: Measurement) =>
    `| ${label} | ${m.path} | ${m.requestsPerSecond.toFixed(0)} | ${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} | ${m.non2xx + m.errors} |`;
  console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route, Node ${process.version}\n`);
  console.log("| route | path | req/s | p50 ms | p95 ms | non-2xx + errors |");
  console.log("|---|---|---|---|---|---|");
  for (const [label, m] of measured) console.log(row(label, m));
  const home = measured.find(([, m]) => m.path === "/")?.[1];
  const floor = measured.find(([, m]) => m.path === "/robots.txt")?.[1];
  if (home && floor) console.log(`\nhome / floor throughput ratio: ${(home.requestsPerSecond / floor.requestsPerSecond).toFixed(2)}`);
  if (measured.some(([, m]) => m.non2xx + m.errors > 0)) {
    console.error("Some requests failed; the figures are not valid.");
    process.exitCode = 1;
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${database}${suffix}`, { force: true });
}
