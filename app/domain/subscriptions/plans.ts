import type { BillingPeriod } from "../../../db/schema.ts";
import type { Language } from "~/infrastructure/i18n-config";
import { type CurrencyCode, currencyFromCode } from "~/lib/money";

/** A plan's name: as given (English), and its Azerbaijani and Russian translations if it has them. */
export interface PlanNames {
  name: string;
  nameAz?: string | null;
  nameRu?: string | null;
}

/** A plan as the product shows it: active, priced in minor units. */
export interface Plan extends PlanNames {
  planId: string;
  description: string;
  priceMinor: number;
  currency: CurrencyCode;
  billingPeriod: BillingPeriod;
  trialDays: number;
}

export const MONTHS_IN_PERIOD: Record<BillingPeriod, number> = {
  monthly: 1,
  six_month: 6,
  yearly: 12,
};

/** What the plan costs per month, rounded to the nearest minor unit. */
export function monthlyPriceMinor(plan: Pick<Plan, "priceMinor" | "billingPeriod">): number {
  return Math.round(plan.priceMinor / MONTHS_IN_PERIOD[plan.billingPeriod]);
}

/** The lowest monthly price among the plans, or null when there are none. */
export function lowestMonthlyPrice(plans: ReadonlyArray<Plan>): { minor: number; currency: CurrencyCode } | null {
  let best: Plan | null = null;
  for (const plan of plans) {
    if (plan.priceMinor <= 0) continue;
    if (!best || monthlyPriceMinor(plan) < monthlyPriceMinor(best)) best = plan;
  }
  return best ? { minor: monthlyPriceMinor(best), currency: best.currency } : null;
}

/**
 * How much the best longer plan saves against paying monthly, as a whole percent
 * (the "save up to N%" figure). 0 without a monthly plan to compare against.
 */
export function maxSavingsPercent(plans: ReadonlyArray<Plan>): number {
  const monthly = plans.find((p) => p.billingPeriod === "monthly" && p.priceMinor > 0);
  if (!monthly) return 0;
  let best = 0;
  for (const plan of plans) {
    if (plan.billingPeriod === "monthly" || plan.priceMinor <= 0 || plan.currency !== monthly.currency) continue;
    const fullPrice = monthly.priceMinor * MONTHS_IN_PERIOD[plan.billingPeriod];
    best = Math.max(best, Math.round((1 - plan.priceMinor / fullPrice) * 100));
  }
  return best;
}

/** The longest free trial any plan offers. */
export function longestTrialDays(plans: ReadonlyArray<Plan>): number {
  return plans.reduce((days, plan) => Math.max(days, plan.trialDays), 0);
}

/** The plan's name in the page's language: its translation, else the name as given. */
export function planNameIn(plan: PlanNames, language: Language): string {
  const translated = language === "az" ? plan.nameAz : language === "ru" ? plan.nameRu : null;
  return translated || plan.name;
}

/** The name of the plan a payment was for, as the payment's row joins it (null: no plan, or one since deleted). */
export function paidPlanName(paid: { planName: string | null; planNameAz: string | null; planNameRu: string | null }, language: Language): string | null {
  if (paid.planName === null) return null;
  return planNameIn({ name: paid.planName, nameAz: paid.planNameAz, nameRu: paid.planNameRu }, language);
}

export function planFromRow(row: {
  plan_id: string;
  name: string;
  name_az?: string | null;
  name_ru?: string | null;
  description: string;
  price_minor: number;
  currency: string;
  billing_period: BillingPeriod;
  trial_days: number;
}): Plan {
  return {
    planId: row.plan_id,
    name: row.name,
    nameAz: row.name_az ?? null,
    nameRu: row.name_ru ?? null,
    description: row.description,
    priceMinor: row.price_minor,
    currency: currencyFromCode(row.currency),
    billingPeriod: row.billing_period,
    trialDays: row.trial_days,
  };
}

/** What the home and pricing pages say about Premium: the lowest monthly price, the longest trial, the best saving. */
export function premiumSummary(plans: ReadonlyArray<Plan>): {
  lowestMonthly: { minor: number; currency: CurrencyCode } | null;
  trialDays: number;
  trialsDiffer: boolean;
  savingsPercent: number;
} {
  return {
    lowestMonthly: lowestMonthlyPrice(plans),
    trialDays: longestTrialDays(plans),
    trialsDiffer: trialsDiffer(plans),
    savingsPercent: maxSavingsPercent(plans),
  };
}

/**
 * Whether the plans' free trials differ in length (one without a trial counts as 0 days): then
 * a page may only promise "up to" the longest, never "N-day free trial" for every plan.
 */
function trialsDiffer(plans: ReadonlyArray<Plan>): boolean {
  return new Set(plans.map((plan) => plan.trialDays)).size > 1;
}
