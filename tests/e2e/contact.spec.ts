import { expect, test } from "./fixtures";
import { openTestDatabase } from "./fixtures";
import { strings } from "./strings";

function messagesFrom(email: string): number {
  const db = openTestDatabase();
  try {
    const row = db.prepare("select count(*) as n from contact_messages where email = ?").get(email) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

test.describe("contact form", () => {
  test("shows errors next to the fields, keeps what was typed, and stores nothing", async ({ page }, testInfo) => {
    const email = `invalid-${testInfo.project.name}-${Date.now()}@example.az`;
    await page.goto("/contact");
    await page.getByLabel(strings.az.contact.nameLabel).fill("");
    await page.getByLabel(strings.az.contact.emailLabel).fill("not-an-email");
    await page.getByLabel(strings.az.contact.messageLabel).fill("Salam");
    await page.getByRole("button", { name: strings.az.contact.submit }).click();

    const name = page.getByLabel(strings.az.contact.nameLabel);
    const emailField = page.getByLabel(strings.az.contact.emailLabel);
    const message = page.getByLabel(strings.az.contact.messageLabel);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(strings.az.validation.required);
    await expect(emailField).toHaveAccessibleDescription(new RegExp(strings.az.validation.email));
    await expect(message).toHaveAccessibleDescription(/10/);
    await expect(emailField).toHaveValue("not-an-email");
    await expect(message).toHaveValue("Salam");
    expect(messagesFrom(email)).toBe(0);
    expect(messagesFrom("not-an-email")).toBe(0);
  });

  test("stores a valid message and confirms with a toast that fades away", async ({ page }, testInfo) => {
    const email = `parent-${testInfo.project.name}-${Date.now()}@example.az`;
    await page.goto("/contact");
    await page.getByLabel(strings.az.contact.nameLabel).fill("Aygün Məmmədova");
    await page.getByLabel(strings.az.contact.emailLabel).fill(email);
    await page.getByLabel(strings.az.contact.messageLabel).fill("Salam! Kursların proqramı haqqında sualım var.");
    await page.getByRole("button", { name: strings.az.contact.submit }).click();

    const toast = page.locator(".toast-success");
    await expect(toast).toHaveText(strings.az.toast.contactSent);
    await expect(page).toHaveURL("/contact");
    await expect(page.getByLabel(strings.az.contact.emailLabel)).toHaveValue("");
    await expect(toast).toBeHidden({ timeout: 4_000 });

    const db = openTestDatabase();
    const row = db.prepare("select name, locale, message from contact_messages where email = ?").get(email);
    db.close();
    expect(row).toEqual({ name: "Aygün Məmmədova", locale: "az", message: "Salam! Kursların proqramı haqqında sualım var." });
  });

  test("keeps line breaks in a message but refuses control characters next to their fields", async ({ page }, testInfo) => {
    const email = `control-${testInfo.project.name}-${Date.now()}@example.az`;
    const name = page.getByLabel(strings.az.contact.nameLabel);
    const message = page.getByLabel(strings.az.contact.messageLabel);
    await page.goto("/contact");
    await name.fill("Aygün\u0000");
    await page.getByLabel(strings.az.contact.emailLabel).fill(email);
    await message.fill("Salam!\nKursların proqramı\u0007 haqqında sualım var.");
    await page.getByRole("button", { name: strings.az.contact.submit }).click();
    await expect(name).toHaveAccessibleDescription(new RegExp(strings.az.validation.singleLine));
    await expect(message).toHaveAccessibleDescription(new RegExp(strings.az.validation.controlCharacters));
    expect(messagesFrom(email)).toBe(0);

    await name.fill("Aygün");
    await message.fill("Salam!\nKursların proqramı haqqında sualım var.");
    await page.getByRole("button", { name: strings.az.contact.submit }).click();
    await expect(page.locator(".toast-success")).toHaveText(strings.az.toast.contactSent);
    const db = openTestDatabase();
    const row = db.prepare("select name, message from contact_messages where email = ?").get(email);
    db.close();
    expect(row).toEqual({ name: "Aygün", message: expect.stringMatching(/^Salam!\r?\nKursların proqramı haqqında sualım var\.$/) });
  });

  test("answers a robot that fills the hidden field as if it worked, and keeps nothing", async ({ page, baseURL, clientIp }) => {
    const email = `robot-${Date.now()}@example.az`;
    const response = await page.request.post("/contact", {
      form: { name: "Robot", email, message: "Buy cheap things here today!", website_url: "https://spam.example" },
      headers: { Origin: baseURL ?? "", "X-Forwarded-For": clientIp },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(messagesFrom(email)).toBe(0);
  });

  test("limits how often one address can write", async ({ page, baseURL, clientIp }) => {
    const post = (n: number) =>
      page.request.post("/contact", {
        form: { name: "Parent", email: `limit-${clientIp}-${n}@example.az`, message: "A question about courses." },
        headers: { Origin: baseURL ?? "", "X-Forwarded-For": clientIp },
        maxRedirects: 0,
      });
    for (let n = 0; n < 5; n++) expect((await post(n)).status()).toBe(302);
    const refused = await post(5);
    expect(refused.status()).toBe(429);
    expect(await refused.text()).toContain(strings.az.errors.rateLimited_other.split("{{")[0] ?? "");
    expect(messagesFrom(`limit-${clientIp}-5@example.az`)).toBe(0);

    await page.goto("/contact");
    await page.getByLabel(strings.az.contact.nameLabel).fill("Parent");
    await page.getByLabel(strings.az.contact.emailLabel).fill("one-more@example.az");
    await page.getByLabel(strings.az.contact.messageLabel).fill("One more question, please.");
    await page.getByRole("button", { name: strings.az.contact.submit }).click();
    await expect(page.getByRole("alert")).toContainText(strings.az.errors.rateLimited_other.split("{{")[0] ?? "");
  });
});
