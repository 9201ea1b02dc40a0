import { axeViolations } from "./axe";
import { cookieValue, expect, expectAccessible, test } from "./fixtures";
import { COURSES, courseExercises } from "../../app/content/courses";

/** A course's page and its free sample (each language's texts come from the content). */
const aCourse = COURSES[3] ?? COURSES[0];
const courseSample = aCourse ? courseExercises(aCourse)[0]?.exercise : undefined;

const PAGES = [
  "/",
  "/about",
  "/parents",
  "/contact",
  "/auth",
  "/auth?mode=signup",
  "/auth?mode=forgot",
  "/privacy",
  "/terms",
  "/coppa",
  "/safety",
  "/privacy-settings",
  "/assessment",
  "/subscription/plans",
  "/pricing",
  "/courses",
  `/courses/${aCourse?.id ?? ""}`,
  `/courses/${aCourse?.id ?? ""}/exercises/${courseSample?.id ?? ""}`,
  "/games/color-matching",
  "/games/memory",
  "/homework/motor-skills-1-2",
  "/homework/motor-skills-1-2/turning-pages",
  "/homework/motor-skills-4-5",
  "/reset-password?token=unknown",
  // Offline mode's pages (issue 41), which its service worker shows without a network.
  "/offline/unavailable",
  "/offline/saved",
  "/this-page-does-not-exist",
];

test.describe("accessibility (axe, WCAG 2.2 AA)", () => {
  // Every page in every language; colours do not depend on the language, so the dark theme
  // is checked in one of them.
  const combinations = [
    ["az", "light"],
    ["en", "light"],
    ["ru", "light"],
    ["az", "dark"],
  ] as const;
  for (const [language, theme] of combinations) {
    for (const path of PAGES) {
      // One test per page, so a slow moment on a busy machine costs one page's time, not all.
      test(`${path} in ${language}, ${theme} theme`, async ({ page, context, baseURL, javaScriptEnabled }) => {
        // The server renders the same text with or without scripts; after hydration only the
        // scripted controls differ, and those do not depend on the language or the theme.
        test.skip(javaScriptEnabled && (language !== "az" || theme !== "light"), "other languages and the dark theme are checked in the no-js project");
        await context.addCookies([
          { name: "lng", value: cookieValue(language), url: baseURL ?? "" },
          { name: "theme", value: cookieValue(theme), url: baseURL ?? "" },
        ]);
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        await expectAccessible(page);
      });
    }
  }

  test("the contact form with its errors showing", async ({ page }) => {
    await page.goto("/contact");
    await page.locator("form.form button[type=submit]").click();
    await expect(page.locator(".field-errors").first()).toBeVisible();
    await expectAccessible(page);
  });

  test("a toast while it is showing", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "axe runs inside the page; the toast must be checked while it is visible");
    await page.goto("/contact");
    await page.locator("#contact-name").fill("Aysel");
    await page.locator("#contact-email").fill("aysel@example.az");
    await page.locator("#contact-message").fill("A question about the courses, please.");
    await page.locator("form.form button[type=submit]").click();
    await expect(page.locator(".toast-success")).toBeVisible();
    // Fully shown: half-way through its 1.5 s life (it fades in over the first 10 %).
    await expect(page.locator(".toast-success")).toHaveCSS("opacity", "1");
    expect(await axeViolations(page, { include: ".toasts" })).toEqual([]);
  });

  test("the phone layout", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await expectAccessible(page);
  });
});
