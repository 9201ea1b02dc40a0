// How `npm run bench` and `npm run bench:compare` measure a page: autocannon against one URL,
// its requests per second and the p50/p95 of its latencies.
import autocannon from "autocannon";

export const CONNECTIONS = 50;
/** How many times `measureRounds` measures a page (BENCH_ROUNDS, default 3). */
export const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

export interface Measurement {
  path: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  non2xx: number;
  errors: number;
  /** How many responses came back in the measured time. */
  responses: number;
  /** The server's CPU time per response (µs), when the caller measured it (the growth table). */
  cpuPerResponse?: number;
  /** Each round's requests per second, when the figures are medians of several rounds. */
  rounds?: number[];
  /** Each round's p50, likewise. */
  roundsP50?: number[];
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export async function measure(
  base: string,
  path: string,
  seconds: number,
  options: {
    connections?: number;
    cookie?: string;
    compressed?: boolean;
    /** Requests per second over all connections; as fast as answered without it. */ rate?: number;
  } = {},
): Promise<Measurement> {
  const latencies: number[] = [];
  const headers: Record<string, string> = options.compressed === false ? {} : { "accept-encoding": "gzip, br" };
  if (options.cookie) headers.cookie = options.cookie;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}${path}`,
        connections: options.connections ?? CONNECTIONS,
        duration: seconds,
        headers,
        ...(options.rate ? { overallRate: options.rate } : {}),
      },
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
    responses: latencies.length,
  };
}

export function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * A page measured `ROUNDS` times in a row: the median of each figure (requests per second, p50,
 * p95), the failures of all rounds together, and each round's requests per second: on a shared
 * machine one run alone swings too much to be read (figures in docs/performance.md).
 */
export async function measureRounds(base: string, path: string, seconds: number, options: Parameters<typeof measure>[3] = {}): Promise<Measurement> {
  const runs: Measurement[] = [];
  for (let round = 0; round < ROUNDS; round++) runs.push(await measure(base, path, seconds, options));
  return summarise(path, runs);
}

/** The median CPU time per response of runs that all measured it; nothing otherwise. */
function cpuOfRuns(runs: Measurement[]): { cpuPerResponse?: number } {
  const measured = runs.flatMap((run) => (run.cpuPerResponse === undefined ? [] : [run.cpuPerResponse]));
  return measured.length > 0 && measured.length === runs.length ? { cpuPerResponse: median(measured) } : {};
}

/** Several runs of one page as one figure: the medians, the failures of all runs, each run's requests per second. */
export function summarise(path: string, runs: Measurement[]): Measurement {
  return {
    path,
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p50: median(runs.map((run) => run.p50)),
    p95: median(runs.map((run) => run.p95)),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    responses: runs.reduce((sum, run) => sum + run.responses, 0),
    ...cpuOfRuns(runs),
    rounds: runs.map((run) => run.requestsPerSecond),
    roundsP50: runs.map((run) => run.p50),
  };
}

/**
 * Signed-in pages measured for the growth table (goal 5, docs/performance.md): the same parent
 * on the fresh database, then with 50,000 other families and a two-year history of their own.
 */
export const SIGNED_IN_PAGES: ReadonlyArray<[label: string, path: string]> = [
  ["home, signed in", "/"],
  ["profile", "/profile"],
  ["children", "/profile/children"],
  ["subscription", "/profile/subscription"],
  ["transactions", "/profile/transactions"],
  ["catalogue, signed in", "/courses"],
];

/** Requests per second as a table shows it: the median, and each round's figure after it. */
export function perSecond(m: Measurement): string {
  return m.rounds && m.rounds.length > 1
    ? `${m.requestsPerSecond.toFixed(0)} (${m.rounds.map((value) => value.toFixed(0)).join(", ")})`
    : m.requestsPerSecond.toFixed(0);
}
