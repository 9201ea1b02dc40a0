import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { defineConfig } from "@playwright/test";
import { SERVER_NODE_FLAGS } from "./server/node-flags";

/**
 * The two-process smoke on PostgreSQL (issue 23 item 4; `npm run test:e2e:pg`, which starts a
 * throw-away cluster and creates the database first: scripts/e2e-pg.ts). Two production
 * servers, A and B, on two ports share one database; B's public origin (APP_ORIGIN) is A's, so
 * the gateway's pages and callbacks for payments B starts go to A, as a load balancer would
 * send them to any process. Each server's stdout and stderr go to a log file the spec reads
 * (A's request log shows the callback). One worker, the `js` project only.
 */
const databaseUrl = process.env.E2E_PG_DATABASE_URL ?? "";
if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
  throw new Error("E2E_PG_DATABASE_URL is not a postgres:// URL: run `npm run test:e2e:pg`");
}
// Evaluated again in the worker: the ports are chosen once, in the main process.
process.env.E2E_PG_PORT ??= String(5000 + Math.floor(Math.random() * 800));
const port = Number(process.env.E2E_PG_PORT);
const originA = `http://localhost:${port}`;
const logs = (process.env.E2E_PG_LOGS ??= resolve("test-results/e2e-pg"));
mkdirSync(logs, { recursive: true });
const logA = join(logs, "server-a.log");
const logB = join(logs, "server-b.log");
// For the spec, in the worker.
Object.assign(process.env, { E2E_PG_ORIGIN_A: originA, E2E_PG_ORIGIN_B: `http://localhost:${port + 1}`, E2E_PG_LOG_A: logA, E2E_PG_LOG_B: logB });

/** Debian's Chromium headless shell, as playwright.config.ts uses it. */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

export default defineConfig({
  testDir: "tests/e2e-pg",
  outputDir: "test-results/e2e-pg/output",
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-pg.json" }]],
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: originA,
    locale: "az-AZ",
    trace: process.env.E2E_TRACE === "on" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "js",
      use: {
        browserName: "chromium",
        javaScriptEnabled: true,
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
          args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
        },
      },
    },
  ],
  // Started one after the other (A migrates and seeds first), stopped whatever happens.
  webServer: [server(port, logA, {}), server(port + 1, logB, { APP_ORIGIN: originA })],
});

function server(listenOn: number, logFile: string, extra: Record<string, string>) {
  return {
    // The shell's redirection keeps every line of the server's log for the spec to read.
    command: `exec node ${SERVER_NODE_FLAGS.join(" ")} server.js >'${logFile}' 2>&1`,
    url: `http://localhost:${listenOn}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      PORT: String(listenOn),
      DATABASE_URL: databaseUrl,
      // Few connections each: two servers and two job runners share the throw-away cluster.
      PG_POOL_MAX: "4",
      TRUST_PROXY_HOPS: "1",
      LOG_REQUESTS: "true",
      // Outside the demo, the stand-ins are chosen explicitly, as an operator would.
      EPOINT_SIMULATOR: "true",
      MAIL_OUTBOX: "true",
      PASSWORD_HASH_COST: "12",
      ...extra,
    },
  };
}
