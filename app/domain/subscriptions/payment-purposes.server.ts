import { redeemCoupon } from "~/domain/coupons/coupons.server";
import type { PaymentPurposeHandler } from "~/domain/payments/purposes.server";
import { applySuccessfulPayment, findSubscription, paidThrough } from "./subscriptions.server";

/**
 * A subscription bought (or a trial's card saved). The checkout's guard lets a purchase start
 * only while the parent's plan is not paid for; a success that finds it paid after all (a
 * second gateway page finished after the first) is refunded rather than charged twice.
 */
export const subscriptionPurpose: PaymentPurposeHandler = {
  async succeeded(trx, payment, { savedCardId, now }) {
    const current = await findSubscription(trx, payment.user_id);
    if (current && paidThrough(current, now)) {
      return payment.amount_minor > 0 ? { subscriptionId: current.id, refund: "already_subscribed" } : { subscriptionId: current.id };
    }
    const subscriptionId = await applySuccessfulPayment(trx, payment, savedCardId, now);
    await redeemCoupon(trx, payment, now);
    return { subscriptionId };
  },
  // Nothing is held beyond the payment itself (coupon holds end with its status).
  ended: async () => {},
};

/** A renewal charged by the job: the next period (of the scheduled plan, if the parent switched). */
export const renewalPurpose: PaymentPurposeHandler = {
  async succeeded(trx, payment, { savedCardId, now }) {
    const subscriptionId = await applySuccessfulPayment(trx, payment, savedCardId, now);
    await redeemCoupon(trx, payment, now);
    return { subscriptionId };
  },
  ended: async () => {},
};
