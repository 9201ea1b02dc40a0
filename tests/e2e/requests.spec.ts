import { readFileSync } from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { expect, test } from "./fixtures";
import { strings } from "./strings";

/** Money and trust (issue 15): what a hostile client can send, and what every page says. */

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
    expect(paths).toEqual(expect.arrayContaining(["/preferences/language", "/contact", "/subscription/checkout", "/payments/epoint/result", "/api/payments/initiate"]));
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
    for (const referer of ["http://localhost//evil.example", "http://localhost/\\evil.example", "http://localhost/../..//evil.example", "https://evil.example/"]) {
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
