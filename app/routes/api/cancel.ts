import type { Route } from "./+types/cancel";
import { ACCESS_DENIED, ApiError, NOT_FOUND, apiHandler, apiJson, jsonBody, methodNotAllowed, parseApi, requireApiParent } from "~/infrastructure/api.server";
import { CancelBody } from "~/domain/api/schemas";
import { getDb } from "~/db.server";
import { getPaymentGateway } from "~/domain/payments/config.server";
import { cancelSubscription } from "~/domain/subscriptions/cancellation.server";
import { subscriptionStatusView } from "~/domain/subscriptions/status";
import { ownSubscription, subscriptionRecord } from "~/domain/subscriptions/subscriptions.server";
import { getLanguage } from "~/infrastructure/i18n.server";
import type { z } from "zod";
import type { CancelJson } from "~/domain/api/schemas";

/**
 * POST /api/subscriptions/management/{id}/cancel — {reason, immediate}: cancels now, or at
 * the end of the paid period (nothing renews). Errors in `detail`.
 */
export function action({ request, context, params }: Route.ActionArgs) {
  return apiHandler(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const userId = await requireApiParent(request, context);
    const db = getDb();
    const subscription = await ownSubscription(db, userId, params.id);
    if (!subscription.ok) throw subscription.reason === "not_found" ? new ApiError(404, NOT_FOUND) : new ApiError(403, ACCESS_DENIED);
    const { reason, immediate } = parseApi(CancelBody, await jsonBody(request));
    const result = await cancelSubscription(getDb(), getPaymentGateway(), {
      userId,
      reason,
      timing: immediate ? "immediate" : "period_end",
      language: getLanguage(context),
    });
    if (result.kind === "nothing_to_cancel") throw new ApiError(409, "There is no subscription to cancel.");
    if (result.kind === "failed") throw new ApiError(502, "Failed to cancel subscription");
    return apiJson({
      cancelled: true,
      immediate,
      ends_at: result.endsAt,
      subscription: subscriptionStatusView(await subscriptionRecord(db, userId)),
    } satisfies z.output<typeof CancelJson>);
  });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
