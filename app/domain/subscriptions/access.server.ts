import type { DB } from "~/db.server";
import { type SubscriptionStatusView, hasContentAccess, subscriptionStatusView } from "./status";
import { subscriptionRecord } from "./subscriptions.server";

/**
 * Whether this request may see premium content, and if not, why: the locked-content card
 * asks a visitor to log in (registration is free) and a parent without access to subscribe.
 */
export type PremiumAccess =
  { allowed: true; view: SubscriptionStatusView } | { allowed: false; reason: "login_required" | "subscription_required"; view: SubscriptionStatusView | null };

/** For a visitor (no parent signed in) or a parent. */
export async function premiumAccess(db: DB, userId: string | null, now: Date = new Date()): Promise<PremiumAccess> {
  if (!userId) return { allowed: false, reason: "login_required", view: null };
  const view = subscriptionStatusView(await subscriptionRecord(db, userId), now);
  return hasContentAccess(view, now) ? { allowed: true, view } : { allowed: false, reason: "subscription_required", view };
}
