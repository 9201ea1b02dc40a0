import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { COURSES, courseExercises } from "../../app/content/courses";
import { AUTISM_ITEMS } from "../../app/content/autism/items";
import { GAME_IDS } from "../../app/games/registry";
import { acceptLegal, signUp, uniqueEmail } from "./accounts";
import { fill } from "./payments";
import { strings } from "./strings";

/**
 * Performance budgets, measured on the production build (npm run build):
 * - a page whose route says `scripts: "none"` (ADR 023) sends no JavaScript at all,
 * - one that says `scripts: "standalone"` (ADR 024) sends no React, only its listed standalone
 *   scripts, ≤ 6 KB gzip together,
 * - no page is hydrated by React Router: every page but a "none" one is "standalone" (ADR 025),
 * - a game page hydrates its play area only (an island, ADR 035): its first load, the island's
 *   module with what it imports and the page's standalone scripts, ≤ 88 KB gzip, no React Router
 *   and no strings chunk,
 * - every page's CSS ≤ 20 KB gzip,
 * - each game's board (its lazy chunk and what only it imports: code and pictures) ≤ 60 KB gzip on
 *   top of the page, and a game's whole first visit ≤ 300 KB,
 * - the home page's HTML ≤ 14 KB gzip (one round trip on a slow phone connection),
 * - no JavaScript at all for a browser that asks to save data (`Save-Data: on`).
 */
const KB = 1024;
/**
 * A game page's first load (ADR 035): the island's module (React, React DOM's client, the game
 * shell) and the page's standalone scripts; its strings come in the HTML. It weighed far more
 * while React Router hydrated the whole page (its runtime, the root, the route, the strings
 * chunks). The picture world (ADR 039) raised it: the island names every board's chunks and
 * stylesheets to fetch with it, the shared pictures and scenes included; Kirpi loads with the
 * first level instead. Figures in docs/performance.md.
 */
const GAME_PAGE_JS_BUDGET = 88 * KB;
/** The game pages, sent as server HTML with their island, and an address of each. */
const GAME_PAGES: Record<string, string> = {
  "app/routes/games/game.tsx": "/games/counting",
  "app/routes/games/name-object-category.tsx": "/games/name-object/animals",
};
const ISLAND_KEY = "app/components/games/island-entry.ts";
const PAGE_CSS_BUDGET = 20 * KB;
/**
 * Each game's own JavaScript, downloaded when a level starts, on top of the page's: its pictures
 * travel with it (ADR 039), so the boards with many pictures come near this limit (figures in
 * docs/performance.md); the rule that matters to a phone is the whole first visit's
 * (GAME_FIRST_VISIT_BUDGET).
 */
const GAME_BOARD_BUDGET = 60 * KB;
const HOME_HTML_BUDGET = 14 * KB;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
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
const pageRouteKeys = Object.keys(manifest).filter((key) => key.startsWith("app/routes/") && key.endsWith(`.tsx${ROUTE_SUFFIX}`));

/** A layout (the profile's, the dashboard's) is never a page of its own: its pages decide. */
const isLayout = (key: string) => /<Outlet\b/.test(readFileSync(key.replace(ROUTE_SUFFIX, ""), "utf8"));

/** Stylesheets linked with `?url`: the site's, on every page, and others a route links itself. */
const stylesheetFile = (name: string) => Object.entries(manifest).find(([key]) => key.endsWith(`app/styles/${name}`))?.[1].file;
const globalStylesheets = [stylesheetFile("app.css")].filter((file): file is string => Boolean(file));

function routeStylesheets(route: string): string[] {
  const source = readFileSync(route.replace(ROUTE_SUFFIX, ""), "utf8");
  return [...source.matchAll(/~\/styles\/([\w-]+\.css)\?url/g)].flatMap((match) => stylesheetFile(match[1] as string) ?? []);
}

test("the build has a client entry, a root, page routes and the stylesheet", () => {
  expect(entryKey).toBeTruthy();
  expect(globalStylesheets.length).toBeGreaterThan(0);
  expect(manifest[ROOT_KEY]).toBeTruthy();
  expect(pageRouteKeys.length).toBeGreaterThanOrEqual(4);
});

/**
 * Pages that send no JavaScript (ADR 023): their route module's handle says `scripts: "none"`.
 * Each has an address here, where the test below checks that it really is served without scripts.
 */
