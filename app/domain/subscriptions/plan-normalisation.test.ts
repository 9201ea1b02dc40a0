import { describe, expect, it } from "vitest";
import { normaliseBillingPeriod, normalisePlan, normalisePriceMinor, planBadge, presentPlans } from "./plan-normalisation";

describe("plan normalisation", () => {
  it.each([
    ["monthly", "monthly"],
    ["month", "monthly"],
    ["Six_Month", "six_month"],
    ["6 months", "six_month"],
    ["yearly", "yearly"],
    ["year", "yearly"],
    ["annual", "yearly"],
    ["fortnightly", "monthly"],
    [undefined, "monthly"],
  ])("reads the billing period %s as %s", (raw, period) => {
    expect(normaliseBillingPeriod(raw)).toBe(period);
  });

  it.each([
    ["19.90 AZN", 1990],
    ["₼ 71,40", 7140],
    ["95.5", 9550],
    ["free", 0],
    [19.9, 1990],
    [-5, 0],
    [null, 0],
  ])("extracts the price from %j", (raw, minor) => {
    expect(normalisePriceMinor(raw, "AZN")).toBe(minor);
  });

  it("fills every default of the spec", () => {
    expect(normalisePlan({ plan_id: "p1" })).toEqual({
      planId: "p1",
      name: "Unnamed Plan",
      nameAz: null,
      nameRu: null,
      description: "",
      priceMinor: 0,
      currency: "AZN",
      billingPeriod: "monthly",
      trialDays: 0,
      isActive: true,
      features: [],
    });
    expect(normalisePlan({ id: "p2", currency: 840, price: "$9.99", billing_period: "annual", trial_days: 14, is_active: false })).toMatchObject({
      planId: "p2",
      currency: "USD",
      priceMinor: 999,
      billingPeriod: "yearly",
      trialDays: 14,
      isActive: false,
    });
    expect(normalisePlan({ name: "no id" })).toBeNull();
    expect(normalisePlan("nonsense")).toBeNull();
  });

  it("reads a plan's names in three languages, as an object or as name_az and name_ru", () => {
    expect(normalisePlan({ plan_id: "p", name: { en: "6 Months", az: "6 ay", ru: "6 месяцев" } })).toMatchObject({
      name: "6 Months",
      nameAz: "6 ay",
      nameRu: "6 месяцев",
    });
    expect(normalisePlan({ plan_id: "p", name: "1 Year", name_az: " 1 il ", name_ru: "1 год" })).toMatchObject({
      name: "1 Year",
      nameAz: "1 il",
      nameRu: "1 год",
    });
    expect(normalisePlan({ plan_id: "p", name: { az: "Ailə" } })).toMatchObject({ name: "Ailə", nameAz: "Ailə", nameRu: null });
    expect(normalisePlan({ plan_id: "p", name: "Annual" })).toMatchObject({ name: "Annual", nameAz: null, nameRu: null });
    expect(normalisePlan({ plan_id: "p", name: { en: "", az: 5 } })).toMatchObject({ name: "Unnamed Plan", nameAz: null, nameRu: null });
  });

  it("badges '6 month' as most popular and annual or yearly as best value", () => {
    expect(planBadge({ name: "6 Months", billingPeriod: "six_month" })).toBe("most_popular");
    expect(planBadge({ name: "Annual", billingPeriod: "yearly" })).toBe("best_value");
    expect(planBadge({ name: "1 Year", billingPeriod: "yearly" })).toBe("best_value");
    expect(planBadge({ name: "1 Month", billingPeriod: "monthly" })).toBeNull();
  });

  it("drops inactive and free plans from what parents see", () => {
    const raw = [
      { plan_id: "monthly", name: "1 Month", price: "19.90", billing_period: "monthly" },
      { plan_id: "six", name: "6 Months", price: "71.40", billing_period: "six_month" },
      { plan_id: "old", name: "Old", price: "5", is_active: false },
      { plan_id: "free", name: "Free", price: "0" },
    ]
      .map((entry) => normalisePlan(entry))
      .filter((plan) => plan !== null);
    const shown = presentPlans(raw);
    expect(shown.map((plan) => [plan.planId, plan.emoji, plan.isPopular])).toEqual([
      ["monthly", "🌱", false],
      ["six", "🚀", true],
    ]);
  });
});
