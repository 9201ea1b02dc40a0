import { describe, expect, it } from "vitest";
import type { CouponRow } from "../../../db/schema.ts";
import { checkCoupon, discountPercent, discountedMinor, normaliseCouponCode } from "./coupons";

const NOW = new Date("2026-11-22T12:00:00.000Z");
const coupon = (overrides: Partial<CouponRow>): CouponRow => ({
  id: "c1",
  code: "WELCOME10",
  kind: "percent",
  percent_off: 10,
  amount_off_minor: null,
  currency: null,
  valid_from: "2026-01-01T00:00:00.000Z",
  valid_until: "2027-01-01T00:00:00.000Z",
  is_active: 1,
  usage_limit: null,
  current_usage: 0,
  min_order_minor: 0,
  applicable_to_subscriptions: 1,
  applicable_plan_ids: null,
  remaining_balance_minor: null,
  created_at: "2026-01-01T00:00:00.000Z",
  ...overrides,
});
const purchase = { amountMinor: 7140, currency: "AZN", planId: "six-months" };
const gift = (remaining: number) => coupon({ kind: "gift", percent_off: null, amount_off_minor: 5000, currency: "AZN", remaining_balance_minor: remaining });

describe("coupons", () => {
  it("trims codes and ignores case", () => {
    expect(normaliseCouponCode("  welcome10 ")).toBe("WELCOME10");
    expect(normaliseCouponCode(undefined)).toBe("");
  });

  it("take a percent off as amount × (1 − percent/100), rounded, or a fixed amount, never below 0", () => {
    expect(discountedMinor(coupon({}), 7140)).toBe(6426);
    expect(discountedMinor(coupon({ percent_off: 15 }), 1990)).toBe(1692); // 1691.5 rounds up
    expect(discountedMinor(coupon({ kind: "fixed", percent_off: null, amount_off_minor: 500 }), 1990)).toBe(1490);
    expect(discountedMinor(coupon({ kind: "fixed", percent_off: null, amount_off_minor: 5000 }), 1990)).toBe(0);
    expect(discountPercent(714, 7140)).toBe(10);
    expect(discountPercent(500, 0)).toBe(0);
  });

  it("give the spec's result for a valid coupon", () => {
    expect(checkCoupon("welcome10", coupon({}), purchase, NOW)).toEqual({
      isValid: true,
      originalMinor: 7140,
      discountMinor: 714,
      finalMinor: 6426,
      discountPercent: 10,
    });
  });

  it.each([
    ["", coupon({}), purchase, "required"],
    ["X".repeat(21), coupon({}), purchase, "too_long"],
    ["WELCOME\u000010", coupon({}), purchase, "characters"],
    ["WELCOME\n10", coupon({}), purchase, "characters"],
    ["WELCOME10", coupon({}), { ...purchase, amountMinor: 0 }, "amount_required"],
    ["NOPE", null, purchase, "invalid"],
    ["WELCOME10", coupon({ is_active: 0 }), purchase, "not_active"],
    ["WELCOME10", coupon({ valid_from: "2026-12-01T00:00:00.000Z" }), purchase, "not_active"],
    ["WELCOME10", coupon({ valid_until: "2026-11-01T00:00:00.000Z" }), purchase, "expired"],
    ["WELCOME10", coupon({ usage_limit: 3, current_usage: 3 }), purchase, "usage_limit_reached"],
    ["WELCOME10", coupon({ min_order_minor: 9000 }), purchase, "minimum_not_met"],
    ["WELCOME10", coupon({ applicable_plan_ids: '["yearly"]' }), purchase, "not_applicable"],
    ["WELCOME10", coupon({ applicable_to_subscriptions: 0 }), purchase, "not_applicable"],
    ["WELCOME10", coupon({ kind: "fixed", percent_off: null, amount_off_minor: 500, currency: "USD" }), purchase, "not_applicable"],
  ] as const)("refuse %j: %s", (code, found, bought, failure) => {
    expect(checkCoupon(code, found, bought, NOW)).toEqual({ isValid: false, failure });
  });

  it("accept a limited coupon with uses left and one for the plan bought", () => {
    expect(checkCoupon("WELCOME10", coupon({ usage_limit: 3, current_usage: 2, applicable_plan_ids: '["six-months"]' }), purchase, NOW).isValid).toBe(true);
  });

  it("draws a gift balance down: up to the whole price, and an empty one is used up", () => {
    expect(checkCoupon("GIFT50", gift(5000), purchase, NOW)).toEqual({
      isValid: true,
      originalMinor: 7140,
      discountMinor: 5000,
      finalMinor: 2140,
      discountPercent: 70,
    });
    expect(checkCoupon("GIFT50", gift(9000), purchase, NOW)).toMatchObject({ isValid: true, discountMinor: 7140, finalMinor: 0, discountPercent: 100 });
    expect(checkCoupon("GIFT50", gift(0), purchase, NOW)).toEqual({ isValid: false, failure: "usage_limit_reached" });
    expect(checkCoupon("GIFT50", gift(100), { ...purchase, currency: "USD" }, NOW)).toEqual({ isValid: false, failure: "not_applicable" });
    expect(discountedMinor(gift(2500), 1000)).toBe(0);
  });
});