const PAGES_WITHOUT_SCRIPTS: Record<string, string> = {
  "app/routes/home.tsx": "/",
  "app/routes/about.tsx": "/about",
  "app/routes/parents.tsx": "/parents",
  "app/routes/safety.tsx": "/safety",
  "app/routes/legal/document.tsx": "/privacy",
  "app/routes/not-found.tsx": "/no-such-page",
  "app/routes/subscription/plans.tsx": "/subscription/plans",
  "app/routes/subscription/pricing.tsx": "/pricing",
  "app/routes/courses/course.tsx": "/courses/months-0-11",
  "app/routes/homework/group.tsx": "/homework/motor-skills-1-2",
  // Offline mode's pages, shown by the service worker without a network.
  "app/routes/offline/unavailable.tsx": "/offline/unavailable",
  "app/routes/offline/saved.tsx": "/offline/saved",
};
/** A signed-in parent's pages without scripts (checked signed in: a visitor is sent to sign in). */
const PARENT_PAGES_WITHOUT_SCRIPTS: Record<string, string> = {
  "app/routes/profile/children.tsx": "/profile/children",
  "app/routes/profile/subscription.tsx": "/profile/subscription",
  "app/routes/profile/transactions.tsx": "/profile/transactions",
  "app/routes/profile/transaction.tsx": "/profile/transactions/NO-SUCH-ORDER",
};
/**
 * Pages without scripts that exist only where an expert answers (EXPERT_EMAIL): checked on the
 * second server, which has one (playwright.config.ts); the questions page signed in.
 */
const EXPERT_SERVER = process.env.E2E_NAMED_OPERATOR_URL ?? "";
const EXPERT_PAGES_WITHOUT_SCRIPTS: Record<string, string> = { "app/routes/expert/answered.tsx": "/expert/answered" };
const EXPERT_PARENT_PAGES_WITHOUT_SCRIPTS: Record<string, string> = { "app/routes/profile/questions.tsx": "/profile/questions" };
/**
 * Standalone pages reached only through a record made on the way (a child with Premium, an
 * expert's single-use link) on the server with an expert: tests/e2e/expert.spec.ts checks on
 * each that React is not sent.
 */
const STANDALONE_PAGES_CHECKED_IN_FLOWS: Record<string, string> = {
  "app/routes/expert/answer.tsx": "tests/e2e/expert.spec.ts",
  "app/routes/profile/child-expert.tsx": "tests/e2e/expert.spec.ts",
};
const sampleCourse = COURSES[0];
const sampleExercise = sampleCourse ? courseExercises(sampleCourse)[0]?.exercise : undefined;
/**
 * Pages sent without React but with their standalone scripts (ADR 024, `scripts: "standalone"`):
 * the address, and the scripts (app/enhance/) it must have there for a visitor and for a
 * signed-in parent; `null` where that page sends them to another page (sign-in, the profile).
 * Every such page has standalone-page (the root adds it); a page lists what it adds.
 */
