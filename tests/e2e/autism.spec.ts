import type { Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { TEST_CARDS } from "../../server/epoint-simulator";
import { AUTISM_ITEMS, AUTISM_RETIRED_ITEMS } from "../../app/content/autism/items";
import { AUTISM_SECTION_TEXTS, type Frequency, LOST_SKILLS_QUESTION, NO_SPEECH, NO_SPEECH_LABEL } from "../../app/content/autism/types";
import { formatMoney } from "../../app/lib/money";
import { birthDateMonthsAgo, queryAll, queryOne, signUp, signedUpParent, uniqueEmail } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";
import { acceptAllLegal, fill, payOnGateway } from "./payments";
import { strings } from "./strings";

const az = strings.az;
const s = az.autism;
/** The default price of a screening and of a retake (10 AZN), as the page writes it. */
const TEN_AZN = formatMoney({ minor: 1000, currency: "AZN" }, "az");
const SECTION_TITLES = Object.values(AUTISM_SECTION_TEXTS).map((texts) => texts.title.az);

async function addChild(page: Page, firstName: string, months: number) {
  await page.goto("/profile/add-child");
  await page.getByLabel(az.children.firstNameLabel, { exact: true }).fill(firstName);
  await page.getByLabel(az.children.birthDateLabel, { exact: true }).fill(birthDateMonthsAgo(months));
  await page.getByRole("button", { name: az.children.addSubmit }).click();
  await expect(page.locator(".toast-success")).toBeVisible();
}

/** Chooses an answer for each of the given items on the section page. */
async function answer(page: Page, itemIds: ReadonlyArray<string>, choice: Frequency | typeof NO_SPEECH | "yes" | "no") {
  for (const id of itemIds) {
    await page.locator(`input[name="${id}"][value="${choice}"]`).check();
  }
}

/** A section's stored scores as the first version of the screening wrote them. */
const oldSection = (score: number, level: string) => ({ score, max: 56, share: score / 56, level });

const itemsOf = (prefix: string) => AUTISM_ITEMS.filter((item) => item.id.startsWith(prefix)).map((item) => item.id);

/** The named child's purchase form on the start page. */
function buyForm(page: Page, childName: string) {
  return page.locator("form.autism-buy", { has: page.getByRole("button", { name: `${fill(s.payButton, { price: TEN_AZN })} — ${childName}` }) });
}

/** Pays for the named child's screening on the simulator and waits for the first section. */
async function payForScreening(page: Page, childName: string) {
  await page.goto("/assessment/autism");
  await buyForm(page, childName)
    .getByRole("checkbox", { name: fill(az.legal.healthConsent.label, { brand: "Balaca" }) })
    .check();
  await page.getByRole("button", { name: `${fill(s.payButton, { price: TEN_AZN })} — ${childName}` }).click();
  await payOnGateway(page, TEST_CARDS.success);
  // The payment result page checks, then opens the screening by itself after 2 s.
  await expect(page).toHaveURL(/\/assessment\/autism\/[\w-]+\/stereotyped-behaviours$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SECTION_TITLES[0] ?? "");
}

test.describe("the autism screening", () => {
  test("visitors read what it is and are asked to sign in; /autism-assessment opens the same screen", async ({ page }) => {
    for (const path of ["/assessment/autism", "/autism-assessment"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.title);
      await expect(page.getByText(s.disclaimer)).toBeVisible();
      await expect(page.getByText(fill(s.price, { price: TEN_AZN }))).toBeVisible();
      await expect(page.getByText(fill(s.retakePaid, { price: TEN_AZN }))).toBeVisible();
    }
    await page.getByRole("link", { name: s.signInButton }).click();
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Fassessment%2Fautism$/);
  });

  test("pay, answer half, leave, come back without paying, finish, confirm, see the result; a retake costs 10 AZN, none under the one-time setting; another parent gets 403", async ({
    page,
    browser,
    javaScriptEnabled,
  }, testInfo) => {
    test.skip(javaScriptEnabled, "the whole flow is proven without JavaScript");
    test.setTimeout(120_000);
    const email = uniqueEmail(testInfo, "autism");
    // A visitor comes from the screening page, signs up and comes back to it.
    await page.goto("/assessment/autism");
    await page.getByRole("link", { name: s.signInButton }).click();
    await signUp(page, email);
    await acceptAllLegal(page);
    await expect(page).toHaveURL("/assessment/autism");
    await expect(page.getByText(s.noChildren)).toBeVisible();
    await addChild(page, "Nuray", 30);
    await addChild(page, "Körpə", 8);

    await page.goto("/assessment/autism");
    await expect(page.getByText(fill(s.outOfAge, { name: "Körpə" }))).toBeVisible();
    await expect(page.getByText(fill(s.firstOffer, { price: TEN_AZN }))).toBeVisible();
    await expectAccessible(page);
    await payForScreening(page, "Nuray");
    await expectAccessible(page);
    const payment = queryOne<{ purpose: string; amount_minor: number; status: string }>(
      "select p.purpose, p.amount_minor, p.status from payments p join users u on u.id = p.user_id where u.email = ?",
      email,
    );
    expect(payment).toEqual({ purpose: "autism_screening", amount_minor: 1000, status: "succeeded" });

    // Part 1: "next" with questions left marks them; then all 14, and on.
    await answer(page, itemsOf("sb-").slice(0, 10), "rarely");
    await page.getByRole("button", { name: s.next }).click();
    await expect(page.getByRole("alert").filter({ hasText: s.answersMissing })).toBeVisible();
    await expect(page.locator(".question-invalid")).toHaveCount(4);
    await expect(page.locator(".question-invalid .field-errors").first()).toHaveText(s.answerRequired);
    await answer(page, itemsOf("sb-").slice(10), "rarely");
    await page.getByRole("button", { name: s.next }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SECTION_TITLES[1] ?? "");

    // Half of part 2, then leave.
    await answer(page, itemsOf("co-").slice(0, 7), "often");
    await page.getByRole("button", { name: s.saveLater }).click();
    await expect(page).toHaveURL("/assessment/autism");
    await expect(page.locator(".toast-success")).toHaveText(s.savedLaterToast);
    await expect(page.getByText(fill(s.inProgress, { answered: 21, total: 43 }))).toBeVisible();
    // Coming back asks for no payment: no pay button for Nuray, only "continue".
    await expect(page.getByRole("button", { name: `${fill(s.payButton, { price: TEN_AZN })} — Nuray` })).toHaveCount(0);
    await page.getByRole("link", { name: `${s.continueButton} — Nuray` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SECTION_TITLES[1] ?? "");
    await expect(page.locator('input[name="co-01"][value="often"]')).toBeChecked();
    await answer(page, itemsOf("co-").slice(7), "often");
    await answer(page, [LOST_SKILLS_QUESTION.id], "no");
    await page.getByRole("button", { name: s.next }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SECTION_TITLES[2] ?? "");
    await answer(page, itemsOf("si-"), "sometimes");
    await page.getByRole("button", { name: s.toReview }).click();

    // Confirm-submit.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.reviewTitle);
    await expect(page.getByText(fill(s.submitWarningPaid, { name: "Nuray", price: TEN_AZN }))).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: s.submit }).click();
    await expect(page.locator("#review-confirm-error")).toHaveText(s.confirmRequired);
    await page.getByLabel(s.confirmLabel).check();
    await page.getByRole("button", { name: s.submit }).click();

    // The result.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(s.resultTitle, { name: "Nuray" }));
    await expect(page.locator(".toast-success")).toHaveText(s.submittedToast);
    await expect(page.getByText(s.disclaimer)).toBeVisible();
    await expect(page.locator(".autism-area")).toHaveCount(3);
    // 42 items and the lost-skills question.
    await expect(page.locator(".autism-answer-table tr")).toHaveCount(43);
    await expect(page.locator(".autism-overall")).toContainText(s.nextStepsTitle);
    const resultUrl = page.url();
    const stored = queryOne<{ assessment_type: string; risk_level: string; child_age_months: number; order_id: string | null }>(
      "select r.assessment_type, r.risk_level, r.child_age_months, r.order_id from assessment_results r join users u on u.id = r.user_id where u.email = ?",
      email,
    );
    expect(stored).toMatchObject({ assessment_type: "autism", child_age_months: 30 });
    expect(stored?.order_id).toMatch(/^BLC-/);
    await expect(page.locator(".autism-overall .risk-badge")).toHaveText(az.autism.level[stored?.risk_level as "low" | "moderate" | "high"]);
    await expectAccessible(page);
    // The printed report: no site frame, no buttons, the answers kept.
    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".site-header")).toBeHidden();
    await expect(page.locator(".reminder")).toBeHidden();
    await expect(page.getByRole("link", { name: s.backToStart })).toBeHidden();
    await expect(page.locator(".autism-answer-table").first()).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    // Listed with the child's other results.
    await page.getByRole("link", { name: fill(s.allResults, { name: "Nuray" }) }).click();
    await expect(page.getByRole("heading", { name: s.historyTitle })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`^${s.viewResult}`) })).toHaveCount(1);

    // A retake asks for 10 AZN...
    await page.goto("/assessment/autism");
    await expect(page.getByText(fill(s.retakeOffer, { price: TEN_AZN }))).toBeVisible();
    await expect(page.getByRole("button", { name: `${fill(s.payButton, { price: TEN_AZN })} — Nuray` })).toBeVisible();
    // ...and is refused where the screening is one-time (the same database, the other setting).
    const oneTime = process.env.E2E_ONE_TIME_SCREENING_URL ?? "";
    await page.goto(`${oneTime}/assessment/autism`);
    await expect(page.getByText(s.retakeNone)).toBeVisible();
    await expect(page.getByText(fill(s.noRetakeState, { name: "Nuray" }))).toBeVisible();
    await expect(page.getByRole("button", { name: new RegExp(`— Nuray$`) })).toHaveCount(0);
    const child = queryOne<{ id: string }>("select c.id from children c join users u on u.id = c.user_id where u.email = ? and c.first_name = 'Nuray'", email);
    const forged = await page.request.post(`${oneTime}/assessment/autism`, {
      form: { childId: child?.id ?? "", method: "new", idempotencyKey: "forged-retake-0001", healthConsent: "yes" },
      headers: { Origin: oneTime },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(400);
    expect(queryOne<{ n: number }>("select count(*) as n from payments p join users u on u.id = p.user_id where u.email = ?", email)?.n).toBe(1);
    await page.goto("/assessment/autism");

    // Another parent cannot open the result.
    const stranger = await browser.newContext({ javaScriptEnabled: false });
    const strangerPage = await stranger.newPage();
    await signedUpParent(strangerPage, uniqueEmail(testInfo, "stranger"));
    const response = await strangerPage.goto(resultUrl);
    expect(response?.status()).toBe(403);
    await stranger.close();
  });

  test("a cancelled payment comes back with the toast and charges nothing", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "autism-cancel");
    await signedUpParent(page, email);
    await addChild(page, "Samir", 40);
    await page.goto("/assessment/autism");
    // The answers are health-related data: without explicit consent nothing is bought or kept.
    await page.getByRole("button", { name: `${fill(s.payButton, { price: TEN_AZN })} — Samir` }).click();
    const consent = buyForm(page, "Samir").getByRole("checkbox", { name: fill(az.legal.healthConsent.label, { brand: "Balaca" }) });
    await expect(consent).toHaveAttribute("aria-invalid", "true");
    await expect(consent).toHaveAccessibleDescription(az.legal.healthConsent.required);
    expect(queryAll("select p.id from payments p join users u on u.id = p.user_id where u.email = ?", email)).toEqual([]);
    await consent.check();
    await page.getByRole("button", { name: `${fill(s.payButton, { price: TEN_AZN })} — Samir` }).click();
    await payOnGateway(page, null);
    await expect(page).toHaveURL("/assessment/autism?payment=cancelled");
    await expect(page.locator(".toast-info")).toHaveText(s.cancelledToast);
    await expect(page.getByRole("button", { name: `${fill(s.payButton, { price: TEN_AZN })} — Samir` })).toBeVisible();
    const rows = queryOne<{ payment: string; screening: string }>(
      "select p.status as payment, s.status as screening from payments p join autism_screenings s on s.payment_id = p.id join users u on u.id = p.user_id where u.email = ?",
      email,
    );
    // The screening it was for is abandoned, so the child can be paid for again (ADR 016).
    expect(rows).toEqual({ payment: "cancelled", screening: "abandoned" });
  });

  test("five purchases at once for one child make one payment and one open screening", async ({ page, baseURL }, testInfo) => {
    const email = uniqueEmail(testInfo, "autism-race");
    await signedUpParent(page, email);
    await addChild(page, "Nərmin", 30);
    // A saved card, so each purchase would charge at once.
    await page.goto("/profile/cards");
    await page.getByRole("button", { name: az.billing.addCard }).click();
    await payOnGateway(page, TEST_CARDS.success);
    await expect(page.locator(".toast-success, .toast-info").first()).toHaveText(/.+/);
    await expect
      .poll(() => queryOne<{ id: string }>("select c.id from saved_cards c join users u on u.id = c.user_id where u.email = ?", email)?.id)
      .toBeTruthy();
    await page.goto("/assessment/autism");
    const form = page.locator("form.autism-buy", { has: page.getByRole("button", { name: `${fill(s.payButton, { price: TEN_AZN })} — Nərmin` }) });
    const fields = Object.fromEntries(
      await form
        .locator("input[type=hidden], input[type=radio]:checked")
        .evaluateAll((inputs) => inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value])),
    ) as Record<string, string>;
    fields.healthConsent = "yes";
    fields.method = queryOne<{ id: string }>("select c.id from saved_cards c join users u on u.id = c.user_id where u.email = ?", email)?.id ?? "";
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        page.request.post(page.url(), { form: { ...fields, idempotencyKey: `race-${n}-${Date.now()}` }, headers: { Origin: baseURL ?? "" }, maxRedirects: 0 }),
      ),
    );
    expect(answers.every((reply) => reply.status() < 500)).toBe(true);
    const payments = queryOne<{ n: number; charged: number }>(
      "select count(*) as n, sum(p.status = 'succeeded') as charged from payments p join users u on u.id = p.user_id where u.email = ? and p.purpose = 'autism_screening'",
      email,
    );
    expect(payments).toEqual({ n: 1, charged: 1 });
    const open = queryOne<{ n: number }>(
      "select count(*) as n from autism_screenings s join users u on u.id = s.user_id where u.email = ? and s.status in ('awaiting_payment', 'in_progress')",
      email,
    );
    expect(open?.n).toBe(1);
  });
  test("a child who does not talk yet: speech questions offer 'does not talk yet', which is not scored; behaviours common under 30 months are not counted; an old result still renders", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const email = uniqueEmail(testInfo, "autism-no-speech");
    await signedUpParent(page, email);
    await addChild(page, "Tural", 24);
    await payForScreening(page, "Tural");

    await answer(page, itemsOf("sb-"), "rarely");
    await page.getByRole("button", { name: s.next }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SECTION_TITLES[1] ?? "");
    // Only the four questions about speech itself offer "my child does not talk yet".
    const speechItems = AUTISM_ITEMS.filter((item) => item.speech).map((item) => item.id);
    await expect(page.locator(`input[value="${NO_SPEECH}"]`)).toHaveCount(speechItems.length);
    await expect(page.getByText(NO_SPEECH_LABEL.az).first()).toBeVisible();
    await answer(page, speechItems, NO_SPEECH);
    await answer(
      page,
      itemsOf("co-").filter((id) => !speechItems.includes(id)),
      "sometimes",
    );
    // The lost-skills question is asked on this page; "next" without it marks it.
    await page.getByRole("button", { name: s.next }).click();
    await expect(page.getByRole("alert").filter({ hasText: s.answersMissing })).toBeVisible();
    await expect(page.locator(".question-invalid")).toHaveCount(1);
    await expect(page.getByRole("heading", { name: s.lostSkillsTitle })).toBeVisible();
    await expect(page.locator(`input[name="${speechItems[0]}"][value="${NO_SPEECH}"]`)).toBeChecked();
    await answer(page, [LOST_SKILLS_QUESTION.id], "no");
    await page.getByRole("button", { name: s.next }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SECTION_TITLES[2] ?? "");
    await answer(page, itemsOf("si-"), "sometimes");
    await page.getByRole("button", { name: s.toReview }).click();
    await page.getByLabel(s.confirmLabel).check();
    await page.getByRole("button", { name: s.submit }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(s.resultTitle, { name: "Tural" }));
    await expect(page.getByText(fill(s.signs.notTalking, { name: "Tural" }))).toBeVisible();
    await expect(page.getByText(`${fill(s.signs.readByAge_other, { count: 24 })} ${fill(s.signs.readByAgeFrom_other, { count: 30 })}`)).toBeVisible();
    await expect(page.locator(".autism-overall")).toContainText(s.nextSteps.moderate);
    const speechRow = page.locator(".autism-answer-table tr", { hasText: AUTISM_ITEMS.find((item) => item.id === speechItems[0])?.text.az ?? "" });
    await expect(speechRow.locator("td")).toHaveText(NO_SPEECH_LABEL.az);
    const stored = queryOne<{ id: string; child_id: string; user_id: string; max_possible_score: number; thresholds: string }>(
      "select r.id, r.child_id, r.user_id, r.max_possible_score, r.thresholds from assessment_results r join users u on u.id = r.user_id where u.email = ?",
      email,
    );
    // Not counted: 4 speech items, and 8 behaviours common under 30 months (co-06 is both): 11 items.
    expect(stored?.max_possible_score).toBe(168 - 11 * 4);
    expect(JSON.parse(stored?.thresholds ?? "{}")).toMatchObject({
      version: 3,
      moderateFrom: 0.4,
      highFrom: 0.6,
      ageTypicalBelowMonths: 30,
      // Tiptoe walking and fetching from another room count from 24 months: Tural is 24, so they count.
      ageTypicalBelowByItem: { "sb-15": 24, "co-09": 24 },
    });
    await expectAccessible(page);

    // A result stored by the first version (42 answers to the items of then, some retired since;
    // thresholds only) still opens, with its own thresholds and the items it answered.
    const oldIds = ["sb", "co", "si"].flatMap((prefix) => Array.from({ length: 14 }, (_, i) => `${prefix}-${String(i + 1).padStart(2, "0")}`));
    const oldId = `old-${testInfo.project.name}-${Date.now()}`;
    const db = new SQLite(process.env.E2E_DATABASE ?? "", { fileMustExist: true });
    db.pragma("busy_timeout = 5000");
    db.prepare(
      `insert into assessment_results (id, user_id, child_id, assessment_type, child_age_months, answers, total_score, max_possible_score, percentage_score,
         section_scores, risk_level, thresholds, completed_sections, completed_at, created_at)
       values (?, ?, ?, 'autism', 20, ?, 60, 168, 36, ?, 'moderate', ?, ?, '2026-10-01T10:00:00.000Z', '2026-10-01T10:00:00.000Z')`,
    ).run(
      oldId,
      stored?.user_id,
      stored?.child_id,
      JSON.stringify(Object.fromEntries(oldIds.map((id) => [id, "rarely"]))),
      JSON.stringify({
        "stereotyped-behaviours": oldSection(20, "moderate"),
        communication: oldSection(20, "moderate"),
        "social-interaction": oldSection(20, "moderate"),
      }),
      JSON.stringify({ moderateFrom: 0.35, highFrom: 0.55 }),
      JSON.stringify(["stereotyped-behaviours", "communication", "social-interaction"]),
    );
    db.close();
    await page.goto(`/assessment/autism/results/${oldId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(s.resultTitle, { name: "Tural" }));
    await expect(page.locator(".autism-overall .risk-badge")).toHaveText(s.level.moderate);
    await expect(page.getByText(fill(s.thresholdsNoteV1, { moderate: 35, high: 55 }))).toBeVisible();
    await expect(page.locator(".autism-sign")).toHaveCount(0);
    await expect(page.locator(".autism-answer-table tr")).toHaveCount(42);
    const retired = AUTISM_RETIRED_ITEMS.find((item) => item.id === "co-11")?.text.az ?? "";
    await expect(page.locator(".autism-answer-table tr", { hasText: retired })).toHaveCount(1);
  });
});
