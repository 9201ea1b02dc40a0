import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { COURSES, courseExercises } from "../../app/content/courses";
import { birthDateMonthsAgo } from "./accounts";
import { cookieValue, expect, test } from "./fixtures";
import { levelOne, startLevel } from "./games";
import { fill, subscriberStorageState } from "./payments";
import { seededPlanName, strings } from "./strings";

const az = strings.az;

/**
 * Every page a parent can open, on a 360×740 phone, in az, en and ru: nothing wider than the
 * screen, and every visible control at least 24×24 px (WCAG 2.5.8), inline links inside a
 * sentence excepted as WCAG allows. Pages that need a record's id (a payment, a result) are
 * left to the tests of their flows.
 */

const PHONE = {
  viewport: { width: 360, height: 740 },
  hasTouch: true,
  isMobile: true,
  userAgent: "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
};

const LANGUAGES = ["az", "en", "ru"] as const;

/** Pages for everyone (opened signed out). */
const PUBLIC_PAGES = [
  "/",
  "/about",
  "/contact",
  "/auth",
  "/auth?mode=signup",
  "/auth/check-email",
  "/auth/link",
  "/auth/finish-signup",
  "/auth/confirm-email",
  "/reset-password",
  "/assessment",
  "/assessment/autism",
  "/privacy",
  "/terms",
  "/coppa",
  "/safety",
  "/privacy-settings",
  "/subscription/plans",
  "/pricing",
  "/courses",
  "/homework/motor-skills-1-2",
  "/homework/motor-skills-1-2/turning-pages",
  "/games/memory",
  "/games/name-object/animals",
  "/play",
  "/play/album",
  "/parents",
  `/courses/${COURSES[0]?.id ?? ""}`,
  `/courses/${COURSES[0]?.id ?? ""}/exercises/${(COURSES[0] && courseExercises(COURSES[0])[0]?.exercise.id) ?? ""}`,
  // Offline mode's pages, which its service worker shows without a network (issue 41).
  "/offline/unavailable",
  "/offline/saved",
  "/no-such-page",
];

/** Pages of a signed-in parent on a trial (one transaction, one saved card). */
const PARENT_PAGES = [
  "/",
  "/courses",
  "/games/attention-letters",
  "/play",
  "/play/album",
  "/subscription/plans",
  "/subscription/checkout?plan=six-months",
  "/profile",
  "/profile/children",
  "/profile/add-child",
  "/profile/privacy",
  "/profile/offline",
  "/profile/subscription",
  "/profile/subscription/cancel",
  "/profile/cards",
  "/profile/coupons",
  "/profile/api-tokens",
  "/profile/transactions",
  "/subscription/success",
  "/parent-dashboard",
  "/parent-dashboard/games",
  "/parent-dashboard/activity",
  "/parent-dashboard/homework",
  "/parent-dashboard/assessment",
  "/parent-dashboard/analytics",
  "/parent-dashboard/insights",
  "/parent-dashboard/schedule",
  "/parent-dashboard/achievements",
  "/parent-dashboard/report",
];

/**
 * Pages of the route config this check leaves to the tests of their flows, and why: they need a
 * record made on the way (an assessment, a screening, a payment, a child) or a state (a pending
 * document), or they are not pages a parent opens.
 */
const LEFT_TO_FLOWS: Readonly<Record<string, string>> = {
  "/auth/legal": "shown only while a document waits for acceptance (accounts.spec.ts)",
  "/assessment/autism/results/:resultId": "a submitted screening (autism.spec.ts)",
  "/assessment/autism/:screeningId/review": "a paid screening (autism.spec.ts)",
  "/assessment/autism/:screeningId/:section": "a paid screening (autism.spec.ts)",
  "/assessment/open/:token": "a mailed link (assessment.spec.ts)",
  "/assessment/:assessmentId/questions/:domain": "an assessment under way (assessment.spec.ts)",
  "/assessment/:assessmentId/result": "a completed assessment (assessment.spec.ts)",
  "/assessment/:assessmentId/save": "a completed assessment (assessment.spec.ts)",
  "/autism-assessment": "the spec's other address of /assessment/autism, the same module",
  "/payment-result": "the gateway's return with an order (autism.spec.ts)",
  "/profile/children/:childId/remove": "a child (profile.spec.ts)",
  "/profile/children/:childId/assessments": "a child (assessment.spec.ts)",
  "/profile/children/:childId/assessments/:resultId": "a saved result (assessment.spec.ts)",
  "/profile/transactions/:orderId": "a payment (billing.spec.ts)",
  "/dev/mail": "the developers' local outbox, not a parent's page",
  "/profile/children/:childId/expert": "expert support, offered only where an expert answers: the second server (expert.spec.ts)",
  "/profile/questions": "expert support, offered only where an expert answers: the second server (expert.spec.ts)",
  "/expert/:token": "the expert's mailed link (expert.spec.ts)",
  "/expert/answered": "the expert's thanks after an answer (expert.spec.ts)",
};

