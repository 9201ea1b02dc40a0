import type { Page } from "@playwright/test";
import { birthDateMonthsAgo, latestMailLink, queryAll, queryOne, signUp, signedUpParent, uniqueEmail } from "./accounts";
import { fill } from "./payments";
import { expect, expectAccessible, test } from "./fixtures";
import { AGE_BANDS } from "../../app/content/assessment";
import { COURSES, courseExercises } from "../../app/content/courses";
import { strings } from "./strings";

const az = strings.az;
const a = az.assessment;
/** The explicit-consent box for health-related data on the save and the child's start form. */
const consentLabel = fill(az.legal.healthConsent.label, { brand: "Balaca" });

const ANSWER_LABEL = { yes: a.answers.yes, sometimes: a.answers.sometimes, no: a.answers.no, not_seen: a.answers.not_seen } as const;
type AnswerName = keyof typeof ANSWER_LABEL;

async function startAsVisitor(page: Page, email: string, birthDate: string) {
  await page.goto("/assessment");
  await page.getByLabel(a.emailLabel, { exact: true }).fill(email);
  await page.getByLabel(a.birthDateLabel, { exact: true }).fill(birthDate);
  await page.getByRole("button", { name: a.start }).click();
  await expect(page).toHaveURL(/\/assessment\/[\w-]+\/questions\/social$/);
}

/**
 * Answers every question on the current page (the first answer for all, with exceptions by
 * position) and presses Next (or See the result on the last page).
 */
async function answerPage(page: Page, answer: AnswerName, exceptions: Record<number, AnswerName> = {}) {
  const questions = page.locator("fieldset.question");
  await expect(questions.first()).toBeVisible();
  const count = await questions.count();
  for (let index = 0; index < count; index += 1) {
    const chosen = exceptions[index] ?? answer;
    await questions.nth(index).getByLabel(ANSWER_LABEL[chosen], { exact: true }).check();
  }
  const url = page.url();
  const next = page.getByRole("button", { name: new RegExp(`^(${a.next}|${a.finish})$`) });
  await next.click();
  await expect(page).not.toHaveURL(url);
}

async function answerAllPages(page: Page, answer: AnswerName, exceptionsByPage: Array<Record<number, AnswerName>> = []) {
  for (let step = 0; step < 4; step += 1) await answerPage(page, answer, exceptionsByPage[step] ?? {});
}

function assessmentIdFrom(url: string): string {
  const id = /\/assessment\/([\w-]+)\//.exec(url)?.[1];
  if (!id) throw new Error(`no assessment id in ${url}`);
  return id;
}

