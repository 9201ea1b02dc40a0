import { type Kysely, sql } from "kysely";

/**
 * Money guards (ADR 016).
 *
 * - `subscriptions.scheduled_plan_id`: a change to another plan while the current one is paid
 *   for (or in its trial) waits for the period's end; the renewal then charges the new plan.
 * - `payments.refund_reason`: a payment that succeeded for something already paid (a second
 *   hosted page paid after the first) is refunded by the job; the reason says why.
 * - A child has at most one screening that waits for its payment or is being answered
 *   (`autism_screenings_one_open`). Screenings whose payment failed or was abandoned become
 *   'abandoned'. Before the index is made, duplicates made by the concurrency defect are
 *   closed: the screening with the most progress stays, the others are abandoned and their
 *   successful payments are marked for a refund.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("subscriptions").addColumn("scheduled_plan_id", "text").execute();
  await db.schema.alterTable("payments").addColumn("refund_reason", "text").execute();

  const open = await db
    .selectFrom("autism_screenings")
    .select(["id", "child_id", "payment_id", "status", "answers", "paid_at", "created_at"])
    .where("status", "in", ["awaiting_payment", "in_progress"])
    .orderBy("child_id")
    .execute();
  const byChild = new Map<string, typeof open>();
  for (const screening of open) byChild.set(screening.child_id, [...(byChild.get(screening.child_id) ?? []), screening]);
  for (const screenings of byChild.values()) {
    if (screenings.length < 2) continue;
    const progress = (s: (typeof open)[number]) => (s.status === "in_progress" ? 1_000_000 : 0) + Object.keys(JSON.parse(String(s.answers)) as object).length;
    const [kept, ...extra] = screenings.toSorted((a, b) => progress(b) - progress(a) || String(a.created_at).localeCompare(String(b.created_at)));
    if (!kept) continue;
    for (const screening of extra) {
      await db.updateTable("autism_screenings").set({ status: "abandoned" }).where("id", "=", screening.id).execute();
      await db
        .updateTable("payments")
        .set({ refund_reason: "duplicate_screening" })
        .where("id", "=", screening.payment_id)
        .where("status", "=", "succeeded")
        .execute();
    }
  }
  await db.schema
    .createIndex("autism_screenings_one_open")
    .on("autism_screenings")
    .column("child_id")
    .unique()
    .where(sql.ref("status"), "in", sql`('awaiting_payment', 'in_progress')`)
    .execute();
  // The guards read a parent's payments in flight, newest first.
  await db.schema.createIndex("payments_user_created").on("payments").columns(["user_id", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("payments_user_created").execute();
  await db.schema.dropIndex("autism_screenings_one_open").execute();
  await db.schema.alterTable("payments").dropColumn("refund_reason").execute();
  await db.schema.alterTable("subscriptions").dropColumn("scheduled_plan_id").execute();
}
