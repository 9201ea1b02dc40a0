// The bench's "hostile body" row: form posts of one field name repeated to fill the 1 MiB body
// limit, sent in a loop to the public forms, while autocannon asks /healthz at a steady rate, as
// other visitors would. /healthz is measured alone first, then beside the loop, so the row shows
// what the hostile posts cost everyone else, and the server's CPU time per hostile post (from
// /proc, so less swayed by other work on the machine than the latencies). Goals: the hostile posts answered 4xx in under
// 100 ms (p95), /healthz p95 under 50 ms meanwhile.
import { measure, percentile, type Measurement } from "./bench-measure.ts";

/** Just under the 1 MiB byte limit, all of it empty fields named `x`. */
const HOSTILE_BODY = "x=&".repeat(Math.floor((1024 * 1024) / 3));
const HOSTILE_PATHS = ["/auth", "/contact"] as const;
/** Other visitors' connections to /healthz, and their requests per second altogether. */
const HEALTH_CONNECTIONS = 10;
const HEALTH_RATE = 100;
export const HOSTILE_ANSWER_GOAL_MS = 100;
export const HEALTH_P95_GOAL_MS = 50;

export interface HostileBodyMeasurement {
  bodyBytes: number;
  posts: number;
  /** Hostile posts answered with anything but 4xx, or not answered. */
  not4xx: number;
  statuses: number[];
  /** The server's CPU time per hostile post, sent one at a time with nothing else (µs); null without /proc. */
  cpuPerPost: number | null;
  p50: number;
  p95: number;
  max: number;
  /** /healthz without the hostile posts, then beside them. */
  healthAlone: Measurement;
  health: Measurement;
}

/** Posts counted for the CPU time per post. */
const CPU_SAMPLE_POSTS = 50;

export async function measureHostileBody(base: string, seconds: number, cpuMicroseconds: () => number | null): Promise<HostileBodyMeasurement> {
  const latencies: number[] = [];
  const statuses = new Set<number>();
  let not4xx = 0;
  const postOnce = async (post: number) => {
    const path = HOSTILE_PATHS[post % HOSTILE_PATHS.length] ?? "/contact";
    const started = performance.now();
    try {
      const answer = await fetch(`${base}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "10.202.0.1" },
        body: HOSTILE_BODY,
      });
      await answer.arrayBuffer();
      latencies.push(performance.now() - started);
      statuses.add(answer.status);
      if (answer.status < 400 || answer.status > 499) not4xx += 1;
    } catch {
      not4xx += 1;
    }
  };
  // Alone first: a warm-up, then the server's CPU time per post.
  for (let post = 0; post < CPU_SAMPLE_POSTS / 5; post++) await postOnce(post);
  const cpuBefore = cpuMicroseconds();
  for (let post = 0; post < CPU_SAMPLE_POSTS; post++) await postOnce(post);
  const cpuAfter = cpuMicroseconds();
  const cpuPerPost = cpuBefore !== null && cpuAfter !== null ? (cpuAfter - cpuBefore) / CPU_SAMPLE_POSTS : null;
  latencies.length = 0;

  const healthOptions = { connections: HEALTH_CONNECTIONS, rate: HEALTH_RATE };
  const healthAlone = await measure(base, "/healthz", seconds, healthOptions);
  const sending = { on: true };
  // One attacker's loop: each post sent as soon as the one before it is answered.
  const sender = (async () => {
    for (let post = 0; sending.on; post++) await postOnce(post);
  })();
  let health: Measurement;
  try {
    health = await measure(base, "/healthz", seconds, healthOptions);
  } finally {
    sending.on = false;
    await sender;
  }
  latencies.sort((a, b) => a - b);
  return {
    bodyBytes: Buffer.byteLength(HOSTILE_BODY),
    posts: latencies.length,
    not4xx,
    statuses: [...statuses].toSorted((a, b) => a - b),
    cpuPerPost,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: latencies.at(-1) ?? Number.NaN,
    healthAlone,
    health,
  };
}

const met = (ok: boolean) => (ok ? "met" : "MISSED");

/** The row as the bench prints it, with whether each goal was met. */
export function hostileBodyRow(m: HostileBodyMeasurement): string {
  return (
    `\nhostile body: ${m.bodyBytes} bytes of repeated fields (x=&x=&…) posted in a loop to ${HOSTILE_PATHS.join(" and ")}, one after another; ` +
    `/healthz asked by autocannon (${HEALTH_CONNECTIONS} connections, ${HEALTH_RATE} req/s) alone, then meanwhile:\n\n` +
    "| row | hostile posts | answers | server CPU ms per post | hostile p50 ms | hostile p95 ms | hostile max ms | /healthz p95 ms alone | /healthz p50 ms meanwhile | /healthz p95 ms meanwhile | /healthz non-2xx + errors | goals (hostile p95 < 100 ms, /healthz p95 < 50 ms) |\n" +
    "|---|---|---|---|---|---|---|---|---|---|---|---|\n" +
    `| hostile body | ${m.posts} | ${m.statuses.join(", ")}${m.not4xx ? `; ${m.not4xx} not 4xx` : ""} | ${m.cpuPerPost === null ? "–" : (m.cpuPerPost / 1000).toFixed(1)} | ${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} | ${m.max.toFixed(1)} | ` +
    `${m.healthAlone.p95.toFixed(1)} | ${m.health.p50.toFixed(1)} | ${m.health.p95.toFixed(1)} | ${m.health.non2xx + m.health.errors + m.healthAlone.non2xx + m.healthAlone.errors} | ` +
    `${met(m.p95 < HOSTILE_ANSWER_GOAL_MS)}, ${met(m.health.p95 < HEALTH_P95_GOAL_MS)} |`
  );
}
