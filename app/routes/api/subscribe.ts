import type { Route } from "./+types/subscribe";
import { ApiError, apiHandler, apiJson, idempotencyKeyOf, jsonBody, methodNotAllowed, parseApi, requireApiParent } from "~/infrastructure/api.server";
import { SubscribeBody } from "~/domain/api/schemas";
import { planChangeJson, subscribeJson } from "~/domain/api/shapes.server";
import { schedulePlanChange } from "~/domain/subscriptions/plan-change.server";
import { getDb } from "~/db.server";
import { getPaymentGateway } from "~/domain/payments/config.server";
import { NEW_CARD } from "~/domain/subscriptions/checkout-choices";
import { startCheckout } from "~/domain/subscriptions/checkout.server";
import { getLanguage } from "~/infrastructure/i18n.server";
import { publicOrigin } from "~/infrastructure/request-origin.server";

/**
 * POST /api/subscriptions/subscribe/ — {plan_id, card_id?, coupon_code?, auto_renew?}. The
 * amount is the plan's price (and the coupon's discount) computed here. The gateway returns
 * the parent to this site's return handler; `return_url` and `cancel_url` are accepted and
 * not used. An `Idempotency-Key` header makes a retry the same payment.
 */
export function action({ request, context }: Route.ActionArgs) {
  return apiHandler(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const userId = await requireApiParent(request, context);
    const body = parseApi(SubscribeBody, await jsonBody(request));
    const planId = body.plan_id;
    const gateway = getPaymentGateway();
    if (!gateway) throw new ApiError(503, "Payments are not available right now");
    const idempotencyKey = idempotencyKeyOf(request, false) ?? crypto.randomUUID();
    const db = getDb();
    const result = await startCheckout(db, gateway, {
      userId,
      choice: {
        planId,
        method: body.card_id ?? NEW_CARD,
        autoRenew: body.auto_renew,
        idempotencyKey,
        couponCode: body.coupon_code,
      },
      language: getLanguage(context),
      origin: publicOrigin(request),
    });
    // Another plan while one is paid for is a plan change, not a purchase (ADR 016).
    if (result.kind === "plan_change")
      return apiJson(await planChangeJson(db, userId, await schedulePlanChange(db, userId, planId, new Date(), { resumeRenewal: body.resume_renewal })), 200);
    return apiJson(await subscribeJson(db, userId, result), 201);
  });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