const ROOT_SCRIPT = "standalone-page";
/** Offline mode's service worker registration (issue 41): the root adds it after ROOT_SCRIPT on every such page. */
const REGISTRATION = "offline-registration";
/** What the registration may add to a page's first-load JavaScript (issue 41). */
const REGISTRATION_BUDGET = 2 * KB;
const STANDALONE_PAGES: Record<string, { path: string; visitor: string[] | null; parent: string[] | null }> = {
  // The child's game picker: its way out is a two-second hold for a parent.
  "app/routes/play.tsx": { path: "/play", visitor: ["hold-to-leave", ROOT_SCRIPT], parent: ["hold-to-leave", ROOT_SCRIPT] },
  // Kirpi's album, a child's screen like the picker.
  "app/routes/play-album.tsx": { path: "/play/album", visitor: ["hold-to-leave", ROOT_SCRIPT], parent: ["hold-to-leave", ROOT_SCRIPT] },
  "app/routes/homework/task.tsx": {
    path: "/homework/motor-skills-1-2/turning-pages",
    visitor: ["spoken-instructions", ROOT_SCRIPT],
    parent: ["spoken-instructions", ROOT_SCRIPT],
  },
  "app/routes/courses/exercise.tsx": {
    path: `/courses/${sampleCourse?.id}/exercises/${sampleExercise?.id}`,
    visitor: ["spoken-instructions", ROOT_SCRIPT],
    parent: ["spoken-instructions", ROOT_SCRIPT],
  },
  // The catalogue copies a visitor's game progress in this browser to the parent's account.
  "app/routes/courses/index.tsx": { path: "/courses", visitor: [ROOT_SCRIPT], parent: ["browser-progress-import", ROOT_SCRIPT] },
  "app/routes/contact.tsx": { path: "/contact", visitor: [ROOT_SCRIPT], parent: [ROOT_SCRIPT] },
  "app/routes/auth/index.tsx": { path: "/auth?mode=signup", visitor: ["password-strength", ROOT_SCRIPT], parent: null },
  "app/routes/assessment/start.tsx": { path: "/assessment", visitor: [ROOT_SCRIPT], parent: [ROOT_SCRIPT] },
  "app/routes/assessment/questions.tsx": { path: "/assessment/no-such-assessment/questions/social", visitor: [ROOT_SCRIPT], parent: [ROOT_SCRIPT] },
  "app/routes/autism/start.tsx": { path: "/assessment/autism", visitor: [ROOT_SCRIPT], parent: [ROOT_SCRIPT] },
  "app/routes/autism/section.tsx": { path: "/assessment/autism/no-such-screening/social", visitor: null, parent: [ROOT_SCRIPT] },
  "app/routes/autism/review.tsx": { path: "/assessment/autism/no-such-screening/review", visitor: null, parent: [ROOT_SCRIPT] },
  "app/routes/subscription/checkout.tsx": { path: "/subscription/checkout?plan=monthly", visitor: null, parent: [ROOT_SCRIPT] },
  "app/routes/privacy-settings.tsx": { path: "/privacy-settings", visitor: [ROOT_SCRIPT], parent: null },
  "app/routes/reset-password.tsx": { path: "/reset-password?token=no-such-token", visitor: [ROOT_SCRIPT], parent: [ROOT_SCRIPT] },
  "app/routes/auth/check-email.tsx": { path: "/auth/check-email", visitor: [ROOT_SCRIPT], parent: [ROOT_SCRIPT] },
  "app/routes/auth/confirm-email.tsx": { path: "/auth/confirm-email?token=no-such-token", visitor: [ROOT_SCRIPT], parent: [ROOT_SCRIPT] },
  "app/routes/auth/finish-signup.tsx": { path: "/auth/finish-signup?token=no-such-token", visitor: [ROOT_SCRIPT], parent: [ROOT_SCRIPT] },
  "app/routes/auth/link.tsx": { path: "/auth/link?token=no-such-token", visitor: [ROOT_SCRIPT], parent: [ROOT_SCRIPT] },
  // Shown until the parent has accepted the documents: checked then, in the test below.
  "app/routes/auth/legal.tsx": { path: "/auth/legal", visitor: null, parent: null },
  "app/routes/assessment/open.tsx": { path: "/assessment/open/no-such-token", visitor: [ROOT_SCRIPT], parent: [ROOT_SCRIPT] },
  "app/routes/assessment/result.tsx": { path: "/assessment/no-such-assessment/result", visitor: [ROOT_SCRIPT], parent: [ROOT_SCRIPT] },
  "app/routes/assessment/save.tsx": { path: "/assessment/no-such-assessment/save", visitor: null, parent: [ROOT_SCRIPT] },
  "app/routes/autism/result.tsx": { path: "/assessment/autism/results/no-such-result", visitor: null, parent: [ROOT_SCRIPT] },
  // Shown only for a screening's payment: autism.spec.ts opens it (both projects).
  "app/routes/autism/payment-result.tsx": { path: "/payment-result", visitor: null, parent: null },
  "app/routes/subscription/success.tsx": { path: "/subscription/success", visitor: null, parent: [ROOT_SCRIPT] },
  "app/routes/dev/mail.tsx": { path: "/dev/mail", visitor: [ROOT_SCRIPT], parent: [ROOT_SCRIPT] },
  "app/routes/profile/account.tsx": { path: "/profile", visitor: null, parent: [ROOT_SCRIPT] },
  "app/routes/profile/add-child.tsx": { path: "/profile/add-child", visitor: null, parent: [ROOT_SCRIPT] },
  "app/routes/profile/remove-child.tsx": { path: "/profile/children/no-such-child/remove", visitor: null, parent: [ROOT_SCRIPT] },
  "app/routes/profile/child-assessments.tsx": { path: "/profile/children/no-such-child/assessments", visitor: null, parent: [ROOT_SCRIPT] },
  "app/routes/profile/assessment-result.tsx": { path: "/profile/children/no-such-child/assessments/no-such-result", visitor: null, parent: [ROOT_SCRIPT] },
  "app/routes/profile/privacy.tsx": { path: "/profile/privacy", visitor: null, parent: [ROOT_SCRIPT] },
  // Offline mode's panel: its script asks the service worker what waits and what is kept.
  "app/routes/profile/offline.tsx": { path: "/profile/offline", visitor: null, parent: ["offline-panel", ROOT_SCRIPT] },
  // Shown only with a subscription to cancel: subscription specs open it (both projects).
  "app/routes/profile/cancel-subscription.tsx": { path: "/profile/subscription/cancel", visitor: null, parent: null },
  "app/routes/profile/cards.tsx": { path: "/profile/cards", visitor: null, parent: [ROOT_SCRIPT] },
  "app/routes/profile/coupons.tsx": { path: "/profile/coupons", visitor: null, parent: [ROOT_SCRIPT] },
  "app/routes/profile/api-tokens.tsx": { path: "/profile/api-tokens", visitor: null, parent: [ROOT_SCRIPT] },
  "app/routes/dashboard/overview.tsx": { path: "/parent-dashboard", visitor: null, parent: [ROOT_SCRIPT] },
  "app/routes/dashboard/games.tsx": { path: "/parent-dashboard/games", visitor: null, parent: [ROOT_SCRIPT] },
  "app/routes/dashboard/activity.tsx": { path: "/parent-dashboard/activity", visitor: null, parent: [ROOT_SCRIPT] },
  "app/routes/dashboard/homework.tsx": { path: "/parent-dashboard/homework", visitor: null, parent: [ROOT_SCRIPT] },
  "app/routes/dashboard/assessment.tsx": { path: "/parent-dashboard/assessment", visitor: null, parent: [ROOT_SCRIPT] },
  "app/routes/dashboard/analytics.tsx": { path: "/parent-dashboard/analytics", visitor: null, parent: [ROOT_SCRIPT] },
  "app/routes/dashboard/insights.tsx": { path: "/parent-dashboard/insights", visitor: null, parent: [ROOT_SCRIPT] },
  "app/routes/dashboard/schedule.tsx": { path: "/parent-dashboard/schedule", visitor: null, parent: [ROOT_SCRIPT] },
  "app/routes/dashboard/achievements.tsx": { path: "/parent-dashboard/achievements", visitor: null, parent: [ROOT_SCRIPT] },
  "app/routes/dashboard/report.tsx": { path: "/parent-dashboard/report", visitor: null, parent: [ROOT_SCRIPT] },
};
/** What the standalone scripts of one page may weigh together (gzip): each is 1-2 KB. */
const STANDALONE_JS_BUDGET = 6 * KB;
const pageScriptsOf = (route: string) => /\bscripts: "(none|standalone)"/.exec(readFileSync(route.replace(ROUTE_SUFFIX, ""), "utf8"))?.[1];

