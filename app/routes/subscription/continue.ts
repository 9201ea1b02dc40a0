import { redirect } from "react-router";
import type { Route } from "./+types/continue";
import { getDb } from "~/db.server";
import { requireParent } from "~/infrastructure/guards.server";
import { afterSubscriptionPath, forgetAfterSubscription } from "~/infrastructure/after-subscription.server";
import { hasContentAccess, subscriptionStatusView } from "~/domain/subscriptions/status";
import { subscriptionRecord } from "~/domain/subscriptions/subscriptions.server";
import { redirectWithToast } from "~/infrastructure/toast.server";

/**
 * Where the success page moves on to: the page that sent the parent to the plans, else the
 * catalogue, with the spec's 'Subscription activated successfully!' when access is open.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireParent(request, context);
  const destination = await afterSubscriptionPath(request);
  const now = new Date();
  const active = hasContentAccess(subscriptionStatusView(await subscriptionRecord(getDb(), session.user.id), now), now);
  const init = { headers: { "Set-Cookie": await forgetAfterSubscription() } };
  if (!active) return redirect(destination, init);
  return redirectWithToast(request, destination, { kind: "success", message: "subscription.activatedToast" }, init);
}
