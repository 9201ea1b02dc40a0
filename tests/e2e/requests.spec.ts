import { readFileSync } from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { signedUpParent, uniqueEmail } from "./accounts";
import { cookieValue, expect, test } from "./fixtures";
import { strings } from "./strings";

/** Money and trust: what a hostile client can send, and what every page says. */

const az = strings.az;

/** Every route of the route config whose module has an action, as a URL with sample params. */
function routesWithActions(): string[] {
  const found: string[] = [];
  const walk = (entries: ReadonlyArray<RouteConfigEntry>, parent: string) => {
    for (const entry of entries) {
      const path = entry.path ? `${parent.replace(/\/$/, "")}/${entry.path}` : parent;
      const source = readFileSync(`app/${entry.file}`, "utf8");
      if (/export (async )?function action\b|export const action\b/.test(source)) {
        found.push(path.replace(/:(\w+)\??/g, "sample-$1").replace(/\*$/, "sample") || "/");
      }
      if (entry.children) walk(entry.children, path || "/");
    }
  };
  walk(routes, "");
  return [...new Set(found)];
}

const BODIES: ReadonlyArray<{ name: string; headers: Record<string, string>; data: string | Buffer }> = [
  { name: "JSON", headers: { "Content-Type": "application/json" }, data: '{"language":"en"}' },
  { name: "invalid JSON", headers: { "Content-Type": "application/json" }, data: '{"language":' },
  { name: "plain text", headers: { "Content-Type": "text/plain" }, data: "language=en" },
  { name: "no type", headers: {}, data: "language=en" },
  {
    name: "a truncated multipart body",
    headers: { "Content-Type": "multipart/form-data; boundary=----cut" },
    data: '------cut\r\nContent-Disposition: form-data; name="language"\r\n\r\nen',
  },
  { name: "a multipart type without a boundary", headers: { "Content-Type": "multipart/form-data" }, data: "language=en" },
  { name: "2 MB of form", headers: { "Content-Type": "application/x-www-form-urlencoded" }, data: Buffer.alloc(2 * 1024 * 1024, "a") },
];

test.describe("money and trust", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "requests need no browser; they run once, in the no-js project");

  test("every action answers a body of the wrong format with 400, 413 or 415, never a 5xx", async ({ request, baseURL }) => {
    // Hundreds of requests, some of 2 MB, on a busy 2-core machine.
    test.setTimeout(120_000);
    const paths = routesWithActions();
    expect(paths).toEqual(
      expect.arrayContaining(["/preferences/language", "/contact", "/subscription/checkout", "/payments/epoint/result", "/api/payments/initiate"]),
    );
    const problems: string[] = [];
    for (const path of paths) {
      for (const body of BODIES) {
        const answer = await request.post(path, { headers: { Origin: baseURL ?? "", ...body.headers }, data: body.data, maxRedirects: 0 });
        const status = answer.status();
        const acceptable = path.startsWith("/api/") ? status >= 400 && status < 500 : [400, 413, 415].includes(status);
        if (!acceptable) problems.push(`${path} with ${body.name}: ${status}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test("a page refuses a JSON body with the translated error page", async ({ request, baseURL }) => {
    const answer = await request.post("/contact", { headers: { Origin: baseURL ?? "", "Content-Type": "application/json" }, data: "{}" });
    expect(answer.status()).toBe(415);
    expect(await answer.text()).toContain(az.errors.badRequestTitle);
  });

  test("the resend link of the email reminder never follows a Referer", async ({ request, baseURL }) => {
    for (const referer of [
      "http://localhost//evil.example",
      "http://localhost/\\evil.example",
      "http://localhost/../..//evil.example",
      "https://evil.example/",
    ]) {
      const answer = await request.post("/auth/confirm-email", {
        headers: { Origin: baseURL ?? "", Referer: referer },
        form: { intent: "resend", returnTo: "/../..//evil.example" },
        maxRedirects: 0,
      });
      const location = answer.headers().location ?? "";
      expect(location.startsWith("/") && !location.startsWith("//") && !location.startsWith("/\\")).toBe(true);
    }
    for (const redirectTo of ["/../..//evil.example", "/.//evil.example", "///evil.example", "/\\evil.example", "/\t/evil.example"]) {
      const answer = await request.post("/preferences/theme", { headers: { Origin: baseURL ?? "" }, form: { theme: "dark", redirectTo }, maxRedirects: 0 });
      expect(answer.headers().location).toBe("/");
    }
  });

  test("every page says that payments are a test while the simulator takes them", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("note").filter({ hasText: az.testPayments })).toBeVisible();
    await page.goto("/subscription/plans");
    await expect(page.getByRole("note").filter({ hasText: az.testPayments })).toBeVisible();
  });
});

const nonceOfPolicy = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];
const noncesOfPage = (html: string) => [...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))];

/**
 * Shared pages (ADR 020, server/shared-html.ts): a page that is the same for every visitor who
 * is not signed in is rendered once a minute and given to the others, each with a nonce of
 * their own. Nothing of one visitor may reach another, and a signed-in parent never gets it.
 */
test.describe("pages shared between visitors", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "requests and one sign-in; they run once, in the no-js project");

  test("each visitor gets the page with a nonce of their own, in their language, with scripts only if wanted", async ({ request }) => {
    const first = await request.get("/");
    const second = await request.get("/");
    expect(first.status()).toBe(200);
    expect(second.status()).toBe(200);
    const [firstNonce, secondNonce] = [nonceOfPolicy(first.headers()["content-security-policy"]), nonceOfPolicy(second.headers()["content-security-policy"])];
    expect(firstNonce).toBeTruthy();
    expect(secondNonce).not.toBe(firstNonce);
    // Every inline script of each answer carries that answer's nonce, and only it.
    expect(noncesOfPage(await first.text())).toEqual([firstNonce]);
    expect(noncesOfPage(await second.text())).toEqual([secondNonce]);
    // The same page for an English visitor and for a browser saving data: their own pages.
    const english = await request.get("/", { headers: { Cookie: `lng=${cookieValue("en")}` } });
    expect(await english.text()).toContain('<html lang="en"');
    const savingData = await request.get("/", { headers: { "Save-Data": "on" } });
    expect(await savingData.text()).not.toContain("<script");
    expect(await (await request.get("/")).text()).toContain('<html lang="az"');
  });

  test("a signed-in parent never gets a visitor's page", async ({ page, request }, testInfo) => {
    // A sign-up (scrypt) on a busy machine.
    test.setTimeout(60_000);
    const email = uniqueEmail(testInfo, "shared-page");
    expect((await request.get("/")).status()).toBe(200);
    await signedUpParent(page, email);
    await page.goto("/");
    // The parent's own home page, with the next step only a signed-in parent is shown.
    await expect(page.getByRole("region", { name: az.nextStep.title })).toBeVisible();
  });
});
