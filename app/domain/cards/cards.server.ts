import type { DB } from "~/db.server";
import type { PaymentGateway } from "~/domain/payments/gateway";
import { sendToGateway } from "~/domain/payments/payment-flow.server";
import { openPayment } from "~/domain/payments/payments.server";
import { BRAND_NAME } from "~/lib/brand";
import type { Language } from "~/infrastructure/i18n-config";
import { translatorFor } from "~/infrastructure/i18n/translate.server";

/**
 * A parent's saved cards (spec: My cards). Only Epoint's card reference, the mask, the brand,
 * the default flag and the last-used date are kept; card numbers never reach this server.
 */
export interface SavedCard {
  id: string;
  mask: string;
  brand: string | null;
  isDefault: boolean;
  lastUsedAt: string | null;
  createdAt: string;
  /** The card the auto-renewing subscription is charged to. */
  renewsSubscription: boolean;
}

/** The subscription that will charge a card by itself: open, renewing, not ending. */
async function renewingSubscription(db: DB, userId: string) {
  return db
    .selectFrom("subscriptions")
    .select(["id", "card_id"])
    .where("user_id", "=", userId)
    .where("status", "in", ["active", "trial"])
    .where("auto_renew", "=", 1)
    .where("cancel_at_period_end", "=", 0)
    .executeTakeFirst();
}

export async function listCards(db: DB, userId: string): Promise<SavedCard[]> {
  const [rows, subscription] = await Promise.all([
    db.selectFrom("saved_cards").selectAll().where("user_id", "=", userId).orderBy("is_default", "desc").orderBy("created_at", "desc").execute(),
    renewingSubscription(db, userId),
  ]);
  return rows.map((row) => ({
    id: row.id,
    mask: row.card_mask ?? "••••",
    brand: row.card_brand,
    isDefault: row.is_default === 1,
    lastUsedAt: row.last_used_at,
    createdAt: row.created_at,
    renewsSubscription: subscription?.card_id === row.id,
  }));
}

/** Whether the card is the parent's own: another parent's card and an unknown id are the same "not found" (nothing is revealed). */
async function isOwnCard(db: DB, userId: string, cardId: string): Promise<boolean> {
  const row = await db.selectFrom("saved_cards").select("id").where("id", "=", cardId).where("user_id", "=", userId).executeTakeFirst();
  return row !== undefined;
}

export async function setDefaultCard(db: DB, userId: string, cardId: string): Promise<{ kind: "set" } | { kind: "not_found" }> {
  if (!(await isOwnCard(db, userId, cardId))) return { kind: "not_found" };
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("saved_cards").set({ is_default: 0 }).where("user_id", "=", userId).execute();
    await trx.updateTable("saved_cards").set({ is_default: 1 }).where("id", "=", cardId).execute();
  });
  return { kind: "set" };
}

export type DeleteCardResult =
  | { kind: "deleted" }
  /** Not a card of this parent's. */
  | { kind: "not_found" }
  /** The card pays the auto-renewing subscription: say which card takes over. */
  | { kind: "needs_replacement"; cardId: string; others: SavedCard[] }
  /** It pays the subscription and there is no other card: add one, or turn auto-renewal off. */
  | { kind: "only_card_for_renewal" };

/**
 * Deletes a card. A card the auto-renewing subscription is charged to is only deleted with a
 * replacement among the parent's other cards, which then pays the renewals. When the default
 * card goes, the most recent other card becomes the default.
 */
export async function deleteCard(db: DB, userId: string, cardId: string, replacementId: string | null): Promise<DeleteCardResult> {
  if (!(await isOwnCard(db, userId, cardId))) return { kind: "not_found" };
  const cards = await listCards(db, userId);
  const card = cards.find((each) => each.id === cardId);
  const others = cards.filter((each) => each.id !== cardId);
  if (card?.renewsSubscription) {
    if (others.length === 0) return { kind: "only_card_for_renewal" };
    if (!replacementId || !others.some((each) => each.id === replacementId)) return { kind: "needs_replacement", cardId, others };
  }
  await db.transaction().execute(async (trx) => {
    if (card?.renewsSubscription && replacementId) {
      await trx
        .updateTable("subscriptions")
        .set({ card_id: replacementId, updated_at: new Date().toISOString() })
        .where("user_id", "=", userId)
        .where("card_id", "=", cardId)
        .execute();
    }
    await trx.updateTable("subscriptions").set({ card_id: null }).where("user_id", "=", userId).where("card_id", "=", cardId).execute();
    await trx.deleteFrom("saved_cards").where("id", "=", cardId).where("user_id", "=", userId).execute();
    const newDefault = card?.isDefault ? (replacementId ?? others[0]?.id ?? null) : null;
    if (newDefault) await trx.updateTable("saved_cards").set({ is_default: 1 }).where("id", "=", newDefault).execute();
  });
  return { kind: "deleted" };
}

/**
 * Whether a card the parent started adding is still being registered: the gateway has not
 * answered yet. Only then does the Cards tab say the card is being saved.
 */
export async function cardRegistrationPending(db: DB, userId: string): Promise<boolean> {
  const pending = await db
    .selectFrom("payments")
    .select("id")
    .where("user_id", "=", userId)
    .where("purpose", "=", "card_save")
    .where("status", "=", "pending")
    .executeTakeFirst();
  return pending !== undefined;
}

export type AddCardResult = { kind: "redirect"; url: string } | { kind: "refused"; message: "billing.addFailed" };

/**
 * Adds a card through Epoint's card registration: the parent types it on Epoint's page (a
 * small verification charge may apply there) and the signed callback saves the reference.
 */
export async function startAddingCard(
  db: DB,
  gateway: PaymentGateway,
  input: { userId: string; idempotencyKey: string; language: Language; origin: string },
): Promise<AddCardResult> {
  // Opened like every payment, under the parent's lock (nothing is charged, so nothing is refused).
  const opened = await openPayment<never>(db, { userId: input.userId, idempotencyKey: input.idempotencyKey }, async () => ({
    draft: {
      purpose: "card_save",
      kind: "card_registration",
      planId: null,
      subscriptionId: null,
      amount: { minor: 0, currency: "AZN" },
      originalMinor: 0,
      discountMinor: 0,
      couponCode: null,
      autoRenew: false,
    },
  }));
  if ("refused" in opened) return { kind: "refused", message: "billing.addFailed" };
  const { payment, created } = opened;
  if (!created) {
    if (payment.status === "pending" && payment.gateway_redirect_url) return { kind: "redirect", url: payment.gateway_redirect_url };
    return { kind: "refused", message: "billing.addFailed" };
  }
  const sent = await sendToGateway(db, gateway, payment, {
    savedCardGatewayId: null,
    description: translatorFor(input.language)("billing.cardSaveDescription", { brand: BRAND_NAME }),
    language: input.language,
    origin: input.origin,
    saveCard: true,
  });
  return sent.kind === "redirect" ? sent : { kind: "refused", message: "billing.addFailed" };
}
