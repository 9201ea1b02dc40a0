/**
 * The Premium features the plan cards and `/api/subscriptions/plans` list. Expert support is
 * listed only where an expert answers (EXPERT_EMAIL), so neither claims what does not exist.
 */
const CARD_FEATURES = ["unlimited", "personalized", "progress", "expert", "offline", "profiles", "dashboard", "reports"] as const;
const API_FEATURES = ["unlimited_access", "personalized_learning", "progress_tracking", "expert_support", "offline_mode", "multiple_profiles", "parent_dashboard", "assessment_reports"] as const;

export type CardFeature = (typeof CARD_FEATURES)[number];
export type ApiFeature = (typeof API_FEATURES)[number];

/** The plan cards' bullets (keys of `subscription.features`). */
export function cardFeatures(expertSupport: boolean): CardFeature[] {
  return CARD_FEATURES.filter((feature) => expertSupport || feature !== "expert");
}

/** The API's feature ids, in the cards' order. */
export function apiFeatures(expertSupport: boolean): ApiFeature[] {
  return API_FEATURES.filter((feature) => expertSupport || feature !== "expert_support");
}
