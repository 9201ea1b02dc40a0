import { screeningPurpose } from "~/domain/autism/payment.server";
import { NOTHING_MORE, registerPaymentPurposes } from "~/domain/payments/purposes.server";
import { renewalPurpose, subscriptionPurpose } from "~/domain/subscriptions/payment-purposes.server";

/**
 * Tells the payments what each purpose does when its payment settles (ADR 016). Run once at
 * start-up (server and CLI) and by the unit tests' setup. A saved card needs nothing beyond
 * the card the payment itself keeps.
 */
export function registerAllPaymentPurposes(): void {
  registerPaymentPurposes({
    subscription: subscriptionPurpose,
    renewal: renewalPurpose,
    autism_screening: screeningPurpose,
    card_save: NOTHING_MORE,
  });
}
