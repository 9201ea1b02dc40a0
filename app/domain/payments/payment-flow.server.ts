import { sql } from "kysely";
import type { PaymentPurpose, PaymentRow } from "../../../db/schema.ts";
import type { DB } from "~/db.server";
import type { Language } from "~/infrastructure/i18n-config";
import { log } from "~/infrastructure/log.server";
import { currencyFromCode, money } from "~/lib/money";
import { GatewayError, type GatewayOutcome, type PaymentGateway } from "./gateway";
import { type ApplyResult, applyGatewayOutcome, discardUnstartedPayment, findPaymentByOrder, markCancelled, recordGatewayStart } from "./payments.server";

/** Where the gateway's page sends the parent back: `/payments/return?order=…&payment=completed|cancelled`. */
function returnUrls(origin: string, orderId: string): { successUrl: string; errorUrl: string } {
  const url = (outcome: string) => new URL(`/payments/return?order=${encodeURIComponent(orderId)}&payment=${outcome}`, origin).toString();
  return { successUrl: url("completed"), errorUrl: url("cancelled") };
}

export type GatewaySend =
  { kind: "redirect"; url: string } | { kind: "settled"; orderId: string } | { kind: "declined"; code: string | null } | { kind: "unreachable" };

/**
 * Sends a new payment to the gateway: a card registration (nothing charged) and a payment by a
 * new card go to the gateway's card page (which can also keep the card); a saved card is
 * charged at once (the answer is applied like a callback). A gateway that cannot be reached leaves nothing behind, so a retry starts afresh.
 */
export async function sendToGateway(
  db: DB,
  gateway: PaymentGateway,
  payment: PaymentRow,
  options: { savedCardGatewayId: string | null; description: string; language: Language; origin: string; saveCard: boolean; now?: Date },
): Promise<GatewaySend> {
  const amount = money(payment.amount_minor, currencyFromCode(payment.currency));
  try {
    if (payment.kind === "card_registration") {
      const registration = await gateway.startCardRegistration({
        description: options.description,
        language: options.language,
        ...returnUrls(options.origin, payment.order_id),
      });
      await recordGatewayStart(db, payment.id, { transaction: null, cardId: registration.cardId, redirectUrl: registration.redirectUrl });
      return { kind: "redirect", url: registration.redirectUrl };
    }
    if (options.savedCardGatewayId) {
      const outcome = await gateway.chargeSavedCard({
        cardId: options.savedCardGatewayId,
        orderId: payment.order_id,
        amount,
        description: options.description,
        language: options.language,
      });
      await recordGatewayStart(db, payment.id, { transaction: outcome.transaction, cardId: options.savedCardGatewayId, redirectUrl: null });
      await applyGatewayOutcome(db, { ...outcome, orderId: payment.order_id }, "charge", options.now);
      if (outcome.status !== "success") return { kind: "declined", code: outcome.code };
      return { kind: "settled", orderId: payment.order_id };
    }
    const started = await gateway.startPayment({
      orderId: payment.order_id,
      amount,
      description: options.description,
      language: options.language,
      saveCard: options.saveCard,
      ...returnUrls(options.origin, payment.order_id),
    });
    await recordGatewayStart(db, payment.id, { transaction: started.transaction, cardId: started.cardId, redirectUrl: started.redirectUrl });
    return { kind: "redirect", url: started.redirectUrl };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.error("payment could not start", { error: error.message, orderId: payment.order_id });
    await discardUnstartedPayment(db, payment.id);
    return { kind: "unreachable" };
  }
}

/**
 * A pending payment whose callback may be late or lost: the gateway is asked for its status,
 * and the answer is applied like a callback. Returns the payment as it is now. A card
 * registration (a trial's card) is known to Epoint by its card, not its order, so it waits for
 * its callback; a gateway that cannot be reached changes nothing.
 */
export async function askGatewayIfPending(db: DB, gateway: PaymentGateway | null, payment: PaymentRow): Promise<PaymentRow> {
  if (payment.status !== "pending" || payment.kind === "card_registration" || !gateway) return payment;
  try {
    const outcome = await gateway.status(payment.order_id);
    if (outcome.status === "new") return payment;
    await applyGatewayOutcome(db, { ...outcome, orderId: payment.order_id }, "status");
  } catch (error) {
    log.warn("payment status check failed", { error: error instanceof Error ? error.message : String(error) });
    return payment;
  }
  return (await findPaymentByOrder(db, payment.user_id, payment.order_id)) ?? payment;
}

/**
 * A verified callback from the gateway, applied. A callback that is the first to name its
 * payment's transaction (we never recorded one: the process stopped after the gateway's
 * answer) is not believed by itself: the gateway's status for our order is asked and that
 * answer applied, as Epoint's protocol has a merchant confirm a result.
 */
export async function applyCallback(db: DB, gateway: PaymentGateway, outcome: GatewayOutcome): Promise<ApplyResult> {
  const result = await applyGatewayOutcome(db, outcome, "callback");
  if (result !== "unverified" || !outcome.orderId) return result;
  try {
    const answer = await gateway.status(outcome.orderId);
    if (answer.status === "new") return "ignored";
    return await applyGatewayOutcome(db, { ...answer, orderId: outcome.orderId }, "status");
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.warn("payment status check after a callback failed", { error: error.message });
    return "unverified";
  }
}

