import { describe, expect, it } from "vitest";
import az from "~/locales/az";
import en from "~/locales/en";
import ru from "~/locales/ru";
import { createTranslate } from "./translate";

describe("translate", () => {
  it("finds nested keys and fills placeholders", () => {
    const t = createTranslate("en", en);
    expect(t("nav.courses")).toBe("Courses");
    expect(t("footer.copyright", { year: 2026, brand: "Balaca" })).toBe("© 2026 Balaca. All rights reserved.");
  });

  it("chooses the plural form each language needs", () => {
    const russian = createTranslate("ru", ru);
    expect(russian("validation.tooLong", { count: 1 })).toBe(ru.validation.tooLong_one.replace("{{count}}", "1"));
    expect(russian("validation.tooLong", { count: 3 })).toBe(ru.validation.tooLong_few.replace("{{count}}", "3"));
    expect(russian("validation.tooLong", { count: 11 })).toBe(ru.validation.tooLong_many.replace("{{count}}", "11"));
    expect(russian("validation.tooLong", { count: 1.5 })).toBe(ru.validation.tooLong_other.replace("{{count}}", "1.5"));
    const english = createTranslate("en", en);
    expect(english("validation.tooLong", { count: 1 })).toBe("Please use at most 1 character");
    expect(english("validation.tooLong", { count: 2 })).toBe("Please use at most 2 characters");
    const azerbaijani = createTranslate("az", az);
    expect(azerbaijani("home.trial", { count: 7 })).toBe(az.home.trial_other.replace("{{count}}", "7"));
  });

  it("leaves unknown placeholders visible and answers an unknown key with the key", () => {
    const t = createTranslate("en", { a: "Hello {{name}} and {{other}}" });
    expect(t("a" as never, { name: "Aysel" })).toBe("Hello Aysel and {{other}}");
    expect(t("missing.key" as never)).toBe("missing.key");
  });

  it("fills the same text the same way every time: placeholders as written, at either end, repeated, next to each other", () => {
    const t = createTranslate("ru", {
      edges: "{{count}} из {{ total }}",
      twice: "{{name}}, {{name}}!",
      joined: "{{a}}{{b}}",
      plain: "Без подстановок",
      text_one: "{{count}} упражнение",
      text_few: "{{count}} упражнения",
      text_many: "{{count}} упражнений",
      text_other: "{{count}} упражнения",
    });
    for (let round = 0; round < 2; round++) {
      expect(t("edges" as never, { count: 3, total: 24 })).toBe("3 из 24");
      expect(t("edges" as never, { count: 4 })).toBe("4 из {{ total }}");
      expect(t("twice" as never, { name: "Leyla" })).toBe("Leyla, Leyla!");
      expect(t("joined" as never, { a: "x", b: 2 })).toBe("x2");
      expect(t("plain" as never, { count: 1 })).toBe("Без подстановок");
      expect([1, 2, 5, 21, 1.5, 1001, 2002].map((count) => t("text" as never, { count }))).toEqual([
        "1 упражнение",
        "2 упражнения",
        "5 упражнений",
        "21 упражнение",
        "1.5 упражнения",
        "1001 упражнение",
        "2002 упражнения",
      ]);
    }
  });
});
