/**
 * What a Premium plan includes, by the ids the plans API sends; the plan cards show the same
 * list, each as `subscription.features.<id>`. Both read this one list, so they cannot differ.
 * A feature is listed only once this installation provides it: expert support and offline play
 * join here when they exist (and, for expert support, only where an expert address is set).
 */
const PREMIUM_FEATURES = ["unlimited_access", "personalized_learning", "progress_tracking", "home_activities", "multiple_profiles", "parent_dashboard", "assessment_reports"] as const;

export type PlanFeature = (typeof PREMIUM_FEATURES)[number];

export function planFeatures(): ReadonlyArray<PlanFeature> {
  return PREMIUM_FEATURES;
}
