import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

/**
 * Performance budgets, measured on the production build (npm run build):
 * - first-load JavaScript of every page ≤ 150 KB gzip (games get their own budget later),
 * - its CSS ≤ 20 KB gzip,
 * - the home page's HTML ≤ 14 KB gzip (one round trip on a slow phone connection).
 */
const KB = 1024;
const PAGE_JS_BUDGET = 150 * KB;
const PAGE_CSS_BUDGET = 20 * KB;
const HOME_HTML_BUDGET = 14 * KB;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const manifest = JSON.parse(readFileSync("build/client/.vite/manifest.json", "utf8")) as Record<string, ManifestChunk>;
const gzipSize = (file: string) => gzipSync(readFileSync(`build/client/${file}`)).length;

/** A chunk and everything it imports statically: what the browser must load before the page works. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const ROUTE_SUFFIX = "?__react-router-build-client-route";
const ROOT_KEY = `app/root.tsx${ROUTE_SUFFIX}`;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith("entry.client.tsx"));
/** Route modules that render a page (resource routes have no component and load no JS). */
const pageRouteKeys = Object.keys(manifest).filter(
  (key) => key.startsWith("app/routes/") && key.endsWith(`.tsx${ROUTE_SUFFIX}`),
);

const globalStylesheets = Object.entries(manifest)
  .filter(([key]) => key.endsWith(".css"))
  .map(([, chunk]) => chunk.file);

test("the build has a client entry, a root, page routes and the stylesheet", () => {
  expect(entryKey).toBeTruthy();
  expect(globalStylesheets.length).toBeGreaterThan(0);
  expect(manifest[ROOT_KEY]).toBeTruthy();
  expect(pageRouteKeys.length).toBeGreaterThanOrEqual(4);
});

/** The entry loads the page's language before hydrating; budget for the largest one. */
function largestLocaleBytes(): number {
  const locales = manifest[entryKey ?? ""]?.dynamicImports ?? [];
  return Math.max(0, ...locales.map((key) => gzipSize(manifest[key]?.file ?? "")));
}

for (const route of pageRouteKeys) {
  test(`first load of ${route.replace(ROUTE_SUFFIX, "")} stays within budget`, () => {
    const chunks = new Set<string>();
    for (const start of [entryKey ?? "", ROOT_KEY, route]) for (const key of staticClosure(start)) chunks.add(key);
    const files = [...chunks].map((key) => manifest[key]?.file ?? "");
    const js = files.filter((file) => file.endsWith(".js")).reduce((sum, file) => sum + gzipSize(file), 0) + largestLocaleBytes();
    // The site stylesheet (linked by the root on every page) plus CSS the page's chunks import.
    const css = new Set([...globalStylesheets, ...[...chunks].flatMap((key) => manifest[key]?.css ?? [])]);
    const cssBytes = [...css].reduce((sum, file) => sum + gzipSize(file), 0);
    test.info().annotations.push({ type: "size", description: `JS ${(js / KB).toFixed(1)} KB gzip, CSS ${(cssBytes / KB).toFixed(1)} KB gzip` });
    expect(js, `${route} first-load JS (gzip bytes)`).toBeLessThanOrEqual(PAGE_JS_BUDGET);
    expect(cssBytes, `${route} CSS (gzip bytes)`).toBeLessThanOrEqual(PAGE_CSS_BUDGET);
  });
}

test("the home page's HTML stays within budget in every language", async ({ request, baseURL }) => {
  for (const language of ["az", "en", "ru"]) {
    const cookie = `lng=${encodeURIComponent(Buffer.from(JSON.stringify(language)).toString("base64"))}`;
    const response = await request.get(`${baseURL}/`, { headers: { Cookie: cookie, "Accept-Encoding": "identity" } });
    const html = await response.body();
    const gzipped = gzipSync(html).length;
    test.info().annotations.push({ type: "size", description: `home HTML (${language}) ${(gzipped / KB).toFixed(1)} KB gzip` });
    expect(gzipped, `home HTML in ${language} (gzip bytes)`).toBeLessThanOrEqual(HOME_HTML_BUDGET);
  }
});
