import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/test-database.ts";
import { seedDatabase } from "../../../db/seed.ts";
import { type Plan, longestTrialDays, lowestMonthlyPrice, maxSavingsPercent, monthlyPriceMinor } from "./plans";
import { listActivePlans } from "./plans.server";

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
    const plans = [
      plan({ priceMinor: 1990 }),
      plan({ priceMinor: 9550, billingPeriod: "yearly" }),
      plan({ priceMinor: 0, billingPeriod: "yearly" }),
    ];
    expect(lowestMonthlyPrice(plans)).toEqual({ minor: 796, currency: "AZN" });
    expect(lowestMonthlyPrice([])).toBeNull();
  });

  it("computes 'save up to' against paying monthly", () => {
    const plans = [
      plan({ priceMinor: 1990 }),
      plan({ priceMinor: 7140, billingPeriod: "six_month" }),
      plan({ priceMinor: 9550, billingPeriod: "yearly" }),
    ];
    expect(maxSavingsPercent(plans)).toBe(60);
    expect(maxSavingsPercent([plan({ billingPeriod: "yearly" })])).toBe(0);
  });

  it("reports the longest trial", () => {
    expect(longestTrialDays([plan({ trialDays: 7 }), plan({ trialDays: 14 })])).toBe(14);
    expect(longestTrialDays([])).toBe(0);
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
