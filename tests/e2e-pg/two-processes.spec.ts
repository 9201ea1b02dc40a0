import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { Client } from "pg";
import { TEST_CARDS } from "../../server/epoint-simulator";
import { PASSWORD, acceptLegal, submitSignUp, uniqueEmail } from "../e2e/accounts";
import { expect, test } from "../e2e/fixtures";
import { payOnGateway } from "../e2e/payments";
import { strings } from "../e2e/strings";

/**
 * Several app processes on one PostgreSQL database behind the shipped nginx configuration
 * (playwright.pg.config.ts, `npm run test:e2e:pg`). A parent signs up, signs in and pays through
 * the proxy, whose requests reach more than one process; the gateway's callback comes back
 * through the proxy once; the subscription is the same on every process; the renewal job
 * started beside A and B at once charges the saved card once.
 */
const az = strings.az;
const s = az.subscription;

const DATABASE_URL = process.env.E2E_PG_DATABASE_URL ?? "";
const PROXY = process.env.E2E_PG_PROXY ?? "";
const A = process.env.E2E_PG_ORIGIN_A ?? "";
const B = process.env.E2E_PG_ORIGIN_B ?? "";
const C = process.env.E2E_PG_ORIGIN_C ?? "";
const LOGS = [process.env.E2E_PG_LOG_A ?? "", process.env.E2E_PG_LOG_B ?? "", process.env.E2E_PG_LOG_C ?? ""];

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The newest link mailed to an address, as a path (the servers share the outbox). */
async function latestMailLink(email: string): Promise<string> {
  const [mail] = await query<{ body: string }>("select body from mail_outbox where to_email = $1 order by id desc limit 1", [email]);
  const link = /https?:\/\/\S+/.exec(mail?.body ?? "")?.[0];
  if (!link) throw new Error(`no mail with a link for ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

interface RequestLine {
  msg: string;
  method: string;
  path: string;
  status: number;
}

/** The request log a server wrote (one JSON line per request; other lines skipped). */
function requestsIn(logFile: string): RequestLine[] {
  return readFileSync(logFile, "utf8")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as RequestLine)
    .filter((line) => line.msg === "request");
}

const isCallback = (line: RequestLine) => line.method === "POST" && line.path === "/payments/epoint/result";

interface JobRun {
  child: ChildProcess;
  done: Promise<{ code: number | null; output: string }>;
}

/** `jobs:once` as of `asOf` for one parent, in its own process, beside the server on `port`. */
function startJobRun(name: string, port: string, asOf: string, email: string): JobRun {
  const child = spawn("node_modules/.bin/node", ["scripts/cli.ts", "jobs:once", `--now=${asOf}`, `--parent=${email}`], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL,
      // The simulator this run charges through: its own server's (A or B).
      PORT: port,
      EPOINT_SIMULATOR: "true",
      LOG_REQUESTS: "false",
      PG_POOL_MAX: "2",
      // Names its connections, so the test can see where each run waits.
      PGAPPNAME: name,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<{ code: number | null; output: string }>((resolve) => child.once("exit", (code) => resolve({ code, output })));
  return { child, done };
}

interface Backend {
  application_name: string;
  state: string | null;
  wait_event_type: string | null;
  query: string;
}

/**
 * Both runs are at the line: one waits for the locked `subscriptions` table (inside the job),
 * and the other either waits there too (no lease: a race) or keeps asking for the job's lease.
 */
async function bothRunsAtTheLine(names: [string, string]): Promise<boolean> {
  const backends = await query<Backend>("select application_name, state, wait_event_type, query from pg_stat_activity where application_name = any($1)", [
    names,
  ]);
  const waiting = (name: string) =>
    backends.some((b) => b.application_name === name && b.wait_event_type === "Lock" && b.query.includes('from "subscriptions"'));
  const askingForLease = (name: string) =>
    backends.some((b) => b.application_name === name && b.state === "idle" && b.query.startsWith('insert into "job_leases"'));
  const [first, second] = names;
  return (waiting(first) && (waiting(second) || askingForLease(second))) || (waiting(second) && askingForLease(first));
}

test("a parent signs up, pays and is called back through the proxy, and the renewal job started beside two processes charges once", async ({
  page,
}, testInfo) => {
  expect(new Set([PROXY, A, B, C]).size).toBe(4);
  const email = uniqueEmail(testInfo, "two-processes");

  // Signs up (the mailed link is read from the shared outbox).
  await submitSignUp(page, email);
  expect(new URL(page.url()).origin).toBe(PROXY);
  await page.goto(await latestMailLink(email));
  await page.getByRole("button", { name: az.auth.finishSignUp.submit }).click();
  await expect(page).toHaveURL(`${PROXY}/auth/legal`);
  await acceptLegal(page);

  // Comes back another day and signs in.
  await page.context().clearCookies();
  await page.goto("/auth");
  await page.getByLabel(az.auth.emailLabel, { exact: true }).fill(email);
  await page.getByLabel(az.auth.passwordLabel, { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: az.auth.signInSubmit }).click();
  await expect(page).toHaveURL(`${PROXY}/profile`);

  // Starts the monthly plan's trial; the gateway's page is on the public origin (the proxy).
  await page.goto("/subscription/checkout?plan=monthly");
  await page.getByRole("button", { name: s.trialButton }).click();
  await expect(page).toHaveURL(new RegExp(`^${PROXY}/epoint-simulator/pay/`));
  await payOnGateway(page, TEST_CARDS.success);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.activatedTitle);
  expect(new URL(page.url()).origin).toBe(PROXY);

  // The proxy spread the parent's requests; the card was registered and called back once, the
  // callback answered by whichever process the proxy chose.
  const perServer = LOGS.map(requestsIn);
  const servedTheParent = perServer.filter((lines) => lines.some((line) => line.path.startsWith("/auth") || line.path.startsWith("/subscription")));
  expect(servedTheParent.length).toBeGreaterThanOrEqual(2);
  const all = perServer.flat();
  expect(all.filter((line) => line.method === "POST" && line.path.endsWith("/api/1/card-registration"))).toHaveLength(1);
  expect(all.filter(isCallback).map((line) => line.status)).toEqual([200]);

  const [subscription] = await query<{ status: string; trial_end_date: string; card_id: string | null }>(
    "select s.status, s.trial_end_date, s.card_id from subscriptions s join users u on u.id = s.user_id where u.email = $1",
    [email],
  );
  expect(subscription).toMatchObject({ status: "trial", card_id: expect.any(String) });
  // The session is good on every process (the cookie is the host's, whatever the port).
  for (const origin of [A, B, C]) {
    await page.goto(`${origin}/profile/subscription`);
    await expect(page.getByRole("main")).toContainText(s.manage.statuses.trial);
  }

  // A minute after the trial's end, the renewal job by hand beside A and beside B at once. The
  // test holds the subscriptions table until both are at the line, so their passes overlap.
  const asOf = new Date(Date.parse(subscription?.trial_end_date ?? "") + 60_000).toISOString();
  const names: [string, string] = [`smoke-jobs-a-${process.pid}`, `smoke-jobs-b-${process.pid}`];
  const gate = new Client({ connectionString: DATABASE_URL });
  await gate.connect();
  let runs: JobRun[] = [];
  try {
    await gate.query("begin");
    await gate.query("lock table subscriptions in access exclusive mode");
    runs = [startJobRun(names[0], new URL(A).port, asOf, email), startJobRun(names[1], new URL(B).port, asOf, email)];
    // Seen twice in a row, so a run passing through the lease on its way to the table is not taken for one waiting at it.
    let seen = 0;
    await expect
      .poll(
        async () => {
          seen = (await bothRunsAtTheLine(names)) ? seen + 1 : 0;
          return seen;
        },
        { timeout: 30_000, intervals: [100] },
      )
      .toBeGreaterThanOrEqual(2);
  } catch (error) {
    for (const run of runs) run.child.kill();
    throw error;
  } finally {
    await gate.query("commit");
    await gate.end();
  }
  const results = await Promise.all(runs.map((run) => run.done));
  expect(
    results.map((result) => result.code),
    results.map((result) => result.output).join("\n"),
  ).toEqual([0, 0]);
  // One pass charged; the other waited for the lease, then found nothing due.
  const reports = results.map((result) => /\d+ charged, \d+ failed/.exec(result.output)?.[0]).toSorted();
  expect(reports).toEqual(["0 charged, 0 failed", "1 charged, 0 failed"]);

  const renewals = await query<{ status: string; kind: string }>(
    "select p.status, p.kind from payments p join users u on u.id = p.user_id where u.email = $1 and p.purpose = 'renewal'",
    [email],
  );
  expect(renewals).toEqual([{ status: "succeeded", kind: "saved_card" }]);
  const charges = await query<{ n: number }>(
    "select count(*)::int as n from epoint_simulator_transactions t join payments p on p.order_id = t.order_id join users u on u.id = p.user_id where u.email = $1 and t.kind = 'charge'",
    [email],
  );
  expect(charges).toEqual([{ n: 1 }]);
  const [renewed] = await query<{ status: string; renewal_failures: number }>(
    "select s.status, s.renewal_failures from subscriptions s join users u on u.id = s.user_id where u.email = $1",
    [email],
  );
  expect(renewed).toEqual({ status: "active", renewal_failures: 0 });
  for (const origin of [PROXY, A, B, C]) {
    await page.goto(`${origin}/profile/subscription`);
    await expect(page.getByRole("main")).toContainText(s.manage.statuses.active);
    await expect(page.getByRole("main")).not.toContainText(s.manage.statuses.trial);
  }
});
