import type { PaymentRow, SubscriptionRow } from "../../../db/schema.ts";
import type { DB } from "~/db.server";
import { chargeDue } from "./renewals.server";

/**
 * What the success page says happened. A free trial only saves the card: nothing was charged,
 * and the first charge (its amount, with any coupon, and its date) is the trial's end's; a
 * paid start took the payment's amount. Read from the payment and the subscription, never
 * assumed from the page that was open.
 */
export type Activation =
  | { kind: "trial"; trialEnds: string | null; firstCharge: { amountMinor: number; currency: string; dueAt: string } | null }
  | { kind: "paid"; amountMinor: number; currency: string };

export async function activationOf(
  db: DB,
  payment: Pick<PaymentRow, "kind" | "amount_minor" | "currency">,
  subscription: SubscriptionRow,
  now: Date = new Date(),
): Promise<Activation> {
  if (payment.kind !== "card_registration") return { kind: "paid", amountMinor: payment.amount_minor, currency: payment.currency };
  const due = await chargeDue(db, subscription, now);
  return {
    kind: "trial",
    trialEnds: subscription.trial_end_date,
    firstCharge: due ? { amountMinor: due.charge.amountMinor, currency: due.charge.currency, dueAt: due.charge.dueAt } : null,
  };
}