test("every page sent without React is checked at an address of its own", () => {
  const routes = pageRouteKeys.filter((key) => !isLayout(key)).map((key) => key.replace(ROUTE_SUFFIX, ""));
  const withoutScripts = routes.filter((route) => pageScriptsOf(route) === "none");
  expect(withoutScripts.length).toBeGreaterThanOrEqual(8);
  expect(withoutScripts.toSorted()).toEqual(
    [
      ...Object.keys(PAGES_WITHOUT_SCRIPTS),
      ...Object.keys(PARENT_PAGES_WITHOUT_SCRIPTS),
      ...Object.keys(EXPERT_PAGES_WITHOUT_SCRIPTS),
      ...Object.keys(EXPERT_PARENT_PAGES_WITHOUT_SCRIPTS),
    ].toSorted(),
  );
  // A page that does not say "none" is "standalone" (app/infrastructure/page-scripts.ts).
  expect(routes.filter((route) => pageScriptsOf(route) !== "none").toSorted()).toEqual(
    [...Object.keys(STANDALONE_PAGES), ...Object.keys(STANDALONE_PAGES_CHECKED_IN_FLOWS), ...Object.keys(GAME_PAGES)].toSorted(),
  );
});

function expectNoReact(html: string, path: string) {
  expect(html, path).toContain("</html>");
  expect(html, path).toMatch(/<link[^>]+rel="stylesheet"/);
  expect(html, path).not.toMatch(/modulepreload/i);
  expect(html, path).not.toContain("__reactRouterContext");
}

function expectNoScripts(html: string, path: string) {
  expectNoReact(html, path);
  // Rendered to a string (app/entry.server.tsx), the page still opens with its doctype: no quirks mode.
  expect(html.slice(0, 15), path).toBe("<!DOCTYPE html>");
  expect(html, path).not.toMatch(/<script/i);
}

test("a page that needs no scripts gets none: HTML and CSS only", async ({ request, baseURL }) => {
  for (const path of Object.values(PAGES_WITHOUT_SCRIPTS)) expectNoScripts(await (await request.get(`${baseURL}${path}`)).text(), path);
  for (const path of Object.values(EXPERT_PAGES_WITHOUT_SCRIPTS)) {
    const response = await request.get(`${EXPERT_SERVER}${path}`);
    expect(response.status(), path).toBe(200);
    expectNoScripts(await response.text(), path);
  }
});

