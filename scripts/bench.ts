// `npm run bench`: builds (through the npm script), starts the production server on a free
// port with a fresh database and, beside it, the floor (bench/floor: React Router's smallest
// server-rendered app, same versions), and measures requests per second and p50/p95 latency
// with autocannon (50 connections, BENCH_SECONDS s, default 10; each page BENCH_ROUNDS times,
// default 3, and the medians reported, except the dashboard's tabs) for the floor's page and the
// product's public pages, each as a share of the floor; then 20 sign-ins at once (p50/p95, and
// whether the event loop stayed free meanwhile); then, signed in, a few pages on the fresh
// database, every tab of the parent dashboard once 50,000 families (BENCH_FAMILIES) and a
// two-year history are in the database, and the growth table: the same pages on that database
// and on a second, fresh one, measured in turn round after round. The load
// generator shares the machine's cores with the servers, so figures are comparable run to run
// on one machine, not absolute; run it on a quiet machine (`uptime` load below about 1.5).
// BENCH_DATABASE_URL=postgres://… runs the product on a fresh PostgreSQL database on that server
// (ADR 018; scripts/bench-servers.ts); the large seed writes through SQLite's own API, so there
// the dashboard and growth tables are skipped (and the bench says so). The "hostile body" row
// (scripts/bench-hostile.ts) follows the public pages; BENCH_ONLY=hostile measures that row alone.
import { spawn } from "node:child_process";
import { CONNECTIONS, type Measurement, measure, measureRounds, percentile, perSecond, ROUNDS, SIGNED_IN_PAGES, summarise } from "./bench-measure.ts";
import { type BenchDatabase, BENCH_PASSWORD, makeBenchParent, poster, signedInCookie, startFloor, startProduct } from "./bench-servers.ts";
import { hostileBodyRow, measureHostileBody } from "./bench-hostile.ts";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;

/**
 * Sign-in under load: a parent account made through the sign-up form and its mailed
 * link, then `SIGN_IN_ROUNDS` rounds of 20 sign-ins at once (each from its own address, as 20
 * families would be). The password hash is OWASP's (the default cost); meanwhile /healthz is
 * asked every 50 ms, so a blocked event loop would show as a slow health answer.
 */
const SIGN_INS_AT_ONCE = 20;
const SIGN_IN_ROUNDS = 3;

