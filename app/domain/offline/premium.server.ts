import type { DB } from "~/db.server";
import { hasContentAccess, subscriptionStatusView } from "~/domain/subscriptions/status";
import { subscriptionRecord } from "~/domain/subscriptions/subscriptions.server";

/** Whether the parent has Premium now (a subscription or a trial): the pages' own rule, without a request. */
export async function hasPremium(db: DB, userId: string, now: Date = new Date()): Promise<boolean> {
  const view = subscriptionStatusView(await subscriptionRecord(db, userId), now);
  return hasContentAccess(view, now);
}