test.describe("the free developmental assessment", () => {
  test("a visitor completes it for a 14-month-old and sees the result, ready to print", async ({ page, browser, javaScriptEnabled }, testInfo) => {
    test.setTimeout(60_000); // answers a whole assessment, prints, and opens it in a second browser
    const email = uniqueEmail(testInfo, "visitor");
    await startAsVisitor(page, email, birthDateMonthsAgo(14));
    const id = assessmentIdFrom(page.url());
    await expect(page.getByText(fill(a.questionsFor, { range: fill(a.bandRange, { min: 14, max: 15 }) }))).toBeVisible();
    await expect(page.getByText(fill(a.stepOf, { step: 1, total: 4 }))).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(az.areas.social);
    await expectAccessible(page);

    const band = AGE_BANDS.find((candidate) => candidate.id === "m14-15");
    const itemsIn = (domain: string) => band?.items.filter((item) => item.domain === domain) ?? [];
    const itemText = (domain: string, index: number) => itemsIn(domain)[index]?.text.az ?? "?";
    const socialCount = itemsIn("social").length;
    // Only the item that needs other children offers "haven't had the chance to see this".
    const situational = itemsIn("social").findIndex((item) => item.needsSituation);
    expect(situational).toBeGreaterThan(0);
    await expect(page.getByLabel(a.answers.not_seen, { exact: true })).toHaveCount(1);
    await expect(page.locator("fieldset.question").nth(situational).getByLabel(a.answers.not_seen, { exact: true })).toBeVisible();

    // Next with questions left unanswered: a message, the missing ones marked, nothing lost.
    await page.locator("fieldset.question").first().getByLabel(a.answers.yes, { exact: true }).check();
    await page.getByRole("button", { name: a.next }).click();
    await expect(page.getByRole("alert")).toContainText(fill(a.answersMissing_other, { count: socialCount - 1 }));
    await expect(page.locator(".question-invalid")).toHaveCount(socialCount - 1);
    await expect(page.locator("fieldset.question").first().getByLabel(a.answers.yes, { exact: true })).toBeChecked();
    await expectAccessible(page);

    // Each page of questions is a document of its own, without React (ADR 024): nothing a
    // parent ticks is at the mercy of a page taking over from the server's HTML.
    if (javaScriptEnabled) expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    // Social: "haven't had the chance to see" on the item that needs other children; language:
    // two "not yet" of four (neither a red flag), to practise and check again; movement: one "sometimes".
    expect([1, 3].map((index) => itemsIn("language")[index]?.redFlag ?? false)).toEqual([false, false]);
    await answerAllPages(page, "yes", [{ [situational]: "not_seen" }, { 1: "no", 3: "no" }, {}, { 0: "sometimes" }]);
    await expect(page).toHaveURL(`/assessment/${id}/result`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(a.resultTitle);
    await expect(page.getByRole("heading", { name: a.winsTitle })).toBeVisible();
    await expect(page.getByRole("heading", { name: a.doctorTitle })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: a.recheckTitle })).toBeVisible();
    await expect(page.locator(".recheck-advice")).toContainText(`${a.recheckAreas} ${az.areas.language}`);
    await expect(page.getByText(a.doctorAlways)).toBeVisible();
    await expect(page.locator(".result-practise dd")).toHaveText([itemText("language", 1), itemText("language", 3), itemText("movement", 0)]);
    await expect(page.locator(".result-wins")).toContainText(itemText("language", 0));
    await expect(page.locator(".result-wins")).not.toContainText(itemText("language", 1));
    await expect(page.getByRole("link", { name: a.saveButton })).toBeVisible();
    // "What to practise" links to the course exercises of the child's age for that area.
    const toddlerCourse = COURSES.find((course) => course.band === "12-17");
    const languageExercise = toddlerCourse ? courseExercises(toddlerCourse).find(({ exercise }) => exercise.domains[0] === "language")?.exercise : undefined;
    expect(languageExercise).toBeDefined();
    const languageCard = page.locator(".result-practise .result-domain").filter({ hasText: az.areas.language });
    await expect(languageCard.getByRole("link", { name: languageExercise?.title.az ?? "?" })).toHaveAttribute(
      "href",
      `/courses/${toddlerCourse?.id}/exercises/${languageExercise?.id}`,
    );
    await expectAccessible(page);

    // Printed: the doctor's summary with the "not yet" and "sometimes" items, no site frame.
    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".result-discuss")).toBeVisible();
    await expect(page.locator(".result-discuss dt")).toHaveText([a.notYetLabel, a.sometimesLabel]);
    await expect(page.locator(".result-wins")).toBeHidden();
    await expect(page.locator(".site-header")).toBeHidden();
    await page.emulateMedia({ media: "screen" });
    await expect(page.locator(".result-discuss")).toBeHidden();

    const stored = queryOne<{ email: string; completed_at: string | null; age_group: string; device_info: string; answers: string }>(
      "select email, completed_at, age_group, device_info, answers from development_assessments where id = ?",
      id,
    );
    expect(stored).toMatchObject({ email, age_group: "m14-15", device_info: "computer" });
    expect(stored?.completed_at).not.toBeNull();
    const storedAnswers = Object.values(JSON.parse(stored?.answers ?? "{}"));
    expect(storedAnswers.filter((answer) => answer === "no")).toHaveLength(2);
    expect(storedAnswers.filter((answer) => answer === "not_seen")).toHaveLength(1);
    expect(latestMailLink(email)).toMatch(/^\/assessment\/open\/[\w-]{43}$/);

    // Another browser cannot open it.
    const stranger = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled ?? true });
    const strangerPage = await stranger.newPage();
    const response = await strangerPage.goto(`/assessment/${id}/result`);
    expect(response?.status()).toBe(404);
    await expect(strangerPage.getByRole("heading", { level: 1 })).toHaveText(a.notAvailableTitle);
    await stranger.close();
  });

  test("a typical 10-month-old, answered yes to every item, gets no doctor's advice; one 'not yet' alone is something to practise", async ({
    page,
  }, testInfo) => {
    await startAsVisitor(page, uniqueEmail(testInfo, "ten-months"), birthDateMonthsAgo(10));
    const id = assessmentIdFrom(page.url());
    await expect(page.getByText(fill(a.questionsFor, { range: fill(a.bandRange, { min: 10, max: 11 }) }))).toBeVisible();
    await answerAllPages(page, "yes");
    await expect(page).toHaveURL(`/assessment/${id}/result`);
    await expect(page.getByText(a.stillDevelopingNone)).toBeVisible();
    await expect(page.getByRole("heading", { name: a.doctorTitle })).toHaveCount(0);
    await expect(page.getByText(a.doctorAlways)).toBeVisible();

    // Another 10-month-old with a single "not yet" (not a red flag): practise, no doctor's advice.
    await page.context().clearCookies();
    await startAsVisitor(page, uniqueEmail(testInfo, "ten-months-one"), birthDateMonthsAgo(10));
    await answerAllPages(page, "yes", [{}, {}, { 0: "no" }]);
    await expect(page).toHaveURL(/\/result$/);
    await expect(page.getByRole("heading", { name: a.doctorTitle })).toHaveCount(0);
    await expect(page.getByText(fill(a.stillDeveloping, { areas: az.areas.cognitive }))).toBeVisible();
    await expect(page.locator(".recheck-advice")).toContainText(`${a.recheckAreas} ${az.areas.cognitive}`);
  });

  test("a typical 12-month-old, answered yes to every item, gets no doctor's advice; one who does not turn to their name does", async ({ page }, testInfo) => {
    test.setTimeout(60_000); // answers two assessments of 20 questions each
    const band = AGE_BANDS.find((candidate) => candidate.id === "m12-13");
    const social = band?.items.filter((item) => item.domain === "social" && item.fromMonths === undefined) ?? [];
    const nameIndex = social.findIndex((item) => item.id === "m12-13.social.6");
    const nameItem = social[nameIndex];
    expect(nameItem?.redFlag).toBe(true);

    await startAsVisitor(page, uniqueEmail(testInfo, "twelve-months"), birthDateMonthsAgo(12));
    await expect(page.getByText(fill(a.questionsFor, { range: fill(a.bandRange, { min: 12, max: 13 }) }))).toBeVisible();
    await expect(page.locator("fieldset.question").nth(nameIndex)).toContainText(nameItem?.text.az ?? "?");
    await answerAllPages(page, "yes");
    await expect(page).toHaveURL(/\/result$/);
    await expect(page.getByText(a.stillDevelopingNone)).toBeVisible();
    await expect(page.getByRole("heading", { name: a.doctorTitle })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: a.recheckTitle })).toHaveCount(0);
    await expect(page.getByText(a.doctorAlways)).toBeVisible();

    // The same answers but "not yet" to turning when called by name: talk to the doctor, naming it.
    await page.context().clearCookies();
    await startAsVisitor(page, uniqueEmail(testInfo, "twelve-months-name"), birthDateMonthsAgo(12));
    await answerAllPages(page, "yes", [{ [nameIndex]: "no" }]);
    await expect(page).toHaveURL(/\/result$/);
    await expect(page.getByRole("heading", { name: a.doctorTitle })).toBeVisible();
    await expect(page.locator(".doctor-advice")).toContainText(`${a.doctorAreas} ${az.areas.social}`);
    await expect(page.locator(".doctor-advice li")).toHaveText([nameItem?.text.az ?? "?"]);
    await expect(page.getByRole("heading", { name: a.recheckTitle })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("a visitor leaves halfway and comes back, on this device or from the emailed link", async ({ page, browser }, testInfo) => {
    const email = uniqueEmail(testInfo, "resume");
    await startAsVisitor(page, email, birthDateMonthsAgo(30));
    const id = assessmentIdFrom(page.url());
    await answerPage(page, "yes");
    await expect(page).toHaveURL(`/assessment/${id}/questions/language`);
    await page.locator("fieldset.question").first().getByLabel(a.answers.sometimes, { exact: true }).check();
    // Back saves what is chosen on this page too.
    await page.getByRole("button", { name: a.back }).click();
    await expect(page).toHaveURL(`/assessment/${id}/questions/social`);
    await expect(page.locator("fieldset.question").first().getByLabel(a.answers.yes, { exact: true })).toBeChecked();

    // Leave, come back later through the start page.
    await page.goto("/");
    await page.goto("/assessment");
    await expect(page.getByRole("heading", { name: a.resumeTitle })).toBeVisible();
    await page.getByRole("link", { name: a.resumeLink }).click();
    await expect(page).toHaveURL(`/assessment/${id}/questions/language`);
    await expect(page.locator("fieldset.question").first().getByLabel(a.answers.sometimes, { exact: true })).toBeChecked();
    await expectAccessible(page);

    // On another device, the link from the email opens the same answers.
    const phone = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled ?? true });
    const phonePage = await phone.newPage();
    await phonePage.goto(latestMailLink(email));
    await expect(phonePage).toHaveURL(`/assessment/${id}/questions/language`);
    await answerPage(phonePage, "yes");
    await answerPage(phonePage, "yes");
    await answerPage(phonePage, "yes");
    await expect(phonePage).toHaveURL(`/assessment/${id}/result`);
    await expect(phonePage.getByRole("heading", { level: 1 })).toHaveText(a.resultTitle);
    await phone.close();
    // The first browser now goes straight to the result.
    await page.goto(`/assessment/${id}/questions/social`);
    await expect(page).toHaveURL(`/assessment/${id}/result`);
  });

  test("two assessments started in one browser are both reachable, listed and named, and so are their mails", async ({ page }, testInfo) => {
    test.setTimeout(60_000); // answers a whole assessment and a page of another, and checks three pages' accessibility
    const email = uniqueEmail(testInfo, "two-children");
    const babyBorn = birthDateMonthsAgo(14);
    const toddlerBorn = birthDateMonthsAgo(30);
    const childBorn = (date: string) => fill(a.assessingChildBorn, { date });
    await startAsVisitor(page, email, babyBorn);
    const babyId = assessmentIdFrom(page.url());
    await expect(page.getByText(childBorn(babyBorn), { exact: true })).toBeVisible();
    await answerPage(page, "yes");
    await startAsVisitor(page, email, toddlerBorn);
    const toddlerId = assessmentIdFrom(page.url());
    await expect(page.getByText(childBorn(toddlerBorn), { exact: true })).toBeVisible();

    // The first child's pages still open in this browser.
    const response = await page.goto(`/assessment/${babyId}/questions/language`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText(childBorn(babyBorn), { exact: true })).toBeVisible();

    // The start page offers both, each by its child, newest first.
    await page.goto("/assessment");
    const items = page.locator(".resume-list li");
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(fill(a.childBorn, { date: toddlerBorn }));
    await expect(items.nth(1)).toContainText(fill(a.childBorn, { date: babyBorn }));
    await expectAccessible(page);
    // On a phone the list fits the screen.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await items.nth(1).getByRole("link", { name: a.resumeLink }).click();
    await expect(page).toHaveURL(`/assessment/${babyId}/questions/language`);

    // The toddler's is finished: listed with its result, which still opens, naming the child.
    await page.goto(`/assessment/${toddlerId}/questions/social`);
    await answerAllPages(page, "yes");
    await expect(page).toHaveURL(`/assessment/${toddlerId}/result`);
    await expect(page.getByText(childBorn(toddlerBorn), { exact: true })).toBeVisible();
    await page.goto("/assessment");
    await expect(items).toHaveCount(2);
    await items.nth(0).getByRole("link", { name: a.resumeResultLink }).click();
    await expect(page).toHaveURL(`/assessment/${toddlerId}/result`);
    expect((await page.goto(`/assessment/${babyId}/questions/social`))?.status()).toBe(200);

    // Two mails, each naming its child by the birth date.
    const mails = queryAll<{ subject: string; body: string }>("select subject, body from mail_outbox where to_email = ? order by id", email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toContain(babyBorn);
    expect(mails[0]?.body).toContain(babyBorn);
    expect(mails[1]?.subject).toContain(toddlerBorn);
    expect(mails[1]?.body).toContain(toddlerBorn);
  });

  test("a signed-in parent is asked no email and told the answers stay in the account", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "signed-in");
    await signedUpParent(page, email);
    await page.goto("/assessment");
    await expect(page.getByLabel(a.emailLabel, { exact: true })).toHaveCount(0);
    await expect(page.getByText(a.intro, { exact: true })).toHaveCount(0);
    await expect(page.getByText(a.introSignedIn, { exact: true })).toBeVisible();
    await expect(page.getByText(a.how1, { exact: true })).toHaveCount(0);
    await expect(page.getByText(a.how1SignedIn, { exact: true })).toBeVisible();
    await expect(page.getByText(a.parentStartHint, { exact: true })).toBeVisible();
    await expectAccessible(page);

    const born = birthDateMonthsAgo(20);
    await page.getByLabel(a.birthDateLabel, { exact: true }).fill(born);
    await page.getByRole("button", { name: a.start }).click();
    await expect(page).toHaveURL(/\/questions\/social$/);
    const id = assessmentIdFrom(page.url());
    await answerAllPages(page, "yes");
    await expect(page).toHaveURL(`/assessment/${id}/result`);
    await expect(page.getByText(a.saveTextSignedIn, { exact: true })).toBeVisible();
    await expect(page.getByText(a.saveText, { exact: true })).toHaveCount(0);
    // Kept with the account, not with an email; no mail was sent.
    expect(queryOne("select email from development_assessments where id = ? and user_id is not null", id)).toEqual({ email: null });
    expect(queryAll("select id from mail_outbox where to_email = ? and body like ?", email, "%/assessment/open/%")).toEqual([]);
  });

  test("invalid emails and birth dates get the spec's messages and start nothing", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "invalid");
    const emailField = () => page.getByLabel(a.emailLabel, { exact: true });
    const dateField = () => page.getByLabel(a.birthDateLabel, { exact: true });
    const submit = async (emailValue: string, date: string) => {
      await page.goto("/assessment");
      await emailField().fill(emailValue);
      await dateField().fill(date);
      await page.getByRole("button", { name: a.start }).click();
      await expect(page.locator(".field-errors").first()).toBeVisible();
    };

    await submit("", "");
    await expect(page.locator("#assessment-start-visitor-email-error")).toHaveText(az.validation.required);
    await expect(page.locator("#assessment-start-visitor-birthDate-error")).toHaveText(az.validation.dateRequired);
    await expect(emailField()).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    await submit("a@b.c", "2025-09-10");
    await expect(page.locator("#assessment-start-visitor-email-error")).toHaveText(fill(a.emailTooShort_other, { count: 6 }));
    await expect(page.locator("#assessment-start-visitor-birthDate-error")).toHaveText(az.validation.dateFormat);

    await submit(`${"a".repeat(250)}@example.az`, "31-02-2025");
    await expect(page.locator("#assessment-start-visitor-email-error")).toHaveText(fill(a.emailTooLong_other, { count: 254 }));
    await expect(page.locator("#assessment-start-visitor-birthDate-error")).toHaveText(az.validation.dateFormat);

    await submit(email, "01-01-2099");
    await expect(page.locator("#assessment-start-visitor-birthDate-error")).toHaveText(az.validation.dateInFuture);
    await expect(emailField()).toHaveValue(email);

    await submit(email, birthDateMonthsAgo(7 * 12));
    await expect(page.locator("#assessment-start-visitor-birthDate-error")).toHaveText(a.ageOutOfRange);

    await submit("not-an-email", birthDateMonthsAgo(10));
    await expect(page.locator("#assessment-start-visitor-email-error")).toHaveText(az.validation.email);

    expect(queryAll("select id from development_assessments where email = ?", email)).toEqual([]);
  });

  test("a visitor saves the result through sign-up and finds it on the new child", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "saver");
    const birthDate = birthDateMonthsAgo(40);
    // A brother's assessment, started first in the same browser, is left open.
    const brotherBorn = birthDateMonthsAgo(9);
    await startAsVisitor(page, email, brotherBorn);
    const brotherId = assessmentIdFrom(page.url());
    await startAsVisitor(page, email, birthDate);
    const id = assessmentIdFrom(page.url());
    await answerAllPages(page, "yes", [{ 0: "sometimes" }]);
    await expect(page).toHaveURL(`/assessment/${id}/result`);

    await page.getByRole("link", { name: a.saveButton }).click();
    await expect(page).toHaveURL("/auth");
    await expect(page.getByText(az.auth.saveAssessmentRequired)).toBeVisible();
    await signUp(page, email);
    await expect(page.getByRole("checkbox").first()).toBeVisible();
    for (const checkbox of await page.getByRole("checkbox").all()) await checkbox.check();
    await page.getByRole("button", { name: az.legal.acceptSubmit }).click();
    await expect(page).toHaveURL(`/assessment/${id}/save`);

    // No child yet: a new profile with the assessment's birth date, which needs a name, and
    // explicit consent to keep the health-related result.
    await page.getByRole("button", { name: a.saveSubmit }).click();
    await expect(page.locator("#save-result-firstName-error")).toHaveText(az.validation.required);
    await expect(page.locator("#save-result-healthConsent-error")).toHaveText(az.legal.healthConsent.required);
    await expectAccessible(page);
    await page.getByLabel(az.children.firstNameLabel, { exact: true }).fill("Nərgiz");
    await page.getByRole("button", { name: a.saveSubmit }).click();
    // Without the box ticked nothing is saved, and the reason stands next to the box.
    await expect(page).toHaveURL(`/assessment/${id}/save`);
    await expect(page.locator("#save-result-healthConsent-error")).toHaveText(az.legal.healthConsent.required);
    await expect(page.getByLabel(consentLabel, { exact: true })).toHaveAttribute("aria-invalid", "true");
    expect(queryAll("select r.id from child_development_results r join users u on u.id = r.user_id where u.email = ?", email)).toEqual([]);
    await page.getByLabel(az.children.firstNameLabel, { exact: true }).fill("Nərgiz");
    await page.getByLabel(consentLabel, { exact: true }).check();
    await page.getByRole("button", { name: a.saveSubmit }).click();
    await expect(page).toHaveURL(/\/profile\/children\/[\w-]+\/assessments\/[\w-]+$/);
    await expect(page.locator(".toast-success")).toHaveText(fill(a.savedToast, { name: "Nərgiz" }));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(a.resultTitleFor, { name: "Nərgiz" }));

    const child = queryOne<{ id: string; birth_date: string }>(
      "select c.id, c.birth_date from children c join users u on u.id = c.user_id where u.email = ?",
      email,
    );
    const [day, month, year] = birthDate.split(".");
    expect(child?.birth_date).toBe(`${year}-${month}-${day}`);
    const saved = queryAll<{ health_consent_at: string | null }>("select health_consent_at from child_development_results where child_id = ?", child?.id);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.health_consent_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(queryOne("select id from development_assessments where id = ?", id)).toBeUndefined();

    await page.goto("/profile/children");
    await page.getByRole("link", { name: new RegExp(`^${a.historyLink}`) }).click();
    await expect(page).toHaveURL(`/profile/children/${child?.id}/assessments`);
    await expect(page.locator(".history-list li")).toHaveCount(1);
    await expect(page.locator(".history-list")).toContainText(fill(a.bandRange, { min: 36, max: 47 }));
    await expectAccessible(page);

    // The saved one is gone from "continue where you left off"; the brother's is still there.
    await page.goto("/assessment");
    await expect(page.locator(".resume-list li")).toHaveCount(1);
    await expect(page.locator(".resume-list li")).toContainText(fill(a.childBorn, { date: brotherBorn }));
    await page.getByRole("link", { name: a.resumeLink }).click();
    await expect(page).toHaveURL(`/assessment/${brotherId}/questions/social`);
  });

  test("a signed-in parent assesses an existing child, corrected for prematurity, and sees the change", async ({ page }, testInfo) => {
    test.setTimeout(90_000); // signs up, adds a child, answers two assessments and checks four pages' accessibility
    const email = uniqueEmail(testInfo, "parent");
    await signedUpParent(page, email);
    await page.goto("/profile/add-child");
    await page.getByLabel(az.children.firstNameLabel, { exact: true }).fill("Elvin");
    const elvinBorn = birthDateMonthsAgo(10);
    await page.getByLabel(az.children.birthDateLabel, { exact: true }).fill(elvinBorn);
    await page.getByRole("button", { name: az.children.addSubmit }).click();
    await expect(page.locator(".toast-success")).toBeVisible();
    const child = queryOne<{ id: string }>("select c.id from children c join users u on u.id = c.user_id where u.email = ?", email);

    for (const [round, answer] of [
      [1, "sometimes"],
      [2, "yes"],
    ] as const) {
      await page.goto("/assessment");
      await page.getByRole("link", { name: fill(a.pickChild, { name: "Elvin" }) }).click();
      await expect(page).toHaveURL(`/assessment?child=${child?.id}`);
      await expect(page.getByText(fill(a.chosenChild, { name: "Elvin", date: elvinBorn }))).toBeVisible();
      await expect(page.getByLabel(a.emailLabel, { exact: true })).toHaveCount(0);
      if (round === 1) await expectAccessible(page);
      // Born 8 weeks early: 10 months old, 8 months corrected.
      await page.getByLabel(a.weeksEarlyLabel, { exact: true }).selectOption("8");
      await page.getByLabel(consentLabel, { exact: true }).check();
      await page.getByRole("button", { name: a.start }).click();
      await expect(page).toHaveURL(/\/questions\/social$/);
      await expect(page.getByText(fill(a.questionsFor, { range: fill(a.bandRange, { min: 8, max: 9 }) }), { exact: false })).toBeVisible();
      await expect(page.getByText(fill(a.assessingChildNamed, { name: "Elvin" }), { exact: true })).toBeVisible();
      await answerAllPages(page, answer);
      await expect(page).toHaveURL(new RegExp(`/profile/children/${child?.id}/assessments/[\\w-]+$`));
      await expect(page.locator(".toast-success")).toHaveText(fill(a.savedToast, { name: "Elvin" }));
    }

    const results = queryAll<{ age_group: string; weeks_early: number; percentage_score: number }>(
      "select age_group, weeks_early, percentage_score from child_development_results where child_id = ? order by completed_at",
      child?.id,
    );
    expect(results).toEqual([
      { age_group: "m08-09", weeks_early: 8, percentage_score: 50 },
      { age_group: "m08-09", weeks_early: 8, percentage_score: 100 },
    ]);

    await page.getByRole("link", { name: fill(a.backToHistory, { name: "Elvin" }) }).click();
    await expect(page.locator(".history-list li")).toHaveCount(2);
    await expect(page.locator(".change-table tbody tr")).toHaveCount(4);
    await expect(page.locator(".change-table tbody tr").first()).toContainText(fill(a.changeUp_other, { count: 50 }));
    await expectAccessible(page);
  });
});
