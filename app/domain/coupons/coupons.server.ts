import type { CouponRow, PaymentRow } from "../../../db/schema.ts";
import type { DB } from "~/db.server";
import { log } from "~/lib/log.server";
import { type CouponCheck, checkCoupon, normaliseCouponCode } from "./coupons";

export async function findCouponByCode(db: DB, code: string): Promise<CouponRow | null> {
  const normalised = normaliseCouponCode(code);
  if (!normalised) return null;
  return (await db.selectFrom("coupons").selectAll().where("code", "=", normalised).executeTakeFirst()) ?? null;
}

/** Validates a typed code for a purchase, reading the coupon (the server decides every amount). */
export async function validateCouponCode(
  db: DB,
  code: string,
  purchase: { amountMinor: number; currency: string; planId: string | null },
  now: Date = new Date(),
): Promise<CouponCheck & { code: string }> {
  const check = checkCoupon(code, await findCouponByCode(db, code), purchase, now);
  return { ...check, code: normaliseCouponCode(code) };
}

/**
 * Counts a coupon's use for a successful payment, inside the caller's transaction: one
 * redemption per payment (a replayed event counts nothing), and the usage only while the limit
 * allows. Payments that charged nothing (a trial's card) count when their first charge does.
 */
export async function redeemCoupon(trx: DB, payment: PaymentRow, now: Date): Promise<void> {
  if (!payment.coupon_code || payment.discount_minor <= 0 || payment.kind === "card_registration") return;
  const coupon = await findCouponByCode(trx, payment.coupon_code);
  if (!coupon) return;
  const inserted = await trx
    .insertInto("coupon_redemptions")
    .values({ coupon_id: coupon.id, payment_id: payment.id, user_id: payment.user_id, discount_minor: payment.discount_minor, redeemed_at: now.toISOString() })
    .onConflict((oc) => oc.column("payment_id").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return;
  const counted = await trx
    .updateTable("coupons")
    .set((eb) => ({ current_usage: eb("current_usage", "+", 1) }))
    .where("id", "=", coupon.id)
    .where((eb) => eb.or([eb("usage_limit", "is", null), eb("current_usage", "<", eb.ref("usage_limit"))]))
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) === 0) log.warn("coupon used beyond its limit", { code: coupon.code });
}