/**
 * A page sent without React has exactly the standalone scripts it is listed with: module
 * scripts with the page's nonce, each one built file with no import of its own, all within
 * STANDALONE_JS_BUDGET; and none at all for a browser that asks to save data.
 */
async function expectStandaloneScripts(request: APIRequestContext, path: string, expected: string[] | null) {
  if (expected === null) return;
  const response = await request.get(path);
  expect(new URL(response.url()).pathname + new URL(response.url()).search, `${path} is served where it was asked for`).toBe(path);
  const html = await response.text();
  expectNoReact(html, path);
  expect(html.slice(0, 15), path).toBe("<!DOCTYPE html>");
  const tags = html.match(/<script\b[^>]*>/gi) ?? [];
  const sources = tags.map((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1] ?? "(inline)");
  expect(
    sources.map((src) => /\/assets\/([a-z-]+)-[\w-]+\.js$/.exec(src)?.[1] ?? src),
    path,
  ).toEqual([...expected, REGISTRATION]);
  const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
  let bytes = 0;
  for (const [index, tag] of tags.entries()) {
    expect(tag, path).toContain('type="module"');
    expect(tag, path).toContain(`nonce="${nonce}"`);
    const file = (sources[index] ?? "").replace(/^\//, "");
    const source = readFileSync(`build/client/${file}`, "utf8");
    expect(source, file).not.toMatch(/^import\b|\bimport\(/m);
    expect((await request.get(`/${file}`)).status(), file).toBe(200);
    bytes += gzipSize(file);
  }
  test.info().annotations.push({ type: "size", description: `${path}: standalone JS ${(bytes / KB).toFixed(1)} KB gzip` });
  expect(bytes, `${path} standalone JS (gzip bytes)`).toBeLessThanOrEqual(STANDALONE_JS_BUDGET);
  const saving = await (await request.get(path, { headers: { "Save-Data": "on" } })).text();
  expectNoScripts(saving, `${path} with Save-Data: on`);
}

test("a signed-in parent's pages that need no scripts get none; pages without React get only their standalone scripts", async ({ page }, testInfo) => {
  testInfo.setTimeout(60_000);
  // A client address of its own: sign-ups are limited per address, and other projects' requests
  // without one (API tests) come from 127.0.0.1 as well (tests/e2e/fixtures.ts gives the others theirs).
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "10.251.0.1" });
  for (const { path, visitor } of Object.values(STANDALONE_PAGES)) await expectStandaloneScripts(page.request, path, visitor);
  await signUp(page, uniqueEmail(testInfo, "budgets"));
  await expectStandaloneScripts(page.request, "/auth/legal", [ROOT_SCRIPT]);
  await acceptLegal(page);
  for (const path of ["/", ...Object.values(PARENT_PAGES_WITHOUT_SCRIPTS)]) {
    const response = await page.request.get(path);
    expect(response.url(), path).toContain(path);
    expectNoScripts(await response.text(), `${path} (signed in)`);
  }
  // The same browser's session is valid on the second server: both share one database.
  for (const path of Object.values(EXPERT_PARENT_PAGES_WITHOUT_SCRIPTS)) {
    const response = await page.request.get(`${EXPERT_SERVER}${path}`);
    expect(response.status(), path).toBe(200);
    expect(new URL(response.url()).pathname, path).toBe(path);
    expectNoScripts(await response.text(), `${path} (signed in)`);
  }
  for (const { path, parent } of Object.values(STANDALONE_PAGES)) await expectStandaloneScripts(page.request, path, parent);
});

/** The chunks a page's CSS may come from: the entry, the root and the route, with their imports. */
function firstLoadChunks(route: string): Set<string> {
  const chunks = new Set<string>();
  for (const start of [entryKey ?? "", ROOT_KEY, route]) for (const key of staticClosure(start)) chunks.add(key);
  return chunks;
}

for (const route of pageRouteKeys) {
  test(`the CSS of ${route.replace(ROUTE_SUFFIX, "")} stays within budget`, () => {
    // The site stylesheet (linked by the root on every page), the page's own and CSS its chunks import.
    const chunks = firstLoadChunks(route);
    if (Object.hasOwn(GAME_PAGES, route.replace(ROUTE_SUFFIX, ""))) for (const key of staticClosure(ISLAND_KEY)) chunks.add(key);
    const css = new Set([...globalStylesheets, ...routeStylesheets(route), ...[...chunks].flatMap((key) => manifest[key]?.css ?? [])]);
    const cssBytes = [...css].reduce((sum, file) => sum + gzipSize(file), 0);
    test.info().annotations.push({ type: "size", description: `CSS ${(cssBytes / KB).toFixed(1)} KB gzip` });
    expect(cssBytes, `${route} CSS (gzip bytes)`).toBeLessThanOrEqual(PAGE_CSS_BUDGET);
  });
}

