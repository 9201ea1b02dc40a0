import { AxeBuilder } from "@axe-core/playwright";
import { type BrowserContext, type Page, test as base, expect } from "@playwright/test";
import SQLite from "better-sqlite3";

export { expect };

/** WCAG 2.2 AA, as axe-core names its rule tags. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** Pages of the `no-js` project: axe cannot run inside them. */
const pagesWithoutJavaScript = new WeakSet<Page>();

/**
 * Fails when axe finds any WCAG 2.2 AA violation on the page as it is now. axe is a script,
 * so for a page without JavaScript it checks a copy: the same HTML, served at the same URL
 * with the same styles to a scripted page whose own scripts are blocked.
 */
export async function expectAccessible(page: Page, options: { colorScheme?: "light" | "dark" } = {}) {
  // Toasts float over the page for 1.5 s; check the page as it is once they are gone.
  await expect(page.locator(".toast").last()).toBeHidden({ timeout: 4_000 });
  let target = page;
  let copyContext: BrowserContext | undefined;
  if (pagesWithoutJavaScript.has(page)) {
    const html = await page.content();
    const url = page.url();
    const browser = page.context().browser();
    if (!browser) throw new Error("no browser to run axe in");
    copyContext = await browser.newContext({
      javaScriptEnabled: true,
      viewport: page.viewportSize(),
      colorScheme: options.colorScheme ?? "light",
    });
    target = await copyContext.newPage();
    await target.route("**/*", (route) => {
      const request = route.request();
      if (request.url() === url && request.resourceType() === "document") {
        return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html });
      }
      if (request.resourceType() === "script") return route.abort();
      return route.continue();
    });
    await target.goto(url);
  }
  try {
    // From the top: the sticky header would otherwise cover content the test scrolled to,
    // which axe reports as undersized touch targets.
    await target.evaluate(() => window.scrollTo(0, 0));
    const { violations } = await new AxeBuilder({ page: target }).withTags(WCAG_TAGS).analyze();
    const summary = violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
  } finally {
    await copyContext?.close();
  }
}

/** The server's database, read-only, to check what a flow stored. */
export function openTestDatabase(): SQLite.Database {
  const file = process.env.E2E_DATABASE;
  if (!file) throw new Error("E2E_DATABASE is not set; run the tests through playwright.config.ts");
  return new SQLite(file, { readonly: true, fileMustExist: true });
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
 * page error, a failed request or a server error; ends with an accessibility check of the
 * page it finished on.
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
      if (message.type() !== "error") return;
      // A 4xx answer of a page or of React Router's data request (a form with errors, a page
      // that does not exist) is what the test asserts; Chrome logs it all the same.
      const isPageAnswer = /status of 4\d\d/.test(message.text()) && pageAnswers.has(message.location().url);
      if (!isPageAnswer) problems.push(`console error: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
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
    if (page.url().startsWith("http")) await expectAccessible(page);
    expect(problems, "console errors, page errors or failed requests").toEqual([]);
  },
});
