import { describe, expect, it } from "vitest";
import { translatorFor } from "~/infrastructure/i18n/translate.server";
import { LANGUAGES } from "~/infrastructure/i18n-config";
import { offlineModeAvailable } from "~/domain/offline/availability";
import { planFeatures } from "./features";

describe("the features a plan lists", () => {
  it("claim nothing this installation does not provide: expert support only where an expert answers, offline mode only where it is built", () => {
    expect(planFeatures(false, true)).not.toContain("expert_support");
    expect(planFeatures(true, true)).toContain("expert_support");
    expect(planFeatures(true, true)).toHaveLength(planFeatures(false, true).length + 1);
    expect(planFeatures(true, false)).not.toContain("offline_mode");
    expect(planFeatures(true, true)).toContain("offline_mode");
    expect(offlineModeAvailable()).toBe(true);
  });

  it.each(LANGUAGES)("each has its line on the plan cards in %s", (language) => {
    const t = translatorFor(language);
    // A key i18next does not have comes back as the key.
    const missing = planFeatures(true, true).filter((feature) => t(`subscription.features.${feature}`) === `subscription.features.${feature}`);
    expect(missing).toEqual([]);
  });
});
