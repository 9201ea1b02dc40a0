import { describe, expect, it } from "vitest";
import { apiFeatures, cardFeatures } from "./plan-features";

describe("the features a plan lists", () => {
  it("claim expert support only where an expert answers, the same on the cards and in the API", () => {
    expect(cardFeatures(false)).not.toContain("expert");
    expect(apiFeatures(false)).not.toContain("expert_support");
    expect(cardFeatures(true)).toContain("expert");
    expect(apiFeatures(true)).toContain("expert_support");
    expect(cardFeatures(true)).toHaveLength(apiFeatures(true).length);
    expect(cardFeatures(false)).toHaveLength(apiFeatures(false).length);
  });
});