/** The route config's pages (modules with a component), as patterns like `/courses/:courseId`. */
function pagePatterns(): string[] {
  const found: string[] = [];
  const walk = (entries: ReadonlyArray<RouteConfigEntry>, parent: string) => {
    for (const entry of entries) {
      const path = entry.path ? `${parent.replace(/\/$/, "")}/${entry.path}` : parent || "/";
      if (entry.file.endsWith(".tsx") && /export default function/.test(readFileSync(`app/${entry.file}`, "utf8")) && !entry.children) found.push(path);
      if (entry.children) walk(entry.children, path);
    }
  };
  walk(routes, "");
  return [...new Set(found)];
}

function matches(pattern: string, path: string): boolean {
  const pathname = path.split("?")[0] ?? path;
  if (pattern === "*") return !pagePatterns().some((other) => other !== "*" && matches(other, pathname));
  const source = pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+");
  return new RegExp(`^${source}$`).test(pathname);
}

test("every page of the route config is checked here or named as left to its flow's tests", () => {
  const checked = [...PUBLIC_PAGES, ...PARENT_PAGES];
  const missing = pagePatterns().filter((pattern) => !(pattern in LEFT_TO_FLOWS) && !checked.some((path) => matches(pattern, path)));
  expect(missing).toEqual([]);
  // A page named as left to its flow must still exist.
  expect(Object.keys(LEFT_TO_FLOWS).filter((pattern) => !pagePatterns().includes(pattern))).toEqual([]);
});

interface Problem {
  kind: "too small" | "too wide";
  what: string;
}

/** What is wrong with the page as it is now: sideways scrolling, and undersized controls. */
async function layoutProblems(page: Page): Promise<Problem[]> {
  // Not window.innerWidth: on a phone (isMobile) the browser zooms out to fit a page wider
  // than the screen, and innerWidth grows with it.
  const screenWidth = PHONE.viewport.width;
  return page.evaluate((width) => {
    const problems: Array<{ kind: "too small" | "too wide"; what: string }> = [];
    const root = document.documentElement;
    if (root.scrollWidth > width) {
      // Name the widest elements, so a failure says where to look.
      const wide = [...document.body.querySelectorAll<HTMLElement>("*")]
        .filter((element) => element.getBoundingClientRect().right > width + 0.5)
        .filter((element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= width + 0.5)
        .slice(0, 5)
        .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`);
      problems.push({ kind: "too wide", what: `${root.scrollWidth} px: ${wide.join(", ")}` });
    }

    for (const element of document.querySelectorAll("a[href], button, input, select, summary")) {
      if (element instanceof HTMLInputElement && element.type === "hidden") continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      // Visually hidden (1×1 px, clipped) controls are operated through their label.
      if (box.width <= 1 || box.height <= 1) continue;
      // The skip link sits off-screen until it has the focus.
      if (box.bottom <= 0 || box.right <= 0) continue;
      // A link inside running text: WCAG 2.5.8 exempts it ("the size of the target is
      // constrained by the line-height of non-target text").
      const parentText = (element.parentElement?.textContent ?? "").trim();
      const inSentence =
        element.tagName === "A" && getComputedStyle(element).display === "inline" && parentText.length > (element.textContent ?? "").trim().length;
      if (inSentence) continue;
      if (box.width < 24 - 0.5 || box.height < 24 - 0.5) {
        const label = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40);
        problems.push({
          kind: "too small",
          what: `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> "${label}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        });
      }
    }
    return problems;
  }, screenWidth);
}

async function expectPhoneLayout(page: Page, baseURL: string, path: string) {
  const found: string[] = [];
  for (const language of LANGUAGES) {
    await page.context().addCookies([{ name: "lng", value: cookieValue(language), url: baseURL }]);
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    for (const problem of await layoutProblems(page)) found.push(`${language} ${path}: ${problem.kind} ${problem.what}`);
  }
  expect(found).toEqual([]);
}

test.describe("the phone's bottom navigation", () => {
  test.use(PHONE);

  test("80 px high with the five sections, the current one marked, content kept clear of it, and real links", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: az.nav.bottom.label });
    await expect(nav).toBeVisible();
    expect((await nav.boundingBox())?.height).toBe(80);
    const links = nav.getByRole("link");
    await expect(links).toHaveText([az.nav.bottom.home, az.nav.bottom.courses, az.nav.bottom.assessment, az.nav.bottom.dashboard, az.nav.bottom.profile]);
    await expect(links.nth(0)).toHaveAttribute("aria-current", "page");
    // Signed out, the profile is behind sign-in.
    await expect(links.nth(4)).toHaveAttribute("href", "/auth");
    await expect(links.nth(3)).toHaveAttribute("href", "/parent-dashboard");
    await expect(page.locator("body")).toHaveCSS("padding-bottom", "112px");
    // The page's last words end above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLine = await page.locator(".site-footer-legal p").last().boundingBox();
    const bar = await nav.boundingBox();
    expect((lastLine?.y ?? 0) + (lastLine?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);

    await links.nth(1).click();
    await expect(page).toHaveURL("/courses");
    await expect(nav.getByRole("link", { name: az.nav.bottom.courses })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator("[aria-current]")).toHaveCount(1);
  });

  test("hidden on wide screens", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: az.nav.bottom.label })).toBeHidden();
  });

  test("steps aside while a level is played, and comes back after it", async ({ page, javaScriptEnabled }) => {
    await page.goto("/games/shape-recognition");
    const nav = page.getByRole("navigation", { name: az.nav.bottom.label });
    await expect(nav).toBeVisible();
    test.skip(!javaScriptEnabled, "without JavaScript no game is played; the bar stays");
    await startLevel(page, levelOne(az), "tap");
    await expect(nav).toBeHidden();
    // The browser's back button leaves play mode, back to the level list.
    await page.goBack();
    await expect(nav).toBeVisible();
  });
});

