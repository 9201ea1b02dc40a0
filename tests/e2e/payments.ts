import type { Browser, Page, TestInfo } from "@playwright/test";
import { TEST_CARDS } from "../../server/epoint-simulator";
import { signUp, uniqueEmail } from "./accounts";
import { expect } from "./fixtures";
import { strings } from "./strings";

/** Steps of the subscription flow that several specs share. */
const az = strings.az;
const s = az.subscription;
const sim = az.epointSimulator;

/** A translation with its {{placeholders}} filled, as the page shows it. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

/** On the simulator's hosted page: type a test card and press Pay (or Cancel). */
export async function payOnGateway(page: Page, card: string | null) {
  await expect(page).toHaveURL(/\/epoint-simulator\/pay\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(sim.title);
  if (card === null) {
    await page.getByRole("button", { name: sim.cancel }).click();
    return;
  }
  await page.getByLabel(sim.cardNumber).fill(card);
  await page.getByRole("button", { name: sim.pay, exact: true }).click();
}

export async function acceptAllLegal(page: Page) {
  await expect(page.getByRole("checkbox").first()).toBeVisible();
  for (const checkbox of await page.getByRole("checkbox").all()) await checkbox.check();
  await page.getByRole("button", { name: az.legal.acceptSubmit }).click();
}

/** A new parent who signs up from the checkout and starts the plan's trial with the approved card. */
export async function signUpOnTrial(page: Page, email: string, plan: string, coupon: string | null = null) {
  await page.goto(`/subscription/checkout?plan=${plan}`);
  await signUp(page, email);
  await acceptAllLegal(page);
  if (coupon) await applyCoupon(page, coupon);
  await page.getByRole("button", { name: s.trialButton }).click();
  await payOnGateway(page, TEST_CARDS.success);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.activatedTitle);
}

/** Subscribers this worker has signed up, for their made-up addresses. */
let subscribersSignedUp = 0;

/**
 * Signs up a new parent on the monthly trial in a context of its own and saves its signed-in
 * state to a file, for a `beforeAll` whose tests share one subscriber. Each step has 30 s, well
 * inside the hook's 90 s (signing up and paying on a busy two-core machine takes a while), so a
 * step that hangs fails with the address and the text of the page it stopped on, instead of
 * running the hook out of time with nothing to show.
 */
export async function subscriberStorageState(browser: Browser, testInfo: TestInfo, label: string): Promise<string> {
  testInfo.setTimeout(90_000);
  subscribersSignedUp += 1;
  // An address of its own: sign-ups count per address, and 127.0.0.1 is everyone's without one.
  const address = `10.252.${testInfo.workerIndex % 250}.${(subscribersSignedUp % 250) + 1}`;
  // Signed out, whatever the caller's `test.use` says: Playwright gives a context made in a hook the
  // describe's options, and a `storageState` that names the subscriber of an earlier run of the
  // same hook in this worker would sign this one in as that parent.
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": address }, storageState: { cookies: [], origins: [] } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    // Where the page went, and what it posted, for the error below.
    const steps: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) steps.push(frame.url());
    });
    page.on("request", (request) => {
      if (request.method() === "POST" && request.isNavigationRequest()) steps.push(`POST ${request.url()}`);
    });
    try {
      await signUpOnTrial(page, uniqueEmail(testInfo, label), "monthly");
    } catch (error) {
      const text = await page
        .locator("body")
        .innerText({ timeout: 5_000 })
        .catch(() => "(no text)");
      throw new Error(
        `signing up a subscriber stopped on ${page.url()}, which shows: ${text.replace(/\s+/g, " ").slice(0, 600)}; its steps: ${steps.join(" → ")}`,
        { cause: error },
      );
    }
    const file = testInfo.outputPath(`${label}-${testInfo.workerIndex}.json`);
    await context.storageState({ path: file });
    return file;
  } finally {
    await context.close();
  }
}

/** Opens the promo code box (collapsed until used) and applies a code. */
export async function applyCoupon(page: Page, code: string, expectApplied = true) {
  const box = page.locator("details.coupon-box");
  if ((await box.getAttribute("open")) === null) await box.locator("summary").click();
  await page.getByLabel(s.coupon.label, { exact: true }).fill(code);
  await page.getByRole("button", { name: s.coupon.apply }).click();
  if (expectApplied) await expect(page.locator(".coupon-applied")).toBeVisible();
}

/** Ends the parent's trial today through the cancellation page (so their next plan is paid at once). */
export async function endTrialNow(page: Page) {
  await page.goto("/profile/subscription/cancel");
  await page.getByLabel(s.cancel.reasons.other).check();
  await page.getByLabel(s.cancel.immediately).check();
  await page.getByRole("button", { name: s.cancel.confirm }).click();
  await expect(page).toHaveURL("/profile/subscription");
}
