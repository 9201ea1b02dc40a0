import type { Route } from "./+types/coupon-balance";
import { ApiError, NOT_FOUND, apiHandler, apiJson, requireApiParent } from "~/infrastructure/api.server";
import { requireCouponCheck } from "~/domain/api/coupons.server";
import { amount } from "~/domain/api/shapes.server";
import { getDb } from "~/db.server";
import { couponOverview } from "~/domain/coupons/coupons.server";
import type { z } from "zod";
import type { CouponBalanceJson } from "~/domain/api/schemas";

/** GET /api/coupons/{code}/balance — a gift coupon's remaining_balance (what open payments hold is not counted). */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const userId = await requireApiParent(request, context);
    await requireCouponCheck(getDb(), context, userId);
    const overview = await couponOverview(getDb(), params.code);
    if (!overview.found) throw new ApiError(404, NOT_FOUND);
    if (overview.kind !== "gift") throw new ApiError(400, "This coupon has no balance: it is not a gift coupon");
    return apiJson({
      code: overview.code,
      remaining_balance: amount(overview.remainingBalanceMinor ?? 0, overview.currency ?? "AZN"),
      initial_balance: amount(overview.amountOffMinor ?? 0, overview.currency ?? "AZN"),
      currency: overview.currency ?? "AZN",
      is_usable: overview.unusableBecause === null,
    } satisfies z.output<typeof CouponBalanceJson>);
  });
}
