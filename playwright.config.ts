import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { SERVER_NODE_FLAGS } from "./server/node-flags";
import { EXPERT_EMAIL, NAMED_OPERATOR } from "./tests/e2e/installation";
import { debianChromium } from "./tests/support/chromium";

// The config is evaluated again in every worker; the port and database are chosen once, in
// the main process, and reach the workers through the environment.
process.env.E2E_PORT ??= String(4100 + Math.floor(Math.random() * 800));
process.env.E2E_DATABASE ??= join(tmpdir(), `balaca-e2e-${process.env.E2E_PORT}-${Date.now()}.db`);
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;
/** A server with AUTISM_RETAKES=none (tests/e2e/autism.spec.ts). */
process.env.E2E_ONE_TIME_SCREENING_URL = `http://localhost:${port + 1}`;
/** The second server also names its operator and the content's creator (the first names neither), and offers expert support. */
process.env.E2E_NAMED_OPERATOR_URL = `http://localhost:${port + 1}`;

export default defineConfig({
  testDir: "tests/e2e",
  // Reports go to test-results/ (the JSON one feeds `npm run test:summary`); traces and
  // screenshots of failures go beside them.
  outputDir: "test-results/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  timeout: 30_000,
  // Two cores run the server, two browsers and axe at once: give a slow moment room.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: "az-AZ",
    // A trace records every action of every test, kept or not, which slows the whole suite on
    // a 2-core machine (figures in docs/performance.md). They are recorded when asked for (`E2E_TRACE=on npx playwright test …`, to
    // debug a failure); a failing test always leaves its screenshot and error context.
    trace: process.env.E2E_TRACE === "on" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "no-js", testIgnore: /budgets\.spec\.ts/, use: { ...debianChromium, javaScriptEnabled: false } },
    { name: "js", testIgnore: /budgets\.spec\.ts/, use: { ...debianChromium, javaScriptEnabled: true } },
    { name: "budgets", testMatch: /budgets\.spec\.ts/, use: { ...debianChromium } },
  ],
  // The second server shares the database and runs the autism screening's other retake
  // setting (one-time, no retakes); it starts after the first has migrated the database.
  webServer: [
    { ...server(port), env: serverEnv(port) },
    { ...server(port + 1), env: { ...serverEnv(port + 1), AUTISM_RETAKES: "none", ...NAMED_OPERATOR, EXPERT_EMAIL } },
  ],
});

function server(listenOn: number) {
  return {
    command: `node ${SERVER_NODE_FLAGS.join(" ")} server.js`,
    url: `http://localhost:${listenOn}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  };
}

function serverEnv(listenOn: number): Record<string, string> {
  return {
    NODE_ENV: "production",
    PORT: String(listenOn),
    DATABASE_URL: process.env.E2E_DATABASE ?? "",
    TRUST_PROXY_HOPS: "1",
    LOG_REQUESTS: "false",
    // Quiet unless asked (`LOG_LEVEL=warn npx playwright test …` to see what a failing run logs).
    LOG_LEVEL: process.env.LOG_LEVEL ?? "silent",
    // The demo, as `npm start` runs it: the tests apply its coupons.
    DEMO: "true",
    EPOINT_SIMULATOR: "true",
    // Dozens of parents sign up in a run; OWASP's cost (17, the default) makes each sign-up
    // and sign-in hold 128 MiB and keep a core busy for a long moment (docs/performance.md).
    // The unit tests check the default.
    PASSWORD_HASH_COST: "12",
  };
}
