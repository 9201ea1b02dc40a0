import type { Route } from "./+types/coupon-validate";
import { apiHandler, apiJson, methodNotAllowed, parseQuery, requireApiParent } from "~/infrastructure/api.server";
import { CouponValidateQuery } from "~/domain/api/schemas";
import { couponFailureText, requireCouponCheck } from "~/domain/api/coupons.server";
import { amount } from "~/domain/api/shapes.server";
import { getDb } from "~/db.server";
import { validateCouponCode } from "~/domain/coupons/coupons.server";
import { parseDecimalToMinor } from "~/lib/money";
import type { z } from "zod";
import type { CouponValidationJson } from "~/domain/api/schemas";

/**
 * POST /api/coupons/{code}/validate?amount=71.40[&plan_id=…] — the spec's validation result:
 * is_valid, coupon, original_amount, discount_amount, final_amount (decimal strings) and
 * error_message. An invalid coupon is a 200 with is_valid false; only a missing amount or
 * code, or a code holding a line break or a control character, is a 400.
 */
export function action({ request, context, params }: Route.ActionArgs) {
  return apiHandler(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const userId = await requireApiParent(request, context);
    await requireCouponCheck(getDb(), context, userId);
    const query = parseQuery(CouponValidateQuery, request);
    const amountMinor = parseDecimalToMinor(query.amount ?? "", "AZN") ?? 0;
    const check = await validateCouponCode(getDb(), params.code, { amountMinor, currency: "AZN", planId: query.plan_id || null });
    if (!check.isValid) {
      const body = {
        is_valid: false,
        coupon: check.code || null,
        original_amount: amount(Math.max(0, amountMinor), "AZN"),
        discount_amount: "0.00",
        final_amount: amount(Math.max(0, amountMinor), "AZN"),
        error_message: couponFailureText(check.failure),
      } satisfies z.output<typeof CouponValidationJson>;
      return apiJson(
        body,
        check.failure === "required" || check.failure === "amount_required" || check.failure === "too_long" || check.failure === "characters" ? 400 : 200,
      );
    }
    return apiJson({
      is_valid: true,
      coupon: check.code,
      original_amount: amount(check.originalMinor, "AZN"),
      discount_amount: amount(check.discountMinor, "AZN"),
      final_amount: amount(check.finalMinor, "AZN"),
      discount_percent: check.discountPercent,
      error_message: null,
    } satisfies z.output<typeof CouponValidationJson>);
  });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
