import { AGE_BANDS } from "../../app/content/assessment";
import { gameCounts } from "../../app/games/registry";
import { cookieValue, expect, expectAccessible, test } from "./fixtures";
import { fill } from "./payments";
import { strings, type TestLanguage } from "./strings";

/** The plural form of `key` in `section` that `language` uses for `count`, filled in. */
function plural(language: TestLanguage, section: object, key: string, count: number): string {
  const forms = section as Record<string, string>;
  const form = forms[`${key}_${new Intl.PluralRules(language).select(count)}`] ?? forms[`${key}_other`];
  if (form === undefined) throw new Error(`no plural form of ${key} in ${language}`);
  return fill(form, { count });
}

test.describe("the page for parents", () => {
  for (const language of ["az", "en", "ru"] as const) {
    test(`renders in ${language} with its counts from the content and the links to start from`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "lng", value: cookieValue(language), url: baseURL ?? "" }]);
      const response = await page.goto("/parents");
      expect(response?.status()).toBe(200);
      const text = strings[language];
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page).toHaveTitle(fill(text.meta.parentsTitle, { brand: "Balaca" }));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", fill(text.meta.parentsDescription, { brand: "Balaca" }));

      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(text.parents.title);
      for (const title of [
        fill(text.parents.how.title, { brand: "Balaca" }),
        text.parents.use.title,
        text.parents.doctor.title,
        text.parents.screens.title,
        text.parents.links.title,
      ]) {
        await expect(main.getByRole("heading", { level: 2, name: title })).toBeVisible();
      }
      // Counts come from the content, never typed into the strings.
      await expect(main).toContainText(plural(language, text.parents.how, "assessment", AGE_BANDS.length));
      await expect(main).toContainText(plural(language, text.parents.how, "practise", gameCounts().all));
      await expect(main).toContainText(text.parents.doctor.signs.lostSkills);
      await expect(main).toContainText(text.parents.screens.underTwo);

      const start = main.getByRole("navigation", { name: text.parents.links.title });
      for (const [href, label] of [
        ["/assessment", text.parents.links.assessmentLabel],
        ["/courses", text.parents.links.coursesLabel],
        ["/courses#homework", text.parents.links.homeworkLabel],
        ["/#faq", text.parents.links.faqLabel],
      ] as const) {
        await expect(start.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
      }
      await expectAccessible(page);
    });
  }

  test("is linked from the footer and from About, and its links lead to the FAQ and the homework", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("link", { name: strings.az.footer.parents }).click();
    await expect(page).toHaveURL("/parents");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(strings.az.parents.title);

    await page.goto("/about");
    await page
      .getByRole("main")
      .getByRole("link", { name: fill(strings.az.about.parentsLink, { brand: "Balaca" }) })
      .click();
    await expect(page).toHaveURL("/parents");

    await page.getByRole("link", { name: strings.az.parents.links.faqLabel, exact: true }).click();
    await expect(page).toHaveURL("/#faq");
    await expect(page.locator("#faq").getByRole("heading", { name: strings.az.home.faqTitle })).toBeVisible();

    await page.goto("/parents");
    await page.getByRole("link", { name: strings.az.parents.links.homeworkLabel, exact: true }).click();
    await expect(page).toHaveURL("/courses#homework");
    await expect(page.getByRole("heading", { name: strings.az.homework.catalogueTitle })).toBeVisible();
  });
});
