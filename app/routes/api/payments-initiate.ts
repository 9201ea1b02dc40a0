import type { Route } from "./+types/payments-initiate";
import { ACCESS_DENIED, ApiError, NOT_FOUND, apiHandler, apiJson, idempotencyKeyOf, jsonBody, methodNotAllowed, optionalBoolean, optionalString, requireApiParent } from "~/domain/api/api.server";
import { amount, refusalText, subscribeJson } from "~/domain/api/shapes.server";
import { getDb } from "~/db.server";
import { startScreeningPayment } from "~/domain/autism/payment.server";
import { screeningPrices } from "~/domain/autism/screenings.server";
import { getPaymentGateway } from "~/domain/payments/config.server";
import { findPaymentByIdempotencyKey } from "~/domain/payments/payments.server";
import { NEW_CARD } from "~/domain/subscriptions/checkout-choices";
import { startCheckout } from "~/domain/subscriptions/checkout.server";
import { getLanguage } from "~/lib/i18n.server";
import { publicOrigin } from "~/lib/request-origin.server";

/**
 * POST /api/payments/initiate — `Idempotency-Key` header required. {purpose: "subscription",
 * plan_id, card_id?, coupon_code?, auto_renew?} or {purpose: "autism_screening", child_id,
 * health_consent: true, card_id?}. The amount is always computed here. A replayed key answers the same payment.
 */
export function action({ request, context }: Route.ActionArgs) {
  return apiHandler(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const userId = await requireApiParent(request, context);
    const idempotencyKey = idempotencyKeyOf(request, true) ?? "";
    const body = await jsonBody(request);
    const purpose = optionalString(body, "purpose") ?? "subscription";
    const gateway = getPaymentGateway();
    if (!gateway) throw new ApiError(503, "Payments are not available right now");
    const db = getDb();
    const common = { language: getLanguage(context), origin: publicOrigin(request) };
    const method = optionalString(body, "card_id") ?? NEW_CARD;
    if (purpose === "subscription") {
      const planId = optionalString(body, "plan_id");
      if (!planId) throw new ApiError(400, "plan_id is required");
      const result = await startCheckout(db, gateway, {
        userId,
        choice: { planId, method, autoRenew: optionalBoolean(body, "auto_renew", true), idempotencyKey, couponCode: optionalString(body, "coupon_code") },
        ...common,
      });
      return apiJson(await subscribeJson(db, userId, result), 201);
    }
    if (purpose === "autism_screening") {
      const childId = optionalString(body, "child_id");
      if (!childId) throw new ApiError(400, "child_id is required");
      // The same explicit consent as the web form's box: the answers are health-related data.
      const consented = optionalBoolean(body, "health_consent", false);
      const healthConsentAt = consented ? new Date().toISOString() : null;
      const result = await startScreeningPayment(db, gateway, { userId, childId, method, idempotencyKey, prices: screeningPrices(), healthConsentAt, ...common });
      if (result.kind === "not_owned") throw result.reason === "not_found" ? new ApiError(404, NOT_FOUND) : new ApiError(403, ACCESS_DENIED);
      if (result.kind === "refused") {
        throw new ApiError(result.message === "autism.gatewayFailed" ? 502 : 400, refusalText(result.message, result.code ? { code: result.code } : undefined));
      }
      if (result.kind === "continue") throw new ApiError(409, "This child's screening is paid and not finished: continue it", { screening_id: result.screeningId });
      const payment = await findPaymentByIdempotencyKey(db, userId, idempotencyKey);
      return apiJson(
        {
          payment_url: result.kind === "redirect" ? result.url : null,
          order_id: payment?.order_id ?? null,
          status: payment?.status ?? null,
          amount: payment ? amount(payment.amount_minor, payment.currency) : null,
          currency: payment?.currency ?? null,
        },
        201,
      );
    }
    throw new ApiError(400, "purpose must be subscription or autism_screening");
  });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
