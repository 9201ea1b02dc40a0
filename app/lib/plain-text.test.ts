import { describe, expect, it } from "vitest";
import { isMultiLineText, isOneLineText, multiLineTextField, oneLineTextField } from "./plain-text";

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe("one-line text", () => {
  it("accepts what people type in any of the three languages, emoji and joined emoji included", () => {
    for (const name of ["Aygün", "Məmmədova-Əliyeva", "Анна-Мария", "O'Brien", "Nərgiz 👩‍👧", "Ülviyyə Şəfiqə"]) {
      expect(isOneLineText(name), name).toBe(true);
    }
  });

  it("refuses NUL, line breaks, tabs, escapes, C1 codes, bidirectional overrides and lone surrogates", () => {
    for (const text of [
      "Ali\u0000",
      "Ali\nVəli",
      "Ali\rVəli",
      "Ali\tVəli",
      "Ali\u001b[31m",
      "Ali\u007f",
      "Ali\u0085",
      "Ali\u2028",
      "Ali\u2029",
      "Ali\u202eilA",
      "Ali\u2066x\u2069",
      "Ali\ud800",
    ]) {
      expect(isOneLineText(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe("multi-line text", () => {
  it("keeps line breaks and tabs", () => {
    expect(isMultiLineText("Salam,\r\nsualım var:\n\t1. Qiymət?\u2028")).toBe(true);
  });

  it("refuses NUL and the other control characters", () => {
    for (const text of ["Salam\u0000", "Salam\u0007", "Salam\u000b", "Salam\u001b", "Salam\u007f", "Salam\u009b", "Salam\u202e", "Salam\udc00"]) {
      expect(isMultiLineText(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe("text fields", () => {
  it("trim, then refuse with a translation key that the field shows", () => {
    const name = oneLineTextField().min(1, "validation.required").max(5, "validation.tooLong:5");
    expect(name.safeParse("  Ali  ")).toMatchObject({ success: true, data: "Ali" });
    // A break at either end is only trimmed away; one inside is refused.
    expect(name.safeParse("Ali\n")).toMatchObject({ success: true, data: "Ali" });
    expect(messages(name.safeParse("A\nli"))).toEqual(["validation.singleLine"]);
    expect(messages(name.safeParse("Ali\u0000"))).toEqual(["validation.singleLine"]);
    const message = multiLineTextField().min(1, "validation.required");
    expect(message.safeParse("Salam\nsağ olun")).toMatchObject({ success: true, data: "Salam\nsağ olun" });
    expect(messages(message.safeParse("Salam\u0000"))).toEqual(["validation.controlCharacters"]);
  });
});
