import { describe, expect, it } from "vitest";
import { AUTISM_ITEMS } from "~/content/autism/items";
import { FREQUENCY_LABELS } from "~/content/autism/types";
import { LANGUAGES } from "~/infrastructure/i18n-config";
import { signsWithAnswers } from "./report";

describe("the answers that raised the level", () => {
  it.each(LANGUAGES)("are listed with the answer given, in %s", (language) => {
    const item = AUTISM_ITEMS.find((candidate) => candidate.id === "co-02");
    const signs = signsWithAnswers(["co-02"], { "co-02": "never" }, language);
    expect(signs).toEqual([{ id: "co-02", text: item?.text[language], answer: FREQUENCY_LABELS.never[language] }]);
  });
});
