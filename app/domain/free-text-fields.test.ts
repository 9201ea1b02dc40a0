import { describe, expect, it } from "vitest";
import { NamesSchema, SignUpSchema } from "./accounts/account-forms";
import { ApiError, parseApi } from "~/infrastructure/api.server";
import { SubscribeBody } from "./api/schemas";
import { SaveResultSchema } from "./assessment/save-form";
import { childFormSchema } from "./children/child-form";
import { ContactFormSchema } from "./contact/contact-form";

/** The errors a schema gives each field, as translation keys. */
function fieldErrors(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (errors[String(issue.path[0])] ??= []).push(issue.message);
  return errors;
}

const TODAY = "2026-11-28";

describe("every free-text field a person sends", () => {
  it("refuses NUL, line breaks and other control characters in names, next to the field", () => {
    expect(fieldErrors(childFormSchema(TODAY).safeParse({ firstName: "Ley\u0000la", lastName: "Əli\nyeva", birthDate: "05.09.2022" }))).toEqual({
      firstName: ["validation.singleLine"],
      lastName: ["validation.singleLine"],
    });
    expect(fieldErrors(NamesSchema.safeParse({ firstName: "Səbinə\u001b[2J", lastName: "Quli\u202eyeva" }))).toEqual({
      firstName: ["validation.singleLine"],
      lastName: ["validation.singleLine"],
    });
    expect(fieldErrors(SignUpSchema.safeParse({ fullName: "Aygün\r\nBcc: x@example.az", email: "a@example.az", password: "Abcdefg1" }))).toEqual({
      fullName: ["validation.singleLine"],
    });
    expect(fieldErrors(SaveResultSchema.safeParse({ target: "new", firstName: "Mu\u0000rad", healthConsent: "on" }))).toEqual({
      firstName: ["validation.singleLine"],
    });
  });

  it("keeps line breaks and tabs in a contact message, but refuses NUL there and any break in the name", () => {
    const message = "Salam!\r\nAbunəlik haqqında sualım var:\n\t1. Qiymət?";
    expect(ContactFormSchema.safeParse({ name: "Aygün", email: "a@example.az", message })).toMatchObject({ success: true, data: { message } });
    expect(fieldErrors(ContactFormSchema.safeParse({ name: "Ay\ngün", email: "a@example.az", message: `${message}\u0000` }))).toEqual({
      name: ["validation.singleLine"],
      message: ["validation.controlCharacters"],
    });
  });

  it("answers 400 in the JSON API for a string with a control character", () => {
    expect(parseApi(SubscribeBody, { plan_id: "monthly", coupon_code: "GIFT50" }).coupon_code).toBe("GIFT50");
    expect(() => parseApi(SubscribeBody, { plan_id: "monthly", coupon_code: "GIFT\u000050" })).toThrow(ApiError);
    const refusal = (() => {
      try {
        return parseApi(SubscribeBody, { plan_id: "monthly\n" });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toMatchObject({ status: 400, message: "plan_id must be one line without control characters" });
  });
});
