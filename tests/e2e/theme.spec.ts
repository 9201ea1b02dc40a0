import { expect, expectAccessible, test } from "./fixtures";
import { strings } from "./strings";

test.describe("theme", () => {
  test("switches to dark and light from the footer and stays on the page", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("button", { name: strings.az.theme.dark }).click();
    await expect(page).toHaveURL("/about");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(footer.getByRole("button", { name: strings.az.theme.dark })).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(18, 24, 25)");
    await expectAccessible(page);

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");

    await page.getByRole("contentinfo").getByRole("button", { name: strings.az.theme.light }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(255, 253, 248)");
  });

  test("follows the device in system mode", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "system");
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(18, 24, 25)");
    await expectAccessible(page, { colorScheme: "dark" });
  });

  test("refuses a made-up theme and keeps the page", async ({ page, baseURL }) => {
    const response = await page.request.post("/preferences/theme", {
      form: { theme: "neon", redirectTo: "https://evil.example/" },
      headers: { Origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/");
  });
});
