import type { Page } from "@playwright/test";
import { TEST_CARDS } from "../../server/epoint-simulator";
import { queryAll, queryOne, signUp, uniqueEmail } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";
import { strings } from "./strings";

const az = strings.az;
const s = az.subscription;
const sim = az.epointSimulator;

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

/** On the simulator's hosted page: type a test card and press Pay (or Cancel). */
async function payOnGateway(page: Page, card: string | null) {
  await expect(page).toHaveURL(/\/epoint-simulator\/pay\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(sim.title);
  if (card === null) {
    await page.getByRole("button", { name: sim.cancel }).click();
    return;
  }
  await page.getByLabel(sim.cardNumber).fill(card);
  await page.getByRole("button", { name: sim.pay, exact: true }).click();
}

async function acceptAllLegal(page: Page) {
  await expect(page.getByRole("checkbox").first()).toBeVisible();
  for (const checkbox of await page.getByRole("checkbox").all()) await checkbox.check();
  await page.getByRole("button", { name: az.legal.acceptSubmit }).click();
}

function subscriptionOf(email: string) {
  return queryOne<{ status: string; plan_id: string; trial_end_date: string | null; end_date: string | null; card_id: string | null }>(
    "select s.status, s.plan_id, s.trial_end_date, s.end_date, s.card_id from subscriptions s join users u on u.id = s.user_id where u.email = ?",
    email,
  );
}

test.describe("subscriptions and payments", () => {
  test("a visitor picks 6 Months, signs up, saves a card for the trial and is activated", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "subscriber");
    await page.goto("/subscription/plans");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.plansTitle);
    await expect(page.locator(".plan-card-popular")).toContainText(s.planNames.six_month);
    await expect(page.locator(".plan-card-popular")).toContainText(s.mostPopular);
    await expectAccessible(page);
    await page.locator(".plan-card-popular").getByRole("link", { name: new RegExp(s.getStarted) }).click();
    await expect(page).toHaveURL("/auth");

    await signUp(page, email);
    await acceptAllLegal(page);
    await expect(page).toHaveURL("/subscription/checkout?plan=six-months");
    await expect(page.getByText(fill(s.trialDays_other, { count: 7 }))).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: s.trialButton }).click();
    await payOnGateway(page, TEST_CARDS.success);
    await expect(page).toHaveURL(/\/subscription\/success\?order=BLC-/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.activatedTitle);
    await expect(page.getByRole("link", { name: s.continue, exact: true })).toBeVisible();

    expect(subscriptionOf(email)).toMatchObject({ status: "trial", plan_id: "six-months", end_date: null });
    expect(subscriptionOf(email)?.card_id).not.toBeNull();
    const payments = queryAll<{ status: string; kind: string; amount_minor: number }>(
      "select p.status, p.kind, p.amount_minor from payments p join users u on u.id = p.user_id where u.email = ?",
      email,
    );
    expect(payments).toEqual([{ status: "succeeded", kind: "card_registration", amount_minor: 0 }]);
    const card = queryOne<{ card_mask: string }>("select c.card_mask from saved_cards c join users u on u.id = c.user_id where u.email = ?", email);
    expect(card?.card_mask).toBe("416973******0001");
  });

  test("a declined card, a payment cancelled on the gateway page, then a slow card that activates after polling", async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const email = uniqueEmail(testInfo, "payer");
    await page.goto("/subscription/checkout?plan=monthly");
    await expect(page).toHaveURL("/auth");
    await signUp(page, email);
    await acceptAllLegal(page);
    await expect(page).toHaveURL("/subscription/checkout?plan=monthly");

    // The trial's card is declined: nothing starts, the bank's code is shown.
    await page.getByRole("button", { name: s.trialButton }).click();
    await payOnGateway(page, TEST_CARDS.declined);
    await expect(page).toHaveURL("/subscription/checkout?plan=monthly&payment=failed");
    await expect(page.locator(".toast-error")).toHaveText(fill(s.paymentDeclined, { code: "05" }));
    expect(subscriptionOf(email)).toBeUndefined();

    // Cancelled on the gateway's page.
    await page.getByRole("button", { name: s.trialButton }).click();
    await payOnGateway(page, null);
    await expect(page).toHaveURL("/subscription/checkout?plan=monthly&payment=cancelled");
    await expect(page.locator(".toast-info")).toHaveText(s.paymentCancelled);
    expect(subscriptionOf(email)).toBeUndefined();

    // The slow card: the parent is back before the bank answers; the page checks until it does.
    await page.getByRole("button", { name: s.trialButton }).click();
    await payOnGateway(page, TEST_CARDS.slow);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.verifyingTitle);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.activatedTitle, { timeout: 20_000 });
    expect(subscriptionOf(email)?.status).toBe("trial");

    const statuses = queryAll<{ status: string }>(
      "select p.status from payments p join users u on u.id = p.user_id where u.email = ? order by p.created_at",
      email,
    ).map((row) => row.status);
    expect(statuses).toEqual(["failed", "cancelled", "succeeded"]);
  });

  test("checkout without a plan asks for one, and the plans page lists the three plans", async ({ page }, testInfo) => {
    await page.goto("/subscription/checkout");
    await signUp(page, uniqueEmail(testInfo, "noplan"));
    await acceptAllLegal(page);
    await expect(page).toHaveURL("/subscription/checkout");
    await expect(page.getByRole("alert")).toHaveText(s.selectPlanFirst);
    await page.getByRole("link", { name: s.seePlans }).click();
    await expect(page.locator(".plan-card")).toHaveCount(3);
    await expect(page.locator(".value-strip")).toContainText(fill(s.saveUpTo, { percent: 60 }));
  });
});
