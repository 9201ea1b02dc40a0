import { TEST_CARDS } from "../../server/epoint-simulator";
import { PASSWORD, signUp, signedUpParent, uniqueEmail } from "./accounts";
import { cookieValue, expect, hydrated, test } from "./fixtures";
import { acceptAllLegal, fill, payOnGateway } from "./payments";
import { seededPlanName, strings } from "./strings";

const { az, ru } = strings;

/** A promise that waits until `release` is called. */
function gate(): { held: Promise<void>; release: () => void } {
  let open: (() => void) | undefined;
  const held = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { held, release: () => open?.() };
}

test.describe("phone details (issue 17)", () => {
  test("a plan is named in the page's language on the payment page and the transactions page", async ({ page, baseURL }, testInfo) => {
    await page.goto("/subscription/checkout?plan=six-months");
    await signUp(page, uniqueEmail(testInfo, "plan-names"));
    await acceptAllLegal(page);
    await page.getByRole("button", { name: az.subscription.trialButton }).click();
    // The simulator's hosted page shows the description sent with the payment.
    await expect(page).toHaveURL(/\/epoint-simulator\/pay\//);
    await expect(page.getByText(fill(az.subscription.paymentDescription, { brand: "Balaca", plan: seededPlanName("six-months", "az") }), { exact: true })).toBeVisible();
    await payOnGateway(page, TEST_CARDS.success);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(az.subscription.activatedTitle);

    await page.goto("/profile/transactions");
    const trialLine = page.getByRole("cell", { name: fill(az.billing.purpose.trial, { plan: seededPlanName("six-months", "az") }), exact: true });
    await expect(trialLine).toBeVisible();
    await expect(page.getByText("6 Months")).toHaveCount(0);

    await page.context().addCookies([{ name: "lng", value: cookieValue("ru"), url: baseURL ?? "" }]);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expect(page.getByRole("cell", { name: fill(ru.billing.purpose.trial, { plan: seededPlanName("six-months", "ru") }), exact: true })).toBeVisible();
    await expect(page.getByText("6 Months")).toHaveCount(0);
  });

  test("signing in says so while it waits, and takes one press", async ({ page, javaScriptEnabled }, testInfo) => {
    test.skip(!javaScriptEnabled, "the pending text is drawn by scripts; without them the browser shows its own progress");
    const email = uniqueEmail(testInfo, "pending");
    await signedUpParent(page, email);
    await page.context().clearCookies();

    // Hold the sign-in request until the page has been looked at.
    const { held, release } = gate();
    let posts = 0;
    await page.route(
      (url) => url.pathname.startsWith("/auth"),
      async (route) => {
        if (route.request().method() === "POST") {
          posts += 1;
          await held;
        }
        await route.continue();
      },
    );
    try {
      await page.goto("/auth");
      // The pending text is React's: a press before the page has hydrated is the browser's own post.
      await hydrated(page);
      await page.getByLabel(az.auth.emailLabel, { exact: true }).fill(email);
      await page.getByLabel(az.auth.passwordLabel, { exact: true }).fill(PASSWORD);
      const submit = page.getByRole("button", { name: az.auth.signInSubmit });
      await submit.click();

      const pending = page.getByRole("button", { name: az.auth.signingIn });
      await expect(pending).toBeVisible();
      await expect(pending).toBeDisabled();
      // A second press and Enter in the password field send nothing more.
      await pending.click({ force: true });
      await page.getByLabel(az.auth.passwordLabel, { exact: true }).press("Enter");
      expect(posts).toBe(1);
    } finally {
      // Never leave the request held: the page's closing check would wait for it.
      release();
    }
    await expect(page).not.toHaveURL(/\/auth/);
    expect(posts).toBe(1);
  });
  test("on a page sent without React, sending says so while it waits, and takes one press", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the pending text is the standalone script's; without scripts the browser shows its own progress");
    // The post is answered "204 No Content", so the browser stays on the page as it was while
    // the post was on its way (a held navigation would keep Playwright waiting for it instead).
    let posts = 0;
    await page.route(
      (url) => url.pathname === "/contact",
      async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        posts += 1;
        return route.fulfill({ status: 204 });
      },
    );
    await page.goto("/contact");
    // ADR 024: no React here, only app/enhance/pending-forms.ts.
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    await expect(page.locator('script[src*="pending-forms"]')).toHaveCount(1);
    await page.getByLabel(az.contact.nameLabel, { exact: true }).fill("Aygün Məmmədova");
    await page.getByLabel(az.contact.emailLabel, { exact: true }).fill("aygun@example.az");
    await page.getByLabel(az.contact.messageLabel, { exact: true }).fill("Salam! Sualım var: oyunlar telefonda işləyirmi?");
    // Submissions that go ahead: counted after every listener of the document has had its say.
    await page.evaluate(() => {
      const counter = { sent: 0 };
      Object.assign(window, { submissions: counter });
      window.addEventListener("submit", (event) => {
        if (!event.defaultPrevented) counter.sent += 1;
      });
    });
    const submissions = () => page.evaluate(() => (window as unknown as { submissions: { sent: number } }).submissions.sent);
    await page.getByRole("button", { name: az.contact.submit }).click();

    const pending = page.getByRole("button", { name: az.contact.sending });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    await expect.poll(() => posts).toBe(1);
    // A second press and Enter in a field send nothing more.
    await pending.click({ force: true });
    await page.getByLabel(az.contact.nameLabel, { exact: true }).press("Enter");
    await page.evaluate(() => document.querySelector<HTMLFormElement>("#contact")?.requestSubmit());
    expect(await submissions()).toBe(1);
    expect(posts).toBe(1);
  });
});
