import { type Page, test as base, expect } from "@playwright/test";
import SQLite from "better-sqlite3";
import { axeViolations, pageKey, scriptedCopy } from "./axe";
import { isHydrationError } from "./hydration";

export { expect };
export { WCAG_TAGS } from "./axe";

/** Pages of the `no-js` project: axe cannot run inside them. */
const pagesWithoutJavaScript = new WeakSet<Page>();

/** Pages this worker has checked, as ./axe.ts `pageKey` names them. */
const checkedPages = new Set<string>();

async function keyOf(page: Page): Promise<string> {
  const html = page.locator("html");
  return pageKey(page.url(), (await html.getAttribute("lang")) ?? "", (await html.getAttribute("data-theme")) ?? "");
}

/**
 * After a full page load, waits until the page's scripts have taken over, when it has any, so
 * that a test taps what a parent would tap once the page is ready rather than racing them (a
 * press before is the browser's own post). Nothing to wait for without JavaScript, or on a page
 * sent without scripts (ADR 023). The standalone script every other page has (ADR 024) marks the
 * phone menu `data-enhanced` once it runs.
 */
export async function scriptsReady(page: Page) {
  // The project's setting covers the pages a test opens itself (a second parent, a new context).
  if (pagesWithoutJavaScript.has(page) || base.info().project.use.javaScriptEnabled === false) return;
  if ((await page.locator('script[type="module"]').count()) === 0) return;
  await expect(page.locator("details.drawer")).toHaveAttribute("data-enhanced", "true");
}

/**
 * Fails when axe finds any WCAG 2.2 AA violation on the page as it is now (for a page without
 * JavaScript, on its scripted copy: ./axe.ts).
 */
export async function expectAccessible(page: Page, options: { colorScheme?: "light" | "dark" } = {}) {
  let target = page;
  if (pagesWithoutJavaScript.has(page)) {
    target = await scriptedCopy(page, options.colorScheme ?? "light");
  }
  // From the top: the sticky header would otherwise cover content the test scrolled to,
  // which axe reports as undersized touch targets.
  await target.evaluate(() => window.scrollTo(0, 0));
  // Toasts fade in and out over 1.5 s (axe would measure their contrast mid-fade); they are
  // checked while fully shown by a test of their own (a11y.spec.ts).
  expect(await axeViolations(target, { exclude: ".toasts" }), `accessibility violations on ${page.url()}`).toEqual([]);
  checkedPages.add(await keyOf(page));
}

/**
 * The check every test ends with, once per page, language and theme in a worker: a page that
 * this worker already checked in the same language was checked then.
 */
async function expectAccessibleOnce(page: Page) {
  if (checkedPages.has(await keyOf(page))) return;
  await expectAccessible(page);
}

/** The value React Router's createCookie writes for an unsigned cookie (the `lng` and `theme` cookies). */
export function cookieValue(value: string): string {
  return encodeURIComponent(Buffer.from(JSON.stringify(value), "utf8").toString("base64"));
}

/** The server's database, read-only, to check what a flow stored. */
export function openTestDatabase(): SQLite.Database {
  const file = process.env.E2E_DATABASE;
  if (!file) throw new Error("E2E_DATABASE is not set; run the tests through playwright.config.ts");
  return new SQLite(file, { readonly: true, fileMustExist: true });
}

/**
 * The server's database, writable: only to seed history a test cannot make through the pages in
 * its time (weeks of a child's activity). The server keeps working on it (SQLite, WAL).
 */
export function seedTestDatabase(seed: (db: SQLite.Database) => void): void {
  const file = process.env.E2E_DATABASE;
  if (!file) throw new Error("E2E_DATABASE is not set; run the tests through playwright.config.ts");
  const db = new SQLite(file, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.transaction(() => seed(db))();
  } finally {
    db.close();
  }
}

let clientCounter = 0;

/** React Router's single-fetch data requests: `/contact.data`, `/_root.data?…`. */
function isRouterDataUrl(url: string): boolean {
  try {
    return new URL(url).pathname.endsWith(".data");
  } catch {
    return false;
  }
}

interface Fixtures {
  /** The made-up client address this test's requests come from (rate limits count per address). */
  clientIp: string;
}

/**
 * Every test: requests from its own client address; fails on a console error, an uncaught
 * page error, a hydration error (whatever the console calls it: React reports them through
 * `reportError`, which arrives as a page error), a failed request or a server error; ends with
 * an accessibility check of the page it finished on.
 */
export const test = base.extend<Fixtures>({
  clientIp: async ({}, use, testInfo) => {
    clientCounter += 1;
    await use(`10.${testInfo.workerIndex % 250}.${Math.floor(clientCounter / 250) % 250}.${(clientCounter % 250) + 1}`);
  },
  page: async ({ page, clientIp, javaScriptEnabled }, use) => {
    const problems: string[] = [];
    /** Pages that answered 4xx on purpose (not found, invalid form): Chrome logs those too. */
    const pageAnswers = new Set<string>();
    if (!javaScriptEnabled) pagesWithoutJavaScript.add(page);
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": clientIp });
    page.on("console", (message) => {
      if (isHydrationError(message.text())) {
        problems.push(`hydration error (console ${message.type()}): ${message.text()}`);
        return;
      }
      if (message.type() !== "error") return;
      // A 4xx answer of a page or of React Router's data request (a form with errors, a page
      // that does not exist) is what the test asserts; Chrome logs it all the same.
      const isPageAnswer = /status of 4\d\d/.test(message.text()) && pageAnswers.has(message.location().url);
      if (!isPageAnswer) problems.push(`console error: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`${isHydrationError(error.message) ? "hydration error" : "page error"}: ${error.message}`));
    page.on("requestfailed", (request) => {
      // Requests the browser cancelled because the page moved on are not failures.
      if (request.failure()?.errorText === "net::ERR_ABORTED") return;
      // Without JavaScript the browser refuses the page's module scripts, as it should.
      if (!javaScriptEnabled && request.resourceType() === "script" && request.failure()?.errorText === "csp") return;
      problems.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
    });
    page.on("response", (response) => {
      const isPageAnswer = response.request().resourceType() === "document" || isRouterDataUrl(response.url());
      if (isPageAnswer && response.status() >= 400) pageAnswers.add(response.url());
      if (response.status() >= 500 || (!isPageAnswer && response.status() >= 400)) {
        problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
      }
    });
    await use(page);
    if (page.url().startsWith("http")) await expectAccessibleOnce(page);
    expect(problems, "console errors, page errors or failed requests").toEqual([]);
  },
});
