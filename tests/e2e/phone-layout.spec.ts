import type { Page } from "@playwright/test";
import { uniqueEmail } from "./accounts";
import { cookieValue, expect, test } from "./fixtures";
import { signUpOnTrial } from "./payments";

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
  "/no-such-page",
];

/** Pages of a signed-in parent on a trial (one transaction, one saved card). */
const PARENT_PAGES = [
  "/",
  "/courses",
  "/games/attention-letters",
  "/subscription/plans",
  "/subscription/checkout?plan=six-months",
  "/profile",
  "/profile/children",
  "/profile/add-child",
  "/profile/privacy",
  "/profile/subscription",
  "/profile/subscription/cancel",
  "/profile/cards",
  "/profile/coupons",
  "/profile/api-tokens",
  "/profile/transactions",
];

interface Problem {
  kind: "too small" | "too wide";
  what: string;
}

/** What is wrong with the page as it is now: sideways scrolling, and undersized controls. */
async function layoutProblems(page: Page): Promise<Problem[]> {
  // Not window.innerWidth: on a phone (isMobile) the browser zooms out to fit a page wider
  // than the screen, and innerWidth grows with it.
  const screenWidth = PHONE.viewport.width;
  return page.evaluate((screenWidth) => {
    const problems: Array<{ kind: "too small" | "too wide"; what: string }> = [];
    const root = document.documentElement;
    if (root.scrollWidth > screenWidth) {
      // Name the widest elements, so a failure says where to look.
      const wide = [...document.body.querySelectorAll<HTMLElement>("*")]
        .filter((element) => element.getBoundingClientRect().right > screenWidth + 0.5)
        .filter((element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= screenWidth + 0.5)
        .slice(0, 5)
        .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`);
      problems.push({ kind: "too wide", what: `${root.scrollWidth} px: ${wide.join(", ")}` });
    }

    /** A link inside running text: WCAG 2.5.8 exempts it ("the size of the target is constrained by the line-height"). */
    function isInlineInSentence(element: Element): boolean {
      if (element.tagName !== "A" || getComputedStyle(element).display !== "inline") return false;
      const parent = element.parentElement;
      if (!parent) return false;
      const ownText = (element.textContent ?? "").trim();
      const parentText = (parent.textContent ?? "").trim();
      return parentText.length > ownText.length;
    }

    for (const element of document.querySelectorAll("a[href], button, input, select, summary")) {
      if (element instanceof HTMLInputElement && element.type === "hidden") continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      // Visually hidden (1×1 px, clipped) controls are operated through their label.
      if (box.width <= 1 || box.height <= 1) continue;
      // The skip link sits off-screen until it has the focus.
      if (box.bottom <= 0 || box.right <= 0) continue;
      if (isInlineInSentence(element)) continue;
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
      testInfo.setTimeout(90_000);
      const context = await browser.newContext();
      const page = await context.newPage();
      await signUpOnTrial(page, uniqueEmail(testInfo, "phone-layout"), "monthly");
      parent = testInfo.outputPath(`phone-parent-${testInfo.workerIndex}.json`);
      await context.storageState({ path: parent });
      await context.close();
    });
    test.use({ storageState: async ({}, use) => use(parent) });

    for (const path of PARENT_PAGES) {
      test(`${path} (signed in): no sideways scrolling, controls at least 24×24 px, in az, en and ru`, async ({ page, baseURL }) => {
        await expectPhoneLayout(page, baseURL ?? "", path);
      });
    }
  });
});
