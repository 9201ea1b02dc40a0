import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { WeeksEarlyField } from "~/components/assessment/WeeksEarlyField";
import { HealthConsentField } from "~/components/legal/HealthConsentField";
import { TranslationProvider } from "~/infrastructure/i18n/context";
import { translatorFor } from "~/infrastructure/i18n/translate.server";
import { LANGUAGES, type Language } from "~/infrastructure/i18n-config";
import { validationMessage } from "~/lib/validation";
import { resources } from "~/locales/resources.server";
import { FormMessage } from "./FormMessage";
import { TextAreaField, TextField } from "./Field";

/**
 * The forms' behaviour as the server renders it (pages are not hydrated, ADR 021): conform's
 * `useForm` reads the action's `submission.reply()`, and the fields show its errors, in the
 * page's language, next to them, with what the parent typed.
 */
const schema = z.object({
  name: z.string({ message: "validation.required" }),
  email: z.email({ message: "validation.email" }),
  password: z.string({ message: "validation.required" }),
  message: z.string({ message: "validation.required" }).max(20, { message: validationMessage("validation.tooLong", 20) }),
});
type Message = z.infer<typeof schema>;

/** The reply the server sends for a post, exactly as an action builds it, through JSON as it reaches the page. */
function replyTo(entries: Record<string, string>, options?: { formErrors?: string[] }): SubmissionResult<string[]> {
  const formData = new FormData();
  for (const [name, value] of Object.entries(entries)) formData.set(name, value);
  const reply = parseWithZod(formData, { schema }).reply({ ...options, hideFields: ["password"] });
  return JSON.parse(JSON.stringify(reply)) as SubmissionResult<string[]>;
}

function MessageForm({ lastResult, defaultName }: { lastResult: SubmissionResult<string[]> | undefined; defaultName?: string }) {
  const [form, fields] = useForm<Message>({ id: "contact", lastResult, defaultValue: { name: defaultName } });
  return (
    <form method="post" {...getFormProps(form)}>
      <FormMessage id={form.errorId} errors={form.errors} />
      <TextField meta={fields.name} label="Name" />
      <TextField meta={fields.email} type="email" label="Email" hint="We answer here" />
      <TextField meta={fields.password} type="password" label="Password" />
      <TextAreaField meta={fields.message} label="Message" />
    </form>
  );
}

function render(language: Language, form: React.ReactNode): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <TranslationProvider language={language} t={translatorFor(language)}>
        {form}
      </TranslationProvider>
    </MemoryRouter>,
  );
}

