import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/infrastructure/i18n-config";
import { resources } from "~/locales/resources.server";
import { ageInMonths, formatBirthDateInput, parseBirthDate } from "./birth-date";

describe("parseBirthDate", () => {
  it("reads DD.MM.YYYY, the form the hints name", () => {
    expect(parseBirthDate("05.09.2022")).toEqual({ ok: true, isoDate: "2022-09-05" });
    expect(parseBirthDate(" 5.9.2022 ")).toEqual({ ok: true, isoDate: "2022-09-05" });
  });

  it("also reads hyphens and slashes", () => {
    expect(parseBirthDate("05-09-2022")).toEqual({ ok: true, isoDate: "2022-09-05" });
    expect(parseBirthDate("05/09/2022")).toEqual({ ok: true, isoDate: "2022-09-05" });
  });

  it("refuses what is not a real day, and says which message to show", () => {
    expect(parseBirthDate("")).toEqual({ ok: false, error: "validation.dateRequired" });
    for (const wrong of ["31.02.2022", "05.13.2022", "2022.09.05", "2022-09-05", "05.09.22", "05.09-2022", "5 September 2022", "01.01.1899"]) {
      expect(parseBirthDate(wrong), wrong).toEqual({ ok: false, error: "validation.dateFormat" });
    }
  });

  it("shows a stored date back in the same form", () => {
    expect(formatBirthDateInput("2022-09-05")).toBe("05.09.2022");
    expect(parseBirthDate(formatBirthDateInput("2022-09-05"))).toEqual({ ok: true, isoDate: "2022-09-05" });
  });

  it("counts whole months", () => {
    expect(ageInMonths("2022-09-05", "2023-09-04")).toBe(11);
    expect(ageInMonths("2022-09-05", "2023-09-05")).toBe(12);
  });
});

describe("the birth-date hints and the validator agree (content review 1.5)", () => {
  it.each(LANGUAGES)("in %s: every example in a hint parses, and the hint, placeholder and error name DD.MM.YYYY", (language) => {
    const common = resources[language].translation;
    const hints = [common.assessment.birthDateHint, common.children.birthDateHint];
    for (const hint of hints) {
      const examples = hint.match(/\d{1,2}\D\d{1,2}\D\d{4}/g) ?? [];
      expect(examples, hint).toHaveLength(1);
      for (const example of examples) {
        expect(example, hint).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
        expect(parseBirthDate(example).ok, hint).toBe(true);
      }
    }
    const pattern = common.validation.datePlaceholder;
    expect(pattern).toMatch(/^[^\d\s.]{2}\.[^\d\s.]{2}\.[^\d\s.]{4}$/u);
    expect(common.validation.dateFormat).toContain(pattern);
  });
});
