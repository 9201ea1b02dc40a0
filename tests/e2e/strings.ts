// The interface strings, so tests assert what a parent reads in each language.
import az from "../../app/locales/az";
import en from "../../app/locales/en";
import ru from "../../app/locales/ru";
import { LAUNCH_PLANS } from "../../db/seed";

export const strings = { az, en, ru } as const;
export type TestLanguage = keyof typeof strings;

/** A launch plan's name as the seed gives it (`db/seed.ts`), in the page's language. */
export function seededPlanName(planId: "monthly" | "six-months" | "yearly", language: TestLanguage): string {
  const plan = LAUNCH_PLANS.find((launchPlan) => launchPlan.plan_id === planId);
  if (!plan) throw new Error(`no seeded plan ${planId}`);
  return (language === "az" ? plan.name_az : language === "ru" ? plan.name_ru : null) ?? plan.name;
}
