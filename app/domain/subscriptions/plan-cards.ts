import type { BillingPeriod } from "../../../db/schema.ts";
import type { Language } from "~/lib/i18n-config";
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
  /** What it comes to per month; null for a monthly plan. */
  perMonth: string | null;
}

export function planCard(plan: PresentedPlan, language: Language): PlanCard {
  return {
    planId: plan.planId,
    name: planNameIn(plan, language),
    emoji: plan.emoji,
    badge: plan.badge,
    billingPeriod: plan.billingPeriod,
    trialDays: plan.trialDays,
    price: formatMoney({ minor: plan.priceMinor, currency: plan.currency }, language),
    perMonth: plan.billingPeriod === "monthly" ? null : formatMoney({ minor: monthlyPriceMinor(plan), currency: plan.currency }, language),
  };
}
