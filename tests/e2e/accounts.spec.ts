import {
  PASSWORD,
  acceptLegal,
  latestMailLink,
  queryAll,
  queryOne,
  sessionCookie,
  signIn,
  signOut,
  signUp,
  signedUpParent,
  submitSignUp,
  uniqueEmail,
} from "./accounts";
import { LEGAL_DOCUMENTS } from "../../app/content/legal";
import { expect, expectAccessible, test } from "./fixtures";
import { strings } from "./strings";

const az = strings.az;

test.describe("accounts", () => {
  test("sign up, accept the legal documents, reach the profile", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "signup");
    await page.goto("/auth?mode=signup");
    // The strength indicator is rendered by the server too, and follows the typing with scripts
    // (the page's standalone script, ADR 024).
    const strength = page.locator(".password-strength");
    await expect(strength).toContainText(az.auth.strength.weak);
    if (testInfo.project.use.javaScriptEnabled !== false) {
      await page.getByLabel(az.auth.passwordLabel, { exact: true }).fill("Bir uzun Parol 2026");
      await expect(strength).toContainText(az.auth.strength.strong);
      await expect(strength.locator(".filled")).toHaveCount(3);
      await page.getByLabel(az.auth.passwordLabel, { exact: true }).fill("Parol2026");
      await expect(strength).toContainText(az.auth.strength.good);
      await expect(strength.locator(".filled")).toHaveCount(2);
    }
    await page.getByLabel(az.auth.fullNameLabel, { exact: true }).fill("Aygün Məmmədova");
    await page.getByLabel(az.auth.emailLabel, { exact: true }).fill(email);
    await page.getByLabel(az.auth.passwordLabel, { exact: true }).fill("short");
    await page.getByRole("button", { name: az.auth.signUpSubmit }).click();
    const password = page.getByLabel(az.auth.passwordLabel, { exact: true });
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#signup-password-error")).toHaveText(az.validation.passwordRule);
    await expect(password).toHaveValue("");
    await expect(page.getByLabel(az.auth.emailLabel, { exact: true })).toHaveValue(email);
    expect(queryOne("select id from users where email = ?", email)).toBeUndefined();

    await signUp(page, email);
    await expectAccessible(page);
    // Nothing is reachable before all three documents are accepted.
    await page.goto("/profile");
    await expect(page).toHaveURL("/auth/legal");
    const boxes = await page.getByRole("checkbox").all();
    expect(boxes).toHaveLength(3);
    await boxes[0]?.check();
    await page.getByRole("button", { name: az.legal.acceptSubmit }).click();
    await expect(page.getByRole("alert")).toContainText(az.legal.mustAcceptAll);
    expect(queryAll("select document from legal_acceptances la join users u on u.id = la.user_id where u.email = ?", email)).toEqual([]);

    await acceptLegal(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(az.profile.title);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);

    const user = queryOne<{ id: string; first_name: string; last_name: string; password_hash: string; language: string }>(
      "select id, first_name, last_name, password_hash, language from users where email = ?",
      email,
    );
    expect(user).toMatchObject({ first_name: "Aygün", last_name: "Məmmədova", language: "az" });
    // The cost the e2e server is configured with (playwright.config.ts); the default is unit-tested.
    expect(user?.password_hash).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect(queryAll("select document, version from legal_acceptances where user_id = ? order by document", user?.id)).toEqual([
      { document: "parental-consent", version: LEGAL_DOCUMENTS["parental-consent"].version },
      { document: "privacy", version: LEGAL_DOCUMENTS.privacy.version },
      { document: "terms", version: LEGAL_DOCUMENTS.terms.version },
    ]);
    // The account was made by the mailed link, in the parent's language: its address is confirmed.
    expect(queryOne("select subject from mail_outbox where to_email = ?", email)).toEqual({ subject: az.mail.finishSignUpSubject });
    expect(queryOne<{ verified: number }>("select email_verified_at is not null as verified from users where email = ?", email)?.verified).toBe(1);
    await expect(page.locator(".reminder")).toHaveCount(0);
    // The link works once.
    await page.goto(latestMailLink(email));
    await expect(page.getByRole("alert")).toHaveText(az.auth.finishSignUp.invalid);
  });

  test("sign in, with a new session id each time, and sign out", async ({ page, baseURL }, testInfo) => {
    const email = uniqueEmail(testInfo, "signin");
    await signedUpParent(page, email);
    const firstCookie = await sessionCookie(page);
    await signOut(page);
    await expect(page.getByRole("banner").getByRole("link", { name: az.nav.login }).first()).toBeAttached();
    expect(queryAll("select s.id_hash from sessions s join users u on u.id = s.user_id where u.email = ?", email)).toEqual([]);

    await signIn(page, email, "Wrong password 1");
    await expect(page.getByRole("alert")).toHaveText(az.auth.invalidCredentials);
    await signIn(page, `nobody-${email}`, PASSWORD);
    await expect(page.getByRole("alert")).toHaveText(az.auth.invalidCredentials);

    await signIn(page, email);
    await expect(page).toHaveURL("/profile");
    const secondCookie = await sessionCookie(page);
    expect(secondCookie).toBeTruthy();
    expect(secondCookie).not.toBe(firstCookie);
    // Signing in again on the same browser (the form posted with the old cookie) replaces the
    // session rather than adding one.
    const again = await page.request.post("/auth", {
      form: { intent: "signin", email, password: PASSWORD },
      headers: { Origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(302);
    expect(await sessionCookie(page)).not.toBe(secondCookie);
    expect(queryAll("select s.id_hash from sessions s join users u on u.id = s.user_id where u.email = ?", email)).toHaveLength(1);
  });

  test("forgot password: the mail, the reset, the new password; the link works once", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "reset");
    await signedUpParent(page, email);
    await signOut(page);

    await page.goto("/auth");
    await page.getByRole("link", { name: az.auth.forgotLink }).click();
    await expect(page).toHaveURL("/auth?mode=forgot");
    await page.getByLabel(az.auth.emailLabel, { exact: true }).fill(email);
    await page.getByRole("button", { name: az.auth.forgotSubmit }).click();
    await expect(page.locator(".toast-info")).toHaveText(az.auth.resetSent);

    const link = latestMailLink(email);
    expect(link).toMatch(/^\/reset-password\?token=[\w-]{43}$/);
    await page.goto(link);
    await page.getByLabel(az.auth.newPasswordLabel, { exact: true }).fill("Yeni parol 2027");
    await page.getByRole("button", { name: az.auth.resetSubmit }).click();
    await expect(page).toHaveURL("/auth");
    await expect(page.locator(".toast-success")).toHaveText(az.auth.resetDone);

    await signIn(page, email, PASSWORD);
    await expect(page.getByRole("alert")).toHaveText(az.auth.invalidCredentials);
    await signIn(page, email, "Yeni parol 2027");
    await expect(page).toHaveURL("/profile");

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(az.auth.resetInvalid);
  });

  test("a protected page sends a visitor to log in and back again", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "return");
    await signedUpParent(page, email);
    await signOut(page);
    await page.goto("/profile/children");
    await expect(page).toHaveURL("/auth");
    await expect(page.locator(".notice")).toHaveText(az.auth.signInRequired);
    await page.getByLabel(az.auth.emailLabel, { exact: true }).fill(email);
    await page.getByLabel(az.auth.passwordLabel, { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: az.auth.signInSubmit }).click();
    await expect(page).toHaveURL("/profile/children");
  });

  test("the header shows the parent's menu with initials", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await signedUpParent(page, uniqueEmail(testInfo, "menu"));
    const menu = page.locator(".site-header-user .user-menu");
    await expect(menu.locator(".avatar")).toHaveText("AM");
    await menu.locator("summary").click();
    await expect(menu.getByRole("link", { name: az.userMenu.profile })).toBeVisible();
    await expect(menu.getByRole("link", { name: az.userMenu.dashboard })).toHaveAttribute("href", "/parent-dashboard");
    await expectAccessible(page);
    await menu.getByRole("button", { name: az.userMenu.logout }).click();
    await expect(page.locator(".toast-success")).toHaveText(az.auth.loggedOut);
  });

  test("a taken email gets the same answer as a new one; its owner is told by mail", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "taken");
    await signedUpParent(page, email);
    await signOut(page);
    const fresh = uniqueEmail(testInfo, "fresh");
    const answers: string[] = [];
    for (const address of [email, fresh]) {
      await submitSignUp(page, address, "Başqa Ad");
      answers.push((await page.getByRole("main").textContent()) ?? "");
    }
    expect(answers[0]).toBe(answers[1]);
    expect(queryAll("select id from users where email = ?", email)).toHaveLength(1);
    expect(queryAll("select id from users where email = ?", fresh)).toHaveLength(0);
    expect(queryOne<{ subject: string }>("select subject from mail_outbox where to_email = ? order by id desc limit 1", email)?.subject).toBe(
      az.mail.accountExistsSubject,
    );
    expect(queryOne<{ subject: string }>("select subject from mail_outbox where to_email = ? order by id desc limit 1", fresh)?.subject).toBe(
      az.mail.finishSignUpSubject,
    );
  });

  test("ten sign-up typos from one address do not use up its sign-ups", async ({ page, baseURL, clientIp }) => {
    const post = (form: Record<string, string>) =>
      page.request.post("/auth?mode=signup", {
        form: { intent: "signup", ...form },
        headers: { Origin: baseURL ?? "", "X-Forwarded-For": clientIp },
        maxRedirects: 0,
      });
    for (let i = 0; i < 12; i++) expect((await post({ fullName: "Aygün Məmmədova", email: "not-an-email", password: "short" })).status()).toBe(400);
    const valid = await post({ fullName: "Aygün Məmmədova", email: `typos-${Date.now()}@example.az`, password: PASSWORD });
    expect(valid.status()).toBe(302);
    expect(valid.headers().location).toBe("/auth/check-email");
  });

  test("signed-in pages are never cached", async ({ page }, testInfo) => {
    const anonymous = await page.request.get("/");
    expect(anonymous.headers()["cache-control"] ?? "").not.toContain("no-store");
    await signedUpParent(page, uniqueEmail(testInfo, "nocache"));
    for (const path of ["/", "/profile", "/courses", "/subscription/plans"]) {
      expect((await page.request.get(path)).headers()["cache-control"]).toBe("private, no-store");
    }
  });

  test("limits password-reset requests from one address", async ({ page, baseURL, clientIp }) => {
    const post = () =>
      page.request.post("/auth?mode=forgot", {
        form: { intent: "forgot", email: "someone@example.az" },
        headers: { Origin: baseURL ?? "", "X-Forwarded-For": clientIp },
        maxRedirects: 0,
      });
    for (let i = 0; i < 10; i++) expect((await post()).status()).toBe(302);
    const refused = await post();
    expect(refused.status()).toBe(429);
    expect(await refused.text()).toContain(az.errors.rateLimited_other.split("{{")[0] ?? "");
  });
});
