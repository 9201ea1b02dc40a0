import { expect, expectAccessible, test } from "./fixtures";
import { strings } from "./strings";

test.describe("mobile drawer", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens and closes, with the header's items inside", async ({ page }) => {
    await page.goto("/");
    const panel = page.locator(".drawer-panel");
    await expect(page.getByRole("navigation", { name: strings.az.nav.mainNavigation })).toBeHidden();
    await expect(panel).toBeHidden();

    await page.getByText(strings.az.nav.openMenu, { exact: true }).click();
    await expect(panel).toBeVisible();
    const menu = panel.getByRole("navigation", { name: strings.az.nav.menuTitle });
    await expect(menu.getByRole("link", { name: strings.az.nav.courses })).toBeVisible();
    await expect(menu.getByRole("link", { name: strings.az.nav.startAssessment })).toBeVisible();
    await expect(menu.getByRole("link", { name: strings.az.nav.login })).toBeVisible();
    await expect(panel.getByRole("button", { name: "English" })).toBeVisible();
    await expect(panel.getByRole("button", { name: strings.az.theme.dark })).toBeVisible();
    await expectAccessible(page);

    const toggle = page.locator("summary.drawer-toggle");
    await expect(toggle).toContainText(strings.az.nav.closeMenu);
    await toggle.click();
    await expect(panel).toBeHidden();
  });

  test("changes the theme from the drawer", async ({ page }) => {
    await page.goto("/about");
    await page.getByText(strings.az.nav.openMenu, { exact: true }).click();
    await page.locator(".drawer-panel").getByRole("button", { name: strings.az.theme.dark }).click();
    await expect(page).toHaveURL("/about");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  });

  test("closes on Escape and after following a link (with JavaScript)", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "an enhancement; without JavaScript the toggle closes it");
    // On a page that sends scripts: home, for instance, sends none (ADR 023).
    await page.goto("/auth");
    const panel = page.locator(".drawer-panel");
    // Escape before the page's script runs would do nothing: wait until it has attached its handlers.
    await expect(page.locator("details.drawer")).toHaveAttribute("data-enhanced", "true");
    await page.getByText(strings.az.nav.openMenu, { exact: true }).click();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();

    await page.goto("/assessment");
    await expect(page.locator("details.drawer")).toHaveAttribute("data-enhanced", "true");
    await page.getByText(strings.az.nav.openMenu, { exact: true }).click();
    await panel.getByRole("link", { name: strings.az.nav.courses }).click();
    await expect(panel).toBeHidden();
  });
});
