import { beforeEach, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../db/seed.ts";
import { createTestDatabase } from "../../../tests/support/test-database.ts";
import { findCouponByCode } from "~/domain/coupons/coupons.server";
import { APPLIED_COUPON_MINUTES, appliedCouponFrom, applyCoupon, couponToPayWith } from "./applied-coupon.server";
import { findPlan } from "./checkout.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
});

const NOW = new Date();

describe("the applied coupon", () => {
  it("keeps the code and each plan's validation, and reads it back for 10 minutes only", async () => {
    const { db } = database;
    const result = await applyCoupon(db, " welcome10 ", NOW);
    if (!result.ok) throw new Error("WELCOME10 should apply");
    const monthly = await findPlan(db, "monthly");
    if (!monthly) throw new Error("no monthly plan");
    expect(result.applied.plans.monthly).toEqual({
      originalMinor: monthly.priceMinor,
      discountMinor: Math.round(monthly.priceMinor / 10),
      finalMinor: monthly.priceMinor - Math.round(monthly.priceMinor / 10),
    });
    const kept = JSON.parse(JSON.stringify(result.applied)) as unknown;
    expect(appliedCouponFrom(kept, NOW)?.code).toBe("WELCOME10");
    expect(appliedCouponFrom(kept, new Date(NOW.getTime() + (APPLIED_COUPON_MINUTES * 60 + 1) * 1000))).toBeNull();
    expect(appliedCouponFrom({ code: "X" }, NOW)).toBeNull();
  });

  it("pays only with validation data for the plan's current price", async () => {
    const { db } = database;
    const result = await applyCoupon(db, "welcome10", NOW);
    if (!result.ok) throw new Error("WELCOME10 should apply");
    const monthly = await findPlan(db, "monthly");
    if (!monthly) throw new Error("no monthly plan");
    expect(couponToPayWith(result.applied, monthly)).toEqual({ kind: "code", code: "WELCOME10" });
    expect(couponToPayWith(result.applied, { ...monthly, priceMinor: monthly.priceMinor + 100 })).toEqual({ kind: "missing_validation" });
    expect(couponToPayWith({ ...result.applied, plans: {} }, monthly)).toEqual({ kind: "missing_validation" });
    expect(couponToPayWith(null, monthly)).toEqual({ kind: "none" });
  });

  it("refuses an expired, unknown or empty code with its reason", async () => {
    const { db } = database;
    expect(await applyCoupon(db, "summer2025", NOW)).toEqual({ ok: false, code: "SUMMER2025", failure: "expired" });
    expect(await applyCoupon(db, "nope", NOW)).toEqual({ ok: false, code: "NOPE", failure: "invalid" });
    expect(await applyCoupon(db, "   ", NOW)).toEqual({ ok: false, code: "", failure: "required" });
    expect(await applyCoupon(db, "X".repeat(21), NOW)).toMatchObject({ ok: false, failure: "too_long" });
  });

  it("refuses a code with a NUL or a line break before it reaches the database", async () => {
    const { db } = database;
    expect(await applyCoupon(db, "WELCOME\u000010", NOW)).toMatchObject({ ok: false, failure: "characters" });
    expect(await applyCoupon(db, "WEL\nCOME10", NOW)).toMatchObject({ ok: false, failure: "characters" });
    expect(await findCouponByCode(db, "WELCOME\u000010")).toBeNull();
  });
});
