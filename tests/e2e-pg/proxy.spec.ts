import { request } from "node:http";
import { expect, test } from "@playwright/test";
import { requestsIn } from "./deployment";

/**
 * Behind the shipped nginx configuration (playwright.pg.config.ts) each visitor keeps their own
 * address, so one visitor's limits are not everyone's.
 */
const PROXY = process.env.E2E_PG_PROXY ?? "";
const LOGS = [process.env.E2E_PG_LOG_A ?? "", process.env.E2E_PG_LOG_B ?? "", process.env.E2E_PG_LOG_C ?? ""];

interface Answer {
  status: number;
  location: string | undefined;
}

/** A sign-up form post through the proxy, from one of the loopback addresses (127.0.0.0/8). */
function signUpFrom(localAddress: string, email: string, headers: Record<string, string> = {}): Promise<Answer> {
  const body = new URLSearchParams({ intent: "signup", fullName: "Aygün Məmmədova", email, password: "Gizli parol 2026" }).toString();
  const proxy = new URL(PROXY);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: proxy.port,
        localAddress,
        method: "POST",
        path: "/auth?mode=signup",
        agent: false,
        headers: {
          Host: proxy.host,
          Origin: PROXY,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

test("visitors behind the proxy are counted by their own address, which they cannot forge", async () => {
  const run = `${Date.now()}-${process.pid}`;
  // Eleven visitors, each signing up once: the site-wide eleventh sign-up is not refused.
  const visitors = Array.from({ length: 11 }, (_, index) => `127.0.0.${index + 2}`);
  const answers: Answer[] = [];
  for (const [index, address] of visitors.entries()) answers.push(await signUpFrom(address, `visitor-${index}-${run}@example.az`));
  expect(answers.map((answer) => answer.status)).toEqual(visitors.map(() => 302));
  expect(answers.map((answer) => answer.location)).toEqual(visitors.map(() => "/auth/check-email"));
  // Each process saw the visitor's address, not the proxy's.
  const seen = new Set(
    LOGS.flatMap(requestsIn)
      .filter((line) => line.method === "POST" && line.path === "/auth")
      .map((line) => line.ip),
  );
  for (const address of visitors) expect(seen).toContain(address);

  // One visitor naming a new address in X-Forwarded-For each time is still one visitor: ten
  // sign-ups an hour, then 429.
  const forger = "127.0.0.100";
  const forged: number[] = [];
  for (let index = 0; index < 11; index += 1) {
    forged.push((await signUpFrom(forger, `forger-${index}-${run}@example.az`, { "X-Forwarded-For": `198.51.100.${index + 1}` })).status);
  }
  expect(forged).toEqual([...Array.from({ length: 10 }, () => 302), 429]);
});
