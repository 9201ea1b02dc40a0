import { locksRows } from "../../../db/portable.ts";
import type { CouponRow, PaymentRow } from "../../../db/schema.ts";
import type { DB } from "~/db.server";
import { log } from "~/infrastructure/log.server";
import { isOneLineText } from "~/lib/plain-text";
import { type CouponCheck, checkCoupon, couponUnusableBecause, normaliseCouponCode } from "./coupons";

/**
 * A coupon by its code. Inside a transaction on PostgreSQL the row is locked until the
 * transaction ends: the coupon's row guards its uses and gift balance, so two parents' payments
 * that both read what is left (the last use) decide one after the other (ADR 018).
 */
export async function findCouponByCode(db: DB, code: string): Promise<CouponRow | null> {
  const normalised = normaliseCouponCode(code);
  // A code no person could type never reaches the database (PostgreSQL refuses NUL in text).
  if (!normalised || !isOneLineText(normalised)) return null;
  return (
    (await db
      .selectFrom("coupons")
      .selectAll()
      .where("code", "=", normalised)
      .$if(locksRows(db), (qb) => qb.forUpdate())
      .executeTakeFirst()) ?? null
  );
}

/** How long a started, unfinished payment holds its coupon's use (and gift balance). */
const COUPON_HOLD_MINUTES = 30;

/**
 * The coupon as it is available now. Two things hold a use (and a gift coupon's amount) before
 * it is counted:
 * - a started payment with the coupon, pending for at most COUPON_HOLD_MINUTES (a trial's
 *   card registration included: it promises the discount for the first charge);
 * - a trial that carries the coupon to its first charge, until that charge succeeds (the use
 *   is then counted) or the trial ends without one (the use is free again).
 * `except` leaves out one subscription's own hold, to check the coupon for that subscription.
 */
async function availableCoupon(db: DB, coupon: CouponRow, now: Date = new Date(), except: { subscriptionId?: string } = {}): Promise<CouponRow> {
  const since = new Date(now.getTime() - COUPON_HOLD_MINUTES * 60_000).toISOString();
  const [payments, trials] = await Promise.all([
    db
      .selectFrom("payments")
      .select((eb) => [eb.fn.countAll<number>().as("uses"), eb.fn.coalesce(eb.fn.sum<number>("discount_minor"), eb.val(0)).as("discount")])
      .where("coupon_code", "=", coupon.code)
      .where("status", "=", "pending")
      .where("discount_minor", ">", 0)
      .where("created_at", ">=", since)
      .$if(except.subscriptionId !== undefined, (qb) =>
        qb.where((eb) => eb.or([eb("subscription_id", "is", null), eb("subscription_id", "!=", except.subscriptionId ?? "")])),
      )
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("subscriptions")
      .select((eb) => [eb.fn.countAll<number>().as("uses"), eb.fn.coalesce(eb.fn.sum<number>("next_charge_discount_minor"), eb.val(0)).as("discount")])
      .where("next_charge_coupon_code", "=", coupon.code)
      .where("status", "=", "trial")
      .where("next_charge_discount_minor", ">", 0)
      .$if(except.subscriptionId !== undefined, (qb) => qb.where("id", "!=", except.subscriptionId ?? ""))
      .executeTakeFirstOrThrow(),
  ]);
  const uses = Number(payments.uses) + Number(trials.uses);
  const discount = Number(payments.discount) + Number(trials.discount);
  return {
    ...coupon,
    current_usage: coupon.current_usage + uses,
    remaining_balance_minor: coupon.remaining_balance_minor === null ? null : coupon.remaining_balance_minor - discount,
  };
}

/** Validates a typed code for a purchase, reading the coupon (the server decides every amount). */
export async function validateCouponCode(
  db: DB,
  code: string,
  purchase: { amountMinor: number; currency: string; planId: string | null },
  now: Date = new Date(),
  except: { subscriptionId?: string } = {},
): Promise<CouponCheck & { code: string }> {
  const found = await findCouponByCode(db, code);
  const check = checkCoupon(code, found ? await availableCoupon(db, found, now, except) : null, purchase, now);
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
  if (coupon.kind === "gift") {
    const drawn = await trx
      .updateTable("coupons")
      .set((eb) => ({ remaining_balance_minor: eb("remaining_balance_minor", "-", payment.discount_minor) }))
      .where("id", "=", coupon.id)
      .where("remaining_balance_minor", ">=", payment.discount_minor)
      .executeTakeFirst();
    if (Number(drawn.numUpdatedRows) === 0) log.warn("gift balance drawn beyond what was left", { code: coupon.code });
  }
}

/** What a code gives, for the profile's "check a code": its kind, amounts, validity, and why it cannot be used now. */
export type CouponOverview =
  | { found: false; code: string }
  | {
      found: true;
      code: string;
      kind: CouponRow["kind"];
      percentOff: number | null;
      amountOffMinor: number | null;
      /** A gift's balance left (held by open payments excluded). */
      remainingBalanceMinor: number | null;
      currency: string | null;
      minOrderMinor: number;
      validUntil: string | null;
      unusableBecause: ReturnType<typeof couponUnusableBecause>;
    };

export async function couponOverview(db: DB, code: string, now: Date = new Date()): Promise<CouponOverview> {
  const normalised = normaliseCouponCode(code);
  const found = await findCouponByCode(db, normalised);
  if (!found) return { found: false, code: normalised };
  const coupon = await availableCoupon(db, found, now);
  return {
    found: true,
    code: coupon.code,
    kind: coupon.kind,
    percentOff: coupon.percent_off,
    amountOffMinor: coupon.amount_off_minor,
    remainingBalanceMinor: coupon.kind === "gift" ? Math.max(0, coupon.remaining_balance_minor ?? 0) : null,
    currency: coupon.currency,
    minOrderMinor: coupon.min_order_minor,
    validUntil: coupon.valid_until,
    unusableBecause: couponUnusableBecause(coupon, now),
  };
}

export interface CouponUsage {
  uses: Array<{ code: string; orderId: string; discountMinor: number; currency: string; redeemedAt: string }>;
  totalUses: number;
  /** Every product is priced in AZN, so the savings add up in one currency. */
  totalSavedMinor: number;
}

/** The parent's coupon history: every use with what it saved, the number of uses and the total saved. */
export async function couponUsage(db: DB, userId: string): Promise<CouponUsage> {
  const uses = await db
    .selectFrom("coupon_redemptions")
    .innerJoin("coupons", "coupons.id", "coupon_redemptions.coupon_id")
    .innerJoin("payments", "payments.id", "coupon_redemptions.payment_id")
    .select([
      "coupons.code",
      "payments.order_id as orderId",
      "coupon_redemptions.discount_minor as discountMinor",
      "payments.currency",
      "coupon_redemptions.redeemed_at as redeemedAt",
    ])
    .where("coupon_redemptions.user_id", "=", userId)
    .orderBy("coupon_redemptions.redeemed_at", "desc")
    .execute();
  return { uses, totalUses: uses.length, totalSavedMinor: uses.reduce((sum, use) => sum + use.discountMinor, 0) };
}
