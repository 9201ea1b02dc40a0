import type { RouterContextProvider } from "react-router";
import { getDb } from "~/db.server";
import { getSession } from "~/lib/auth.server";
import { type SubscriptionStatusView, hasContentAccess, subscriptionStatusView } from "./status";
import { subscriptionRecord } from "./subscriptions.server";

/**
 * Whether this request may see premium content, and if not, why: the locked-content card
 * asks a visitor to log in (registration is free) and a parent without access to subscribe.
 */
export type PremiumAccess =
  | { allowed: true; view: SubscriptionStatusView }
  | { allowed: false; reason: "login_required" | "subscription_required"; view: SubscriptionStatusView | null };

export async function premiumAccess(context: Readonly<RouterContextProvider>, now: Date = new Date()): Promise<PremiumAccess> {
  const session = getSession(context);
  if (!session) return { allowed: false, reason: "login_required", view: null };
  const view = subscriptionStatusView(await subscriptionRecord(getDb(), session.user.id), now);
  return hasContentAccess(view, now) ? { allowed: true, view } : { allowed: false, reason: "subscription_required", view };
}
