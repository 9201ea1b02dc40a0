// How `npm run bench` and `npm run bench:compare` measure a page: autocannon against one URL,
// its requests per second and the p50/p95 of its latencies.
import autocannon from "autocannon";

export const CONNECTIONS = 50;

export interface Measurement {
  path: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  non2xx: number;
  errors: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export async function measure(base: string, path: string, seconds: number, options: { connections?: number; cookie?: string; compressed?: boolean } = {}): Promise<Measurement> {
  const latencies: number[] = [];
  const headers: Record<string, string> = options.compressed === false ? {} : { "accept-encoding": "gzip, br" };
  if (options.cookie) headers.cookie = options.cookie;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${base}${path}`, connections: options.connections ?? CONNECTIONS, duration: seconds, headers },
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


/**
 * Signed-in pages measured for the growth table (issue 22): the same parent on the fresh
 * database, then with 50,000 other families and a two-year history of their own.
 */
export const SIGNED_IN_PAGES: ReadonlyArray<[label: string, path: string]> = [
  ["home, signed in", "/"],
  ["profile", "/profile"],
  ["children", "/profile/children"],
  ["subscription", "/profile/subscription"],
  ["transactions", "/profile/transactions"],
  ["catalogue, signed in", "/courses"],
];
