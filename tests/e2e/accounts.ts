import type { Page, TestInfo } from "@playwright/test";
import { expect, scriptsReady, openTestDatabase } from "./fixtures";
import { strings } from "./strings";

const az = strings.az;

export const PASSWORD = "Gizli parol 2026";

/** A fresh address for one test in one project. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  const slug = `${label}-${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return `${slug}@example.az`.toLowerCase();
}

export function queryOne<T>(sql: string, ...params: unknown[]): T | undefined {
  const db = openTestDatabase();
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

export function queryAll<T>(sql: string, ...params: unknown[]): T[] {
  const db = openTestDatabase();
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** The newest link in the outbox for an address (the mail a parent would open). */
export function latestMailLink(email: string): string {
  const mail = queryOne<{ body: string }>("select body from mail_outbox where to_email = ? order by id desc limit 1", email);
  const link = /https?:\/\/\S+/.exec(mail?.body ?? "")?.[0];
  if (!link) throw new Error(`no mail with a link for ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Fills and sends the sign-up form; every address lands on "check your email". */
export async function submitSignUp(page: Page, email: string, fullName = "Aygün Məmmədova", password = PASSWORD) {
  await page.goto("/auth?mode=signup");
  await page.getByLabel(az.auth.fullNameLabel, { exact: true }).fill(fullName);
  await page.getByLabel(az.auth.emailLabel, { exact: true }).fill(email);
  await page.getByLabel(az.auth.passwordLabel, { exact: true }).fill(password);
  await page.getByRole("button", { name: az.auth.signUpSubmit }).click();
  await expect(page).toHaveURL("/auth/check-email");
  // With scripts the address changes a moment before the new page is drawn.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(az.auth.checkEmail.title);
}

/** Signs up through the form, opens the mailed link, and lands on the legal review screen. */
export async function signUp(page: Page, email: string, fullName = "Aygün Məmmədova", password = PASSWORD) {
  await submitSignUp(page, email, fullName, password);
  await page.goto(latestMailLink(email));
  await page.getByRole("button", { name: az.auth.finishSignUp.submit }).click();
  await expect(page).toHaveURL("/auth/legal");
}

/** Accepts all three documents on the review screen. */
export async function acceptLegal(page: Page) {
  // The review screen renders all its checkboxes at once; wait for it before collecting them.
  await expect(page.getByRole("checkbox").first()).toBeVisible();
  for (const checkbox of await page.getByRole("checkbox").all()) await checkbox.check();
  await page.getByRole("button", { name: az.legal.acceptSubmit }).click();
  await expect(page).toHaveURL("/profile");
  await scriptsReady(page);
}

/** A signed-in parent with the legal documents accepted, on /profile. */
export async function signedUpParent(page: Page, email: string) {
  await signUp(page, email);
  await acceptLegal(page);
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/auth");
  await page.getByLabel(az.auth.emailLabel, { exact: true }).fill(email);
  await page.getByLabel(az.auth.passwordLabel, { exact: true }).fill(password);
  await page.getByRole("button", { name: az.auth.signInSubmit }).click();
}

export async function signOut(page: Page) {
  await page.goto("/profile");
  await page.getByRole("main").getByRole("button", { name: az.auth.logout }).click();
  await expect(page.locator(".toast-success")).toHaveText(az.auth.loggedOut);
}

export async function sessionCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === "__session")?.value;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A birth date as a parent types it (DD.MM.YYYY, as the hint shows): the 1st of the month, `months` months ago. */
export function birthDateMonthsAgo(months: number): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
}

/** Adds a child from the profile's form and waits for them on the children page. */
export async function addChild(page: Page, firstName: string, birthDate: string) {
  await page.goto("/profile/add-child");
  await page.getByLabel(az.children.firstNameLabel, { exact: true }).fill(firstName);
  await page.getByLabel(az.children.birthDateLabel, { exact: true }).fill(birthDate);
  await page.getByRole("button", { name: az.children.addSubmit }).click();
  await expect(page).toHaveURL("/profile/children");
  await expect(page.locator(".child-item").filter({ hasText: firstName })).toBeVisible();
}
