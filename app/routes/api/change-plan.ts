import type { Route } from "./+types/change-plan";
import { ACCESS_DENIED, ApiError, NOT_FOUND, apiHandler, apiJson, idempotencyKeyOf, jsonBody, methodNotAllowed, optionalString, requireApiParent } from "~/domain/api/api.server";
import { subscribeJson } from "~/domain/api/shapes.server";
import { getDb } from "~/db.server";
import { getPaymentGateway } from "~/domain/payments/config.server";
import { NEW_CARD } from "~/domain/subscriptions/checkout-choices";
import { startCheckout } from "~/domain/subscriptions/checkout.server";
import { getLanguage } from "~/lib/i18n.server";
import { publicOrigin } from "~/lib/request-origin.server";

/**
 * POST /api/subscriptions/management/{id}/change-plan/ — {plan_id}: pays for the new plan
 * with the subscription's card (else a new card on the gateway's page); the new plan starts
 * when that payment succeeds. Another parent's subscription answers 403.
 */
export function action({ request, context, params }: Route.ActionArgs) {
  return apiHandler(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const userId = await requireApiParent(request, context);
    const db = getDb();
    const subscription = await db.selectFrom("subscriptions").select(["id", "user_id", "card_id", "plan_id", "auto_renew"]).where("id", "=", params.id).executeTakeFirst();
    if (!subscription) throw new ApiError(404, NOT_FOUND);
    if (subscription.user_id !== userId) throw new ApiError(403, ACCESS_DENIED);
    const planId = optionalString(await jsonBody(request), "plan_id");
    if (!planId) throw new ApiError(400, "plan_id is required");
    if (planId === subscription.plan_id) throw new ApiError(400, "This is already the subscription's plan");
    const gateway = getPaymentGateway();
    if (!gateway) throw new ApiError(503, "Payments are not available right now");
    const idempotencyKey = idempotencyKeyOf(request, false) ?? crypto.randomUUID();
    const result = await startCheckout(db, gateway, {
      userId,
      choice: { planId, method: subscription.card_id ?? NEW_CARD, autoRenew: subscription.auto_renew === 1, idempotencyKey, couponCode: null },
      language: getLanguage(context),
      origin: publicOrigin(request),
    });
    return apiJson(await subscribeJson(db, userId, idempotencyKey, result), 201);
  });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
