import type { GatewayOutcome, PaymentGateway } from "../../app/domain/payments/gateway";
import type { NewPayment } from "../../app/domain/payments/payments.server";

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
