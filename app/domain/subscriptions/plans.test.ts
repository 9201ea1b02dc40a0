import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/test-database.ts";
import { seedDatabase } from "../../../db/seed.ts";
import { type Plan, longestTrialDays, lowestMonthlyPrice, maxSavingsPercent, monthlyPriceMinor, planNameIn } from "./plans";
import { listActivePlans } from "./plans.server";
import { importPlans } from "./plans-import.server";

const plan = (overrides: Partial<Plan>): Plan => ({
  planId: "p",
  name: "Plan",
  description: "",
  priceMinor: 1000,
  currency: "AZN",
  billingPeriod: "monthly",
  trialDays: 0,
  ...overrides,
});

describe("plans", () => {
  it("spreads a plan's price over its months", () => {
    expect(monthlyPriceMinor(plan({ priceMinor: 9550, billingPeriod: "yearly" }))).toBe(796);
    expect(monthlyPriceMinor(plan({ priceMinor: 7140, billingPeriod: "six_month" }))).toBe(1190);
  });

  it("finds the lowest monthly price, ignoring free plans", () => {
    const plans = [plan({ priceMinor: 1990 }), plan({ priceMinor: 9550, billingPeriod: "yearly" }), plan({ priceMinor: 0, billingPeriod: "yearly" })];
    expect(lowestMonthlyPrice(plans)).toEqual({ minor: 796, currency: "AZN" });
    expect(lowestMonthlyPrice([])).toBeNull();
  });

  it("computes 'save up to' against paying monthly", () => {
    const plans = [plan({ priceMinor: 1990 }), plan({ priceMinor: 7140, billingPeriod: "six_month" }), plan({ priceMinor: 9550, billingPeriod: "yearly" })];
    expect(maxSavingsPercent(plans)).toBe(60);
    expect(maxSavingsPercent([plan({ billingPeriod: "yearly" })])).toBe(0);
  });

  it("reports the longest trial", () => {
    expect(longestTrialDays([plan({ trialDays: 7 }), plan({ trialDays: 14 })])).toBe(14);
    expect(longestTrialDays([])).toBe(0);
  });

  it("names a plan in the page's language, else by the name it was given", () => {
    const named = { name: "6 Months", nameAz: "6 ay", nameRu: "6 месяцев" };
    expect([planNameIn(named, "az"), planNameIn(named, "en"), planNameIn(named, "ru")]).toEqual(["6 ay", "6 Months", "6 месяцев"]);
    expect(planNameIn({ name: "Unnamed Plan", nameAz: null, nameRu: "" }, "ru")).toBe("Unnamed Plan");
    expect(planNameIn({ name: "Family" }, "az")).toBe("Family");
  });

  it("seeds the launch plans with their names in three languages", async () => {
    const { db } = await createTestDatabase();
    await seedDatabase(db);
    const plans = await listActivePlans(db);
    expect(plans.map((p) => [planNameIn(p, "az"), planNameIn(p, "en"), planNameIn(p, "ru")])).toEqual([
      ["1 ay", "1 Month", "1 месяц"],
      ["6 ay", "6 Months", "6 месяцев"],
      ["1 il", "1 Year", "1 год"],
    ]);
    await db.destroy();
  });

  it("lists active, priced plans in display order", async () => {
    const { db } = await createTestDatabase();
    await seedDatabase(db);
    await db.updateTable("subscription_plans").set({ is_active: 0 }).where("plan_id", "=", "six-months").execute();
    const plans = await listActivePlans(db);
    expect(plans.map((p) => p.planId)).toEqual(["monthly", "yearly"]);
    expect(plans[0]).toMatchObject({ priceMinor: 1990, currency: "AZN", billingPeriod: "monthly", trialDays: 7 });
    await db.destroy();
  });
});

describe("loading plans from a file", () => {
  it("adds new plans, replaces existing ones, skips entries without an id, and hides inactive ones", async () => {
    const { db } = await createTestDatabase();
    await seedDatabase(db);
    const report = await importPlans(db, {
      plans: [
        { plan_id: "monthly", name: "1 Month", price: "21.90 AZN", billing_period: "month", trial_days: 7 },
        { plan_id: "family-annual", name: { en: "Annual", az: "İllik", ru: "Годовой" }, price: 120, billing_period: "annual", currency: 944 },
        { name: "no id" },
        { plan_id: "six-months", is_active: false },
      ],
    });
    expect(report).toEqual({ added: 1, updated: 2, skipped: [2] });
    const shown = await listActivePlans(db);
    expect(shown.map((shownPlan) => [shownPlan.planId, shownPlan.priceMinor, shownPlan.billingPeriod])).toEqual([
      ["monthly", 2190, "monthly"],
      ["family-annual", 12000, "yearly"],
      ["yearly", 9550, "yearly"],
    ]);
    expect(shown.map((shownPlan) => planNameIn(shownPlan, "ru"))).toEqual(["1 Month", "Годовой", "1 год"]);
    expect(await importPlans(db, "not json plans")).toEqual({ added: 0, updated: 0, skipped: [] });
  });
});
