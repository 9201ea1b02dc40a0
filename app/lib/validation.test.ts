import { describe, expect, it } from "vitest";
import az from "~/locales/az";
import en from "~/locales/en";
import ru from "~/locales/ru";
import { translatorFor } from "~/infrastructure/i18n/translate.server";
import { translateValidationMessage, validationMessage } from "./validation";

const STRINGS = { az, en, ru };
const tFor = async (language: keyof typeof STRINGS) => translatorFor(language);

describe("validation messages", () => {
  it("carry a limit that becomes the plural count", async () => {
    const t = await tFor("en");
    expect(translateValidationMessage(t, validationMessage("validation.tooLong", 100))).toBe("Please use at most 100 characters");
    expect(translateValidationMessage(t, validationMessage("validation.required"))).toBe("This field is required");
  });

  it("use Russian plural forms", async () => {
    const t = await tFor("ru");
    expect(translateValidationMessage(t, validationMessage("errors.rateLimited", 1))).toMatch(/1 минуту/);
    expect(translateValidationMessage(t, validationMessage("errors.rateLimited", 3))).toMatch(/3 минуты/);
    expect(translateValidationMessage(t, validationMessage("errors.rateLimited", 10))).toMatch(/10 минут/);
  });

  it("never show a raw or foreign message to a parent", async () => {
    const t = await tFor("az");
    expect(translateValidationMessage(t, "Invalid input: expected string")).toBe(az.toast.genericError);
    expect(translateValidationMessage(t, "validation.noSuchKey")).toBe(az.toast.genericError);
  });
});