/** The opening tag of the element with this id. */
function tag(html: string, id: string): string {
  return new RegExp(`<[a-z]+ [^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? "";
}

describe("a form before any post", () => {
  it("gives every field ids derived from the form's id, no errors, and never lets the browser validate", () => {
    const html = render("az", <MessageForm lastResult={undefined} />);
    expect(tag(html, "contact")).toContain('noValidate=""');
    expect(tag(html, "contact")).not.toContain("aria-describedby");
    expect(html).toContain('<label for="contact-email">Email</label>');
    expect(tag(html, "contact-email")).toContain('name="email"');
    // Each control names its form (conform's `form` attribute): it is sent with that form only.
    expect(tag(html, "contact-email")).toContain('form="contact"');
    expect(tag(html, "contact-email")).toContain('type="email"');
    // The hint is linked; no error is.
    expect(tag(html, "contact-email")).toContain('aria-describedby="contact-email-description"');
    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain("field-errors");
    expect(html).not.toContain("form-message");
  });

  it("shows the form's default values", () => {
    const html = render("az", <MessageForm lastResult={undefined} defaultName="Aysel" />);
    expect(tag(html, "contact-name")).toContain('value="Aysel"');
  });
});

describe("a form the server refused", () => {
  it.each(LANGUAGES)("puts each error next to its field in %s, marked and linked", (language) => {
    const strings = resources[language].translation;
    const html = render(language, <MessageForm lastResult={replyTo({ name: "Aysel", email: "not-an-email", password: "secret" })} />);
    expect(tag(html, "contact-email")).toContain('aria-invalid="true"');
    expect(tag(html, "contact-email")).toContain('aria-describedby="contact-email-error contact-email-description"');
    expect(html).toContain(`<ul id="contact-email-error" class="field-errors"><li>${strings.validation.email}</li></ul>`);
    expect(tag(html, "contact-message")).toContain('aria-describedby="contact-message-error"');
    expect(html).toContain(`<ul id="contact-message-error" class="field-errors"><li>${strings.validation.required}</li></ul>`);
    expect(tag(html, "contact-name")).not.toContain("aria-invalid");
    expect(html).not.toContain("contact-name-error");
  });

  it("keeps what the parent typed, except the password", () => {
    const html = render("en", <MessageForm lastResult={replyTo({ name: "Aysel", email: "not-an-email", password: "secret", message: "Salam" })} />);
    expect(tag(html, "contact-name")).toContain('value="Aysel"');
    expect(tag(html, "contact-email")).toContain('value="not-an-email"');
    expect(html).toContain(">Salam</textarea>");
    expect(tag(html, "contact-password")).not.toContain("value=");
    expect(html).not.toContain("secret");
  });

  it("shows a reply's values rather than the defaults", () => {
    const html = render("en", <MessageForm lastResult={replyTo({ email: "x" })} defaultName="Aysel" />);
    expect(tag(html, "contact-name")).not.toContain("value=");
  });

  it("translates a limit carried by the message as the plural count", () => {
    const strings = resources.ru.translation;
    const html = render("ru", <MessageForm lastResult={replyTo({ name: "A", email: "a@example.com", password: "p", message: "x".repeat(21) })} />);
    expect(html).toContain(strings.validation.tooLong_many.replace("{{count}}", "20"));
  });

  it("says what is wrong with the whole form above it, linked from the form", () => {
    const strings = resources.en.translation;
    const result = replyTo(
      { name: "Aysel", email: "aysel@example.com", password: "p", message: "Salam" },
      { formErrors: [validationMessage("errors.rateLimited", 5)] },
    );
    const html = render("en", <MessageForm lastResult={result} />);
    expect(tag(html, "contact")).toContain('aria-describedby="contact-error"');
    expect(html).toContain('<div id="contact-error" class="form-message form-message-error" role="alert">');
    expect(html).toContain(strings.errors.rateLimited_other.replace("{{count}}", "5"));
    expect(html).not.toContain("aria-invalid");
  });
});

function AssessmentForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [, fields] = useForm<{ weeksEarly: string; healthConsent: string }>({ id: "start", lastResult });
  return (
    <>
      <WeeksEarlyField meta={fields.weeksEarly} />
      <HealthConsentField meta={fields.healthConsent} />
    </>
  );
}

describe("a select and a checkbox", () => {
  const assessment = z.object({
    weeksEarly: z.coerce.number({ message: "validation.required" }).int().min(0).max(16),
    healthConsent: z.literal("yes", { message: "legal.healthConsent.required" }),
  });
  function post(entries: Record<string, string>): SubmissionResult<string[]> {
    const formData = new FormData();
    for (const [name, value] of Object.entries(entries)) formData.set(name, value);
    return JSON.parse(JSON.stringify(parseWithZod(formData, { schema: assessment }).reply())) as SubmissionResult<string[]>;
  }

  it("start at term and unticked", () => {
    const html = render("az", <AssessmentForm lastResult={undefined} />);
    expect(html).toMatch(/<option value="0" selected="">/);
    expect(tag(html, "start-healthConsent")).toContain('value="yes"');
    expect(tag(html, "start-healthConsent")).not.toContain("checked");
  });

  it("keep the parent's choice after a refused post and mark the missing consent", () => {
    const strings = resources.az.translation;
    const html = render("az", <AssessmentForm lastResult={post({ weeksEarly: "8" })} />);
    expect(html).toMatch(/<option value="8" selected="">/);
    expect(tag(html, "start-healthConsent")).toContain('aria-invalid="true"');
    expect(tag(html, "start-healthConsent")).toContain('aria-describedby="start-healthConsent-error"');
    expect(html).toContain(strings.legal.healthConsent.required);

    const ticked = render("az", <AssessmentForm lastResult={post({ weeksEarly: "99", healthConsent: "yes" })} />);
    expect(tag(ticked, "start-healthConsent")).toContain('checked=""');
    expect(tag(ticked, "start-weeksEarly")).toContain('aria-invalid="true"');
    expect(tag(ticked, "start-weeksEarly")).toContain('aria-describedby="start-weeksEarly-error start-weeksEarly-description"');
  });
});
