import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { defineConfig } from "@playwright/test";
import { SERVER_NODE_FLAGS } from "./server/node-flags";
import { appServerEnv, writeNginxConfig } from "./tests/e2e-pg/deployment";
import { debianChromium } from "./tests/support/chromium";

/**
 * The several-process run on PostgreSQL (`npm run test:e2e:pg`, which starts a throw-away
 * cluster and creates the database first: scripts/e2e-pg.ts). Three production servers, A, B
 * and C, on three ports share one database behind nginx started from the shipped configuration
 * (deploy/nginx/balaca.conf, ports replaced: tests/e2e-pg/deployment.ts), as deploy/README.md runs
 * them: every process's public origin (APP_ORIGIN) is the proxy's, and each trusts one proxy
 * hop. Each server's stdout and stderr go to a log file the specs read. One worker, the `js`
 * project only.
 */
const databaseUrl = process.env.E2E_PG_DATABASE_URL ?? "";
if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
  throw new Error("E2E_PG_DATABASE_URL is not a postgres:// URL: run `npm run test:e2e:pg`");
}
// Evaluated again in the worker: the ports are chosen once, in the main process.
process.env.E2E_PG_PORT ??= String(5000 + Math.floor(Math.random() * 800));
const port = Number(process.env.E2E_PG_PORT);
const appPorts = [port, port + 1, port + 2];
const proxyPort = port + 3;
const proxyOrigin = `http://localhost:${proxyPort}`;
const logs = (process.env.E2E_PG_LOGS ??= resolve("test-results/e2e-pg"));
mkdirSync(logs, { recursive: true });
const logA = join(logs, "server-a.log");
const logB = join(logs, "server-b.log");
const logC = join(logs, "server-c.log");
const nginxCommand = writeNginxConfig(join(logs, "nginx"), proxyPort, appPorts);
// For the specs, in the worker.
Object.assign(process.env, {
  E2E_PG_PROXY: proxyOrigin,
  E2E_PG_ORIGIN_A: `http://localhost:${port}`,
  E2E_PG_ORIGIN_B: `http://localhost:${port + 1}`,
  E2E_PG_ORIGIN_C: `http://localhost:${port + 2}`,
  E2E_PG_LOG_A: logA,
  E2E_PG_LOG_B: logB,
  E2E_PG_LOG_C: logC,
});

const browser = { ...debianChromium, javaScriptEnabled: true };

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
    baseURL: proxyOrigin,
    locale: "az-AZ",
    trace: process.env.E2E_TRACE === "on" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "js",
      testIgnore: "rolling-restart.spec.ts",
      use: browser,
    },
    // Last, because it replaces server C.
    { name: "rolling-restart", testMatch: "rolling-restart.spec.ts", dependencies: ["js"] },
  ],
  // Started one after the other (A migrates and seeds first), then the proxy; stopped whatever
  // happens.
  webServer: [
    server(port, logA),
    server(port + 1, logB),
    server(port + 2, logC),
    { command: nginxCommand, url: `${proxyOrigin}/readyz`, reuseExistingServer: false, timeout: 10_000 },
  ],
});

function server(listenOn: number, logFile: string) {
  return {
    // The shell's redirection keeps every line of the server's log for the spec to read.
    command: `exec node ${SERVER_NODE_FLAGS.join(" ")} server.js >'${logFile}' 2>&1`,
    url: `http://localhost:${listenOn}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: appServerEnv(listenOn, databaseUrl, proxyOrigin),
  };
}
