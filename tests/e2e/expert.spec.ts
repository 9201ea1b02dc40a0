import type { Page } from "@playwright/test";
import { addChild, birthDateMonthsAgo, queryOne, signedUpParent, uniqueEmail } from "./accounts";
import { expect, seedTestDatabase, test } from "./fixtures";
import { EXPERT_EMAIL } from "./installation";
import { fill } from "./payments";
import { strings } from "./strings";

const az = strings.az;
/** The server that offers expert support (playwright.config.ts); the first one does not. */
const withExpert = process.env.E2E_NAMED_OPERATOR_URL ?? "";

/** A month of Premium from yesterday, for a parent who signed up on the pages (paying is tested elsewhere). */
function giveMonthOfPremium(email: string) {
  const now = Date.now();
  seedTestDatabase((db) => {
    const user = db.prepare("select id from users where email = ?").get(email) as { id: string };
    db.prepare(
      `insert into subscriptions (id, user_id, plan_id, plan_name, billing_period, price_minor, currency, status, auto_renew, start_date, end_date, created_at, updated_at)
       values (?, ?, 'monthly', '1 Month', 'monthly', 1990, 'AZN', 'active', 1, ?, ?, ?, ?)`,
    ).run(
      `sub-${user.id}`,
      user.id,
      new Date(now - 86_400_000).toISOString(),
      new Date(now + 29 * 86_400_000).toISOString(),
      new Date(now).toISOString(),
      new Date(now).toISOString(),
    );
  });
}

/** Whether the page was sent without React (ADR 024: standalone scripts at most; budgets.spec.ts names this check). */
async function sentWithoutReact(page: Page): Promise<boolean> {
  const html = await page.content();
  return !/__reactRouterContext|modulepreload/i.test(html);
}

/** Whether the page fits a 360 px phone: nothing scrolls sideways. */
async function fitsThePhone(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= 360);
}

test.describe("expert support by mailed link", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "a forms-first flow: it runs in the no-js project");

  test("a subscriber asks about a child, the expert answers once through the mailed link, and the parent sees the answer", async ({
    page,
    browser,
  }, testInfo) => {
    testInfo.setTimeout(90_000);
    const email = uniqueEmail(testInfo, "expert");
    await signedUpParent(page, email);
    await addChild(page, "Leyla", birthDateMonthsAgo(30));
    giveMonthOfPremium(email);

    // Offered only where an expert answers: not on the first server.
    await expect(page.locator(".child-item").getByRole("link", { name: `${az.expert.askLink} — Leyla` })).toHaveCount(0);
    await page.goto(`${withExpert}/profile/children`);
    await page
      .locator(".child-item")
      .getByRole("link", { name: `${az.expert.askLink} — Leyla` })
      .click();
    await expect(page.getByRole("heading", { name: fill(az.expert.childTitle, { name: "Leyla" }) })).toBeVisible();
    expect(await fitsThePhone(page)).toBe(true);
    expect(await sentWithoutReact(page)).toBe(true);

    // Checked on the server: too short a question is refused next to the field.
    await page.getByLabel(az.expert.questionLabel).fill("Salam");
    await page.getByRole("button", { name: az.expert.submit }).click();
    await expect(page.getByText(fill(az.validation.tooShort_other, { count: 10 }))).toBeVisible();

    const question = `Leyla hələ iki sözü birləşdirmir (${testInfo.testId}). Narahat olmalıyıq?`;
    await page.getByLabel(az.expert.questionLabel).fill(question);
    await page.getByLabel(fill(az.expert.attachLabel, { name: "Leyla" })).check();
    await page.getByRole("button", { name: az.expert.submit }).click();
    await expect(page.locator(".toast-success")).toHaveText(az.expert.asked);
    const asked = page.getByTestId("expert-question").filter({ hasText: question });
    await expect(asked).toContainText(az.expert.status.waiting);
    await expect(asked).toContainText(az.expert.resultsAttached);

    // The expert's mail: the question, the child's age, and a link; not the parent's address.
    const mail = queryOne<{ body: string }>(
      "select body from mail_outbox where to_email = ? and body like ? order by id desc limit 1",
      EXPERT_EMAIL,
      `%${testInfo.testId}%`,
    );
    expect(mail?.body).toContain(question);
    expect(mail?.body).not.toContain(email);
    const link = /https?:\/\/\S+\/expert\/[\w-]+/.exec(mail?.body ?? "")?.[0] ?? "";
    const path = new URL(link).pathname;

    // The expert, signed in nowhere, opens the link and answers.
    const expertContext = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const expert = await expertContext.newPage();
    const opened = await expert.goto(`${withExpert}${path}`);
    expect(opened?.status()).toBe(200);
    await expect(expert.getByTestId("expert-question-text")).toHaveText(question);
    await expect(expert.getByText(fill(az.expert.childAge_other, { count: 30 }))).toBeVisible();
    await expect(expert.getByText(az.expert.noSavedResults)).toBeVisible();
    expect(await fitsThePhone(expert)).toBe(true);
    expect(await sentWithoutReact(expert)).toBe(true);
    const answer = "Otuz ayda bu tez-tez olur. Hər gün birlikdə kitab oxuyun və onun sözlərini iki sözlə təkrarlayın.";
    await expert.getByLabel(az.expert.answerLabel).fill(answer);
    await expert.getByRole("button", { name: az.expert.answerSubmit }).click();
    await expect(expert).toHaveURL(`${withExpert}/expert/answered`);
    await expect(expert.getByRole("heading", { level: 1 })).toHaveText(az.expert.answeredTitle);

    // The link worked once: now it is gone (410), and a made-up one was never there (404).
    const again = await expert.goto(`${withExpert}${path}`);
    expect(again?.status()).toBe(410);
    await expect(expert.getByRole("heading", { level: 1 })).toHaveText(az.expert.linkUsedTitle);
    const wrong = await expert.goto(`${withExpert}/expert/${"x".repeat(43)}`);
    expect(wrong?.status()).toBe(404);
    await expect(expert.getByRole("heading", { level: 1 })).toHaveText(az.expert.linkUnknownTitle);
    await expertContext.close();

    // The parent sees the answer on the profile, and has it by mail.
    await page.goto(`${withExpert}/profile/questions`);
    const answered = page.getByTestId("expert-question").filter({ hasText: question });
    await expect(answered).toContainText(answer);
    await expect(answered.getByRole("heading", { name: az.expert.answerTitle })).toBeVisible();
    expect(await fitsThePhone(page)).toBe(true);
    const parentMail = queryOne<{ subject: string; body: string }>("select subject, body from mail_outbox where to_email = ? order by id desc limit 1", email);
    expect(parentMail?.subject).toBe(fill(az.mail.expertAnswerSubject, { child: "Leyla" }));
    expect(parentMail?.body).toContain(answer);
  });
});
