import type { PaymentKind, PaymentPurpose, PaymentStatus } from "../../../db/schema.ts";
import { normaliseCouponCode } from "~/domain/coupons/coupons";
import { COUPON_CODE_MAX } from "~/domain/coupons/coupon-limits";
import { isOneLineText } from "~/lib/plain-text";

/** The statuses a parent can filter by, in the order the filter lists them. */
export const TRANSACTION_STATUSES = ["succeeded", "pending", "failed", "cancelled", "refunded"] as const satisfies ReadonlyArray<PaymentStatus>;

export interface TransactionFilter {
  status: PaymentStatus | null;
  couponCode: string | null;
}

/** The filter from the page's query string; anything unknown is ignored, never an error. */
export function transactionFilterFrom(params: URLSearchParams): TransactionFilter {
  const status = params.get("status");
  const coupon = normaliseCouponCode(params.get("coupon") ?? "").slice(0, COUPON_CODE_MAX);
  return {
    status: (TRANSACTION_STATUSES as ReadonlyArray<string>).includes(status ?? "") ? (status as PaymentStatus) : null,
    couponCode: coupon && isOneLineText(coupon) ? coupon : null,
  };
}

/** Which label a transaction's "for" column uses (billing.purpose.*), with the plan's name. */
export function transactionPurposeKey(transaction: { purpose: PaymentPurpose; kind: PaymentKind }): "subscription" | "renewal" | "autism_screening" | "card_save" | "trial" {
  if (transaction.purpose === "subscription" && transaction.kind === "card_registration") return "trial";
  return transaction.purpose;
}
