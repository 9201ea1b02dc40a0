import { describe, expect, it } from "vitest";
import { seedDatabase } from "../../../db/seed.ts";
import { createTestDatabase } from "../../../tests/support/test-database.ts";
import { formatMoney } from "~/lib/money";
import { planCard } from "./plan-cards";
import { presentPlans } from "./plan-normalisation";
import { listActivePlans, subscriptionPlanNames } from "./plans.server";
import { importPlans } from "./plans-import.server";

/** What an operator loads with `npm run plans:load`: plans named in three languages, and one named only in English. */
const FAMILY_PLANS = {
  plans: [
    { plan_id: "family", name: { en: "Family", az: "Ailə", ru: "Семейный" }, price: "19.90", billing_period: "monthly", trial_days: 7 },
    { plan_id: "family-year", name: "Family Year", name_az: "Ailə — il", name_ru: "Семейный — год", price: "95.50", billing_period: "annual" },
    { plan_id: "school", name: "School", price: "50", billing_period: "6 months" },
  ],
};

describe("the plans screen's cards", () => {
  it("name each plan by its own name in the page's language, not by its billing period", async () => {
    const { db } = await createTestDatabase();
    await importPlans(db, FAMILY_PLANS);
    const plans = presentPlans(await listActivePlans(db));
    expect(plans.map((plan) => planCard(plan, "az").name)).toEqual(["Ailə", "Ailə — il", "School"]);
    expect(plans.map((plan) => planCard(plan, "ru").name)).toEqual(["Семейный", "Семейный — год", "School"]);
    expect(plans.map((plan) => planCard(plan, "en").name)).toEqual(["Family", "Family Year", "School"]);
    expect(planCard(plans[0]!, "en")).toMatchObject({ planId: "family", billingPeriod: "monthly", trialDays: 7, perMonth: null });
    await db.destroy();
  });

  it("name the launch plans by the seed's names", async () => {
    const { db } = await createTestDatabase();
    await seedDatabase(db);
    const plans = presentPlans(await listActivePlans(db));
    expect(plans.map((plan) => planCard(plan, "az").name)).toEqual(["1 ay", "6 ay", "1 il"]);
    expect(plans.map((plan) => planCard(plan, "ru").name)).toEqual(["1 месяц", "6 месяцев", "1 год"]);
    await db.destroy();
  });
});

describe("a subscription's plan names", () => {
  it("keep the name as bought, with the plan's translations (also once the plan is withdrawn)", async () => {
    const { db } = await createTestDatabase();
    await importPlans(db, FAMILY_PLANS);
    await importPlans(db, { plans: [{ plan_id: "family", name: { en: "Family", az: "Ailə", ru: "Семейный" }, price: "19.90", is_active: false }] });
    expect(await subscriptionPlanNames(db, { plan_id: "family", plan_name: "Family (2025)" })).toEqual({
      name: "Family (2025)",
      nameAz: "Ailə",
      nameRu: "Семейный",
    });
    expect(await subscriptionPlanNames(db, { plan_id: "school", plan_name: "School" })).toEqual({ name: "School", nameAz: null, nameRu: null });
    expect(await subscriptionPlanNames(db, { plan_id: "gone", plan_name: "Old plan" })).toEqual({ name: "Old plan", nameAz: null, nameRu: null });
    await db.destroy();
  });
});

describe("a card with a coupon applied", () => {
  it("divides the discounted total into its per-month line", async () => {
    const { db } = await createTestDatabase();
    await seedDatabase(db);
    const sixMonths = presentPlans(await listActivePlans(db)).find((plan) => plan.billingPeriod === "six_month");
    if (!sixMonths) throw new Error("the seed has a six-month plan");
    expect(planCard(sixMonths, "en").perMonth).toBe(planCard(sixMonths, "en", { finalMinor: sixMonths.priceMinor, discountMinor: 0 }).perMonth);
    const card = planCard(sixMonths, "en", { finalMinor: 5712, discountMinor: sixMonths.priceMinor - 5712 });
    expect(card.perMonth).toBe(formatMoney({ minor: 952, currency: sixMonths.currency }, "en"));
    expect(card.discounted).toEqual({
      price: formatMoney({ minor: 5712, currency: sixMonths.currency }, "en"),
      saved: formatMoney({ minor: sixMonths.priceMinor - 5712, currency: sixMonths.currency }, "en"),
    });
    await db.destroy();
  });
});
