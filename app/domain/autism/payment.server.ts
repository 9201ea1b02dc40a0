import type { PaymentRow } from "../../../db/schema.ts";
import type { DB } from "~/db.server";
import type { PaymentGateway } from "~/domain/payments/gateway";
import { openPayment, PAYMENT_IN_FLIGHT_MINUTES } from "~/domain/payments/payments.server";
import { sendToGateway } from "~/domain/payments/payment-flow.server";
import type { PaymentPurposeHandler } from "~/domain/payments/purposes.server";
import { ownChild } from "~/domain/children/children.server";
import type { NotOwnedOutcome } from "~/domain/ownership";
import { NEW_CARD } from "~/domain/subscriptions/checkout-choices";
import { ageInMonths } from "~/lib/birth-date";
import { BRAND_NAME } from "~/lib/brand";
import type { Language } from "~/infrastructure/i18n-config";
import { translatorFor } from "~/infrastructure/i18n/translate.server";
import { money } from "~/lib/money";
import { offerFor, type ScreeningOffer, type ScreeningPrices } from "./offer";
import { createAwaitingScreening } from "./screenings.server";

export type ScreeningPaymentResult =
  | NotOwnedOutcome
  | { kind: "redirect"; url: string }
  | { kind: "settled"; orderId: string }
  /** Already paid and not finished: no second payment. */
  | { kind: "continue"; screeningId: string }
  | {
      kind: "refused";
      message:
        | "autism.noRetake"
        | "autism.outOfAge"
        | "autism.chooseMethod"
        | "autism.paymentDeclined"
        | "autism.gatewayFailed"
        | "autism.paymentInFlight"
        | "autism.healthConsentRequired";
      code?: string;
    };

type ScreeningRefusal =
  { kind: "continue"; screeningId: string } | { kind: "in_flight"; redirectUrl: string | null } | { kind: "no_retake" } | { kind: "out_of_age" };

const OPEN = ["awaiting_payment", "in_progress"] as const;

/**
 * Whether the child may be bought a screening now, read inside the payment's transaction (so
 * five simultaneous purchases make one payment): a screening being answered is continued; one
 * whose payment is still in flight is continued on the gateway's page (or waited for); one
 * whose payment failed, was cancelled or was left unfinished for 30 minutes is abandoned,
 * making room for the new one. A child has at most one open screening (a unique index).
 */
