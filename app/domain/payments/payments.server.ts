import { randomBytes, randomUUID } from "node:crypto";
import { locksRows, retryTransaction } from "../../../db/portable.ts";
import type { PaymentKind, PaymentPurpose, PaymentRow, PaymentStatus } from "../../../db/schema.ts";
import type { DB } from "~/db.server";
import { log } from "~/infrastructure/log.server";
import type { Money } from "~/lib/money";
import type { GatewayOutcome } from "./gateway";
import { purposeHandler } from "./purposes.server";

export interface NewPayment {
  userId: string;
  idempotencyKey: string;
  purpose: PaymentPurpose;
  kind: PaymentKind;
  planId: string | null;
  subscriptionId: string | null;
  /** What is charged, computed on the server. */
  amount: Money;
  /** The price before any discount. */
  originalMinor: number;
  discountMinor: number;
  couponCode: string | null;
  autoRenew: boolean;
}

/** Our order ids: short, unguessable, readable in a support message. */
function newOrderId(): string {
  return `BLC-${randomBytes(9).toString("hex").toUpperCase()}`;
}

/**
 * Creates a payment, or finds the one this parent already started with the same idempotency
 * key (a double submit, a retried request): `created` says which.
 */
export async function createPayment(db: DB, input: NewPayment, now: Date = new Date()): Promise<{ payment: PaymentRow; created: boolean }> {
  const timestamp = now.toISOString();
  const inserted = await db
    .insertInto("payments")
    .values({
      id: randomUUID(),
      user_id: input.userId,
      subscription_id: input.subscriptionId,
      purpose: input.purpose,
      kind: input.kind,
      plan_id: input.planId,
      order_id: newOrderId(),
      idempotency_key: input.idempotencyKey,
      amount_minor: input.amount.minor,
      currency: input.amount.currency,
      original_amount_minor: input.originalMinor,
      discount_minor: input.discountMinor,
      coupon_code: input.couponCode,
      auto_renew: input.autoRenew ? 1 : 0,
      status: "pending",
      created_at: timestamp,
      updated_at: timestamp,
    })
    .onConflict((oc) => oc.columns(["user_id", "idempotency_key"]).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { payment: inserted, created: true };
  const existing = await db
    .selectFrom("payments")
    .selectAll()
    .where("user_id", "=", input.userId)
    .where("idempotency_key", "=", input.idempotencyKey)
    .executeTakeFirstOrThrow();
  return { payment: existing, created: false };
}

/** How long a started payment counts as in flight (its hosted page open, its coupon held). */
export const PAYMENT_IN_FLIGHT_MINUTES = 30;

/** A payment a purpose's guard allows: everything but the parent and the idempotency key. */
type PaymentDraft = Omit<NewPayment, "userId" | "idempotencyKey">;

export type GuardDecision<Refusal> =
  | {
      draft: PaymentDraft;
      /** Rows the purpose records with the payment (e.g. the screening it pays for). */ recordWith?: (trx: DB, payment: PaymentRow) => Promise<void>;
    }
  | { refused: Refusal };

export type OpenedPayment<Refusal> = { payment: PaymentRow; created: boolean } | { refused: Refusal };

/**
 * Starts a payment, in one transaction: a payment this parent already started with the same
 * idempotency key is found and returned; otherwise the purpose's guard decides, reading what
 * it must (is this already paid? is another payment for it in flight? what does it cost?), and
 * the payment is recorded with what the purpose records beside it. Every check that guards
 * money therefore runs inside the transaction that creates the payment, so concurrent
 * requests are decided one after another and cannot both pass: on SQLite because a write
 * transaction runs alone, on PostgreSQL because the transaction first locks the parent's row
 * (`for update`), so a parent's payments are opened one at a time (ADR 018). What several
 * parents share (a coupon's uses) is locked by the guard that reads it.
 */
export async function openPayment<Refusal>(
  db: DB,
  parent: { userId: string; idempotencyKey: string },
  guard: (trx: DB) => Promise<GuardDecision<Refusal>>,
  now: Date = new Date(),
): Promise<OpenedPayment<Refusal>> {
  return retryTransaction(
    () =>
      db.transaction().execute(async (trx) => {
        await lockParent(trx, parent.userId);
        const existing = await findPaymentByIdempotencyKey(trx, parent.userId, parent.idempotencyKey);
        if (existing) return { payment: existing, created: false };
        const decision = await guard(trx);
        if ("refused" in decision) return { refused: decision.refused };
        const made = await createPayment(trx, { ...decision.draft, ...parent }, now);
        if (made.created) await decision.recordWith?.(trx, made.payment);
        return made;
      }),
    { uniqueViolation: true },
  );
}

/**
 * Takes the parent's payment lock for the rest of the transaction: on PostgreSQL their `users`
 * row `for update`; on SQLite the write transaction already runs alone. Every transaction that
 * opens a payment, records what the gateway said about one or changes what a guard reads (the
 * subscription, a scheduled plan) takes it first, so a guard's reads (is it paid? is a payment
 * in flight?) all see the same moment: no answer can be recorded between two of them (ADR 018).
 */
export async function lockParent(trx: DB, userId: string): Promise<void> {
  if (locksRows(trx)) await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
}

/** Payments of the parent for these purposes that are still in flight (pending, started in the last 30 minutes). */
export async function paymentsInFlight(db: DB, userId: string, purposes: ReadonlyArray<PaymentPurpose>, now: Date): Promise<PaymentRow[]> {
  const since = new Date(now.getTime() - PAYMENT_IN_FLIGHT_MINUTES * 60_000).toISOString();
  return db
    .selectFrom("payments")
    .selectAll()
    .where("user_id", "=", userId)
    .where("purpose", "in", purposes)
    .where("status", "=", "pending")
    .where("created_at", ">=", since)
    .orderBy("created_at", "desc")
    .execute();
}

/** Remembers what the gateway gave for a started payment (its transaction, a card to be saved). */
export async function recordGatewayStart(
  db: DB,
  paymentId: string,
  start: { transaction: string | null; cardId: string | null; redirectUrl: string | null },
): Promise<void> {
  await db
    .updateTable("payments")
    .set({
      gateway_transaction: start.transaction,
      gateway_card_id: start.cardId,
      gateway_redirect_url: start.redirectUrl,
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", paymentId)
    .execute();
}

export async function findPaymentByIdempotencyKey(db: DB, userId: string, idempotencyKey: string): Promise<PaymentRow | null> {
  return (await db.selectFrom("payments").selectAll().where("user_id", "=", userId).where("idempotency_key", "=", idempotencyKey).executeTakeFirst()) ?? null;
}

export async function findPaymentByOrder(db: DB, userId: string, orderId: string): Promise<PaymentRow | null> {
  return (await db.selectFrom("payments").selectAll().where("order_id", "=", orderId).where("user_id", "=", userId).executeTakeFirst()) ?? null;
}

export type ApplyResult =
  | "applied"
  | "duplicate"
  | "ignored"
  | "unknown_payment"
  | "amount_mismatch"
  /** The event names another transaction than the one the gateway gave this payment. */
  | "transaction_mismatch"
  /** A callback is the first to name the payment's transaction: the gateway's status is asked instead. */
  | "unverified";

/**
 * Whether a success says the amount we asked for: the same minor units in the payment's own
 * currency, which it must name (a success without a currency is read like one in another). A
 * card registration charges nothing and names neither.
 */
function successMatches(payment: PaymentRow, outcome: GatewayOutcome): boolean {
  if (payment.kind === "card_registration") return true;
  return outcome.amountMinor === payment.amount_minor && outcome.currency === payment.currency;
}

/**
 * Whether an event is about the gateway's own operation for this payment. Epoint names the
 * transaction when a payment starts (a hosted page, a saved card's charge), and we record it
 * then; every later event must name the same one. A card registration is known by its card
 * (the transaction comes with its callback), so its card must match. When nothing is recorded
 * (the process stopped between the gateway's answer and our record of it), an answer to our own
 * question about this order (a status or a charge) is believed and its transaction recorded; a
 * callback is not the first to tell it: the caller asks the gateway's status instead.
 */
function transactionCheck(payment: PaymentRow, outcome: GatewayOutcome, source: OutcomeSource): "match" | "mismatch" | "unverified" {
  if (payment.kind === "card_registration") {
    if (outcome.cardId !== null && payment.gateway_card_id !== null && outcome.cardId !== payment.gateway_card_id) return "mismatch";
    if (payment.gateway_transaction !== null && outcome.transaction !== null && outcome.transaction !== payment.gateway_transaction) return "mismatch";
    return "match";
  }
  if (payment.gateway_transaction !== null) return outcome.transaction === payment.gateway_transaction ? "match" : "mismatch";
  return source === "callback" ? "unverified" : "match";
}

/** Which changes of status an event may make; anything else (a late "failed" after success) is ignored. */
function nextStatus(current: PaymentStatus, outcome: GatewayOutcome["status"]): PaymentStatus | null {
  if (outcome === "success" && (current === "pending" || current === "failed" || current === "cancelled")) return "succeeded";
  if ((outcome === "failed" || outcome === "error") && current === "pending") return "failed";
  if (outcome === "returned" && current === "succeeded") return "refunded";
  return null;
}

/** The payment an event is about, by our order id or, for a card registration (a trial), by its card. */
async function findPaymentFor(db: DB, outcome: GatewayOutcome): Promise<PaymentRow | null> {
  if (outcome.orderId) {
    const byOrder = await db.selectFrom("payments").selectAll().where("order_id", "=", outcome.orderId).executeTakeFirst();
    if (byOrder) return byOrder;
  }
  // A card registration is known to Epoint by its card, not by our order.
  if (outcome.cardId) {
    return (
      (await db.selectFrom("payments").selectAll().where("gateway_card_id", "=", outcome.cardId).where("kind", "=", "card_registration").executeTakeFirst()) ??
      null
    );
  }
  return null;
}

/** Where an answer about a payment comes from: the gateway's callback, our status question, or our charge's reply. */
export type OutcomeSource = "callback" | "status" | "charge";

/**
 * Applies what the gateway says about a payment (a verified callback, a status answer, a
 * saved-card charge) in one transaction: the event must be about the payment's own
 * transaction, it is recorded once per payment (a replay is a duplicate), a success must name
 * the amount and currency we asked for, and only forward moves of status are made. A success
 * saves the card when one came with it and tells the payment's purpose (which activates a
 * subscription, opens a screening, ...); a failure tells it too, so it releases what the
 * payment held.
 */
export async function applyGatewayOutcome(db: DB, outcome: GatewayOutcome, source: OutcomeSource, now: Date = new Date()): Promise<ApplyResult> {
  const timestamp = now.toISOString();
  return retryTransaction(() =>
    db.transaction().execute(async (trx) => {
      const found = await findPaymentFor(trx, outcome);
      if (!found) return "unknown_payment";
      // The parent's lock, then the payment's row, as when a payment is opened: recording an
      // answer and deciding whether another payment may start never interleave, and two answers
      // about one payment (a callback and a status answer) are applied one after the other.
      await lockParent(trx, found.user_id);
      const payment = locksRows(trx) ? await trx.selectFrom("payments").selectAll().where("id", "=", found.id).forUpdate().executeTakeFirstOrThrow() : found;
      const check = transactionCheck(payment, outcome, source);
      if (check !== "match") {
        if (check === "mismatch") log.warn("gateway event names another transaction than the payment's; not applied", { orderId: payment.order_id, source });
        return check === "mismatch" ? "transaction_mismatch" : "unverified";
      }
      if (outcome.status === "success" && !successMatches(payment, outcome)) {
        log.warn("payment amount or currency differs from the gateway's; not applied", { orderId: payment.order_id, source });
        return "amount_mismatch";
      }
      // Keyed by the payment first: an event about one payment can never take another's key.
      const eventKey = `${payment.id}:${outcome.transaction ?? outcome.cardId ?? payment.order_id}:${outcome.status}`;
      const recorded = await trx
        .insertInto("payment_events")
        .values({ payment_id: payment.id, event_key: eventKey, status: outcome.status, code: outcome.code, source, received_at: timestamp })
        .onConflict((oc) => oc.column("event_key").doNothing())
        .executeTakeFirst();
      if (Number(recorded.numInsertedOrUpdatedRows ?? 0n) === 0) return "duplicate";

      const status = nextStatus(payment.status, outcome.status);
      if (!status) return "ignored";
      let savedCardId: string | null = null;
      if (status === "succeeded" && outcome.cardId && (payment.kind === "card_registration" || payment.kind === "pay_and_save_card")) {
        savedCardId = await saveCard(trx, payment.user_id, outcome, timestamp);
      }
      // The card a saved-card charge used: recorded when it started, or named by the gateway's
      // status answer when the process stopped before recording it.
      const chargedCard = payment.gateway_card_id ?? (source === "callback" ? null : outcome.cardId);
      if (status === "succeeded" && payment.kind === "saved_card" && chargedCard) {
        // The saved card that paid: it goes on paying (a subscription renews with it).
        const used = await trx
          .updateTable("saved_cards")
          .set({ last_used_at: timestamp })
          .where("user_id", "=", payment.user_id)
          .where("gateway_card_id", "=", chargedCard)
          .returning("id")
          .executeTakeFirst();
        savedCardId = used?.id ?? null;
      }
      const purpose = purposeHandler(payment.purpose);
      const settled = { ...payment, status, gateway_transaction: outcome.transaction ?? payment.gateway_transaction };
      let result: { subscriptionId?: string | null; refund?: string } = {};
      if (status === "succeeded") result = await purpose.succeeded(trx, settled, { savedCardId, now });
      else if (status === "failed") await purpose.ended(trx, settled, now);
      if (result.refund) log.warn("payment paid for something already paid; it will be refunded", { orderId: payment.order_id, reason: result.refund });
      await trx
        .updateTable("payments")
        .set({
          status,
          gateway_transaction: outcome.transaction ?? payment.gateway_transaction,
          subscription_id: result.subscriptionId ?? payment.subscription_id,
          refund_reason: result.refund ?? payment.refund_reason,
          failure_code: status === "failed" ? outcome.code : null,
          failure_message: status === "failed" ? outcome.message : null,
          completed_at: timestamp,
          updated_at: timestamp,
        })
        .where("id", "=", payment.id)
        // Forward only: the status read above, or nothing (the row is locked, so this holds).
        .where("status", "=", payment.status)
        .execute();
      return "applied";
    }),
  );
}

/** Keeps Epoint's card reference and mask (never the number); the newest card is the default. */
async function saveCard(trx: DB, userId: string, outcome: GatewayOutcome, timestamp: string): Promise<string> {
  const existing = await trx
    .selectFrom("saved_cards")
    .select("id")
    .where("gateway_card_id", "=", outcome.cardId ?? "")
    .executeTakeFirst();
  await trx.updateTable("saved_cards").set({ is_default: 0 }).where("user_id", "=", userId).execute();
  if (existing) {
    await trx.updateTable("saved_cards").set({ is_default: 1, last_used_at: timestamp }).where("id", "=", existing.id).execute();
    return existing.id;
  }
  const id = randomUUID();
  await trx
    .insertInto("saved_cards")
    .values({
      id,
      user_id: userId,
      gateway_card_id: outcome.cardId ?? "",
      card_mask: outcome.cardMask,
      card_brand: outcome.cardName,
      is_default: 1,
      last_used_at: timestamp,
      created_at: timestamp,
    })
    .execute();
  return id;
}

/**
 * Marks a payment the parent abandoned on the gateway's page (nothing was charged), and tells
 * its purpose, in one transaction.
 */
export async function markCancelled(db: DB, paymentId: string, now: Date = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const owner = await trx.selectFrom("payments").select("user_id").where("id", "=", paymentId).executeTakeFirst();
    if (!owner) return;
    await lockParent(trx, owner.user_id);
    const cancelled = await trx
      .updateTable("payments")
      .set({ status: "cancelled", completed_at: now.toISOString(), updated_at: now.toISOString() })
      .where("id", "=", paymentId)
      .where("status", "=", "pending")
      .returningAll()
      .executeTakeFirst();
    if (cancelled) await purposeHandler(cancelled.purpose).ended(trx, cancelled, now);
  });
}

/**
 * Forgets a payment the gateway never heard of (it could not be reached), so a retry starts
 * afresh; its purpose releases what it held first.
 */
export async function discardUnstartedPayment(db: DB, paymentId: string, now: Date = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const owner = await trx.selectFrom("payments").select("user_id").where("id", "=", paymentId).executeTakeFirst();
    if (!owner) return;
    await lockParent(trx, owner.user_id);
    const payment = await trx
      .selectFrom("payments")
      .selectAll()
      .where("id", "=", paymentId)
      .where("gateway_transaction", "is", null)
      .where("gateway_card_id", "is", null)
      .executeTakeFirst();
    if (!payment) return;
    await purposeHandler(payment.purpose).ended(trx, payment, now);
    await trx.deleteFrom("payments").where("id", "=", payment.id).execute();
  });
}
