import type { BillingPeriod } from "../../../db/schema.ts";
import { type CurrencyCode, currencyFromCode, parseDecimalToMinor } from "~/lib/money";
import type { Plan } from "./plans";

/**
 * The spec's rules for plans as another system describes them (the plans call, a JSON file):
 * every field has a default, billing periods come in several spellings, prices may be strings
 * with currency text. `normalisePlan` applies them to one entry; `presentPlans` derives what the
 * plans screen shows.
 */

const UNNAMED_PLAN = "Unnamed Plan";

const PERIOD_WORDS: ReadonlyArray<[RegExp, BillingPeriod]> = [
  [/^(six[_\s-]?months?|6[_\s-]?months?|semi[_\s-]?annual(ly)?|half[_\s-]?year(ly)?)$/, "six_month"],
  [/^(yearly|year|annual(ly)?|12[_\s-]?months?|1[_\s-]?year)$/, "yearly"],
  [/^(monthly|month|1[_\s-]?month)$/, "monthly"],
];

/** monthly / month → monthly; six_month, "6 months" → six_month; yearly, year, annual → yearly; else monthly. */
export function normaliseBillingPeriod(value: unknown): BillingPeriod {
  const word = typeof value === "string" ? value.trim().toLowerCase() : "";
  return PERIOD_WORDS.find(([pattern]) => pattern.test(word))?.[1] ?? "monthly";
}

/** A price as minor units: a number of major units, or the number inside a string ("19.90 AZN"); else 0. */
export function normalisePriceMinor(value: unknown, currency: CurrencyCode): number {
  if (typeof value === "number" && Number.isFinite(value) && value >= 0) return Math.round(value * 100);
  if (typeof value === "string") {
    const minor = parseDecimalToMinor(value, currency);
    return minor !== null && minor > 0 ? minor : 0;
  }
  return 0;
}

function text(value: unknown, fallback: string): string {
  return typeof value === "string" && value.trim() ? value.trim() : fallback;
}

/**
 * A plan's names: `name` as a string (with `name_az` and `name_ru` beside it), or as
 * `{ "en": …, "az": …, "ru": … }`. The English name is the name as given; without one, the
 * first other name; without any, the spec's default.
 */
function planNames(entry: Record<string, unknown>): { name: string; nameAz: string | null; nameRu: string | null } {
  const given = entry.name;
  const names: Record<string, unknown> = given && typeof given === "object" ? (given as Record<string, unknown>) : { en: given };
  const nameAz = text(names.az ?? entry.name_az, "") || null;
  const nameRu = text(names.ru ?? entry.name_ru, "") || null;
  return { name: text(names.en, "") || nameAz || nameRu || UNNAMED_PLAN, nameAz, nameRu };
}

function isActive(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  return value === true || value === 1 || value === "1" || value === "true";
}

export interface NormalisedPlan extends Plan {
  nameAz: string | null;
  nameRu: string | null;
  isActive: boolean;
  features: string[];
}

/** One plan entry with the spec's defaults; null when it has no id to keep it by. */
export function normalisePlan(raw: unknown): NormalisedPlan | null {
  if (!raw || typeof raw !== "object") return null;
  const entry = raw as Record<string, unknown>;
  const planId = text(entry.plan_id ?? entry.id, "");
  if (!planId) return null;
  const currency = currencyFromCode(typeof entry.currency === "number" ? entry.currency : text(entry.currency, "AZN"));
  const trial = Number(entry.trial_days ?? 0);
  return {
    planId,
    ...planNames(entry),
    description: text(entry.description, ""),
    priceMinor:
      typeof entry.price_minor === "number" && Number.isSafeInteger(entry.price_minor) ? entry.price_minor : normalisePriceMinor(entry.price ?? "0", currency),
    currency,
    billingPeriod: normaliseBillingPeriod(entry.billing_period),
    trialDays: Number.isInteger(trial) && trial > 0 ? trial : 0,
    isActive: isActive(entry.is_active),
    features: Array.isArray(entry.features) ? entry.features.filter((f): f is string => typeof f === "string") : [],
  };
}

export type PlanBadge = "most_popular" | "best_value";

export interface PresentedPlan extends Plan {
  emoji: string;
  isPopular: boolean;
  badge: PlanBadge | null;
}

/** A name with "6 month" is the most popular; "annual" (or a yearly plan) is the best value. */
export function planBadge(plan: Pick<Plan, "name" | "billingPeriod">): PlanBadge | null {
  const name = plan.name.toLowerCase();
  if (name.includes("6 month")) return "most_popular";
  if (name.includes("annual") || plan.billingPeriod === "yearly") return "best_value";
  return null;
}

/** The emoji shown on a plan card, derived from its name (and period when the name says nothing). */
function planEmoji(plan: Pick<Plan, "name" | "billingPeriod">): string {
  const name = plan.name.toLowerCase();
  if (name.includes("6 month") || plan.billingPeriod === "six_month") return "🚀";
  if (name.includes("annual") || name.includes("year") || plan.billingPeriod === "yearly") return "👑";
  return "🌱";
}

/** What the plans screen shows: active plans with a price, each with its emoji and badge. */
export function presentPlans(plans: ReadonlyArray<Plan & { isActive?: boolean }>): PresentedPlan[] {
  return plans
    .filter((plan) => plan.isActive !== false && plan.priceMinor > 0)
    .map((plan) => {
      const badge = planBadge(plan);
      return { ...plan, emoji: planEmoji(plan), isPopular: badge === "most_popular", badge };
    });
}
