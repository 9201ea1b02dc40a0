import type { PaymentPurpose, PaymentRow } from "../../../db/schema.ts";
import type { DB } from "~/db.server";

/**
 * What a purpose (a subscription, its renewal, an autism screening, a saved card) does when
 * one of its payments settles. Payments know nothing of what they pay for: each purpose
 * registers its handler (app/domain/payment-purposes.server.ts), and the payment's
 * transaction calls it, so the purpose's change and the payment's new status commit together.
 */
export interface PaymentPurposeHandler {
  /**
   * Money moved (or a card was saved). Returns the subscription the payment belongs to, if
   * any, or `refund` when the payment paid for something that is already paid (it is then
   * given back by the refund job, ADR 016).
   */
  succeeded(trx: DB, payment: PaymentRow, context: { savedCardId: string | null; now: Date }): Promise<PurposeOutcome>;
  /** The payment failed or was abandoned: what it held is released. */
  ended(trx: DB, payment: PaymentRow, now: Date): Promise<void>;
}

type PurposeOutcome = { subscriptionId?: string | null; refund?: string };

export type PaymentPurposeHandlers = Record<PaymentPurpose, PaymentPurposeHandler>;

let registered: PaymentPurposeHandlers | null = null;

/** Called once at start-up (and by the unit tests' setup) with every purpose's handler. */
export function registerPaymentPurposes(handlers: PaymentPurposeHandlers): void {
  registered = handlers;
}

export function purposeHandler(purpose: PaymentPurpose): PaymentPurposeHandler {
  if (!registered) throw new Error("payment purposes are not registered: app/domain/payment-purposes.server.ts runs at start-up");
  return registered[purpose];
}

/** A purpose with nothing to do on success or failure beyond what the payment itself records. */
export const NOTHING_MORE: PaymentPurposeHandler = {
  succeeded: async () => ({}),
  ended: async () => {},
};
