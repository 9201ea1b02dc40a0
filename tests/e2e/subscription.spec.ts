import { execFileSync } from "node:child_process";
import { signedForm } from "../../app/domain/payments/epoint-protocol";
import { TEST_CARDS } from "../../server/epoint-simulator";
import { queryAll, queryOne, signUp, uniqueEmail } from "./accounts";
import { acceptAllLegal, applyCoupon, endTrialNow, fill, payOnGateway, signUpOnTrial } from "./payments";
import { expect, expectAccessible, test } from "./fixtures";
import { seededPlanName, strings } from "./strings";
import { formatMoney } from "../../app/lib/money";

const az = strings.az;
const s = az.subscription;

function subscriptionOf(email: string) {
  return queryOne<{ status: string; plan_id: string; trial_end_date: string | null; end_date: string | null; card_id: string | null }>(
    "select s.status, s.plan_id, s.trial_end_date, s.end_date, s.card_id from subscriptions s join users u on u.id = s.user_id where u.email = ?",
    email,
  );
}

test.describe("subscriptions and payments", () => {
  test("a visitor picks 6 Months, signs up, saves a card for the trial and is activated", async ({ page, javaScriptEnabled }, testInfo) => {
    const email = uniqueEmail(testInfo, "subscriber");
    await page.goto("/subscription/plans");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.plansTitle);
    await expect(page.locator(".plan-card-popular")).toContainText(seededPlanName("six-months", "az"));
    await expect(page.locator(".plan-card-popular")).toContainText(s.mostPopular);
    await expectAccessible(page);
    await page
      .locator(".plan-card-popular")
      .getByRole("link", { name: new RegExp(s.getStarted) })
      .click();
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
    // A trial charged nothing: the page says so, and when the first charge comes; never "payment received".
    await expect(page.locator(".subscription-success .eyebrow")).toHaveText(s.trialStartedTitle);
    await expect(page.getByText(s.receivedTitle)).toHaveCount(0);
    await expect(page.getByText(s.trialFirstCharge.split("{{")[0] ?? "")).toBeVisible();
    // Where scripts run the line counts down; without them it says the time the Refresh header waits.
    const countdown = page.locator("[data-countdown-text]");
    if (javaScriptEnabled) await expect(countdown).toHaveText(new RegExp(`^${fill(s.redirectIn_other, { count: 9 }).replace("9", "[1-4]")}$`));
    else await expect(countdown).toHaveText(fill(s.redirectIn_other, { count: 5 }));
    await expect(page.locator(".toast", { hasText: s.verifyingToast })).toHaveCount(1);
    const continueLink = page.getByRole("link", { name: s.continueToCourses, exact: true });
    await expect(continueLink).toHaveAttribute("href", "/subscription/continue");
    await continueLink.click();
    await expect(page).toHaveURL("/courses");
    await expect(page.locator(".toast", { hasText: s.activatedToast })).toHaveCount(1);
    await page.reload();
    await expect(page.locator(".toast")).toHaveCount(0);

    // A premium-gated page opens: the memory game shows its levels, not the locked card.
    await page.goto("/games/memory");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(az.games.memory.title);
    await expect(page.getByRole("heading", { name: az.games.chooseLevel })).toBeVisible();
    await expect(page.getByText(az.locked.premiumTitle)).toHaveCount(0);

    expect(subscriptionOf(email)).toMatchObject({ status: "trial", plan_id: "six-months", end_date: null });
    expect(subscriptionOf(email)?.card_id).not.toBeNull();
    const payments = queryAll<{ status: string; kind: string; amount_minor: number }>(
      "select p.status, p.kind, p.amount_minor from payments p join users u on u.id = p.user_id where u.email = ? and p.purpose = 'subscription'",
      email,
    );
    expect(payments).toEqual([{ status: "succeeded", kind: "card_registration", amount_minor: 0 }]);
    const card = queryOne<{ card_mask: string }>("select c.card_mask from saved_cards c join users u on u.id = c.user_id where u.email = ?", email);
    expect(card?.card_mask).toBe("416973******0001");

    // With the trial over, the yearly plan: no second trial; the saved card pays at once.
    await endTrialNow(page);
    await page.goto("/subscription/checkout?plan=yearly");
    const savedCard = page.getByLabel(fill(s.savedCard, { mask: "416973******0001" }));
    await expect(savedCard).toBeChecked();
    const form = {
      planId: "yearly",
      method: (await savedCard.getAttribute("value")) ?? "",
      idempotencyKey: await page.locator('input[name="idempotencyKey"]').inputValue(),
      autoRenew: "on",
    };
    await page.locator(".checkout-form button[type=submit]").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.activatedTitle);
    await expect(page.locator(".subscription-success .eyebrow")).toHaveText(s.receivedTitle);
    expect(subscriptionOf(email)).toMatchObject({ status: "active", plan_id: "yearly" });
    // The same form sent again is the same payment: nothing is charged twice.
    const replay = await page.request.post("/subscription/checkout?plan=yearly", { form, maxRedirects: 0 });
    expect(replay.status()).toBe(302);
    expect(replay.headers().location).toMatch(/^\/subscription\/success\?order=BLC-/);
    const yearly = queryAll<{ kind: string; status: string; amount_minor: number }>(
      "select p.kind, p.status, p.amount_minor from payments p join users u on u.id = p.user_id where u.email = ? and p.plan_id = 'yearly'",
      email,
    );
    expect(yearly).toEqual([{ kind: "saved_card", status: "succeeded", amount_minor: 9550 }]);
  });

  test("a declined card, a payment cancelled on the gateway page, then a slow card that activates after polling", async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const email = uniqueEmail(testInfo, "payer");
    await page.goto("/subscription/checkout?plan=monthly");
    await expect(page).toHaveURL("/auth");
    await signUp(page, email);
    await acceptAllLegal(page);
    await expect(page).toHaveURL("/subscription/checkout?plan=monthly");

    // An expired coupon says so next to the field, and nothing changes.
    await applyCoupon(page, "summer2025", false);
    await expect(page.locator("#coupon-code-error")).toHaveText(s.coupon.failures.expired);
    await expect(page.getByLabel(s.coupon.label, { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
    await page.goto("/subscription/checkout?plan=monthly");

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
      "select p.status from payments p join users u on u.id = p.user_id where u.email = ? and p.purpose = 'subscription' order by p.created_at",
      email,
    ).map((row) => row.status);
    expect(statuses).toEqual(["failed", "cancelled", "succeeded"]);
  });

  test("the price the checkout promises is the one the tab shows, the reminder mails and the job charges", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "renewal");
    // A coupon with a trial waits for the first charge: 10% off 95.50 ₼ is 85.95 ₼.
    const promised = formatMoney({ minor: 8595, currency: "AZN" }, "az");
    await page.goto("/subscription/checkout?plan=yearly");
    await signUp(page, email);
    await acceptAllLegal(page);
    await applyCoupon(page, "welcome10");
    await expect(page.locator(".checkout-form")).toContainText(promised);
    await page.getByRole("button", { name: s.trialButton }).click();
    await payOnGateway(page, TEST_CARDS.success);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.activatedTitle);
    await page.goto("/profile/subscription");
    await expect(page.getByRole("main")).toContainText(promised);
    const trialEnd = subscriptionOf(email)?.trial_end_date ?? "";
    expect(trialEnd).not.toBe("");

    // The job, run by hand for this parent (other tests share the database): two days before
    // the trial's end (the reminder), then a minute after it (the charge).
    const runJob = (asOf: string) =>
      execFileSync("node_modules/.bin/node", ["scripts/cli.ts", "jobs:once", `--now=${asOf}`, `--parent=${email}`], {
        env: {
          ...process.env,
          NODE_ENV: "production",
          DATABASE_URL: process.env.E2E_DATABASE,
          PORT: process.env.E2E_PORT,
          EPOINT_SIMULATOR: "true",
          LOG_REQUESTS: "false",
        },
        encoding: "utf8",
      });
    expect(runJob(new Date(Date.parse(trialEnd) - 2 * 86_400_000).toISOString())).toMatch(/1 reminded/);
    const reminder = queryOne<{ body: string }>("select body from mail_outbox where to_email = ? and subject = ?", email, az.mail.trialEndingSubject);
    expect(reminder?.body).toContain(promised);
    const asOf = new Date(Date.parse(trialEnd) + 60_000).toISOString();
    expect(runJob(asOf)).toMatch(/1 charged/);
    expect(subscriptionOf(email)).toMatchObject({ status: "active", plan_id: "yearly" });
    expect(Date.parse(subscriptionOf(email)?.end_date ?? "")).toBeGreaterThan(Date.parse(asOf) + 360 * 86_400_000);
    const renewal = queryOne<{ status: string; amount_minor: number; kind: string }>(
      "select p.status, p.amount_minor, p.kind from payments p join users u on u.id = p.user_id where u.email = ? and p.purpose = 'renewal'",
      email,
    );
    expect(renewal).toEqual({ status: "succeeded", amount_minor: 8595, kind: "saved_card" });
    const redemption = queryOne<{ code: string; discount_minor: number }>(
      "select c.code, r.discount_minor from coupon_redemptions r join coupons c on c.id = r.coupon_id join users u on u.id = r.user_id where u.email = ?",
      email,
    );
    expect(redemption).toEqual({ code: "WELCOME10", discount_minor: 955 });
  });

  test("the plan a parent has is never bought twice (five tabs at once); another plan is a change at the period's end", async ({ page, baseURL }, testInfo) => {
    const email = uniqueEmail(testInfo, "twice");
    await signUpOnTrial(page, email, "monthly");
    const cardId = queryOne<{ id: string }>("select c.id from saved_cards c join users u on u.id = c.user_id where u.email = ?", email)?.id ?? "";
    const buy = (planId: string, n: number) =>
      page.request.post("/subscription/checkout", {
        form: { planId, method: cardId, autoRenew: "on", idempotencyKey: `tab-${n}-${Date.now()}` },
        headers: { Origin: baseURL ?? "" },
        maxRedirects: 0,
      });
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => buy("monthly", n)));
    expect(answers.map((answer) => answer.status())).toEqual([409, 409, 409, 409, 409]);
    const charged = () =>
      queryOne<{ n: number }>(
        "select count(*) as n from payments p join users u on u.id = p.user_id where u.email = ? and p.kind != 'card_registration'",
        email,
      )?.n;
    expect(charged()).toBe(0);
    await page.goto("/subscription/checkout?plan=monthly");
    await expect(page.getByText(fill(s.alreadyHaveTrial, { plan: seededPlanName("monthly", "az"), date: "" }).split(":")[0] ?? "")).toBeVisible();

    // Another plan: shown as a change before confirming; nothing is charged now.
    const yearlyAnswers = await Promise.all([6, 7, 8].map((n) => buy("yearly", n)));
    expect(yearlyAnswers.map((answer) => answer.status())).toEqual([409, 409, 409]);
    expect(charged()).toBe(0);
    await page.goto("/subscription/checkout?plan=yearly");
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(fill(s.planChange.title, { plan: seededPlanName("yearly", "az") }));
    await expect(page.getByText(s.planChange.nothingToday)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: new RegExp(fill(s.planChange.confirm, { date: "" }).trim()) }).click();
    await expect(page).toHaveURL("/profile/subscription");
    await expect(page.getByRole("main")).toContainText(formatMoney({ minor: 9550, currency: "AZN" }, "az"));
    expect(
      queryOne<{ scheduled: string }>("select s.scheduled_plan_id as scheduled from subscriptions s join users u on u.id = s.user_id where u.email = ?", email)
        ?.scheduled,
    ).toBe("yearly");
    expect(charged()).toBe(0);
    // And back: the current plan stays.
    await page.getByRole("button", { name: s.manage.keepCurrent }).click();
    await expect(page.locator(".toast-success")).toHaveText(s.planChange.keptToast);
    expect(
      queryOne<{ scheduled: string | null }>(
        "select s.scheduled_plan_id as scheduled from subscriptions s join users u on u.id = s.user_id where u.email = ?",
        email,
      )?.scheduled,
    ).toBeNull();
  });

  test("a parent cancels the subscription with a reason, at the end of the paid period", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "canceller");
    await signUpOnTrial(page, email, "monthly");

    await page.goto("/profile/subscription");
    await expect(page.locator(".facts")).toContainText(s.manage.statuses.trial);
    await expect(page.getByText(s.manage.autoRenewOn)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: s.manage.cancel }).click();
    await expect(page).toHaveURL("/profile/subscription/cancel");
    await page.getByRole("button", { name: s.cancel.confirm }).click();
    await expect(page.locator("#cancel-reason-error")).toHaveText(s.cancel.reasonRequired);
    expect(subscriptionOf(email)?.status).toBe("trial");
    await expectAccessible(page);

    await page.getByLabel(s.cancel.reasons.too_expensive).check();
    await page.getByRole("button", { name: s.cancel.confirm }).click();
    await expect(page).toHaveURL("/profile/subscription");
    await expect(page.locator(".toast-success")).toContainText(s.cancel.doneAtPeriodEnd.split("{{")[0] ?? "");
    await expect(page.getByText(s.manage.autoRenewOff)).toBeVisible();
    const row = queryOne<{ status: string; auto_renew: number; cancel_at_period_end: number; cancellation_reason: string }>(
      "select s.status, s.auto_renew, s.cancel_at_period_end, s.cancellation_reason from subscriptions s join users u on u.id = s.user_id where u.email = ?",
      email,
    );
    // Access stays until the trial's end; nothing renews.
    expect(row).toEqual({ status: "trial", auto_renew: 0, cancel_at_period_end: 1, cancellation_reason: "too_expensive" });
  });

  test("the result URL refuses forged callbacks and applies a genuine one once, whatever order events come in", async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo, "callbacks");
    await signUpOnTrial(page, email, "monthly");
    await endTrialNow(page);
    // A returning subscriber pays the yearly plan with a new card, and stops on the card page.
    await page.goto("/subscription/checkout?plan=yearly");
    await page.getByLabel(s.newCard, { exact: true }).check();
    await page.locator(".checkout-form button[type=submit]").click();
    await expect(page).toHaveURL(/\/epoint-simulator\/pay\//);
    const pending = queryOne<{ order_id: string; gateway_transaction: string }>(
      "select p.order_id, p.gateway_transaction from payments p join users u on u.id = p.user_id where u.email = ? and p.plan_id = 'yearly'",
      email,
    );
    const order = pending?.order_id ?? "";
    const payload = {
      status: "success",
      code: "00",
      order_id: order,
      transaction: pending?.gateway_transaction,
      amount: "95.50",
      currency: "AZN",
      operation_code: "200",
    };
    const post = (form: URLSearchParams) => request.post("/payments/epoint/result", { form: Object.fromEntries(form) });
    const statusOf = () => queryOne<{ status: string }>("select status from payments where order_id = ?", order)?.status;

    // This installation's simulator key, made at its first start (never the one that used to be in the source).
    const key = queryOne<{ value: string }>("select value from app_secrets where name = 'epoint_simulator_private_key'")?.value ?? "";
    expect(key).toMatch(/^[\w-]{40,}$/);
    const SIMULATOR_KEYS = { privateKey: key };
    for (const guessed of ["guessed-key", "epoint-simulator-private-key"]) expect((await post(signedForm(guessed, payload))).status()).toBe(400);
    expect((await post(signedForm(SIMULATOR_KEYS.privateKey, { ...payload, amount: "0.01" }))).status()).toBe(409);
    // A currency other than the payment's, and amounts that are not strictly decimals, are refused.
    expect((await post(signedForm(SIMULATOR_KEYS.privateKey, { ...payload, currency: "USD" }))).status()).toBe(409);
    // A success that names no currency is refused like a wrong one.
    for (const currency of [undefined, "", null]) expect((await post(signedForm(SIMULATOR_KEYS.privateKey, { ...payload, currency }))).status()).toBe(409);
    // A transaction other than the one the gateway gave this payment (made up, or another order's) moves nothing.
    expect((await post(signedForm(SIMULATOR_KEYS.privateKey, { ...payload, transaction: "te-made-up" }))).status()).toBe(409);
    for (const amount of ["95.500", "95,50", "95.50 AZN", "9.55e1"])
      expect((await post(signedForm(SIMULATOR_KEYS.privateKey, { ...payload, amount }))).status()).toBe(400);
    expect(statusOf()).toBe("pending");

    expect((await post(signedForm(SIMULATOR_KEYS.privateKey, payload))).status()).toBe(200);
    expect(statusOf()).toBe("succeeded");
    // The same callback again, and a late "failed" for it: acknowledged, nothing changes.
    expect((await post(signedForm(SIMULATOR_KEYS.privateKey, payload))).status()).toBe(200);
    expect((await post(signedForm(SIMULATOR_KEYS.privateKey, { ...payload, status: "failed", code: "05" }))).status()).toBe(200);
    expect(statusOf()).toBe("succeeded");
    expect(queryAll("select e.id from payment_events e join payments p on p.id = e.payment_id where p.order_id = ?", order)).toHaveLength(2);
    expect(subscriptionOf(email)).toMatchObject({ status: "active", plan_id: "yearly" });
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
