import { describe, expect, it } from "vitest";
import { createTranslate } from "~/lib/i18n/translate";
import { LANGUAGES } from "~/lib/i18n-config";
import { resources } from "~/locales/resources.server";
import { planFeatures } from "./features";

describe("the features a plan lists", () => {
  it("claim nothing this installation does not provide: expert support only where an expert answers, no offline mode yet", () => {
    expect(planFeatures(false)).not.toContain("expert_support");
    expect(planFeatures(true)).toContain("expert_support");
    expect(planFeatures(true)).toHaveLength(planFeatures(false).length + 1);
    expect(planFeatures(true)).not.toContain("offline_mode");
  });

  it.each(LANGUAGES)("each has its line on the plan cards in %s", (language) => {
    const missing: string[] = [];
    const t = createTranslate(language, resources[language].translation, (key) => missing.push(key));
    for (const feature of planFeatures(true)) t(`subscription.features.${feature}`);
    expect(missing).toEqual([]);
  });
});
