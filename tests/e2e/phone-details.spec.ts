import { TEST_CARDS } from "../../server/epoint-simulator";
import { PASSWORD, addChild, birthDateMonthsAgo, signUp, signedUpParent, uniqueEmail } from "./accounts";
import type { Page } from "@playwright/test";
import { cookieValue, expect, scriptsReady, test } from "./fixtures";
import { acceptAllLegal, fill, payOnGateway } from "./payments";
import { seededPlanName, strings } from "./strings";

const { az, ru } = strings;

test.describe("phone details", () => {
  test("a plan is named in the page's language on the payment page and the transactions page", async ({ page, baseURL }, testInfo) => {
    await page.goto("/subscription/checkout?plan=six-months");
    await signUp(page, uniqueEmail(testInfo, "plan-names"));
    await acceptAllLegal(page);
    await page.getByRole("button", { name: az.subscription.trialButton }).click();
    // The simulator's hosted page shows the description sent with the payment.
    await expect(page).toHaveURL(/\/epoint-simulator\/pay\//);
    await expect(
      page.getByText(fill(az.subscription.paymentDescription, { brand: "Balaca", plan: seededPlanName("six-months", "az") }), { exact: true }),
    ).toBeVisible();
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
    await expectPendingWithOnePress(page, {
      path: "/auth",
      fields: [
        [az.auth.emailLabel, email],
        [az.auth.passwordLabel, PASSWORD],
      ],
      submit: az.auth.signInSubmit,
      pending: az.auth.signingIn,
    });
  });

  test("sending a message says so while it waits, and takes one press", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the pending text is drawn by scripts; without them the browser shows its own progress");
    await expectPendingWithOnePress(page, {
      path: "/contact",
      fields: [
        [az.contact.nameLabel, "Aygün Məmmədova"],
        [az.contact.emailLabel, "aygun@example.az"],
        [az.contact.messageLabel, "Salam! Sualım var: oyunlar telefonda işləyirmi?"],
      ],
      submit: az.contact.submit,
      pending: az.contact.sending,
    });
  });
});

/**
 * On a page sent without React (ADR 024), whose standalone script draws the pending state: fills
 * the form, presses its button, and checks the button then says `pending`, is disabled, and that
 * a second press, Enter in a field or a scripted submit send nothing more. The post is answered
 * "204 No Content", so the browser stays on the page as it was while the post was on its way (a
 * held navigation would keep Playwright waiting for it instead).
 */
async function expectPendingWithOnePress(page: Page, form: { path: string; fields: Array<[label: string, value: string]>; submit: string; pending: string }) {
  let posts = 0;
  await page.route(
    (url) => url.pathname === form.path,
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts += 1;
      return route.fulfill({ status: 204 });
    },
  );
  await page.goto(form.path);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  // A press before the page's script has run is the browser's own post.
  await scriptsReady(page);
  for (const [label, value] of form.fields) await page.getByLabel(label, { exact: true }).fill(value);
  // Submissions that go ahead: counted after every listener of the document has had its say.
  await page.evaluate(() => {
    const counter = { sent: 0 };
    Object.assign(window, { submissions: counter });
    window.addEventListener("submit", (event) => {
      if (!event.defaultPrevented) counter.sent += 1;
    });
  });
  const submissions = () => page.evaluate(() => (window as unknown as { submissions: { sent: number } }).submissions.sent);
  await page.getByRole("button", { name: form.submit }).click();

  const pending = page.getByRole("button", { name: form.pending });
  await expect(pending).toBeVisible();
  await expect(pending).toBeDisabled();
  await expect.poll(() => posts).toBe(1);
  await pending.click({ force: true });
  await page.getByLabel(form.fields[0]?.[0] ?? "", { exact: true }).press("Enter");
  await pending.locator("xpath=ancestor::form").evaluate((element) => (element as HTMLFormElement).requestSubmit());
  expect(await submissions()).toBe(1);
  expect(posts).toBe(1);
}

test.describe("the manat sign", () => {
  test("a price keeps its sign when the font files never arrive", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "fonts do not depend on scripts: one project is enough");
    // A phone on a bad network: the money font's files never come. No system font here has
    // the sign (as on many phones), so only a face that came with the stylesheet can draw it.
    await page.route("**/fonts/*", (route) => route.abort("aborted"));
    await page.goto("/subscription/plans");
    await expect(page.locator(".plan-price").first()).toContainText("₼");
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => face.unicodeRange.toUpperCase() === "U+20BC").map((face) => face.status);
    });
    expect(faces.length).toBeGreaterThan(0);
    expect(faces.every((status) => status === "loaded")).toBe(true);
  });

  test("every English price on the screening's payment page draws its sign from our face, not as a box", async ({
    page,
    context,
    baseURL,
    javaScriptEnabled,
  }, testInfo) => {
    test.skip(!javaScriptEnabled, "fonts do not depend on scripts: one project is enough");
    // English puts the sign before the digits ("costs ₼10.00."). With our face late in the list,
    // Chromium drew the sign of the first price of each weight, laid out while the face was still
    // loading, from the system's font: a box where that font lacks it (as this machine's does).
    await signedUpParent(page, uniqueEmail(testInfo, "manat"));
    await addChild(page, "Nərgiz", birthDateMonthsAgo(30));
    await context.addCookies([{ name: "lng", value: cookieValue("en"), url: baseURL ?? "" }]);
    await page.goto("/assessment/autism");
    // The button names the price in bold: "Pay ₼10.00 and start".
    await expect(page.getByRole("button", { name: /^Pay ₼\d/ })).toBeVisible();
    const probes = await page.evaluate(() => {
      const holders = new Set<Element>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (node.textContent?.includes("₼") && node.parentElement) holders.add(node.parentElement);
      for (const holder of holders) holder.setAttribute("data-probe", "");
      return holders.size;
    });
    expect(probes).toBeGreaterThan(1);
    await page.evaluate(() => document.fonts.ready);
    const cdp = await context.newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = (await cdp.send("DOM.getDocument")) as { root: { nodeId: number } };
    const { nodeIds } = (await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector: "[data-probe]" })) as { nodeIds: number[] };
    for (const nodeId of nodeIds) {
      const { fonts } = (await cdp.send("CSS.getPlatformFontsForNode", { nodeId })) as { fonts: Array<{ isCustomFont: boolean }> };
      expect(fonts.some((font) => font.isCustomFont)).toBe(true);
    }
  });
});
