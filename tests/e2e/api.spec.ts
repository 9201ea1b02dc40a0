import { type APIRequestContext, type Page, request as playwrightRequest } from "@playwright/test";
import SQLite from "better-sqlite3";
import { planFeatures } from "../../app/domain/subscriptions/features";
import { queryOne, signedUpParent, uniqueEmail } from "./accounts";
import { expect, test } from "./fixtures";
import { signUpOnTrial } from "./payments";
import { strings } from "./strings";

const az = strings.az;

/** Makes an API token on the profile page (as a parent would) and returns it. */
async function createToken(page: Page, name: string): Promise<string> {
  await page.goto("/profile/api-tokens");
  await page.getByLabel(az.profile.tokenNameLabel).fill(name);
  await page.getByRole("button", { name: az.profile.tokenCreate }).click();
  const token = (await page.getByTestId("new-token").textContent())?.trim() ?? "";
  expect(token).toMatch(/^blc_/);
  return token;
}

function apiAs(token: string | null): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: `http://localhost:${process.env.E2E_PORT}`,
    extraHTTPHeaders: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

const json = { "Content-Type": "application/json" };

test.describe("the product API (spec section 7)", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the API needs no browser; it runs once, in the no-js project");

  test("plans are public; every other call says 'User not authenticated' without a valid token; the OpenAPI file is served", async () => {
    const anonymous = await apiAs(null);
    const plans = await anonymous.get("/api/subscriptions/plans/");
    expect(plans.status()).toBe(200);
    const list = (await plans.json()) as Array<{ plan_id: string; price: string; currency: string; features: string[] }>;
    expect(list.map((plan) => plan.plan_id)).toEqual(["monthly", "six-months", "yearly"]);
    expect(list[0]).toMatchObject({ currency: "AZN" });
    expect(list[0]?.price).toMatch(/^\d+\.\d{2}$/);
    // The same features as the plan cards, and none this installation does not provide: no
    // expert answers on this server; the second one has an expert, so its plans offer support.
    expect(list[0]?.features).toEqual([...planFeatures(false, true)]);
    expect(list[0]?.features).not.toContain("expert_support");
    const withExpert = await playwrightRequest.newContext({ baseURL: process.env.E2E_NAMED_OPERATOR_URL });
    const offered = (await (await withExpert.get("/api/subscriptions/plans/")).json()) as Array<{ features: string[] }>;
    expect(offered[0]?.features).toEqual([...planFeatures(true, true)]);
    expect(offered[0]?.features).toContain("expert_support");
    await withExpert.dispose();
    for (const [method, path] of [
      ["GET", "/api/subscriptions/management/my-subscription"],
      ["POST", "/api/subscriptions/subscribe/"],
      ["GET", "/api/cards/"],
      ["POST", "/api/payments/initiate"],
      ["GET", "/api/payments/transactions"],
      ["GET", "/api/coupons/WELCOME10"],
    ] as const) {
      const response = await anonymous.fetch(path, { method, data: method === "POST" ? {} : undefined });
      expect(response.status(), path).toBe(401);
      expect(await response.json()).toMatchObject({ detail: "User not authenticated", message: "User not authenticated" });
    }
    const forged = await apiAs("blc_not-a-real-token");
    expect((await forged.get("/api/cards/")).status()).toBe(401);
    const spec = (await (await anonymous.get("/api/openapi.json")).json()) as { openapi: string; paths: Record<string, unknown> };
    expect(spec.openapi).toBe("3.1.0");
    expect(Object.keys(spec.paths)).toHaveLength(17);
    expect((await anonymous.get("/api/no-such-call")).status()).toBe(404);
    await anonymous.dispose();
    await forged.dispose();
  });

  test("a parent's calls with a token: subscription, cards, payments with an idempotency key, transactions, coupons, change of plan, cancel; another parent gets nothing", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const email = uniqueEmail(testInfo, "api");
    await signUpOnTrial(page, email, "monthly");
    const token = await createToken(page, "Test script");
    const api = await apiAs(token);

    const status = (await (await api.get("/api/subscriptions/management/my-subscription")).json()) as {
      status: string;
      subscription_id: string;
      can_access_content: boolean;
    };
    expect(status).toMatchObject({ status: "trial", can_access_content: true });

    // Cards.
    const cards = (await (await api.get("/api/cards/")).json()) as Array<{ id: string; is_default: boolean; used_for_renewals: boolean }>;
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ is_default: true, used_for_renewals: true });
    const cardId = cards[0]?.id ?? "";
    expect((await api.put(`/api/cards/${cardId}/default`)).status()).toBe(200);
    const lastCard = await api.delete(`/api/cards/${cardId}`);
    expect(lastCard.status()).toBe(409);
    expect(((await lastCard.json()) as { detail: string }).detail).toMatch(/only card/);
    const save = await api.post("/api/cards/save", { headers: { "Idempotency-Key": "api-card-save-1" } });
    expect(save.status()).toBe(201);
    expect(((await save.json()) as { redirect_url: string }).redirect_url).toContain("/epoint-simulator/");

    // While the trial runs, the plan is paid for (ADR 016): the same plan is refused and
    // another one is a change at the trial's end; nothing is charged.
    const again = await api.post("/api/subscriptions/subscribe/", { data: { plan_id: "monthly" }, headers: json });
    expect(again.status()).toBe(409);
    expect(await again.json()).toMatchObject({ code: "subscription.alreadyHave" });
    expect((await api.post("/api/payments/initiate", { data: { plan_id: "yearly" }, headers: { ...json, "Idempotency-Key": "api-pay-0000" } })).status()).toBe(
      409,
    );
    const switched = await api.post("/api/subscriptions/subscribe/", { data: { plan_id: "yearly" }, headers: json });
    expect(switched.status()).toBe(200);
    expect(await switched.json()).toMatchObject({
      payment_required: false,
      payment_url: null,
      plan_change: { plan_id: "yearly", amount: "95.50" },
      subscription: { plan_id: "monthly", status: "trial" },
    });
    const change = await api.post(`/api/subscriptions/management/${status.subscription_id}/change-plan/`, { data: { plan_id: "six-months" }, headers: json });
    expect(change.status()).toBe(200);
    expect(await change.json()).toMatchObject({ payment_required: false, plan_change: { plan_id: "six-months", amount: "71.40" } });
    expect(
      queryOne<{ n: number }>(
        "select count(*) as n from payments p join users u on u.id = p.user_id where u.email = ? and p.kind != 'card_registration'",
        email,
      )?.n,
    ).toBe(0);
    const badPlan = await api.post("/api/subscriptions/subscribe/", { data: { plan_id: "no-such-plan" }, headers: json });
    expect(badPlan.status()).toBe(404);
    expect(await badPlan.json()).toMatchObject({ message: "Plan not found" });
    const badReason = await api.post(`/api/subscriptions/management/${status.subscription_id}/cancel`, { data: { reason: "bored" }, headers: json });
    expect(badReason.status()).toBe(400);
    const cancel = await api.post(`/api/subscriptions/management/${status.subscription_id}/cancel`, {
      data: { reason: "not_using", immediate: true },
      headers: json,
    });
    expect(cancel.status()).toBe(200);
    expect(await cancel.json()).toMatchObject({ cancelled: true, immediate: true, subscription: { auto_renew: false, is_active: false } });

    // With the trial over, a payment needs an idempotency key; a replayed key is the same payment.
    expect((await api.post("/api/payments/initiate", { data: { plan_id: "yearly" }, headers: json })).status()).toBe(400);
    const first = await api.post("/api/payments/initiate", {
      data: { purpose: "subscription", plan_id: "yearly", coupon_code: "welcome10" },
      headers: { ...json, "Idempotency-Key": "api-pay-0001" },
    });
    expect(first.status()).toBe(201);
    const started = (await first.json()) as { order_id: string; payment_url: string; coupon_applied: string; payment_required: boolean };
    expect(started).toMatchObject({ coupon_applied: "WELCOME10", payment_required: true });
    expect(started.payment_url).toContain("/epoint-simulator/");
    const replay = (await (
      await api.post("/api/payments/initiate", {
        data: { purpose: "subscription", plan_id: "yearly" },
        headers: { ...json, "Idempotency-Key": "api-pay-0001" },
      })
    ).json()) as { order_id: string };
    expect(replay.order_id).toBe(started.order_id);
    expect(queryOne<{ n: number }>("select count(*) as n from payments where idempotency_key = 'api-pay-0001'")?.n).toBe(1);
    // While it is open, another key for another plan does not start a second payment.
    const second = await api.post("/api/payments/initiate", {
      data: { purpose: "subscription", plan_id: "six-months" },
      headers: { ...json, "Idempotency-Key": "api-pay-0003" },
    });
    expect(second.status()).toBe(400);
    expect(await second.json()).toMatchObject({ code: "subscription.paymentInFlight" });
    const wrongPurpose = await api.post("/api/payments/initiate", { data: { purpose: "gift" }, headers: { ...json, "Idempotency-Key": "api-pay-0002" } });
    expect(wrongPurpose.status()).toBe(400);

    // Transactions.
    const all = (await (await api.get("/api/payments/transactions")).json()) as {
      data: Array<{ id: string; order_id: string; coupon: string | null; status: string }>;
    };
    expect(all.data.map((row) => row.order_id)).toContain(started.order_id);
    const withCoupon = (await (await api.get("/api/payments/transactions?coupon_code=welcome10")).json()) as { data: Array<{ order_id: string }> };
    expect(withCoupon.data.map((row) => row.order_id)).toEqual([started.order_id]);
    const pending = (await (await api.get("/api/payments/transactions?status=pending")).json()) as { data: Array<{ status: string }> };
    expect(pending.data.every((row) => row.status === "pending")).toBe(true);
    const bogus = await api.get("/api/payments/transactions?status=bogus");
    expect(bogus.status()).toBe(400);
    expect(((await bogus.json()) as { detail: string }).detail).toMatch(/^Unknown status/);
    const byOrder = (await (await api.get(`/api/payments/transactions/order/${started.order_id}`)).json()) as {
      id: string;
      amount: string;
      discount_amount: string;
    };
    expect(byOrder.discount_amount).not.toBe("0.00");
    expect(((await (await api.get(`/api/payments/transactions/${byOrder.id}/status`)).json()) as { status: string }).status).toBe("pending");

    // Coupons.
    expect(((await (await api.get("/api/coupons/welcome10")).json()) as { is_active: boolean; coupon_id: string }).is_active).toBe(true);
    const valid = (await (await api.post("/api/coupons/WELCOME10/validate?amount=10.00")).json()) as Record<string, unknown>;
    expect(valid).toMatchObject({ is_valid: true, original_amount: "10.00", discount_amount: "1.00", final_amount: "9.00", error_message: null });
    const expired = (await (await api.post("/api/coupons/SUMMER2025/validate?amount=10.00")).json()) as Record<string, unknown>;
    expect(expired).toMatchObject({ is_valid: false, error_message: "This coupon has expired" });
    const noAmount = await api.post("/api/coupons/WELCOME10/validate");
    expect(noAmount.status()).toBe(400);
    expect(((await noAmount.json()) as { error_message: string }).error_message).toBe("Amount must be greater than 0");
    expect(((await (await api.get("/api/coupons/GIFT50/balance")).json()) as { remaining_balance: string }).remaining_balance).toMatch(/^\d+\.\d{2}$/);
    expect((await api.get("/api/coupons/WELCOME10/balance")).status()).toBe(400);
    expect(((await (await api.get("/api/coupons/WELCOME10/usage")).json()) as { total_usage_count: number }).total_usage_count).toBeGreaterThanOrEqual(0);
    expect((await api.get("/api/coupons/NO-SUCH-CODE")).status()).toBe(404);

    // Another parent (signed in by cookie) sees none of it.
    const stranger = await browser.newContext({ javaScriptEnabled: false });
    const strangerPage = await stranger.newPage();
    await signedUpParent(strangerPage, uniqueEmail(testInfo, "api-stranger"));
    const other = strangerPage.request;
    expect((await other.get(`/api/payments/transactions/order/${started.order_id}`)).status()).toBe(404);
    expect((await other.get(`/api/payments/transactions/${byOrder.id}/status`)).status()).toBe(404);
    expect((await other.put(`/api/cards/${cardId}/default`)).status()).toBe(404);
    expect((await other.delete(`/api/cards/${cardId}`)).status()).toBe(404);
    const foreignCancel = await other.post(`/api/subscriptions/management/${status.subscription_id}/cancel`, { data: { reason: "other" } });
    expect(foreignCancel.status()).toBe(403);
    expect(await foreignCancel.json()).toMatchObject({ detail: "Access denied: You do not have permission to access this data" });
    expect((await other.post(`/api/subscriptions/management/${status.subscription_id}/change-plan/`, { data: { plan_id: "yearly" } })).status()).toBe(403);
    expect(((await (await other.get("/api/payments/transactions")).json()) as { data: unknown[] }).data).toHaveLength(0);
    await stranger.close();

    // A revoked token stops working.
    await page.goto("/profile/api-tokens");
    await page.getByRole("button", { name: new RegExp(`^${az.profile.tokenRevoke}`) }).click();
    await expect(page.locator(".toast-success")).toHaveText(az.profile.tokenRevokedToast);
    expect((await api.get("/api/cards/")).status()).toBe(401);
    await api.dispose();
  });

  test("two parents paying at once for a coupon's last use: exactly one gets it", async ({ page, browser }, testInfo) => {
    test.setTimeout(120_000);
    // A coupon with one use left, made for this test.
    const code = `RACE${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
    const db = new SQLite(process.env.E2E_DATABASE ?? "", { fileMustExist: true });
    db.pragma("busy_timeout = 5000");
    db.prepare("insert into coupons (id, code, kind, percent_off, usage_limit, current_usage, created_at) values (?, ?, 'percent', 20, 1, 0, ?)").run(
      code,
      code,
      new Date().toISOString(),
    );
    db.close();

    // Two parents whose trial ended (cancelled now), so their next payment charges at once.
    const other = await browser.newContext({ javaScriptEnabled: false });
    const otherPage = await other.newPage();
    await Promise.all([signUpOnTrial(page, uniqueEmail(testInfo, "race-a"), "monthly"), signUpOnTrial(otherPage, uniqueEmail(testInfo, "race-b"), "monthly")]);
    const [first, second] = await Promise.all([apiAs(await createToken(page, "race")), apiAs(await createToken(otherPage, "race"))]);
    for (const api of [first, second]) {
      const mine = (await (await api.get("/api/subscriptions/management/my-subscription")).json()) as { subscription_id: string };
      const cancelled = await api.post(`/api/subscriptions/management/${mine.subscription_id}/cancel`, {
        data: { reason: "other", immediate: true },
        headers: json,
      });
      expect(cancelled.status()).toBe(200);
    }
    const pay = (api: APIRequestContext, key: string) =>
      api.post("/api/payments/initiate", { data: { plan_id: "yearly", coupon_code: code, auto_renew: false }, headers: { ...json, "Idempotency-Key": key } });
    const answers = await Promise.all([pay(first, "race-a-0001"), pay(second, "race-b-0001")]);
    const statuses = answers.map((answer) => answer.status()).toSorted();
    expect(statuses).toEqual([201, 400]);
    const refused = answers.find((answer) => answer.status() === 400);
    const refusal = refused ? ((await refused.json()) as { message: string }).message : "";
    expect(refusal).toBe("Coupon is no longer valid: usage limit reached");
    expect(queryOne<{ n: number }>("select count(*) as n from payments where coupon_code = ?", code)?.n).toBe(1);
    await Promise.all([first.dispose(), second.dispose(), other.close()]);
  });
});
