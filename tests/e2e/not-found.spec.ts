import { expect, test } from "./fixtures";
import { strings } from "./strings";

test.describe("not found", () => {
  test("answers an unknown path with 404 and a translated page", async ({ page }) => {
    const response = await page.goto("/anything-unknown");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(strings.az.errors.notFoundTitle);
    await expect(page.getByRole("link", { name: strings.az.errors.notFoundHome })).toHaveAttribute("href", "/");
    await expect(page.getByRole("banner")).toBeVisible();
  });

  test("speaks the parent's language", async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Русский" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    const response = await page.goto("/deeply/nested/missing?x=1");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(strings.ru.errors.notFoundTitle);
  });

  test("answers a post to an unknown path with 404, not an error", async ({ page, baseURL }) => {
    const response = await page.request.post("/no-such-form", { form: { a: "1" }, headers: { Origin: baseURL ?? "" } });
    expect(response.status()).toBe(404);
  });
});