/** How long a payment stays pending before the job asks the gateway about it (a callback or the parent's return usually settles it first). */
export const RECONCILE_AFTER_MINUTES = 5;
/**
 * How long the job goes on asking: a hosted page the parent left stays "new" at the gateway for
 * good, so a payment older than this is left as it is.
 */
const RECONCILE_FOR_HOURS = 48;
/** At most this many payments are asked about per pass; the rest wait for the next one. */
const RECONCILE_BATCH = 200;

export interface ReconcileReport {
  asked: number;
  settled: number;
}

/**
 * Settles payments whose outcome never reached us: a process that stopped after the gateway
 * charged a saved card (the answer was never recorded), a callback that never came and a parent
 * who never came back. Each payment pending for more than a few minutes is asked about with the
 * gateway's status call, and the answer is applied like a callback (once: a replay or a second
 * pass is a duplicate). A card registration is known to Epoint by its card, not by our order,
 * so it waits for its callback; a gateway that cannot be reached is asked again next pass.
 */
export async function reconcilePendingPayments(
  db: DB,
  gateway: PaymentGateway | null,
  now: Date = new Date(),
  only: { userId?: string } = {},
): Promise<ReconcileReport> {
  const report: ReconcileReport = { asked: 0, settled: 0 };
  if (!gateway) return report;
  const pending = await db
    .selectFrom("payments")
    .select(["order_id"])
    // A literal, so the partial index of pending payments applies (a bound value cannot prove it).
    .where("status", "=", sql.lit("pending"))
    .where("kind", "!=", "card_registration")
    .where("created_at", "<=", new Date(now.getTime() - RECONCILE_AFTER_MINUTES * 60_000).toISOString())
    .where("created_at", ">=", new Date(now.getTime() - RECONCILE_FOR_HOURS * 3_600_000).toISOString())
    .$if(only.userId !== undefined, (qb) => qb.where("user_id", "=", only.userId ?? ""))
    .orderBy("created_at")
    .limit(RECONCILE_BATCH)
    .execute();
  for (const { order_id: orderId } of pending) {
    report.asked += 1;
    try {
      const outcome = await gateway.status(orderId);
      if (outcome.status === "new") continue;
      if ((await applyGatewayOutcome(db, { ...outcome, orderId }, "status", now)) === "applied") report.settled += 1;
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      log.warn("pending payment's status could not be read", { orderId, error: error.message });
    }
  }
  return report;
}

/**
 * What became of a payment the parent is back from. The payment row knows what it paid for
 * (`purpose`), so the return handler never guesses between a subscription and a screening.
 */
export type PaymentReturn =
  | { outcome: "not_found" }
  | { outcome: "completed"; purpose: PaymentPurpose; orderId: string; planId: string | null }
  | { outcome: "cancelled"; purpose: PaymentPurpose; planId: string | null }
  | { outcome: "declined"; purpose: PaymentPurpose; planId: string | null; code: string | null };

/**
 * The parent is back from the gateway's page. When its callback has not arrived yet, the
 * gateway is asked for the status (the answer is applied like a callback). A declined payment
 * is declined; one the parent abandoned is cancelled; anything else is completed or still
 * being verified (the result pages poll).
 */
export async function settlePaymentReturn(
  db: DB,
  gateway: PaymentGateway,
  input: { userId: string; orderId: string; reported: "completed" | "cancelled" },
): Promise<PaymentReturn> {
  const payment = await findPaymentByOrder(db, input.userId, input.orderId);
  if (!payment) return { outcome: "not_found" };
  const now = await askGatewayIfPending(db, gateway, payment);
  const about = { purpose: now.purpose, planId: now.plan_id };
  if (now.status === "failed") return { outcome: "declined", ...about, code: now.failure_code };
  if (input.reported === "cancelled" && now.status === "pending") {
    await markCancelled(db, now.id);
    return { outcome: "cancelled", ...about };
  }
  if (now.status === "cancelled") return { outcome: "cancelled", ...about };
  return { outcome: "completed", ...about, orderId: now.order_id };
}

/**
 * Gives back every payment marked for a refund (it paid for something already paid, ADR 016):
 * the gateway reverses it and the answer is applied like any other (the payment becomes
 * refunded). A gateway that cannot be reached is tried again at the next run.
 */
export async function refundMarkedPayments(db: DB, gateway: PaymentGateway | null, now: Date = new Date()): Promise<number> {
  if (!gateway) return 0;
  const marked = await db
    .selectFrom("payments")
    .selectAll()
    .where("status", "=", "succeeded")
    .where("refund_reason", "is not", null)
    .where("gateway_transaction", "is not", null)
    .execute();
  let refunded = 0;
  for (const payment of marked) {
    try {
      const outcome = await gateway.refund({
        transaction: payment.gateway_transaction ?? "",
        amount: money(payment.amount_minor, currencyFromCode(payment.currency)),
        language: "az",
      });
      if (outcome.status !== "success") {
        log.warn("refund refused by the gateway", { orderId: payment.order_id, code: outcome.code });
        continue;
      }
      const applied = await applyGatewayOutcome(
        db,
        { ...outcome, status: "returned", orderId: payment.order_id, transaction: payment.gateway_transaction },
        "status",
        now,
      );
      if (applied === "applied") refunded += 1;
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      log.warn("refund could not reach the gateway", { orderId: payment.order_id, error: error.message });
    }
  }
  return refunded;
}
