import { expect, expectAccessible, test } from "./fixtures";

/** The value React Router's createCookie writes for an unsigned cookie. */
function cookieValue(value: string): string {
  return encodeURIComponent(Buffer.from(JSON.stringify(value), "utf8").toString("base64"));
}

const PAGES = ["/", "/about", "/contact", "/this-page-does-not-exist"];

test.describe("accessibility (axe, WCAG 2.2 AA)", () => {
  for (const language of ["az", "en", "ru"] as const) {
    for (const theme of ["light", "dark"] as const) {
      test(`every page in ${language}, ${theme} theme`, async ({ page, context, baseURL }) => {
        await context.addCookies([
          { name: "lng", value: cookieValue(language), url: baseURL ?? "" },
          { name: "theme", value: cookieValue(theme), url: baseURL ?? "" },
        ]);
        for (const path of PAGES) {
          await page.goto(path);
          await expect(page.locator("html")).toHaveAttribute("lang", language);
          await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
          await expectAccessible(page);
        }
      });
    }
  }

  test("the contact form with its errors showing", async ({ page }) => {
    await page.goto("/contact");
    await page.locator("form.form button[type=submit]").click();
    await expect(page.locator(".field-errors").first()).toBeVisible();
    await expectAccessible(page);
  });

  test("the phone layout", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await expectAccessible(page);
  });
});
