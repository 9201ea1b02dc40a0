import type { Route } from "./+types/payments-initiate";
import {
  ACCESS_DENIED,
  ApiError,
  NOT_FOUND,
  apiHandler,
  apiJson,
  idempotencyKeyOf,
  jsonBody,
  methodNotAllowed,
  parseApi,
  requireApiParent,
} from "~/infrastructure/api.server";
import { PaymentBody } from "~/domain/api/schemas";
import { amount, refusalText, subscribeJson } from "~/domain/api/shapes.server";
import { getDb } from "~/db.server";
import { startScreeningPayment } from "~/domain/autism/payment.server";
import { screeningPrices } from "~/domain/autism/screenings.server";
import { getPaymentGateway } from "~/domain/payments/config.server";
import { findPaymentByIdempotencyKey } from "~/domain/payments/payments.server";
import { NEW_CARD } from "~/domain/subscriptions/checkout-choices";
import { startCheckout } from "~/domain/subscriptions/checkout.server";
import { getLanguage } from "~/infrastructure/i18n.server";
import { publicOrigin } from "~/infrastructure/request-origin.server";
import type { z } from "zod";
import type { PaymentJson } from "~/domain/api/schemas";

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
    const body = parseApi(PaymentBody, await jsonBody(request));
    const gateway = getPaymentGateway();
    if (!gateway) throw new ApiError(503, "Payments are not available right now");
    const db = getDb();
    const common = { language: getLanguage(context), origin: publicOrigin(request) };
    const method = body.card_id ?? NEW_CARD;
    if (body.purpose !== "autism_screening") {
      const result = await startCheckout(db, gateway, {
        userId,
        choice: { planId: body.plan_id, method, autoRenew: body.auto_renew, idempotencyKey, couponCode: body.coupon_code },
        ...common,
      });
      return apiJson(await subscribeJson(db, userId, result), 201);
    }
    // The same explicit consent as the web form's box: the answers are health-related data.
    const healthConsentAt = body.health_consent ? new Date().toISOString() : null;
    const result = await startScreeningPayment(db, gateway, {
      userId,
      childId: body.child_id,
      method,
      idempotencyKey,
      prices: screeningPrices(),
      healthConsentAt,
      ...common,
    });
    if (result.kind === "not_owned") throw result.reason === "not_found" ? new ApiError(404, NOT_FOUND) : new ApiError(403, ACCESS_DENIED);
    if (result.kind === "refused") {
      throw new ApiError(result.message === "autism.gatewayFailed" ? 502 : 400, refusalText(result.message, result.code ? { code: result.code } : undefined));
    }
    if (result.kind === "continue")
      throw new ApiError(409, "This child's screening is paid and not finished: continue it", { screening_id: result.screeningId });
    const payment = await findPaymentByIdempotencyKey(db, userId, idempotencyKey);
    return apiJson(
      {
        payment_url: result.kind === "redirect" ? result.url : null,
        order_id: payment?.order_id ?? null,
        status: payment?.status ?? null,
        amount: payment ? amount(payment.amount_minor, payment.currency) : null,
        currency: payment?.currency ?? null,
      } satisfies z.output<typeof PaymentJson>,
      201,
    );
  });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
