import type { Route } from "./+types/coupon-usage";
import { ApiError, NOT_FOUND, apiHandler, apiJson, requireApiParent } from "~/infrastructure/api.server";
import { requireCouponCheck } from "~/domain/api/coupons.server";
import { amount } from "~/domain/api/shapes.server";
import { getDb } from "~/db.server";
import { couponUsage, findCouponByCode } from "~/domain/coupons/coupons.server";
import { normaliseCouponCode } from "~/domain/coupons/coupons";
import type { z } from "zod";
import type { CouponUsageJson } from "~/domain/api/schemas";

/**
 * GET /api/coupons/{code}/usage — how often the coupon was used in all (total_usage_count),
 * and the parent's own uses of it with the amount saved.
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const userId = await requireApiParent(request, context);
    await requireCouponCheck(getDb(), context, userId);
    const db = getDb();
    const coupon = await findCouponByCode(db, params.code);
    if (!coupon) throw new ApiError(404, NOT_FOUND);
    const mine = (await couponUsage(db, userId)).uses.filter((use) => use.code === normaliseCouponCode(params.code));
    return apiJson({
      code: coupon.code,
      total_usage_count: coupon.current_usage,
      my_usage_count: mine.length,
      my_total_saved: amount(
        mine.reduce((sum, use) => sum + use.discountMinor, 0),
        "AZN",
      ),
      history: mine.map((use) => ({ order_id: use.orderId, used_amount: amount(use.discountMinor, use.currency), used_at: use.redeemedAt })),
    } satisfies z.output<typeof CouponUsageJson>);
  });
}
