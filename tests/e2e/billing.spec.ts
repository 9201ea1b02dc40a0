import { TEST_CARDS } from "../../server/epoint-simulator";
import { queryAll, queryOne, signedUpParent, uniqueEmail } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";
import { applyCoupon, fill, payOnGateway, signUpOnTrial } from "./payments";
import { formatMoney } from "../../app/lib/money";
import { strings } from "./strings";

const az = strings.az;
const b = az.billing;

test.describe("my cards and my transactions", () => {
  test("add a card, make it default, delete the renewing card with a replacement; filter transactions and open one", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    test.skip(javaScriptEnabled, "these are plain forms; proven without JavaScript");
    test.setTimeout(90_000);
    const email = uniqueEmail(testInfo, "cards");
    await signUpOnTrial(page, email, "monthly", "WELCOME10");

    // The trial's card pays the renewals.
    await page.goto("/profile/cards");
    await expect(page.getByRole("heading", { name: b.cardsTitle })).toBeVisible();
    await expect(page.locator(".saved-card")).toHaveCount(1);
    await expect(page.locator(".saved-card").first()).toContainText(b.renewsBadge);
    await expect(page.locator(".saved-card").first()).toContainText(b.defaultBadge);
    await expect(page.getByText(b.addCardHint)).toBeVisible();
    await expect(page.getByText(b.savingCard)).toHaveCount(0);

    // Add a card on Epoint's page.
    await page.getByRole("button", { name: b.addCard }).click();
    await payOnGateway(page, TEST_CARDS.insufficientFunds);
    await expect(page).toHaveURL("/profile/cards");
    await expect(page.locator(".toast-success, .toast-info").first()).toHaveText(/.+/);
    await page.reload();
    await expect(page.locator(".saved-card")).toHaveCount(2);
    const newest = page.locator(".saved-card").filter({ hasText: "0027" });
    const trialCard = page.locator(".saved-card").filter({ hasText: "0001" });
    await expect(newest).toContainText(b.defaultBadge);

    // Make the trial's card the default again.
    await trialCard.getByRole("button", { name: new RegExp(`^${b.makeDefault}`) }).click();
    await expect(page.locator(".toast-success")).toHaveText(b.defaultToast);
    await expect(page.locator(".saved-card").filter({ hasText: "0001" })).toContainText(b.defaultBadge);
    await expectAccessible(page);

    // Deleting the renewing card asks which card takes over.
    await page
      .locator(".saved-card")
      .filter({ hasText: "0001" })
      .getByRole("button", { name: new RegExp(`^${b.deleteCard}`) })
      .click();
    await expect(page.getByRole("alert").filter({ hasText: b.replaceTitle })).toBeVisible();
    await page.getByRole("button", { name: b.replaceSubmit }).click();
    await expect(page.locator("#replacement-replacementId-error")).toHaveText(b.replaceRequired);
    await page.getByRole("radio").first().check();
    await page.getByRole("button", { name: b.replaceSubmit }).click();
    await expect(page.locator(".toast-success")).toHaveText(b.deletedToast);
    await expect(page.locator(".saved-card")).toHaveCount(1);
    await expect(page.locator(".saved-card")).toContainText("0027");
    await expect(page.locator(".saved-card")).toContainText(b.renewsBadge);
    await expect(page.locator(".saved-card")).toContainText(b.defaultBadge);

    // Transactions: the trial (with its coupon) and the card check.
    await page.getByRole("link", { name: az.profile.transactionsTab }).click();
    await expect(page.locator(".transactions-table tbody tr")).toHaveCount(2);
    await page.getByLabel(b.filterCoupon).fill("welcome10");
    await page.getByRole("button", { name: b.filterSubmit }).click();
    await expect(page).toHaveURL(/coupon=welcome10/);
    await expect(page.locator(".transactions-table tbody tr")).toHaveCount(1);
    await expect(page.locator(".transactions-table tbody tr")).toContainText("WELCOME10");
    await page.getByLabel(b.filterStatus).selectOption("failed");
    await page.getByRole("button", { name: b.filterSubmit }).click();
    await expect(page.getByText(b.transactionsNoMatch)).toBeVisible();
    await page.getByRole("link", { name: b.filterClear }).click();
    await expect(page.locator(".transactions-table tbody tr")).toHaveCount(2);
    await expectAccessible(page);

    const orders = queryAll<{ order_id: string; coupon_code: string | null }>(
      "select p.order_id, p.coupon_code from payments p join users u on u.id = p.user_id where u.email = ? order by p.created_at",
      email,
    );
    const trialOrder = orders[0]?.order_id ?? "";
    await page.getByRole("link", { name: fill(b.detailsOf, { order: trialOrder }) }).click();
    await expect(page.getByRole("heading", { name: fill(b.detailTitle, { order: trialOrder }) })).toBeVisible();
    await expect(page.locator(".detail-list")).toContainText("WELCOME10");
    // Another order id (or another parent's) is not found.
    const missing = await page.goto("/profile/transactions/BLC-000000000000000000");
    expect(missing?.status()).toBe(404);
  });

  test("check coupon codes in the profile: a gift balance, an expired code, a percent code to use on a plan", async ({ page }, testInfo) => {
    await signedUpParent(page, uniqueEmail(testInfo, "coupons"));
    await page.getByRole("link", { name: az.profile.couponsTab }).click();
    await expect(page.getByText(b.usageEmpty)).toBeVisible();
    const fifty = formatMoney({ minor: 5000, currency: "AZN" }, "az");
    await page.getByLabel(b.couponCode).fill(" gift50 ");
    await page.getByRole("button", { name: b.couponCheck }).click();
    await expect(page.locator(".coupon-result")).toContainText(fill(b.couponGift, { remaining: fifty, total: fifty }));
    await page.getByLabel(b.couponCode).fill("SUMMER2025");
    await page.getByRole("button", { name: b.couponCheck }).click();
    await expect(page.locator("#coupon-error")).toHaveText(az.subscription.coupon.failures.expired);
    await page.getByLabel(b.couponCode).fill("NO-SUCH-CODE");
    await page.getByRole("button", { name: b.couponCheck }).click();
    await expect(page.locator("#coupon-error")).toHaveText(az.subscription.coupon.failures.invalid);
    await page.getByLabel(b.couponCode).fill("welcome10");
    await page.getByRole("button", { name: b.couponCheck }).click();
    await expect(page.locator(".coupon-result")).toContainText(fill(b.couponPercent, { percent: 10 }));
    await expectAccessible(page);
    await page.getByRole("link", { name: b.couponUse }).click();
    await expect(page).toHaveURL("/subscription/plans?coupon=WELCOME10");
  });

  test("a coupon on the plans page and at checkout: prices change, it can be removed, an expired code says so", async ({ page }, testInfo) => {
    const s = az.subscription;
    await signedUpParent(page, uniqueEmail(testInfo, "promo"));
    await page.goto("/subscription/plans");
    await expect(page.locator("details.coupon-box")).not.toHaveAttribute("open");
    await applyCoupon(page, "summer2025", false);
    await expect(page.locator("#coupon-code-error")).toHaveText(s.coupon.failures.expired);
    await expect(page.locator("#plan-monthly del")).toHaveCount(0);

    await applyCoupon(page, " welcome10 ");
    await expect(page.locator(".toast-success")).toHaveText(fill(s.coupon.appliedToast, { code: "WELCOME10" }));
    const price = queryOne<{ price_minor: number }>("select price_minor from subscription_plans where plan_id = 'monthly'")?.price_minor ?? 0;
    const saved = Math.round(price / 10);
    const monthly = page.locator("#plan-monthly");
    await expect(monthly.locator("del")).toHaveText(formatMoney({ minor: price, currency: "AZN" }, "az"));
    await expect(monthly.locator(".plan-price strong")).toHaveText(formatMoney({ minor: price - saved, currency: "AZN" }, "az"));
    await expect(monthly.locator(".plan-saving")).toHaveText(fill(s.coupon.youSave, { amount: formatMoney({ minor: saved, currency: "AZN" }, "az") }));
    await expect(page.getByLabel(s.coupon.label, { exact: true })).toHaveAttribute("readonly", "");
    await expectAccessible(page);

    // The checkout keeps it, with the same discount.
    await monthly.getByRole("link", { name: new RegExp(`^${s.getStarted}`) }).click();
    await expect(page.locator(".coupon-applied")).toHaveText(
      fill(s.coupon.applied, { code: "WELCOME10", discount: formatMoney({ minor: saved, currency: "AZN" }, "az") }),
    );
    await page.getByRole("button", { name: s.coupon.remove }).click();
    await expect(page.locator(".toast-success")).toHaveText(s.coupon.removedToast);
    await expect(page.locator(".coupon-applied")).toHaveCount(0);
    await expect(page).toHaveURL("/subscription/checkout?plan=monthly");
  });
});
