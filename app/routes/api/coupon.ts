import type { Route } from "./+types/coupon";
import { ApiError, NOT_FOUND, apiHandler, apiJson, requireApiParent } from "~/infrastructure/api.server";
import { getDb } from "~/db.server";
import { findCouponByCode } from "~/domain/coupons/coupons.server";
import { requireCouponCheck } from "~/domain/api/coupons.server";
import type { z } from "zod";
import type { CouponJson } from "~/domain/api/schemas";

/** GET /api/coupons/{code} — the coupon's public facts (no balances of others, no ids of payments). */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const userId = await requireApiParent(request, context);
    await requireCouponCheck(getDb(), context, userId);
    const coupon = await findCouponByCode(getDb(), params.code);
    if (!coupon) throw new ApiError(404, NOT_FOUND);
    return apiJson({
      coupon_id: coupon.id,
      code: coupon.code,
      kind: coupon.kind,
      is_active: coupon.is_active === 1,
      valid_from: coupon.valid_from,
      valid_until: coupon.valid_until,
      usage_limit: coupon.usage_limit,
      current_usage: coupon.current_usage,
      applicable_to_subscriptions: coupon.applicable_to_subscriptions === 1,
    } satisfies z.output<typeof CouponJson>);
  });
}
