import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/test-database.ts";
import { ContactFormSchema } from "./contact-form";
import { CONTACT_MESSAGE_MAX } from "./contact-limits";
import { saveContactMessage } from "./messages.server";

function submit(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return parseWithZod(formData, { schema: ContactFormSchema });
}

describe("contact form", () => {
  it("accepts a complete message and trims it", () => {
    const submission = submit({ name: "  Aygün ", email: " aygun@example.az ", message: "Salam! Sualım var." });
    expect(submission).toMatchObject({
      status: "success",
      value: { name: "Aygün", email: "aygun@example.az", message: "Salam! Sualım var." },
    });
  });

  it("answers each problem with a translation key next to its field", () => {
    const submission = submit({ name: "", email: "not-an-email", message: "short" });
    expect(submission.status).toBe("error");
    const reply = submission.reply();
    expect(reply.error).toEqual({
      name: ["validation.required"],
      email: ["validation.email"],
      message: ["validation.tooShort:10"],
    });
  });

  it("limits the message length", () => {
    const submission = submit({ name: "A", email: "a@b.az", message: "x".repeat(CONTACT_MESSAGE_MAX + 1) });
    expect(submission.reply().error?.message).toEqual([`validation.tooLong:${CONTACT_MESSAGE_MAX}`]);
  });

  it("treats missing fields as required", () => {
    expect(submit({}).reply().error).toMatchObject({ name: ["validation.required"], email: ["validation.required"] });
  });

  it("stores the message with the parent's language and a lower-cased email", async () => {
    const { db } = await createTestDatabase();
    const id = await saveContactMessage(
      db,
      { name: "Aygün", email: "Aygun@Example.AZ", message: "Salam, sualım var.", locale: "az" },
      new Date("2026-11-21T10:00:00Z"),
    );
    const row = await db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: "aygun@example.az", locale: "az", created_at: "2026-11-21T10:00:00.000Z" });
    await db.destroy();
  });
});
