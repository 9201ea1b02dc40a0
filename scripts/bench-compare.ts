// `BENCH_BASELINE_DIR=<a checkout with its build> npm run bench:compare`: this checkout's build
// against another's (for instance a worktree of the commit before a change), on the signed-in
// pages of `npm run bench`, at 50 connections without compression. The two are started in
// turn, BENCH_ROUNDS times each (default 3), each time with a fresh SQLite database and a new
// signed-in parent, and the medians are compared: on a shared machine a single run swings too
// much for one before/after pair to prove anything (figures in docs/performance.md; ADR 022).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { measure, median, ROUNDS, SIGNED_IN_PAGES } from "./bench-measure.ts";
import { makeBenchParent, signedInCookie, startProduct } from "./bench-servers.ts";

const baselineDir = process.env.BENCH_BASELINE_DIR;
if (!baselineDir || !existsSync(join(baselineDir, "build", "server"))) {
  console.error("BENCH_BASELINE_DIR must name a checkout with a production build (npm run build there).");
  process.exit(2);
}
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = 2;

/** Requests per second of each signed-in page, one run of one build. */
async function run(dir: string): Promise<number[]> {
  const product = await startProduct({ TRUST_PROXY_HOPS: "1" }, { dir });
  try {
    const cookie = await signedInCookie(product.base, await makeBenchParent(product.base, product.database));
    const perPage: number[] = [];
    for (const [, path] of SIGNED_IN_PAGES) {
      await measure(product.base, path, WARMUP_SECONDS, { cookie, compressed: false });
      const measured = await measure(product.base, path, SECONDS, { cookie, compressed: false });
      if (measured.non2xx + measured.errors > 0) throw new Error(`${path}: ${measured.non2xx} non-2xx, ${measured.errors} errors`);
      perPage.push(measured.requestsPerSecond);
    }
    return perPage;
  } finally {
    await product.stop();
  }
}

const runs = (values: number[]) => values.map((value) => value.toFixed(0)).join(", ");

const baseline: number[][] = [];
const current: number[][] = [];
for (let round = 0; round < ROUNDS; round++) {
  baseline.push(await run(baselineDir));
  current.push(await run(process.cwd()));
  console.error(`round ${round + 1} of ${ROUNDS} done`);
}

console.log(`\nsigned-in pages, req/s at 50 connections, ${SECONDS} s per page, no compression; medians of ${ROUNDS} alternating runs`);
console.log(`baseline: ${baselineDir}; current: ${process.cwd()}\n`);
console.log("| page | path | baseline (runs) | current (runs) | change |\n|---|---|---|---|---|");
SIGNED_IN_PAGES.forEach(([label, path], index) => {
  const before = baseline.map((pages) => pages[index] ?? Number.NaN);
  const after = current.map((pages) => pages[index] ?? Number.NaN);
  const change = (median(after) / median(before) - 1) * 100;
  console.log(
    `| ${label} | ${path} | ${median(before).toFixed(0)} (${runs(before)}) | ${median(after).toFixed(0)} (${runs(after)}) | ${change >= 0 ? "+" : ""}${change.toFixed(0)} % |`,
  );
});
