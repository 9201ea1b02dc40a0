import type { DB } from "~/db.server";

/** The parent's cards to pay with, the default first, then the newest: what a payment form offers. */
export async function cardsToPayWith(db: DB, userId: string): Promise<Array<{ id: string; mask: string }>> {
  const rows = await db
    .selectFrom("saved_cards")
    .select(["id", "card_mask"])
    .where("user_id", "=", userId)
    .orderBy("is_default", "desc")
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({ id: row.id, mask: row.card_mask ?? "••••" }));
}
