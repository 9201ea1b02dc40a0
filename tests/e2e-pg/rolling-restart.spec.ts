import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { openSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { SERVER_NODE_FLAGS } from "../../server/node-flags";
import { appServerEnv, linesIn, requestsIn } from "./deployment";

/**
 * A rolling restart behind the shipped nginx configuration (playwright.pg.config.ts runs this
 * after the other specs, since it replaces server C): one of the three processes gets SIGTERM
 * under load and is started again, and no request fails.
 */
const DATABASE_URL = process.env.E2E_PG_DATABASE_URL ?? "";
const PROXY = process.env.E2E_PG_PROXY ?? "";
const C = process.env.E2E_PG_ORIGIN_C ?? "";
const LOG_C = process.env.E2E_PG_LOG_C ?? "";
const LOG_FOLDER = process.env.E2E_PG_LOGS ?? "";

/** The pid the latest "listening" line of a server's log names. */
function listeningPid(logFile: string): number {
  const pid = linesIn(logFile).findLast((line) => line.msg === "listening")?.pid;
  if (!pid) throw new Error(`no "listening" line with a pid in ${logFile}`);
  return pid;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

interface Load {
  stop: () => Promise<{ sent: number; failures: string[] }>;
}

/** Visitors asking for pages through the proxy, one request after another each, until stopped. */
function startLoad(visitors: number, maxRequests: number): Load {
  const paths = ["/", "/auth", "/readyz", "/pricing"];
  let stopping = false;
  let sent = 0;
  const failures: string[] = [];
  const loops = Array.from({ length: visitors }, async (_, visitor) => {
    for (let turn = 0; !stopping && sent < maxRequests; turn += 1) {
      const path = paths[(visitor + turn) % paths.length] ?? "/";
      sent += 1;
      try {
        const response = await fetch(`${PROXY}${path}`, { redirect: "manual" });
        await response.arrayBuffer();
        if (response.status >= 500) failures.push(`${path}: ${response.status}`);
      } catch (error) {
        failures.push(`${path}: ${String(error)}`);
      }
    }
  });
  return {
    stop: async () => {
      stopping = true;
      await Promise.all(loops);
      return { sent, failures };
    },
  };
}

test("a rolling restart of one of three processes under load loses no request", async () => {
  test.setTimeout(120_000);
  const oldPid = listeningPid(LOG_C);
  const servedBefore = requestsIn(LOG_C).length;
  const load = startLoad(6, 20_000);
  let replacement: ChildProcess | undefined;
  let outcome: { sent: number; failures: string[] } | undefined;
  try {
    // C takes its share of the load.
    await expect.poll(() => requestsIn(LOG_C).length - servedBefore, { timeout: 30_000 }).toBeGreaterThanOrEqual(30);

    process.kill(oldPid, "SIGTERM");
    await expect.poll(() => isRunning(oldPid), { timeout: 30_000, intervals: [50] }).toBe(false);
    // It finished what it had and stopped by itself, well before the hard limit.
    const lines = linesIn(LOG_C);
    const shuttingDown = lines.find((line) => line.msg === "shutting down");
    const stopped = lines.find((line) => line.msg === "stopped");
    expect(stopped, "C exits after its last request, not at the shutdown limit").toBeDefined();
    expect(Date.parse(stopped?.time ?? "") - Date.parse(shuttingDown?.time ?? "")).toBeLessThan(3_000);

    // Started again on the same port, as `systemctl restart balaca@<port>` does.
    const logFile = join(LOG_FOLDER, "server-c-restarted.log");
    const out = openSync(logFile, "w");
    replacement = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.js"], {
      env: { ...process.env, ...appServerEnv(Number(new URL(C).port), DATABASE_URL, PROXY) },
      stdio: ["ignore", out, out],
    });
    await expect.poll(async () => (await fetch(`${C}/readyz`).catch(() => null))?.status, { timeout: 60_000, intervals: [200] }).toBe(200);
    // The proxy sends it requests again (the poll above asked for /readyz only).
    await expect.poll(() => requestsIn(logFile).filter((line) => line.path !== "/readyz").length, { timeout: 30_000 }).toBeGreaterThanOrEqual(30);
    outcome = await load.stop();
  } finally {
    outcome ??= await load.stop();
    if (replacement && replacement.exitCode === null) {
      const exited = once(replacement, "exit");
      replacement.kill("SIGTERM");
      await exited;
    }
  }
  expect(outcome.failures, `${outcome.failures.length} of ${outcome.sent} requests failed`).toEqual([]);
  expect(outcome.sent).toBeGreaterThan(100);
});
