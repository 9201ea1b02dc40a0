import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContext, Page } from "@playwright/test";

/** WCAG 2.2 AA, as axe-core names its rule tags. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe-core run straight in the page: our pages have no frames, so the frame-by-frame protocol
 * of @axe-core/playwright (which opens a blank page for every check) only cost time (figures in
 * docs/performance.md).
 */
export async function axeViolations(page: Page, scope: { include?: string; exclude?: string } = {}): Promise<string[]> {
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ tags, include, exclude }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
      const context = { include: include ? [include] : [["html"]], exclude: exclude ? [exclude] : [] };
      const result = await axe.run(context, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
      return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
    },
    { tags: WCAG_TAGS, ...scope },
  );
  return violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * A page of the `no-js` project cannot run axe (a script). It is checked as a copy: the same
 * HTML at the same URL, with the same styles, in a scripted page whose own scripts are
 * blocked. One such page serves every check of a worker.
 */
let copyPage: Promise<{ page: Page; serve: { url: string; html: string } }> | null = null;

async function openCopyPage(context: BrowserContext): Promise<{ page: Page; serve: { url: string; html: string } }> {
  const browser = context.browser();
  if (!browser) throw new Error("no browser to run axe in");
  const copyContext = await browser.newContext({ javaScriptEnabled: true });
  const page = await copyContext.newPage();
  const serve = { url: "", html: "" };
  await page.route("**/*", (route) => {
    const request = route.request();
    if (request.url() === serve.url && request.resourceType() === "document") {
      return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: serve.html });
    }
    if (request.resourceType() === "script") return route.abort();
    return route.continue();
  });
  return { page, serve };
}

/** The page as the server sent it, loaded into the worker's scripted copy page. */
export async function scriptedCopy(page: Page, colorScheme: "light" | "dark"): Promise<Page> {
  copyPage ??= openCopyPage(page.context());
  const copy = await copyPage;
  copy.serve.url = page.url();
  copy.serve.html = await page.content();
  const viewport = page.viewportSize();
  if (viewport) await copy.page.setViewportSize(viewport);
  await copy.page.emulateMedia({ colorScheme });
  await copy.page.goto(copy.serve.url);
  return copy.page;
}

const ID_LIKE = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|BLC-[0-9A-F]+|\d+|[A-Za-z0-9_-]{20,})$/;

/**
 * What makes two visits "the same page" for the end-of-test check: the path and query with
 * ids and tokens replaced, the language and the theme. Every page is still checked in every
 * language it is visited in; the same page in the same language is checked once per worker.
 */
export function pageKey(url: string, language: string, theme: string): string {
  const parsed = new URL(url);
  const path = parsed.pathname
    .split("/")
    .map((segment) => (ID_LIKE.test(segment) ? ":id" : segment))
    .join("/");
  const query = [...parsed.searchParams.entries()]
    .map(([name, value]) => `${name}=${ID_LIKE.test(value) ? ":id" : value}`)
    .toSorted()
    .join("&");
  return `${path}?${query}|${language}|${theme}`;
}