/**
 * Forms are read and rendered by conform on the server (ADR 021): pages are not hydrated, so its
 * code must not reach what a browser runs. That is the game island with everything it loads
 * (at once or later) and the standalone scripts (app/enhance/); the route modules' client chunks
 * are built by React Router but no page loads them (checked above: no module preloads, no
 * router context). Conform's client code always carries the name of its intent field.
 */
function browserScripts(): string[] {
  const reachable = new Set<string>();
  const visit = (key: string) => {
    if (reachable.has(key)) return;
    reachable.add(key);
    for (const imported of [...(manifest[key]?.imports ?? []), ...(manifest[key]?.dynamicImports ?? [])]) visit(imported);
  };
  visit(ISLAND_KEY);
  const island = [...reachable].map((key) => manifest[key]?.file ?? "").filter((file) => file.endsWith(".js"));
  const assets = readdirSync("build/client/assets");
  const standalone = readdirSync("app/enhance")
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && file !== "addresses.ts")
    .flatMap((file) => {
      const built = new RegExp(`^${file.replace(/\.ts$/, "")}-[\\w-]+\\.js$`);
      return assets.filter((asset) => built.test(asset)).map((asset) => `assets/${asset}`);
    });
  return [...island, ...standalone];
}

test("no page ships the form library: conform stays on the server", () => {
  const scripts = browserScripts();
  expect(scripts.length).toBeGreaterThan(10);
  expect(scripts.some((file) => /\/standalone-page-[\w-]+\.js$/.test(file))).toBe(true);
  const withConform = scripts.filter((file) => readFileSync(`build/client/${file}`, "utf8").includes("__intent__"));
  expect(withConform).toEqual([]);
});

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

test("offline mode's registration weighs at most 2 KB gzip, and with Save-Data: on comes only to a parent who chose offline mode", async ({
  page,
  baseURL,
}, testInfo) => {
  const file = standaloneFile(REGISTRATION);
  expect(file).toBeTruthy();
  const bytes = gzipSize(`assets/${file}`);
  test.info().annotations.push({ type: "size", description: `offline registration: ${bytes} B gzip` });
  expect(bytes).toBeLessThanOrEqual(REGISTRATION_BUDGET);
  // A visitor saving data gets none; nor does a parent who did not turn offline mode on.
  const visitor = await (await page.request.get(`${baseURL}/contact`, { headers: { "Save-Data": "on" } })).text();
  expect(visitor).not.toMatch(/<script/i);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "10.251.0.2" });
  await signUp(page, uniqueEmail(testInfo, "budgets-offline"));
  await acceptLegal(page);
  const parent = await (await page.request.get(`${baseURL}/contact`, { headers: { "Save-Data": "on" } })).text();
  expect(parent).not.toMatch(/<script/i);
  // The parent turns it on for a child (app/routes/profile/offline.tsx): the pages' scripts come
  // back, the registration among them, Save-Data or not.
  await page.goto("/profile/add-child");
  await page.getByLabel(strings.az.children.firstNameLabel, { exact: true }).fill("Leyla");
  await page.getByLabel(strings.az.children.birthDateLabel, { exact: true }).fill("01.05.2024");
  await page.getByRole("button", { name: strings.az.children.addSubmit }).click();
  await page.goto("/profile/offline");
  await page.getByRole("button", { name: fill(strings.az.offline.turnOn, { name: "Leyla" }) }).click();
  await expect(page.locator(".toast-success")).toBeVisible();
  const chosen = await (await page.request.get(`${baseURL}/contact`, { headers: { "Save-Data": "on" } })).text();
  const sources = [...chosen.matchAll(/<script\b[^>]*\bsrc="\/assets\/([a-z-]+)-[\w-]+\.js"/gi)].map((match) => match[1]);
  expect(sources).toContain(REGISTRATION);
});

/** Pages that send scripts otherwise: a form, a game (which needs them), a homework task (its standalone script), the contact form. */
const SAVE_DATA_PAGES = ["/auth", "/contact", "/games/counting", "/homework/motor-skills-1-2/turning-pages"];