async function measureSignIns(base: string, email: string) {
  const password = BENCH_PASSWORD;
  const post = poster(base);

  const health: number[] = [];
  const measuring = { on: true };
  const probe = (async () => {
    while (measuring.on) {
      const started = performance.now();
      await fetch(`${base}/healthz`);
      health.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const latencies: number[] = [];
  let failures = 0;
  for (let round = 0; round < SIGN_IN_ROUNDS; round++) {
    await Promise.all(
      Array.from({ length: SIGN_INS_AT_ONCE }, async (_, index) => {
        const started = performance.now();
        const answer = await post("/auth", { intent: "signin", email, password }, `10.201.${round}.${index + 1}`);
        latencies.push(performance.now() - started);
        if (answer.status !== 302) failures += 1;
      }),
    );
  }
  measuring.on = false;
  await probe;
  latencies.sort((a, b) => a - b);
  health.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    healthP95: percentile(health, 95),
    healthMax: health.at(-1) ?? Number.NaN,
    failures,
  };
}

const signedInRow = (label: string, m: Measurement) =>
  `| ${label} | ${m.path} | ${m.requestsPerSecond.toFixed(0)} | ${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} | ${m.non2xx + m.errors} |`;

const withRoundsP50 = (m: Measurement) =>
  m.roundsP50 && m.roundsP50.length > 1 ? `${m.p50.toFixed(1)} (${m.roundsP50.map((value) => value.toFixed(1)).join(", ")})` : m.p50.toFixed(1);

/** From one figure to another, as the growth table shows it: "+4 %", "-3 %". */
function change(from: number, to: number): string {
  const percent = ((to - from) / from) * 100;
  return `${percent >= 0 ? "+" : ""}${percent.toFixed(0)} %`;
}

const DASHBOARD_FAMILIES = Number(process.env.BENCH_FAMILIES ?? 50_000);
const DASHBOARD_CONNECTIONS = 10;

/** `seed:large` through the CLI on the server's database (it writes through SQLite's own API). */
async function seedLarge(database: BenchDatabase, email: string, families: number, history: "two-years" | "none") {
  const seeding = spawn(process.execPath, ["scripts/cli.ts", "seed:large", `--families=${families}`, `--parent=${email}`, `--history=${history}`], {
    env: { ...process.env, NODE_ENV: "production", DATABASE_URL: database.url },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const code = await new Promise<number | null>((resolve) => seeding.once("exit", resolve));
  if (code !== 0) throw new Error(`seed:large failed (${code})`);
}

/**
 * The parent dashboard on a large database: `DASHBOARD_FAMILIES` families with a
 * little activity each, and the bench parent's child with two years of practice and a
 * subscription (server/large-seed.ts, through the CLI's `seed:large`); then each tab, signed in
 * as that parent. The query plans of the same tabs are checked by
 * app/domain/dashboard/query-plans.server.test.ts.
 */
async function measureDashboard(base: string, database: BenchDatabase, email: string, restart: () => Promise<void>, cpuMicroseconds: () => number | null) {
  const cookie = await signedInCookie(base, email);
  // Signed in, measured as the public pages are (50 connections, no compression), for their
  // share of the floor (goal 1, docs/performance.md).
  const signedIn50: Array<[string, Measurement]> = [];
  for (const [, path] of SIGNED_IN_PAGES) await measure(base, path, WARMUP_SECONDS, { cookie, compressed: false });
  for (const [label, path] of SIGNED_IN_PAGES) signedIn50.push([label, await measureRounds(base, path, DURATION_SECONDS, { cookie, compressed: false })]);
  // seed:large writes through SQLite's own API (server/large-seed.ts): no large database on PostgreSQL.
  if (database.kind !== "sqlite") return { tabs: [], before: [], after: [], signedIn50, largeSeeded: false };
  await seedLarge(database, email, DASHBOARD_FAMILIES, "two-years");
  const tabs: ReadonlyArray<[label: string, path: string]> = [
    ["overview", "/parent-dashboard"],
    ["games", "/parent-dashboard/games"],
    ["activity, page 5", "/parent-dashboard/activity?page=5"],
    ["homework", "/parent-dashboard/homework"],
    ["assessment", "/parent-dashboard/assessment"],
    ["analytics", "/parent-dashboard/analytics"],
    ["insights", "/parent-dashboard/insights"],
    ["schedule", "/parent-dashboard/schedule"],
    ["achievements", "/parent-dashboard/achievements"],
    [
      "report, a year",
      `/parent-dashboard/report?from=${new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10)}&to=${new Date().toISOString().slice(0, 10)}`,
    ],
  ];
  for (const [, path] of tabs) await measure(base, path, 1, { connections: DASHBOARD_CONNECTIONS, cookie });
  const measured: Array<[string, Measurement]> = [];
  for (const [label, path] of tabs) measured.push([label, await measure(base, path, DURATION_SECONDS, { connections: DASHBOARD_CONNECTIONS, cookie })]);
  // A new process on the large database, so that both sides of the growth table are servers
  // just started (this one has served every page and sign-in of the bench so far).
  await restart();
  const { before, after } = await measureGrowth({ base, cookie, cpuMicroseconds });
  return { tabs: measured, before, after, signedIn50, largeSeeded: true };
}

/**
 * The growth table (goal 5, docs/performance.md): a second server on a fresh database beside the
 * large one, with a light parent: the same child and subscription as the heavy parent, added
 * today, and no history (seed:large --history=none), so the two differ only by the history and
 * the database's size, and both are processes just started. Each page is measured on the two in
 * turn, round after round (which goes first alternates), so both halves share the same minutes
 * of this machine: measured minutes apart, the same build's figures differed by more than goal 5
 * allows, for the machine's sake alone (docs/performance.md). Each round also takes the server's
 * CPU time per response (/proc): on a shared machine the latency at 10 connections still swings
 * from round to round, the CPU a response costs much less, and it is what a heavy parent's
 * history could add to.
 */
async function measureGrowth(large: { base: string; cookie: string; cpuMicroseconds: () => number | null }) {
  const fresh = await startProduct({ TRUST_PROXY_HOPS: "1" });
  try {
    const lightParent = await makeBenchParent(fresh.base, fresh.database);
    const freshCookie = await signedInCookie(fresh.base, lightParent);
    await seedLarge(fresh.database, lightParent, 0, "none");
    const sides = [{ base: fresh.base, cookie: freshCookie, cpuMicroseconds: fresh.cpuMicroseconds }, large] as const;
    // Both servers are processes just started: the first seconds of each page run slower while
    // V8 compiles the code it runs, on either side.
    for (const [, path] of SIGNED_IN_PAGES)
      for (const side of sides) await measure(side.base, path, WARMUP_SECONDS, { connections: DASHBOARD_CONNECTIONS, cookie: side.cookie });
    const before: Array<[string, Measurement]> = [];
    const after: Array<[string, Measurement]> = [];
    const measureWithCpu = async (side: (typeof sides)[number], path: string): Promise<Measurement> => {
      const cpuBefore = side.cpuMicroseconds();
      const measured = await measure(side.base, path, DURATION_SECONDS, { connections: DASHBOARD_CONNECTIONS, cookie: side.cookie });
      const cpuAfter = side.cpuMicroseconds();
      return cpuBefore === null || cpuAfter === null || measured.responses === 0
        ? measured
        : { ...measured, cpuPerResponse: (cpuAfter - cpuBefore) / measured.responses };
    };
    for (const [label, path] of SIGNED_IN_PAGES) {
      const runs: [Measurement[], Measurement[]] = [[], []];
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const);
        for (const side of order) runs[side].push(await measureWithCpu(sides[side], path));
      }
      before.push([label, summarise(path, runs[0])]);
      after.push([label, summarise(path, runs[1])]);
    }
    return { before, after };
  } finally {
    await fresh.stop();
  }
}

// One proxy hop trusted, so each simulated family signs in from its own address.
const product = await startProduct({ TRUST_PROXY_HOPS: "1" });
const { base, database } = product;

/** The "hostile body" row, printed; a hostile post not refused, or a health check failing, fails the bench. */
async function hostileBody() {
  const hostile = await measureHostileBody(base, DURATION_SECONDS, product.cpuMicroseconds);
  console.log(hostileBodyRow(hostile));
  if (hostile.not4xx > 0 || hostile.health.non2xx + hostile.health.errors + hostile.healthAlone.non2xx + hostile.healthAlone.errors > 0) process.exitCode = 1;
}

if (process.env.BENCH_ONLY === "hostile") {
  try {
    await hostileBody();
  } finally {
    await product.stop();
  }
  process.exit();
}
const floorApp = await startFloor();

try {
  // The floor comparison is made without compression: the floor's Express template gzips each
  // chunk React streams, which alone costs it more than half its throughput (docs/performance.md),
  // while the product joins React's writes before compressing, so compressed shares would flatter
  // the product.
  const uncompressed = { compressed: false } as const;
  await measure(floorApp.base, "/", WARMUP_SECONDS, uncompressed);
  const floorPage = await measureRounds(floorApp.base, "/", DURATION_SECONDS, uncompressed);
  const share = (m: Measurement) => (m.requestsPerSecond / floorPage.requestsPerSecond).toFixed(2);
  const routes: ReadonlyArray<[label: string, path: string]> = [
    ["home page (SSR)", "/"],
    ["assessment start (SSR)", "/assessment"],
    ["autism screening start (SSR)", "/assessment/autism"],
    ["plans (SSR)", "/subscription/plans"],
    ["catalogue (SSR)", "/courses"],
    ["game page shell (SSR)", "/games/counting"],
    ["homework task (SSR)", "/homework/motor-skills-1-2/turning-pages"],
    ["API: plans (JSON)", "/api/subscriptions/plans/"],
    ["resource route, no rendering", "/robots.txt"],
  ];
  for (const [, path] of routes) await measure(base, path, WARMUP_SECONDS, uncompressed);
  const measured: Array<[string, Measurement]> = [];
  for (const [label, path] of routes) measured.push([label, await measureRounds(base, path, DURATION_SECONDS, uncompressed)]);

  const row = (label: string, m: Measurement) =>
    `| ${label} | ${m.path} | ${perSecond(m)} | ${share(m)} | ${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} | ${m.non2xx + m.errors} |`;
  const header = "| route | path | req/s (rounds) | share of the floor | p50 ms | p95 ms | non-2xx + errors |\n|---|---|---|---|---|---|---|";
  console.log(
    `\nautocannon: ${CONNECTIONS} connections, medians of ${ROUNDS} rounds × ${DURATION_SECONDS} s per route, no compression, Node ${process.version}; database: ${database.label}\n`,
  );
  console.log(header);
  console.log(row("floor: bench/floor, the smallest React Router page", floorPage));
  for (const [label, m] of measured) console.log(row(label, m));
  await hostileBody();
  // BENCH_PUBLIC_ONLY=1: the public pages only (an older build has no dashboard to measure).
  if (process.env.BENCH_PUBLIC_ONLY !== "1") {
    const email = await makeBenchParent(base, database);
    const signIns = await measureSignIns(base, email);
    console.log(
      `\nsign-in, ${SIGN_IN_ROUNDS} rounds of ${SIGN_INS_AT_ONCE} at once (scrypt N=2^17): p50 ${signIns.p50.toFixed(0)} ms, p95 ${signIns.p95.toFixed(0)} ms; ` +
        `/healthz meanwhile p95 ${signIns.healthP95.toFixed(1)} ms, max ${signIns.healthMax.toFixed(1)} ms${signIns.failures ? `; ${signIns.failures} failed` : ""}`,
    );
    if (signIns.failures > 0) process.exitCode = 1;
    const dashboard = await measureDashboard(base, database, email, product.restart, product.cpuMicroseconds);
    console.log(
      `\nsigned-in pages on the fresh database, ${CONNECTIONS} connections, medians of ${ROUNDS} rounds × ${DURATION_SECONDS} s per page, no compression:\n`,
    );
    console.log(header);
    for (const [label, m] of dashboard.signedIn50) console.log(row(label, m));
    if (dashboard.largeSeeded) {
      console.log(
        `\nparent dashboard, ${DASHBOARD_FAMILIES} families in the database and the bench parent's child with two years of practice ` +
          `(${DASHBOARD_CONNECTIONS} connections, ${DURATION_SECONDS} s per tab, signed in, gzip/br accepted):\n`,
      );
      console.log("| tab | path | req/s | p50 ms | p95 ms | non-2xx + errors |\n|---|---|---|---|---|---|");
      for (const [label, m] of dashboard.tabs) console.log(signedInRow(label, m));
      console.log(
        `\ngrowth: a light parent (a child and a subscription added today) on a fresh database, and the bench parent with the same and a two-year history among ${DASHBOARD_FAMILIES} families, ` +
          `measured in turn (${DASHBOARD_CONNECTIONS} connections, medians of ${ROUNDS} alternating rounds × ${DURATION_SECONDS} s; each round's p50 in brackets; the servers' CPU time per response from /proc):\n`,
      );
      console.log(
        "| page | path | p50 ms, fresh | p50 ms, large | change | p95 ms, large | CPU µs per response, fresh | large | change |\n|---|---|---|---|---|---|---|---|---|",
      );
      for (const [index, [label, large]] of dashboard.after.entries()) {
        const fresh = dashboard.before[index]?.[1];
        if (!fresh) continue;
        const cpu =
          fresh.cpuPerResponse !== undefined && large.cpuPerResponse !== undefined
            ? `${fresh.cpuPerResponse.toFixed(0)} | ${large.cpuPerResponse.toFixed(0)} | ${change(fresh.cpuPerResponse, large.cpuPerResponse)}`
            : "– | – | –";
        console.log(
          `| ${label} | ${large.path} | ${withRoundsP50(fresh)} | ${withRoundsP50(large)} | ${change(fresh.p50, large.p50)} | ${large.p95.toFixed(1)} | ${cpu} |`,
        );
      }
    } else {
      console.log(`\nparent dashboard and growth with ${DASHBOARD_FAMILIES} families: skipped on PostgreSQL (seed:large writes through SQLite's own API).`);
    }
    measured.push(...dashboard.signedIn50, ...dashboard.tabs, ...dashboard.before, ...dashboard.after);
  }
  if (measured.some(([, m]) => m.non2xx + m.errors > 0)) {
    console.error("Some requests failed; the figures are not valid.");
    process.exitCode = 1;
  }
} finally {
  await floorApp.stop();
  await product.stop();
}
