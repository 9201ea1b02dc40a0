import type { DB } from "../../app/db.server";
import type { GatewayOutcome, PaymentGateway } from "../../app/domain/payments/gateway";
import { createPayment, type NewPayment, recordGatewayStart } from "../../app/domain/payments/payments.server";

/** A subscription payment of the six-month plan (71.40 ₼), changed where a test needs. */
export function subscriptionPayment(userId: string, overrides: Partial<NewPayment> = {}): NewPayment {
  return {
    userId,
    idempotencyKey: "form-1",
    purpose: "subscription",
    kind: "pay",
    planId: "six-months",
    subscriptionId: null,
    amount: { minor: 7140, currency: "AZN" },
    originalMinor: 7140,
    discountMinor: 0,
    couponCode: null,
    autoRenew: true,
    ...overrides,
  };
}

/** An approved gateway answer, changed where a test needs. */
export function gatewayOutcome(overrides: Partial<GatewayOutcome> = {}): GatewayOutcome {
  return {
    status: "success",
    code: "00",
    message: "Approved",
    orderId: null,
    transaction: "te-1",
    cardId: null,
    cardMask: null,
    cardName: null,
    amountMinor: 7140,
    currency: "AZN",
    operationCode: "200",
    ...overrides,
  };
}

const notUsed = () => Promise.reject(new Error("not used by this test"));

/** A gateway for unit tests: the calls a test gives, every other one fails loudly. */
export function fakeGateway(calls: Partial<PaymentGateway>): PaymentGateway {
  return {
    startPayment: notUsed,
    startCardRegistration: notUsed,
    chargeSavedCard: notUsed,
    status: notUsed,
    refund: notUsed,
    readCallback: () => null,
    ...calls,
  };
}

/**
 * A payment sent to the gateway's page, as the checkout leaves it: made, and the transaction
 * the gateway named for it recorded (callbacks must name the same one).
 */
export async function startedPayment(db: DB, input: NewPayment, now: Date, transaction = "te-1") {
  const made = await createPayment(db, input, now);
  await recordGatewayStart(db, made.payment.id, { transaction, cardId: null, redirectUrl: null });
  return { ...made, payment: { ...made.payment, gateway_transaction: transaction } };
}