test("a browser that asks to save data gets no scripts and no module preloads", async ({ request, baseURL }) => {
  for (const path of SAVE_DATA_PAGES) {
    const saving = await request.get(`${baseURL}${path}`, { headers: { "Save-Data": "on" } });
    const html = await saving.text();
    expect(html, path).toContain("</html>");
    expect(html, `${path} with Save-Data: on`).not.toMatch(/<script/i);
    expect(html, `${path} with Save-Data: on`).not.toMatch(/modulepreload/i);
    expect(saving.headers()["vary"] ?? "", path).toMatch(/Save-Data/i);
    // The same page without the header has its scripts: the rule is the header's, not the page's.
    const normal = await (await request.get(`${baseURL}${path}`)).text();
    expect(normal, `${path} without Save-Data`).toMatch(/<script/i);
  }
});

test("a page has its stylesheets first and no module preloads: the first paint waits for no JavaScript", async ({ request, baseURL }) => {
  const saving = await (await request.get(`${baseURL}/games/counting`, { headers: { "Save-Data": "on" } })).text();
  expect(saving).toMatch(/<link[^>]+rel="stylesheet"/);
  for (const path of ["/contact", "/games/counting", "/auth"]) {
    const normal = await (await request.get(`${baseURL}${path}`)).text();
    const head = normal.slice(0, normal.indexOf("</head>"));
    // The stylesheets come right after charset and viewport, before any other link.
    expect(head.indexOf('rel="stylesheet"'), path).toBeGreaterThan(0);
    expect(head.indexOf('rel="stylesheet"'), path).toBeLessThan(head.indexOf("<title"));
    // No module preloads: a page loads only its standalone scripts, at the end of the body.
    expect(normal, path).not.toMatch(/modulepreload/);
    expect(normal, path).toMatch(/<script[^>]*type="module"/);
  }
});

/** Each game's board: app/games/<id>/<Name>Board.tsx, built as a chunk of its own. */
const gameBoardKeys = Object.keys(manifest).filter((key) => /^app\/games\/[a-z-]+\/\w+Board\.tsx$/.test(key));

test("every game's board is a lazy chunk, outside the game page's first load", () => {
  expect(gameBoardKeys.length).toBeGreaterThanOrEqual(14);
  const page = staticClosure(ISLAND_KEY);
  for (const key of gameBoardKeys) {
    expect(manifest[key]?.isDynamicEntry, key).toBe(true);
    expect(page.has(key), key).toBe(false);
  }
});

for (const board of gameBoardKeys) {
  test(`the board of ${board} stays within the game budget`, () => {
    const page = staticClosure(ISLAND_KEY);
    const extra = [...staticClosure(board)].filter((key) => !page.has(key));
    const bytes = extra
      .map((key) => manifest[key]?.file ?? "")
      .filter((file) => file.endsWith(".js"))
      .reduce((sum, file) => sum + gzipSize(file), 0);
    test.info().annotations.push({ type: "size", description: `board JS ${(bytes / KB).toFixed(1)} KB gzip` });
    expect(bytes, `${board} (gzip bytes beyond the page)`).toBeLessThanOrEqual(GAME_BOARD_BUDGET);
  });
}

/** What a game's first visit may transfer in all, to its first round: page, scripts, styles, art. */
const GAME_FIRST_VISIT_BUDGET = 300 * KB;

/**
 * Every game's first visit, counted from the build and the page a visitor's preview gets: the
 * page's HTML (with the island's props: strings and stickers), what it links (the island and
 * standalone scripts, stylesheets), and the board's chunk with everything only it imports (its
 * pictures and styles), gzip as sent. The recordings a round says come later, one short file at a
 * time.
 */
test("every game's first visit, to its first round, transfers at most 300 KB", async ({ request }) => {
  test.setTimeout(120_000);
  const page = staticClosure(ISLAND_KEY);
  for (const id of GAME_IDS) {
    const response = await request.get(`/games/${id}?preview`);
    expect(response.status(), id).toBe(200);
    const html = await response.text();
    const linked = [...html.matchAll(/(?:href|src)="\/(assets\/[^"?]+\.(?:js|css))"/g)].map((match) => match[1] ?? "");
    const board = gameBoardKeys.find((key) => key.startsWith(`app/games/${id}/`));
    expect(board, id).toBeTruthy();
    const chunks = [...page, ...staticClosure(board ?? "")];
    const files = new Set([...linked, ...chunks.flatMap((key) => [manifest[key]?.file ?? "", ...(manifest[key]?.css ?? [])])].filter((file) => file !== ""));
    const bytes = gzipSync(html).length + [...files].reduce((sum, file) => sum + gzipSize(file), 0);
    test.info().annotations.push({ type: "size", description: `${id}: first visit ${(bytes / KB).toFixed(1)} KB gzip` });
    expect(bytes, `${id}: first visit (gzip bytes)`).toBeLessThanOrEqual(GAME_FIRST_VISIT_BUDGET);
  }
});

