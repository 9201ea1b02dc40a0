// `npm run bench:lighthouse`: builds (through the npm script), starts the production
// server with a fresh database and the floor (bench/floor), and runs Lighthouse's mobile audit
// (its defaults: a mid-range phone, 4× slower CPU, 150 ms round trips, 1.6 Mbps, simulated)
// LIGHTHOUSE_RUNS times (default 3) on each page in Debian's Chromium, then writes the medians to
// docs/performance.md between the `lighthouse` markers and prints them. Not part of `npm test`.
// Lighthouse's throttling is simulated from one fast load, so the figures depend less on the
// machine's load than `npm run bench`'s; still, run it on a quiet machine.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { startFloor, startProduct } from "./bench-servers.ts";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const DOC = "docs/performance.md";
const START = "<!-- lighthouse:start -->";
const END = "<!-- lighthouse:end -->";

/** The product's pages of goal 2 (docs/performance.md); the floor's page is measured the same way. */
const PAGES: ReadonlyArray<[label: string, path: string]> = [
  ["home", "/"],
  ["assessment start", "/assessment"],
  ["plans", "/subscription/plans"],
  ["courses", "/courses"],
  ["homework task", "/homework/motor-skills-1-2/turning-pages"],
  ["game page", "/games/counting"],
];

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  bytes: number;
}

/** Debian's Chromium, headless, with a DevTools port for Lighthouse. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), "balaca-lighthouse-"));
  const chromium: ChildProcess = spawn(
    CHROMIUM,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--no-default-browser-check",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port: ${seen}`)), 30_000);
    chromium.stderr?.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    chromium.once("exit", (code) => reject(new Error(`Chromium exited (${code}): ${seen}`)));
  });
  return {
    port,
    stop: async () => {
      if (chromium.exitCode === null) {
        chromium.kill("SIGTERM");
        await new Promise((r) => chromium.once("exit", r));
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** One audit; a run whose trace Chromium failed to record (Lighthouse asks to run it again) is run again, twice at most. */
async function audit(url: string, port: number, attempt = 1): Promise<Run> {
  const result = await lighthouse(url, { port, onlyCategories: ["performance"], output: "json", logLevel: "error" });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) {
    if (attempt < 3) return audit(url, port, attempt + 1);
    throw new Error(`Lighthouse failed on ${url} ${attempt} times: ${lhr.runtimeError.message}`);
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    bytes: value("total-byte-weight"),
  };
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function measurePage(base: string, path: string, port: number): Promise<Run & { scores: number[] }> {
  // One load first, so that neither the server's first render nor Chromium's cold cache is measured.
  await audit(`${base}${path}`, port);
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(`${base}${path}`, port));
  return {
    score: median(runs.map((run) => run.score)),
    scores: runs.map((run) => run.score),
    fcp: median(runs.map((run) => run.fcp)),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    bytes: median(runs.map((run) => run.bytes)),
  };
}

const product = await startProduct();
const floor = await startFloor();
const chromium = await startChromium();
try {
  const rows: string[] = [];
  const row = (label: string, path: string, m: Awaited<ReturnType<typeof measurePage>>) =>
    `| ${label} | ${path} | ${m.score} (${m.scores.join(", ")}) | ${(m.fcp / 1000).toFixed(2)} | ${(m.lcp / 1000).toFixed(2)} | ${m.tbt.toFixed(0)} | ${(m.bytes / 1024).toFixed(0)} |`;
  rows.push(row("floor: bench/floor", "/", await measurePage(floor.base, "/", chromium.port)));
  console.log(rows.at(-1));
  let failed = false;
  for (const [label, path] of PAGES) {
    const m = await measurePage(product.base, path, chromium.port);
    if (m.score < 98 || m.fcp > 1200) failed = true;
    rows.push(row(label, path, m));
    console.log(rows.at(-1));
  }
  const day = new Date().toISOString().slice(0, 16).replace("T", " ");
  const table = [
    START,
    `Measured ${day} UTC by \`npm run bench:lighthouse\`: Lighthouse ${lighthouseVersion()} mobile (simulated: 150 ms RTT, 1.6 Mbps, 4× CPU), Debian's Chromium, production build, fresh database; medians of ${RUNS} runs after one unmeasured load. Targets (goal 2): score ≥ 98, first contentful paint ≤ 1.2 s.`,
    "",
    "| page | path | score, median (runs) | FCP s | LCP s | TBT ms | bytes KB |",
    "|---|---|---|---|---|---|---|",
    ...rows,
    END,
  ].join("\n");
  console.log(`\n${table}\n`);
  const doc = readFileSync(DOC, "utf8");
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  writeFileSync(
    DOC,
    start >= 0 && end > start ? `${doc.slice(0, start)}${table}${doc.slice(end + END.length)}` : `${doc.trimEnd()}\n\n## Lighthouse, mobile\n\n${table}\n`,
  );
  console.log(`Written to ${DOC}.${failed ? " Some pages miss the targets." : " Every page meets the targets."}`);
} finally {
  await chromium.stop();
  await floor.stop();
  await product.stop();
}

function lighthouseVersion(): string {
  const manifest: unknown = JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8"));
  return typeof manifest === "object" && manifest !== null && "version" in manifest ? String(manifest.version) : "?";
}
