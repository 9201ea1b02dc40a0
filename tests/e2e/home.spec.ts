import { FAQ } from "../../app/content/faq";
import { gameCounts } from "../../app/games/registry";
import { fill } from "./payments";
import { expect, test } from "./fixtures";
import { strings } from "./strings";

test.describe("home page", () => {
  test("is served in Azerbaijani by default, with the seeded Premium price", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "az");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(strings.az.home.heroTitle);
    await expect(page).toHaveTitle(/Balaca/);
    const compare = page.getByRole("table");
    await expect(compare).toContainText("7,96 ₼");
    // The game counts come from the registry, never typed into the strings.
    const games = gameCounts();
    await expect(compare).toContainText(fill(strings.az.home.freeValues.games_other, { count: games.free }));
    await expect(compare).toContainText(fill(strings.az.home.premiumValues.games_other, { count: games.all }));
    expect(games.all).toBeGreaterThanOrEqual(43);
    // The trial and the courses as the plans and the content have them: 7 or 14 days, a free sample of each course.
    await expect(compare).toContainText(fill(strings.az.home.trialUpTo_other, { count: 14 }));
    await expect(compare).toContainText(strings.az.home.freeValues.courseSample_one);
    await expect(page.getByRole("heading", { name: strings.az.home.stepsTitle })).toBeVisible();
    await expect(page.getByRole("heading", { name: strings.az.home.creatorTitle })).toBeVisible();
    await expect(page.getByRole("heading", { name: strings.az.home.autismTitle })).toBeVisible();
  });

  test("has a footer with the legal links and this year", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const [path, label] of [
      ["/contact", strings.az.footer.contact],
      ["/about", strings.az.footer.about],
      ["/parents", strings.az.footer.parents],
      ["/privacy", strings.az.footer.privacy],
      ["/terms", strings.az.footer.terms],
      ["/coppa", strings.az.footer.coppa],
      ["/safety", strings.az.footer.safety],
    ] as const) {
      await expect(footer.getByRole("link", { name: label })).toHaveAttribute("href", path);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Balaca`);
  });

  test("answers the FAQ at /#faq with native disclosure widgets", async ({ page }) => {
    await page.goto("/#faq");
    const faq = page.locator("#faq");
    await expect(faq.getByRole("heading", { name: strings.az.home.faqTitle })).toBeVisible();
    const first = FAQ[0];
    if (!first) throw new Error("the FAQ is empty");
    const answer = faq.getByText(first.answer.az);
    await expect(answer).toBeHidden();
    await faq.getByText(first.question.az).click();
    await expect(answer).toBeVisible();
    await expect(faq.locator("details")).toHaveCount(FAQ.length);
  });

  test("links the header to courses, the assessment and sign-in", async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: strings.az.nav.mainNavigation });
    await expect(nav.getByRole("link", { name: strings.az.nav.courses })).toHaveAttribute("href", "/courses");
    await expect(nav.getByRole("link", { name: strings.az.nav.startAssessment })).toHaveAttribute("href", "/assessment");
    await expect(nav.getByRole("link", { name: strings.az.nav.login })).toHaveAttribute("href", "/auth");
  });

  test("opens about from the footer and scrolls to the top of the new page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: strings.az.footer.about }).click();
    await expect(page).toHaveURL("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(strings.az.about.title.replace("{{brand}}", "Balaca"));
    // The main heading sits at the top of the viewport: the page did not keep the old scroll.
    const box = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect(box?.y ?? 9999).toBeLessThan(300);
  });
});

test("About and the plans page count the games from the registry", async ({ page }) => {
  const games = gameCounts();
  await page.goto("/about");
  await expect(page.getByRole("main")).toContainText(fill(strings.az.about.what.games_other, { count: games.all }));
  await page.goto("/subscription/plans");
  await expect(page.getByRole("main")).toContainText(fill(strings.az.subscription.plansSubtitle_other, { count: games.all }));
  await page.goto("/courses");
  await expect(page.getByRole("main")).toContainText(fill(strings.az.courses.premiumBannerText_other, { count: games.free }));
});
