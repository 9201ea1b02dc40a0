import { describe, expect, it } from "vitest";
import { translatorFor } from "~/lib/i18n/translate.server";
import { LANGUAGES } from "~/lib/i18n-config";
import { planFeatures } from "./features";

describe("the features a plan lists", () => {
  it("claim nothing this installation does not provide: expert support only where an expert answers, no offline mode yet", () => {
    expect(planFeatures(false)).not.toContain("expert_support");
    expect(planFeatures(true)).toContain("expert_support");
    expect(planFeatures(true)).toHaveLength(planFeatures(false).length + 1);
    expect(planFeatures(true)).not.toContain("offline_mode");
  });

  it.each(LANGUAGES)("each has its line on the plan cards in %s", (language) => {
    const t = translatorFor(language);
    // A key i18next does not have comes back as the key.
    const missing = planFeatures(true).filter((feature) => t(`subscription.features.${feature}`) === `subscription.features.${feature}`);
    expect(missing).toEqual([]);
  });
});
