/** The spec's cancellation reasons, in the order the form offers them. */
export const CANCELLATION_REASONS = ["too_expensive", "not_using", "technical_issues", "found_alternative", "temporary_pause", "other"] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/** The money-back guarantee: a refund is offered within this many days of the first payment. */
const MONEY_BACK_DAYS = 30;

export type CancellationTiming = "period_end" | "immediate" | "refund";

/** Whether the first payment is recent enough for the money-back refund. */
export function withinMoneyBack(firstPaidAt: string | null, now: Date): boolean {
  return firstPaidAt !== null && now.getTime() - Date.parse(firstPaidAt) <= MONEY_BACK_DAYS * 24 * 60 * 60 * 1000;
}