/** The built file of a standalone script, by its name (app/enhance/<name>.ts). */
const standaloneFile = (name: string) => readdirSync("build/client/assets").find((file) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(file));

/**
 * A game page is server HTML with one island (ADR 035): the play area's HTML, its props as JSON
 * and one module script that hydrates it, beside the root's standalone script. What it loads
 * first is the island's module and what that imports: no React Router, no strings chunk (the
 * strings are in the props), within GAME_PAGE_JS_BUDGET with the page's standalone scripts (and
 * the copy of a visitor's progress a signed-in parent's page adds).
 */
test("a game page hydrates only its island: no React Router, no strings chunk, ≤ 88 KB of first-load JavaScript", async ({ page, request }) => {
  expect(manifest[ISLAND_KEY]?.isEntry, ISLAND_KEY).toBe(true);
  const island = staticClosure(ISLAND_KEY);
  for (const key of island) {
    expect(key, "React Router in the island's first load").not.toMatch(/react-router/);
    expect(key, "a strings chunk in the island's first load").not.toMatch(/^app\/locales\//);
    for (const lazy of manifest[key]?.dynamicImports ?? []) expect(lazy, `loaded later by ${key}`).not.toMatch(/^app\/locales\/|react-router/);
  }
  const islandFiles = [...island].map((key) => manifest[key]?.file ?? "");
  const progressImport = standaloneFile("browser-progress-import");
  expect(progressImport).toBeTruthy();
  // A free game, open to a visitor (name-object's category pages are premium: the same page and
  // island, played by a subscriber in premium-games.spec.ts).
  for (const path of ["/games/counting"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expectNoReact(html, path);
    expect(html, path).toMatch(/<div id="game-island">/);
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
    const tags = html.match(/<script\b[^>]*>/gi) ?? [];
    const props = tags.filter((tag) => tag.includes('type="application/json"'));
    expect(props, path).toEqual([`<script type="application/json" id="game-island-props" nonce="${nonce}">`]);
    const modules = tags.filter((tag) => !tag.includes('type="application/json"'));
    for (const tag of modules) {
      expect(tag, path).toContain('type="module"');
      expect(tag, path).toContain(`nonce="${nonce}"`);
    }
    const sources = modules.map((tag) => /\bsrc="\/([^"]+)"/.exec(tag)?.[1] ?? "(inline)");
    expect(
      sources.map((src) => /^assets\/([a-z-]+)-[\w-]+\.js$/.exec(src)?.[1] ?? src),
      path,
    ).toEqual(["island-entry", ROOT_SCRIPT, REGISTRATION]);
    expect(sources[0], path).toBe(manifest[ISLAND_KEY]?.file);
    const firstLoad = new Set([...islandFiles, ...sources, `assets/${progressImport}`]);
    const bytes = [...firstLoad].filter((file) => file.endsWith(".js")).reduce((sum, file) => sum + gzipSize(file), 0);
    test.info().annotations.push({ type: "size", description: `${path}: first-load JS ${(bytes / KB).toFixed(1)} KB gzip` });
    expect(bytes, `${path} first-load JS (gzip bytes)`).toBeLessThanOrEqual(GAME_PAGE_JS_BUDGET);
  }
  // In the browser: until a level starts, the page downloads those scripts and nothing else.
  const scripts: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "script") scripts.push(new URL(sent.url()).pathname.slice(1));
  });
  await page.goto("/games/counting");
  // hydrateRoot marks its container: the island is live.
  await page.waitForFunction(() => Object.keys(document.getElementById("game-island") ?? {}).some((key) => key.startsWith("__reactContainer")));
  expect(scripts).toContain(manifest[ISLAND_KEY]?.file);
  const allowed = new Set([...islandFiles, ...[ROOT_SCRIPT, REGISTRATION].flatMap((name) => (standaloneFile(name) ? [`assets/${standaloneFile(name)}`] : []))]);
  expect(scripts.filter((file) => !allowed.has(file))).toEqual([]);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
});

test("no browser script carries the questionnaires: pages get counts and their own texts from the server", () => {
  const scripts = readdirSync("build/client/assets").filter((file) => file.endsWith(".js"));
  const carrying = scripts.filter((file) => {
    const source = readFileSync(`build/client/assets/${file}`, "utf8");
    // A screening item's id, or a development item's (m06-07.social.5).
    return AUTISM_ITEMS.some((item) => source.includes(`\`${item.id}\``) || source.includes(`"${item.id}"`)) || /["`]m\d\d-\d\d\.[a-z]+\.\d+["`]/.test(source);
  });
  expect(carrying).toEqual([]);
});
