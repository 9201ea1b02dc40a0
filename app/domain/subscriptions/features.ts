/**
 * What a Premium plan includes, by the ids the plans API sends; the plan cards show the same
 * list, each as `subscription.features.<id>`. Both read this one list, so they cannot differ.
 * A feature is listed only where this installation provides it: expert support where an expert
 * answers (EXPERT_EMAIL), offline mode where the build has its service worker
 * (app/domain/offline/availability.ts).
 */
const PREMIUM_FEATURES = [
  "unlimited_access",
  "personalized_learning",
  "progress_tracking",
  "expert_support",
  "offline_mode",
  "home_activities",
  "multiple_profiles",
  "parent_dashboard",
  "assessment_reports",
] as const;

export type PlanFeature = (typeof PREMIUM_FEATURES)[number];

export function planFeatures(expertSupport: boolean, offlineMode: boolean): ReadonlyArray<PlanFeature> {
  return PREMIUM_FEATURES.filter((feature) => (expertSupport || feature !== "expert_support") && (offlineMode || feature !== "offline_mode"));
}
