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

/**
 * A status asked for that no payment can have (`status=bogus`): the page and the API answer 400
 * instead of quietly listing everything, which would read as "all of these are bogus". An empty
 * value means no filter.
 */
export function unknownTransactionStatus(params: URLSearchParams): string | null {
  const status = params.get("status");
  if (status === null || status === "") return null;
  return (TRANSACTION_STATUSES as ReadonlyArray<string>).includes(status) ? null : status;
}

/** The filter from the page's query string (a status already checked by `unknownTransactionStatus`). */
export function transactionFilterFrom(params: URLSearchParams): TransactionFilter {
  const status = params.get("status");
  const coupon = normaliseCouponCode(params.get("coupon") ?? "").slice(0, COUPON_CODE_MAX);
  return {
    status: (TRANSACTION_STATUSES as ReadonlyArray<string>).includes(status ?? "") ? (status as PaymentStatus) : null,
    couponCode: coupon && isOneLineText(coupon) ? coupon : null,
  };
}

/** Which label a transaction's "for" column uses (billing.purpose.*), with the plan's name. */
export function transactionPurposeKey(transaction: {
  purpose: PaymentPurpose;
  kind: PaymentKind;
}): "subscription" | "renewal" | "autism_screening" | "card_save" | "trial" {
  if (transaction.purpose === "subscription" && transaction.kind === "card_registration") return "trial";
  return transaction.purpose;
}
