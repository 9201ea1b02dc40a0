import type { BillingPeriod } from "../../../db/schema.ts";
import type { Language } from "~/infrastructure/i18n-config";
import { formatMoney } from "~/lib/money";
import type { PlanBadge, PresentedPlan } from "./plan-normalisation";
import { monthlyPriceMinor, planNameIn } from "./plans";

/** One card of the plans screen, in the page's language. */
export interface PlanCard {
  planId: string;
  /** The plan's own name in the page's language (its translation, else the name as given). */
  name: string;
  emoji: string;
  badge: PlanBadge | null;
  billingPeriod: BillingPeriod;
  trialDays: number;
  price: string;
  /** What it comes to per month (after the applied coupon's discount); null for a monthly plan. */
  perMonth: string | null;
  /** The price with the applied coupon, and what it saves; null without one. */
  discounted: { price: string; saved: string } | null;
}

/** A coupon applied to a plan: the total to pay and the discount, in minor units. */
export interface AppliedPrice {
  finalMinor: number;
  discountMinor: number;
}

export function planCard(plan: PresentedPlan, language: Language, applied: AppliedPrice | null = null): PlanCard {
  const format = (minor: number) => formatMoney({ minor, currency: plan.currency }, language);
  // The per-month line divides what the parent will actually pay, so a coupon lowers it too.
  const payable = applied ? applied.finalMinor : plan.priceMinor;
  return {
    planId: plan.planId,
    name: planNameIn(plan, language),
    emoji: plan.emoji,
    badge: plan.badge,
    billingPeriod: plan.billingPeriod,
    trialDays: plan.trialDays,
    price: format(plan.priceMinor),
    perMonth: plan.billingPeriod === "monthly" ? null : format(monthlyPriceMinor({ priceMinor: payable, billingPeriod: plan.billingPeriod })),
    discounted: applied ? { price: format(applied.finalMinor), saved: format(applied.discountMinor) } : null,
  };
}
