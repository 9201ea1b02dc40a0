import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { PASSWORD, acceptLegal, latestMailLink, queryAll, queryOne, signUp, signedUpParent, uniqueEmail } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";
import { strings } from "./strings";

const az = strings.az;

async function addChild(page: Page, firstName: string, birthDate: string) {
  await page.goto("/profile/add-child");
  await page.getByLabel(az.children.firstNameLabel, { exact: true }).fill(firstName);
  await page.getByLabel(az.children.birthDateLabel, { exact: true }).fill(birthDate);
  await page.getByRole("button", { name: az.children.addSubmit }).click();
  // Wait for the answer (the child's toast, or errors next to the fields) before moving on.
  await expect(page.locator(".toast-success, .field-errors").first()).toBeVisible();
}

test.describe("profile", () => {
  test("add a child with validation, then remove them after confirming", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "children");
    await signedUpParent(page, email);
    await page.getByRole("link", { name: az.profile.childrenTab }).click();
    await expect(page.getByText(az.children.empty)).toBeVisible();

    await addChild(page, "Leyla", "31-02-2023");
    await expect(page.getByLabel(az.children.birthDateLabel, { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#add-child-birthDate-error")).toHaveText(az.validation.dateFormat);
    await expect(page.getByLabel(az.children.firstNameLabel, { exact: true })).toHaveValue("Leyla");
    await expectAccessible(page);
    await addChild(page, "Leyla", "01-01-2099");
    await expect(page.locator("#add-child-birthDate-error")).toHaveText(az.validation.dateInFuture);
    expect(queryAll("select c.id from children c join users u on u.id = c.user_id where u.email = ?", email)).toEqual([]);

    await addChild(page, "Leyla", "05-09-2022");
    await expect(page).toHaveURL("/profile/children");
    await expect(page.locator(".child-item")).toContainText("Leyla");
    await expect(page.locator(".child-item")).toContainText("05.09.2022");
    const child = queryOne<{ id: string; birth_date: string }>(
      "select c.id, c.birth_date from children c join users u on u.id = c.user_id where u.email = ?",
      email,
    );
    expect(child?.birth_date).toBe("2022-09-05");

    await page
      .locator(".child-item")
      .getByRole("link", { name: new RegExp(az.children.remove) })
      .click();
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(az.children.removeTitle.replace("{{name}}", "Leyla"));
    await page.getByRole("button", { name: az.children.removeConfirm }).click();
    await expect(page.locator(".toast-success")).toHaveText(az.children.removed.replace("{{name}}", "Leyla"));
    expect(queryOne("select id from children where id = ?", child?.id)).toBeUndefined();
  });

  test("with JavaScript, a refused child comes back with each reply's errors, what was typed, the focus on the first wrong field", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    test.skip(!javaScriptEnabled, "the focus and the pending text are the standalone script's (the test above covers the replies)");
    await signedUpParent(page, uniqueEmail(testInfo, "child-reply"));
    await page.goto("/profile/add-child");
    // Sent without React (ADR 024): its standalone script keeps the forms' behaviour.
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    const firstName = page.getByLabel(az.children.firstNameLabel, { exact: true });
    const birthDate = page.getByLabel(az.children.birthDateLabel, { exact: true });

    await firstName.fill("Leyla");
    await birthDate.fill("31-02-2023");
    await page.getByRole("button", { name: az.children.addSubmit }).click();
    await expect(page.locator("#add-child-birthDate-error")).toHaveText(az.validation.dateFormat);
    await expect(birthDate).toHaveAttribute("aria-invalid", "true");
    await expect(birthDate).toHaveAttribute("aria-describedby", /add-child-birthDate-error/);
    await expect(birthDate).toBeFocused();
    await expect(firstName).toHaveValue("Leyla");
    await expect(firstName).not.toHaveAttribute("aria-invalid", "true");

    await birthDate.fill("01-01-2099");
    await page.getByRole("button", { name: az.children.addSubmit }).click();
    await expect(page.locator("#add-child-birthDate-error")).toHaveText(az.validation.dateInFuture);
    await expect(birthDate).toBeFocused();
  });

  test("a parent cannot see, change or delete another parent's child", async ({ page, browser, baseURL }, testInfo) => {
    const ownerEmail = uniqueEmail(testInfo, "owner");
    await signedUpParent(page, ownerEmail);
    await addChild(page, "Murad", "01-03-2021");
    const child = queryOne<{ id: string }>("select c.id from children c join users u on u.id = c.user_id where u.email = ?", ownerEmail);

    const stranger = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled ?? true });
    const strangerPage = await stranger.newPage();
    await signedUpParent(strangerPage, uniqueEmail(testInfo, "stranger"));
    const response = await strangerPage.goto(`/profile/children/${child?.id}/remove`);
    expect(response?.status()).toBe(403);
    await expect(strangerPage.getByRole("main")).toContainText(az.errors.accessDeniedText);
    const post = await strangerPage.request.post(`/profile/children/${child?.id}/remove`, {
      form: { intent: "remove" },
      headers: { Origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(403);
    const select = await strangerPage.request.post("/selected-child", {
      form: { childId: child?.id ?? "", returnTo: "/profile/children" },
      headers: { Origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect(select.status()).toBe(403);
    const adopt = await strangerPage.request.post("/profile/children", {
      form: { intent: "adopt", childId: child?.id ?? "" },
      headers: { Origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect(adopt.status()).toBe(403);
    await stranger.close();
    expect(queryOne("select first_name from children where id = ?", child?.id)).toEqual({ first_name: "Murad" });
  });

  test("a parent with two children picks the one to follow", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "select");
    await signedUpParent(page, email);
    await addChild(page, "Leyla", "05-09-2022");
    await addChild(page, "Murad", "01-03-2021");
    // Leyla, the younger, is followed until the parent picks another.
    await expect(page.getByLabel(az.children.selectLabel, { exact: true })).toHaveValue(
      queryOne<{ id: string }>("select c.id from children c join users u on u.id = c.user_id where u.email = ? and c.first_name = 'Leyla'", email)?.id ?? "",
    );
    await page.getByLabel(az.children.selectLabel, { exact: true }).selectOption({ label: "Murad" });
    await page.getByRole("button", { name: az.children.selectSubmit }).click();
    await expect(page.locator(".toast-success")).toHaveText(az.children.selected.replace("{{name}}", "Murad"));
    await expect(page).toHaveURL("/profile/children");
    const selected = queryOne<{ first_name: string }>(
      "select c.first_name from users u join children c on c.id = u.selected_child_id where u.email = ?",
      email,
    );
    expect(selected).toEqual({ first_name: "Murad" });
  });

  test("a name with a NUL or another control character is refused next to its field, and nothing is stored", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "control-characters");
    await signedUpParent(page, email);
    await page.getByLabel(az.profile.firstNameLabel, { exact: true }).fill("Səbinə\u0000");
    await page.getByLabel(az.profile.lastNameLabel, { exact: true }).fill("Quli\u0007yeva");
    await page.getByRole("button", { name: az.profile.saveNames }).click();
    await expect(page.locator("#names-firstName-error")).toHaveText(az.validation.singleLine);
    await expect(page.locator("#names-lastName-error")).toHaveText(az.validation.singleLine);
    await expect(page.getByLabel(az.profile.lastNameLabel, { exact: true })).toHaveAttribute("aria-invalid", "true");
    expect(queryOne("select first_name, last_name from users where email = ?", email)).toEqual({ first_name: "Aygün", last_name: "Məmmədova" });

    await addChild(page, "Ley\u0000la", "05-09-2022");
    await expect(page.locator("#add-child-firstName-error")).toHaveText(az.validation.singleLine);
    await expect(page.getByLabel(az.children.firstNameLabel, { exact: true })).toHaveAttribute("aria-invalid", "true");
    expect(queryAll("select c.id from children c join users u on u.id = c.user_id where u.email = ?", email)).toEqual([]);
    await expectAccessible(page);
  });

  test("names, language and theme from the profile", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "prefs");
    await signedUpParent(page, email);
    await page.getByLabel(az.profile.firstNameLabel, { exact: true }).fill("Səbinə");
    await page.getByLabel(az.profile.lastNameLabel, { exact: true }).fill("Quliyeva");
    await page.getByRole("button", { name: az.profile.saveNames }).click();
    await expect(page.locator(".toast-success")).toHaveText(az.profile.namesSaved);
    expect(queryOne("select first_name, last_name from users where email = ?", email)).toEqual({ first_name: "Səbinə", last_name: "Quliyeva" });

    const preferences = page.locator("section", { has: page.getByRole("heading", { name: az.profile.preferencesTitle }) });
    await preferences.getByRole("button", { name: az.theme.dark }).click();
    await expect(page).toHaveURL("/profile");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await page
      .locator("section", { has: page.getByRole("heading", { name: az.profile.preferencesTitle }) })
      .getByRole("button", { name: /English/ })
      .click();
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(queryOne("select language from users where email = ?", email)).toEqual({ language: "en" });
  });

  test("change the password: other sessions end", async ({ page, browser }, testInfo) => {
    const email = uniqueEmail(testInfo, "password");
    await signedUpParent(page, email);
    const other = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled ?? true });
    const otherPage = await other.newPage();
    await otherPage.goto("/auth");
    await otherPage.getByLabel(az.auth.emailLabel, { exact: true }).fill(email);
    await otherPage.getByLabel(az.auth.passwordLabel, { exact: true }).fill(PASSWORD);
    await otherPage.getByRole("button", { name: az.auth.signInSubmit }).click();
    await expect(otherPage).toHaveURL("/profile");

    await page.goto("/profile");
    await page.getByLabel(az.profile.currentPasswordLabel, { exact: true }).fill("Not the password 1");
    await page.getByLabel(az.auth.newPasswordLabel, { exact: true }).fill("Yeni parol 2027");
    await page.getByRole("button", { name: az.profile.passwordSubmit }).click();
    await expect(page.locator("#password-currentPassword-error")).toHaveText(az.profile.wrongPassword);
    await page.getByLabel(az.profile.currentPasswordLabel, { exact: true }).fill(PASSWORD);
    await page.getByLabel(az.auth.newPasswordLabel, { exact: true }).fill("Yeni parol 2027");
    await page.getByRole("button", { name: az.profile.passwordSubmit }).click();
    await expect(page.locator(".toast-success")).toHaveText(az.profile.passwordChanged);

    await otherPage.goto("/profile");
    await expect(otherPage).toHaveURL("/auth");
    await other.close();
  });

  test("privacy settings and the data download", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "export");
    await signedUpParent(page, email);
    await addChild(page, "Leyla", "05-09-2022");
    await page.goto("/profile/privacy");
    await expect(page.getByLabel(az.privacy.childMode, { exact: true })).toBeChecked();
    // No service collects analytics or crash reports, so no switch pretends to control one.
    await expect(page.getByRole("checkbox")).toHaveCount(1);
    await expect(page.getByText(az.privacy.noAnalyticsNote)).toBeVisible();
    await page.getByLabel(az.privacy.childMode, { exact: true }).uncheck();
    await page.getByRole("button", { name: az.privacy.saveSettings }).click();
    await expect(page.locator(".toast-success")).toHaveText(az.privacy.settingsSaved);
    await expect(page.getByLabel(az.privacy.childMode, { exact: true })).not.toBeChecked();

    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("link", { name: az.privacy.exportLink }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^balaca-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync((await download.path()) ?? "", "utf8"));
    expect(exported.account.email).toBe(email);
    expect(exported.account.password_hash).toBeUndefined();
    expect(exported.children).toEqual([expect.objectContaining({ first_name: "Leyla", birth_date: "2022-09-05" })]);
    expect(exported.privacy_settings).toMatchObject({ childMode: false, analyticsEnabled: false });
    expect(exported.legal_acceptances).toHaveLength(3);
  });

  test("delete the account: everything of the parent is gone", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "delete");
    await signedUpParent(page, email);
    await addChild(page, "Leyla", "05-09-2022");
    const user = queryOne<{ id: string }>("select id from users where email = ?", email);
    await page.goto("/profile/privacy");
    await page.getByLabel(az.privacy.deletePasswordLabel, { exact: true }).fill(PASSWORD);
    await page.getByLabel(az.privacy.deleteConfirmLabel, { exact: true }).fill("delete");
    await page.getByRole("button", { name: az.privacy.deleteSubmit }).click();
    await expect(page.locator("#delete-confirmation-error")).toHaveText(az.validation.deleteConfirmMismatch);
    expect(queryOne("select id from users where id = ?", user?.id)).toBeTruthy();

    await page.getByLabel(az.privacy.deletePasswordLabel, { exact: true }).fill(PASSWORD);
    await page.getByLabel(az.privacy.deleteConfirmLabel, { exact: true }).fill("DELETE");
    await page.getByRole("button", { name: az.privacy.deleteSubmit }).click();
    await expect(page).toHaveURL("/");
    await expect(page.locator(".toast-success")).toHaveText(az.privacy.deleted);
    for (const table of ["users", "children", "sessions", "email_tokens", "mail_outbox", "legal_acceptances", "user_settings"]) {
      const column = table === "users" ? "id" : "user_id";
      expect(queryAll(`select * from ${table} where ${column} = ?`, user?.id), table).toEqual([]);
    }
    expect(queryAll("select * from mail_outbox where to_email = ?", email)).toEqual([]);
    await page.goto("/profile");
    await expect(page).toHaveURL("/auth");
  });

  test("change the email: it takes effect when the link sent to the new address is used", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "oldmail");
    const newEmail = uniqueEmail(testInfo, "newmail");
    await signedUpParent(page, email);
    await page.getByLabel(az.profile.newEmailLabel, { exact: true }).fill(newEmail);
    await page.getByRole("button", { name: az.profile.emailSubmit }).click();
    await expect(page.locator(".toast-info")).toHaveText(az.profile.emailChangeSent.replace("{{email}}", newEmail));
    expect(queryOne("select email from users where email = ?", email)).toEqual({ email });

    await page.goto(latestMailLink(newEmail));
    await page.getByRole("button", { name: az.auth.confirmSubmit }).click();
    await expect(page.locator(".toast-success")).toHaveText(az.profile.emailChanged);
    expect(queryOne("select email from users where email = ?", email)).toBeUndefined();
    expect(queryOne<{ verified: number }>("select email_verified_at is not null as verified from users where email = ?", newEmail)).toEqual({
      verified: 1,
    });
  });

  test("a visitor's privacy settings live in a cookie and come along into a new account", async ({ page }, testInfo) => {
    await page.goto("/privacy-settings");
    await expect(page.getByLabel(az.privacy.childMode)).toBeChecked();
    await page.getByLabel(az.privacy.childMode).uncheck();
    await page.getByRole("button", { name: az.privacy.saveSettings }).click();
    await expect(page.locator(".toast-success")).toHaveText(az.privacy.settingsSaved);
    await page.reload();
    await expect(page.getByLabel(az.privacy.childMode)).not.toBeChecked();
    expect((await page.context().cookies()).some((cookie) => cookie.name === "privacy")).toBe(true);

    const email = uniqueEmail(testInfo, "visitorprivacy");
    await signUp(page, email);
    await acceptLegal(page);
    expect(queryOne("select s.child_mode, s.crash_reporting_enabled from user_settings s join users u on u.id = s.user_id where u.email = ?", email)).toEqual({
      child_mode: 0,
      crash_reporting_enabled: 1,
    });
  });
});