test.describe("every page on a 360 px phone", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the layout is the same without JavaScript");
  test.use(PHONE);

  test.describe("signed out", () => {
    for (const path of PUBLIC_PAGES) {
      test(`${path}: no sideways scrolling, controls at least 24×24 px, in az, en and ru`, async ({ page, baseURL }) => {
        await expectPhoneLayout(page, baseURL ?? "", path);
      });
    }
  });

  test.describe("signed in", () => {
    // One parent on a trial per worker opens every page (signing up and paying takes a while).
    let parent = "";
    test.beforeAll(async ({ browser }, testInfo) => {
      if (testInfo.project.use.javaScriptEnabled === false) return;
      parent = await subscriberStorageState(browser, testInfo, "phone-parent");
    });
    test.use({ storageState: async ({}, use) => use(parent) });

    test("the plans carousel scrolls inside itself; the six-month card's button and the promo box can be tapped", async ({ page }) => {
      await page.goto("/subscription/plans");
      const list = page.locator("#plan-list");
      // The plans page sends no scripts (ADR 023): the dots are links to the cards' anchors.
      await expect(page.locator("script")).toHaveCount(0);
      await page.getByRole("link", { name: fill(az.subscription.planDotLabel, { name: seededPlanName("six-months", "az") }) }).tap();
      await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
      // tap() fails if another element (a card, the header, the bar) would receive the tap.
      await page
        .locator("#plan-six-months")
        .getByRole("link", { name: new RegExp(az.subscription.getStarted) })
        .tap();
      await expect(page).toHaveURL(/\/subscription\/checkout\?plan=six-months/);
      await page.goto("/subscription/plans");
      await page.locator("details.coupon-box summary").tap();
      await expect(page.locator("details.coupon-box")).toHaveAttribute("open", "");
    });

    test("a toast with a long name wraps inside the screen, top-centre", async ({ page }) => {
      const name = "Gülşənnazxanımbəyimsultanəaybəniz";
      await page.goto("/profile/add-child");
      await page.getByLabel(az.children.firstNameLabel, { exact: true }).fill(name);
      await page.getByLabel(az.children.birthDateLabel, { exact: true }).fill(birthDateMonthsAgo(30));
      await page.getByRole("button", { name: az.children.addSubmit }).click();
      const toast = page.locator(".toast-success");
      await expect(toast).toHaveText(fill(az.children.added, { name }));
      const box = await toast.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.viewport.width);
      // Centred: as much room on its left as on its right.
      expect(Math.abs((box?.x ?? 0) - (PHONE.viewport.width - (box?.x ?? 0) - (box?.width ?? 0)))).toBeLessThanOrEqual(1);
    });

    test("the profile's tabs stay on one row that scrolls sideways, the current tab marked", async ({ page }) => {
      await page.goto("/profile/transactions");
      const tabs = page.getByRole("navigation", { name: az.profile.tabsLabel });
      const current = tabs.locator("[aria-current=page]");
      await expect(current).toHaveCount(1);
      const heights = await tabs.getByRole("link").evaluateAll((links) => new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))).size);
      expect(heights).toBe(1);
      // Scrolled into view by the page itself, not cut off at the screen's edge.
      await expect(current).toBeInViewport({ ratio: 1 });
      await tabs.getByRole("link", { name: az.profile.accountTab }).click();
      await expect(page).toHaveURL("/profile");
      await expect(tabs.locator("[aria-current=page]")).toBeInViewport({ ratio: 1 });
    });

    test("transactions are stacked cards with the amount and the status in view", async ({ page }) => {
      await page.goto("/profile/transactions");
      const row = page.locator(".transactions-table tbody tr").first();
      for (const column of ["amount", "status"] as const) {
        const cell = row.locator(`td[data-label="${az.billing.columns[column]}"]`);
        await cell.scrollIntoViewIfNeeded();
        // Wholly on the screen, not cut off at its right edge.
        await expect(cell).toBeInViewport({ ratio: 1 });
      }
    });

    for (const path of PARENT_PAGES) {
      test(`${path} (signed in): no sideways scrolling, controls at least 24×24 px, in az, en and ru`, async ({ page, baseURL }) => {
        await expectPhoneLayout(page, baseURL ?? "", path);
      });
    }
  });
});
