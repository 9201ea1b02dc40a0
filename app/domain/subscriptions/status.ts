/**
 * A parent's subscription as the spec reads it (section 4): the derived status view and the
 * access rule, computed on the server for every page that needs them. Pure: the caller passes
 * the record and the time.
 */

export const SUBSCRIPTION_STATUSES = ["active", "trial", "cancelled", "pending", "expired"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface SubscriptionRecord {
  subscriptionId: string;
  planId: string;
  planName: string;
  status: SubscriptionStatus;
  startDate: string;
  /** End of the paid period (ISO); null while a trial has not turned into a paid period. */
  endDate: string | null;
  trialEndDate: string | null;
  autoRenew: boolean;
}

/** The spec's "subscription status view", field for field. */
export interface SubscriptionStatusView {
  is_active: boolean;
  can_access_content: boolean;
  status: SubscriptionStatus | null;
  expires_at: string | null;
  auto_renew: boolean;
  plan_id: string | null;
  plan_name: string | null;
  subscription_id: string | null;
  trial_active: boolean;
  days_until_expiry: number | null;
  debug_info: { source: "database" | "none"; timestamp: string };
}

const DAY_MS = 24 * 60 * 60 * 1000;

function isAfter(iso: string | null, now: Date): boolean {
  return iso !== null && Date.parse(iso) > now.getTime();
}

/**
 * - is_active: status active, or trial with a trial end in the future;
 * - can_access_content: is_active and the status is not cancelled or pending;
 * - trial_active: status trial and the trial end in the future;
 * - expires_at: the trial end during a trial, else the end of the paid period;
 * - days_until_expiry: whole days left (rounded up), never negative.
 */
export function subscriptionStatusView(record: SubscriptionRecord | null, now: Date = new Date()): SubscriptionStatusView {
  const timestamp = now.toISOString();
  if (!record) {
    return {
      is_active: false,
      can_access_content: false,
      status: null,
      expires_at: null,
      auto_renew: false,
      plan_id: null,
      plan_name: null,
      subscription_id: null,
      trial_active: false,
      days_until_expiry: null,
      debug_info: { source: "none", timestamp },
    };
  }
  const trialActive = record.status === "trial" && isAfter(record.trialEndDate, now);
  const isActive = record.status === "active" || trialActive;
  const expiresAt = record.status === "trial" ? record.trialEndDate : record.endDate;
  return {
    is_active: isActive,
    can_access_content: isActive && record.status !== "cancelled" && record.status !== "pending",
    status: record.status,
    expires_at: expiresAt,
    auto_renew: record.autoRenew,
    plan_id: record.planId,
    plan_name: record.planName,
    subscription_id: record.subscriptionId,
    trial_active: trialActive,
    days_until_expiry: expiresAt === null ? null : Math.max(0, Math.ceil((Date.parse(expiresAt) - now.getTime()) / DAY_MS)),
    debug_info: { source: "database", timestamp },
  };
}

/**
 * The access rule (spec section 4, "client access check"), applied on the server: no access
 * without a status, when expired or cancelled, when the trial or the paid period has ended;
 * otherwise whatever can_access_content says.
 */
export function hasContentAccess(view: SubscriptionStatusView | null, now: Date = new Date()): boolean {
  if (!view || view.status === null) return false;
  if (view.status === "expired" || view.status === "cancelled") return false;
  if (view.status === "trial" && !view.trial_active) return false;
  if (view.expires_at !== null && !isAfter(view.expires_at, now)) return false;
  return view.can_access_content;
}
