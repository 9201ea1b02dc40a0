import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { openSync } from "node:fs";
import { Agent, request } from "node:http";
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

interface HeldRequest {
  /** Settles once the server has the request's headers and waits for its body. */
  started: Promise<void>;
  /** Sends the body; the server's answer. */
  finish: () => Promise<{ status: number; connection: string | undefined }>;
}

/** The theme form posted straight to one process, on a keep-alive connection, held open after its headers. */
function holdRequest(origin: string): HeldRequest {
  const body = THEME_FORM.body.toString();
  const url = new URL(origin);
  const agent = new Agent({ keepAlive: true });
  const req = request({
    host: "127.0.0.1",
    port: url.port,
    method: "POST",
    path: THEME_FORM.path,
    agent,
    headers: {
      Host: url.host,
      Origin: PROXY,
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": Buffer.byteLength(body),
      Expect: "100-continue",
    },
  });
  // Node answers "100 Continue" when the request has reached the application.
  const started = once(req, "continue").then(() => undefined);
  const answer = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection });
        agent.destroy();
      });
    });
    req.on("error", reject);
  });
  req.flushHeaders();
  return {
    started,
    finish: () => {
      req.end(body);
      return answer;
    },
  };
}

interface Load {
  stop: () => Promise<{ sent: number; failures: string[] }>;
}

/** A form post nginx must never send twice: it is lost if the process it reached exits under it. */
interface LoadRequest {
  method: "GET" | "POST";
  path: string;
  body?: URLSearchParams;
}
const THEME_FORM = { method: "POST", path: "/preferences/theme", body: new URLSearchParams({ theme: "dark", redirectTo: "/" }) } satisfies LoadRequest;
const PAGE = (path: string): LoadRequest => ({ method: "GET", path });
const REQUESTS: LoadRequest[] = [PAGE("/"), THEME_FORM, PAGE("/auth"), THEME_FORM, PAGE("/healthz"), PAGE("/pricing")];

/** Visitors asking for pages and posting a form through the proxy, one request after another each, until stopped. */
function startLoad(visitors: number, maxRequests: number): Load {
  const state = { stopping: false };
  let sent = 0;
  const failures: string[] = [];
  const loops = Array.from({ length: visitors }, async (_, visitor) => {
    for (let turn = 0; !state.stopping && sent < maxRequests; turn += 1) {
      const { method, path, body } = REQUESTS[(visitor + turn) % REQUESTS.length] ?? PAGE("/");
      sent += 1;
      try {
        const response = await fetch(`${PROXY}${path}`, { method, body, redirect: "manual", headers: body ? { Origin: PROXY } : {} });
        await response.arrayBuffer();
        if (response.status >= 400) failures.push(`${method} ${path}: ${response.status}`);
      } catch (error) {
        failures.push(`${method} ${path}: ${String(error)}`);
      }
    }
  });
  return {
    stop: async () => {
      state.stopping = true;
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

    // A request under way when the signal comes: answered, on a connection the answer closes.
    const held = holdRequest(C);
    await held.started;
    process.kill(oldPid, "SIGTERM");
    await expect.poll(() => linesIn(LOG_C).some((line) => line.msg === "shutting down"), { intervals: [20] }).toBe(true);
    expect(await held.finish()).toEqual({ status: 302, connection: "close" });
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
  console.log(`rolling restart: ${outcome.sent} requests through nginx, ${outcome.failures.length} failed`);
  expect(outcome.failures, `${outcome.failures.length} of ${outcome.sent} requests failed`).toEqual([]);
  expect(outcome.sent).toBeGreaterThan(100);
});
