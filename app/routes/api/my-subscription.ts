import type { Route } from "./+types/my-subscription";
import { apiHandler, apiJson, requireApiParent } from "~/infrastructure/api.server";
import { getDb } from "~/db.server";
import { subscriptionStatusView } from "~/domain/subscriptions/status";
import { subscriptionRecord } from "~/domain/subscriptions/subscriptions.server";
import type { z } from "zod";
import type { SubscriptionStatusJson } from "~/domain/api/schemas";

/** GET /api/subscriptions/management/my-subscription — the spec's subscription status view. */
export function loader({ request, context }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const userId = await requireApiParent(request, context);
    return apiJson(subscriptionStatusView(await subscriptionRecord(getDb(), userId)) satisfies z.output<typeof SubscriptionStatusJson>);
  });
}
