import { expect, test } from "./fixtures";
import { strings } from "./strings";

test.describe("language switch", () => {
  test("switches to English and Russian from the header and lands on home", async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto("/about");
    const header = page.getByRole("banner");

    await header.getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(strings.en.home.heroTitle);
    await expect(header.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");

    await header.getByRole("button", { name: "Русский" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(strings.ru.home.heroTitle);

    // The choice is remembered on other pages.
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(strings.ru.contact.title);

    await page.getByRole("banner").getByRole("button", { name: "Azərbaycanca" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "az");
  });

  test("switches from the mobile drawer", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/contact");
    await page.getByText(strings.az.nav.openMenu, { exact: true }).click();
    await page.locator(".drawer-panel").getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(strings.en.home.heroTitle);
  });

  test("refuses an unknown language with a message and keeps the current one", async ({ page, baseURL }) => {
    await page.goto("/");
    const response = await page.request.post("/preferences/language", {
      form: { language: "fr" },
      headers: { Origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/");
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "az");
    await expect(page.locator(".toast-error")).toHaveText(strings.az.toast.languageFailed);
  });
});
