import type { DB } from "~/db.server";
import type { PaymentGateway } from "~/domain/payments/gateway";
import { createPayment } from "~/domain/payments/payments.server";
import { sendToGateway } from "~/domain/payments/payment-flow.server";
import { requireOwnChild } from "~/domain/children/children.server";
import { NEW_CARD } from "~/domain/subscriptions/checkout-choices";
import type { Language } from "~/lib/i18n-config";
import { money } from "~/lib/money";
import { type ScreeningPrices } from "./offer";
import { childScreeningStates, createAwaitingScreening } from "./screenings.server";

export type ScreeningPaymentResult =
  | { kind: "redirect"; url: string }
  | { kind: "settled"; orderId: string }
  /** Already paid and not finished: no second payment. */
  | { kind: "continue"; screeningId: string }
  | { kind: "refused"; message: "autism.noRetake" | "autism.outOfAge" | "autism.chooseMethod" | "autism.paymentDeclined" | "autism.gatewayFailed"; code?: string };

/**
 * Starts paying for a screening of one of the parent's children. The price comes from the
 * child's situation (first screening or a retake) and this server's settings, never from the
 * form; a child whose screening is paid and unfinished continues it instead; a retake under
 * the one-time setting, or a child outside 18-72 months, is refused. The payment's purpose
 * says "autism screening", and its screening waits for the payment's success.
 */
export async function startScreeningPayment(
  db: DB,
  gateway: PaymentGateway,
  input: { userId: string; childId: string; method: string; idempotencyKey: string; language: Language; origin: string; prices: ScreeningPrices },
): Promise<ScreeningPaymentResult> {
  const child = await requireOwnChild(db, input.userId, input.childId);
  const state = (await childScreeningStates(db, input.userId, input.prices)).find((each) => each.child.id === child.id);
  const offer = state?.offer;
  if (!offer || offer.kind === "out_of_age") return { kind: "refused", message: "autism.outOfAge" };
  if (offer.kind === "continue") return { kind: "continue", screeningId: offer.screeningId };
  if (offer.kind === "no_retake") return { kind: "refused", message: "autism.noRetake" };

  const savedCard =
    input.method === NEW_CARD
      ? null
      : await db.selectFrom("saved_cards").selectAll().where("id", "=", input.method).where("user_id", "=", input.userId).executeTakeFirst();
  if (input.method !== NEW_CARD && !savedCard) return { kind: "refused", message: "autism.chooseMethod" };

  const amount = money(offer.priceMinor, input.prices.currency);
  // The payment and its screening are made together: a success always has a screening to open.
  const { payment, created } = await db.transaction().execute(async (trx) => {
    const made = await createPayment(trx, {
      userId: input.userId,
      idempotencyKey: input.idempotencyKey,
      purpose: "autism_screening",
      kind: savedCard ? "saved_card" : "pay",
      planId: null,
      subscriptionId: null,
      amount,
      originalMinor: offer.priceMinor,
      discountMinor: 0,
      couponCode: null,
      autoRenew: false,
    });
    if (made.created) await createAwaitingScreening(trx, { userId: input.userId, childId: child.id, paymentId: made.payment.id, retake: offer.retake });
    return made;
  });
  if (!created) {
    if (payment.status === "pending" && payment.gateway_redirect_url) return { kind: "redirect", url: payment.gateway_redirect_url };
    return { kind: "settled", orderId: payment.order_id };
  }
  const sent = await sendToGateway(db, gateway, payment, {
    savedCardGatewayId: savedCard?.gateway_card_id ?? null,
    description: "Balaca — autism screening",
    language: input.language,
    origin: input.origin,
    saveCard: false,
  });
  if (sent.kind === "declined") return { kind: "refused", message: "autism.paymentDeclined", code: sent.code ?? "—" };
  if (sent.kind === "unreachable") return { kind: "refused", message: "autism.gatewayFailed" };
  return sent;
}