async function screeningGuard(
  trx: DB,
  input: { userId: string; childId: string; ageMonths: number; prices: ScreeningPrices },
  now: Date,
): Promise<{ refused: ScreeningRefusal } | { offer: Extract<ScreeningOffer, { kind: "buy" }> }> {
  const open = await trx
    .selectFrom("autism_screenings")
    .innerJoin("payments", "payments.id", "autism_screenings.payment_id")
    .select([
      "autism_screenings.id",
      "autism_screenings.status",
      "payments.status as paymentStatus",
      "payments.kind",
      "payments.created_at as paymentCreatedAt",
      "payments.gateway_redirect_url",
    ])
    .where("autism_screenings.child_id", "=", input.childId)
    .where("autism_screenings.status", "in", OPEN)
    .executeTakeFirst();
  if (open?.status === "in_progress") return { refused: { kind: "continue", screeningId: open.id } };
  if (open) {
    const inFlightSince = new Date(now.getTime() - PAYMENT_IN_FLIGHT_MINUTES * 60_000).toISOString();
    if (open.paymentStatus === "pending" && open.paymentCreatedAt >= inFlightSince) {
      return { refused: { kind: "in_flight", redirectUrl: open.kind === "saved_card" ? null : open.gateway_redirect_url } };
    }
    await trx.updateTable("autism_screenings").set({ status: "abandoned", updated_at: now.toISOString() }).where("id", "=", open.id).execute();
  }
  const submitted = await trx
    .selectFrom("autism_screenings")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("child_id", "=", input.childId)
    .where("status", "=", "submitted")
    .executeTakeFirstOrThrow();
  const offer = offerFor({ ageMonths: input.ageMonths, inProgressScreeningId: null, submittedCount: Number(submitted.count) }, input.prices);
  if (offer.kind === "out_of_age") return { refused: { kind: "out_of_age" } };
  if (offer.kind === "no_retake") return { refused: { kind: "no_retake" } };
  if (offer.kind === "continue") return { refused: { kind: "continue", screeningId: offer.screeningId } };
  return { offer };
}

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
  input: {
    userId: string;
    childId: string;
    method: string;
    idempotencyKey: string;
    language: Language;
    origin: string;
    prices: ScreeningPrices;
    /** When the parent gave explicit consent to keep the screening's health-related answers; null: not given. */
    healthConsentAt: string | null;
  },
  now: Date = new Date(),
): Promise<ScreeningPaymentResult> {
  const owned = await ownChild(db, input.userId, input.childId);
  if (!owned.ok) return { kind: "not_owned", reason: owned.reason };
  const child = owned.value;
  // The answers are health-related data: no screening is bought, by any way in, without the
  // parent's explicit consent to keep them.
  if (!input.healthConsentAt) return { kind: "refused", message: "autism.healthConsentRequired" };
  const savedCard =
    input.method === NEW_CARD
      ? null
      : await db.selectFrom("saved_cards").selectAll().where("id", "=", input.method).where("user_id", "=", input.userId).executeTakeFirst();
  if (input.method !== NEW_CARD && !savedCard) return { kind: "refused", message: "autism.chooseMethod" };
  const ageMonths = ageInMonths(child.birthDate, now.toISOString().slice(0, 10));

  const opened = await openPayment<ScreeningRefusal>(
    db,
    { userId: input.userId, idempotencyKey: input.idempotencyKey },
    async (trx) => {
      const decided = await screeningGuard(trx, { userId: input.userId, childId: child.id, ageMonths, prices: input.prices }, now);
      if ("refused" in decided) return { refused: decided.refused };
      const { offer } = decided;
      return {
        draft: {
          purpose: "autism_screening",
          kind: savedCard ? "saved_card" : "pay",
          planId: null,
          subscriptionId: null,
          amount: money(offer.priceMinor, input.prices.currency),
          originalMinor: offer.priceMinor,
          discountMinor: 0,
          couponCode: null,
          autoRenew: false,
        },
        // The payment and its screening are made together: a success always has a screening to open.
        recordWith: (inner, payment) =>
          createAwaitingScreening(
            inner,
            { userId: input.userId, childId: child.id, paymentId: payment.id, retake: offer.retake, healthConsentAt: input.healthConsentAt },
            now,
          ),
      };
    },
    now,
  );
  if ("refused" in opened) {
    const refusal = opened.refused;
    if (refusal.kind === "continue") return { kind: "continue", screeningId: refusal.screeningId };
    if (refusal.kind === "in_flight")
      return refusal.redirectUrl ? { kind: "redirect", url: refusal.redirectUrl } : { kind: "refused", message: "autism.paymentInFlight" };
    return { kind: "refused", message: refusal.kind === "no_retake" ? "autism.noRetake" : "autism.outOfAge" };
  }
  const { payment, created } = opened;
  if (!created) {
    if (payment.status === "pending" && payment.gateway_redirect_url) return { kind: "redirect", url: payment.gateway_redirect_url };
    return { kind: "settled", orderId: payment.order_id };
  }
  const sent = await sendToGateway(db, gateway, payment, {
    savedCardGatewayId: savedCard?.gateway_card_id ?? null,
    description: translatorFor(input.language)("autism.paymentDescription", { brand: BRAND_NAME }),
    language: input.language,
    origin: input.origin,
    saveCard: false,
    now,
  });
  if (sent.kind === "declined") return { kind: "refused", message: "autism.paymentDeclined", code: sent.code ?? "—" };
  if (sent.kind === "unreachable") return { kind: "refused", message: "autism.gatewayFailed" };
  return sent;
}

/**
 * A screening's payment settled. A success opens its screening; if that screening was
 * abandoned meanwhile (the payment finished after 30 minutes) it opens again unless the child
 * has another open one, in which case the payment is refunded. A failure abandons it.
 */
export const screeningPurpose: PaymentPurposeHandler = {
  async succeeded(trx, payment: PaymentRow, { now }) {
    const screening = await trx.selectFrom("autism_screenings").select(["id", "status", "child_id"]).where("payment_id", "=", payment.id).executeTakeFirst();
    if (!screening) return { refund: "screening_missing" };
    if (screening.status === "abandoned") {
      const other = await trx
        .selectFrom("autism_screenings")
        .select("id")
        .where("child_id", "=", screening.child_id)
        .where("status", "in", OPEN)
        .executeTakeFirst();
      if (other) return { refund: "duplicate_screening" };
    }
    if (screening.status === "awaiting_payment" || screening.status === "abandoned") {
      await trx
        .updateTable("autism_screenings")
        .set({ status: "in_progress", paid_at: now.toISOString(), updated_at: now.toISOString() })
        .where("id", "=", screening.id)
        .execute();
    }
    return {};
  },
  async ended(trx, payment, now) {
    await trx
      .updateTable("autism_screenings")
      .set({ status: "abandoned", updated_at: now.toISOString() })
      .where("payment_id", "=", payment.id)
      .where("status", "=", "awaiting_payment")
      .execute();
  },
};
