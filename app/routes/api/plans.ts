import { apiHandler, apiJson } from "~/infrastructure/api.server";
import { getDb } from "~/db.server";
import { expertEmail } from "~/domain/expert/availability.server";
import { planFeatures } from "~/domain/subscriptions/features";
import { offlineModeAvailable } from "~/domain/offline/availability";
import { presentPlans } from "~/domain/subscriptions/plan-normalisation";
import { listActivePlans } from "~/domain/subscriptions/plans.server";
import { CURRENCIES, minorToDecimalString } from "~/lib/money";
import type { z } from "zod";
import type { PlanJson } from "~/domain/api/schemas";

/** GET /api/subscriptions/plans/ — the active plans, normalised; no sign-in needed. */
export function loader() {
  return apiHandler(async () => {
    const plans = presentPlans(await listActivePlans(getDb()));
    const features = planFeatures(expertEmail() !== null, offlineModeAvailable());
    return apiJson(
      plans.map((plan) => ({
        plan_id: plan.planId,
        name: plan.name,
        description: plan.description,
        price: minorToDecimalString(plan.priceMinor, plan.currency),
        currency: plan.currency,
        currency_code: CURRENCIES[plan.currency].numeric,
        billing_period: plan.billingPeriod,
        trial_days: plan.trialDays,
        features,
        emoji: plan.emoji,
        is_popular: plan.isPopular,
        badge: plan.badge,
        is_active: true,
      })) satisfies Array<z.output<typeof PlanJson>>,
    );
  });
}
