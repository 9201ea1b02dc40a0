import { parseWithZod } from "@conform-to/zod/v4";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type SubmissionResult, getFormProps, getInputProps, getTextareaProps, readReply, useForm } from "./server-reply";

const schema = z.object({
  name: z.string({ message: "validation.required" }),
  email: z.email({ message: "validation.email" }),
  message: z.string({ message: "validation.required" }),
});
type Message = z.infer<typeof schema>;

/** The reply the server sends for a post, exactly as an action builds it. */
function replyTo(entries: Record<string, string>, options?: { formErrors?: string[]; hideFields?: string[] }): SubmissionResult {
  const formData = new FormData();
  for (const [name, value] of Object.entries(entries)) formData.set(name, value);
  // A round trip through JSON, as the reply reaches the page.
  return JSON.parse(JSON.stringify(parseWithZod(formData, { schema }).reply(options))) as SubmissionResult;
}

describe("reading the server's reply", () => {
  it("gives each field the ids conform gave, derived from the form's id", () => {
    const [form, fields] = readReply<Message>("contact", undefined);
    expect(form).toEqual({ id: "contact", errorId: "contact-error", descriptionId: "contact-description", errors: undefined });
    expect(fields.email).toEqual({
      id: "contact-email",
      name: "email",
      errorId: "contact-email-error",
      descriptionId: "contact-email-description",
      errors: undefined,
      initialValue: undefined,
    });
  });

  it("without a reply, shows the form's default values and no errors", () => {
    const [form, fields] = readReply<{ firstName: string; lastName: string }>("names", undefined, { firstName: "Aysel", lastName: null });
    expect(form.errors).toBeUndefined();
    expect(fields.firstName.initialValue).toBe("Aysel");
    expect(fields.lastName.initialValue).toBeUndefined();
    expect(fields.firstName.errors).toBeUndefined();
  });

  it("puts each field's errors next to it and keeps what the parent typed", () => {
    const [form, fields] = readReply<Message>("contact", replyTo({ name: "Aysel", email: "not-an-email" }));
    expect(form.errors).toBeUndefined();
    expect(fields.email.errors).toEqual(["validation.email"]);
    expect(fields.message.errors).toEqual(["validation.required"]);
    expect(fields.name.errors).toBeUndefined();
    expect(fields.name.initialValue).toBe("Aysel");
    expect(fields.email.initialValue).toBe("not-an-email");
    expect(fields.message.initialValue).toBeUndefined();
  });

  it("gives the form its own errors (the key \"\") and leaves out hidden fields' values", () => {
    const result = replyTo(
      { name: "Aysel", email: "aysel@example.com", message: "Salam" },
      { formErrors: ["errors.rateLimited"], hideFields: ["message"] },
    );
    const [form, fields] = readReply<Message>("contact", result);
    expect(form.errors).toEqual(["errors.rateLimited"]);
    expect(fields.name.errors).toBeUndefined();
    expect(fields.name.initialValue).toBe("Aysel");
    expect(fields.message.initialValue).toBeUndefined();
  });

  it("once there is a reply, shows its values rather than the defaults", () => {
    const [, fields] = readReply<{ name: string }>("names", { status: "error", initialValue: {}, error: {} }, { name: "Aysel" });
    expect(fields.name.initialValue).toBeUndefined();
  });
});

describe("the props of the form and its controls", () => {
  it("links the form's message only when it has one, and never lets the browser validate", () => {
    const [quiet] = readReply<Message>("contact", undefined);
    expect(getFormProps(quiet)).toEqual({ id: "contact", noValidate: true });
    const [refused] = readReply<Message>("contact", replyTo({}, { formErrors: ["errors.rateLimited"] }));
    expect(getFormProps(refused)).toEqual({ id: "contact", noValidate: true, "aria-describedby": "contact-error" });
  });

  it("gives inputs and textareas their id, name and the value to show again", () => {
    const [, fields] = readReply<Message>("contact", replyTo({ name: "Aysel", email: "x" }));
    expect(getInputProps(fields.name, { type: "text" })).toEqual({ id: "contact-name", name: "name", type: "text", defaultValue: "Aysel" });
    expect(getInputProps(fields.message, { type: "text" })).toEqual({ id: "contact-message", name: "message", type: "text" });
    expect(getTextareaProps(fields.message)).toEqual({ id: "contact-message", name: "message" });
    expect(getTextareaProps(fields.name)).toEqual({ id: "contact-name", name: "name", defaultValue: "Aysel" });
  });
});

function ContactForm({ lastResult }: { lastResult: SubmissionResult | undefined }) {
  const [form, fields] = useForm<Message>({ id: "contact", lastResult, shouldValidate: "onSubmit" });
  return (
    <form method="post" {...getFormProps(form)}>
      <input {...getInputProps(fields.email, { type: "email" })} aria-invalid={fields.email.errors ? true : undefined} />
      <textarea {...getTextareaProps(fields.message)} />
    </form>
  );
}

describe("useForm", () => {
  it("renders the same markup on the server for an empty form", () => {
    expect(renderToStaticMarkup(<ContactForm lastResult={undefined} />)).toBe(
      '<form id="contact" noValidate="" method="post"><input id="contact-email" type="email" name="email"/><textarea id="contact-message" name="message"></textarea></form>',
    );
  });

  it("renders a failed post with the typed values and the invalid field marked", () => {
    const html = renderToStaticMarkup(<ContactForm lastResult={replyTo({ email: "x", message: "Salam" })} />);
    expect(html).toContain('<input id="contact-email" type="email" aria-invalid="true" name="email" value="x"/>');
    expect(html).toContain('<textarea id="contact-message" name="message">Salam</textarea>');
  });
});
