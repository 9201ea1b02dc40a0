import { beforeEach, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../db/seed.ts";
import { createTestParent } from "../../../tests/support/accounts";
import { fakeGateway, gatewayOutcome, startedPayment, subscriptionPayment } from "../../../tests/support/payments";
import { createTestDatabase } from "../../../tests/support/test-database.ts";
import { applyGatewayOutcome, createPayment } from "../payments/payments.server";
import { transactionFilterFrom, unknownTransactionStatus } from "../payments/transactions";
import { listTransactions } from "../payments/transactions.server";
import { cardRegistrationPending, deleteCard, listCards, setDefaultCard, startAddingCard } from "./cards.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
});

const gateway = fakeGateway({
  startCardRegistration: () => Promise.resolve({ redirectUrl: "https://pay.example/register/ca-new", cardId: "ca-new" }),
});

/** A parent with a subscription renewing on the first of two saved cards (a trial's card, then one added). */
async function parentWithTwoCards() {
  const { db } = database;
  const parent = await createTestParent(db);
  const { payment } = await createPayment(db, subscriptionPayment(parent.id, { kind: "card_registration", amount: { minor: 0, currency: "AZN" } }));
  await db.updateTable("payments").set({ gateway_card_id: "ca-1" }).where("id", "=", payment.id).execute();
  await applyGatewayOutcome(
    db,
    gatewayOutcome({ orderId: null, transaction: null, cardId: "ca-1", cardMask: "416973******0001", cardName: "VISA", amountMinor: 0 }),
    "callback",
  );
  const added = await startAddingCard(db, gateway, { userId: parent.id, idempotencyKey: "add-card-1", language: "az", origin: "http://localhost" });
  expect(added).toEqual({ kind: "redirect", url: "https://pay.example/register/ca-new" });
  await applyGatewayOutcome(
    db,
    gatewayOutcome({ orderId: null, transaction: null, cardId: "ca-new", cardMask: "541333******0002", cardName: "MASTERCARD", amountMinor: 0 }),
    "callback",
  );
  const cards = await listCards(db, parent.id);
  return { db, parent, renewing: cards.find((card) => card.renewsSubscription), other: cards.find((card) => !card.renewsSubscription) };
}

describe("saved cards", () => {
  it("says a card is being saved only while its registration waits for the gateway", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    expect(await cardRegistrationPending(db, parent.id)).toBe(false);
    await startAddingCard(db, gateway, { userId: parent.id, idempotencyKey: "add-card-pending", language: "en", origin: "http://localhost" });
    expect(await cardRegistrationPending(db, parent.id)).toBe(true);
    await applyGatewayOutcome(
      db,
      gatewayOutcome({ orderId: null, transaction: null, cardId: "ca-new", cardMask: "541333******0002", cardName: "MASTERCARD", amountMinor: 0 }),
      "callback",
    );
    expect(await cardRegistrationPending(db, parent.id)).toBe(false);
    expect(await listCards(db, parent.id)).toHaveLength(1);
  });

  it("adds a card through the gateway's registration, nothing charged; the newest is the default", async () => {
    const { db, parent, renewing, other } = await parentWithTwoCards();
    expect(renewing).toMatchObject({ mask: "416973******0001", brand: "VISA", isDefault: false });
    expect(other).toMatchObject({ mask: "541333******0002", brand: "MASTERCARD", isDefault: true });
    const payment = await db.selectFrom("payments").selectAll().where("purpose", "=", "card_save").executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ kind: "card_registration", amount_minor: 0, status: "succeeded" });
    // No second subscription, and the renewals keep their card.
    expect(await db.selectFrom("subscriptions").selectAll().execute()).toHaveLength(1);
    expect((await listTransactions(db, parent.id, transactionFilterFrom(new URLSearchParams("status=succeeded")))).length).toBe(2);
  });

  it("changes the default, only among the parent's own cards", async () => {
    const { db, parent, renewing } = await parentWithTwoCards();
    await setDefaultCard(db, parent.id, renewing?.id ?? "");
    expect((await listCards(db, parent.id)).filter((card) => card.isDefault).map((card) => card.id)).toEqual([renewing?.id]);
    const stranger = await createTestParent(db);
    expect(await setDefaultCard(db, stranger.id, renewing?.id ?? "")).toEqual({ kind: "not_found" });
    expect(await deleteCard(db, stranger.id, renewing?.id ?? "", null)).toEqual({ kind: "not_found" });
  });

  it("asks which card replaces the one paying the renewals, then moves the renewals to it", async () => {
    const { db, parent, renewing, other } = await parentWithTwoCards();
    const asked = await deleteCard(db, parent.id, renewing?.id ?? "", null);
    expect(asked).toMatchObject({ kind: "needs_replacement", cardId: renewing?.id });
    expect(await deleteCard(db, parent.id, renewing?.id ?? "", "not-a-card")).toMatchObject({ kind: "needs_replacement" });
    expect(await listCards(db, parent.id)).toHaveLength(2);
    expect(await deleteCard(db, parent.id, renewing?.id ?? "", other?.id ?? "")).toEqual({ kind: "deleted" });
    const left = await listCards(db, parent.id);
    expect(left.map((card) => [card.id, card.isDefault, card.renewsSubscription])).toEqual([[other?.id, true, true]]);
    // The last card paying renewals cannot go until another is added or renewal is off.
    expect(await deleteCard(db, parent.id, other?.id ?? "", null)).toEqual({ kind: "only_card_for_renewal" });
    await db.updateTable("subscriptions").set({ auto_renew: 0 }).execute();
    expect(await deleteCard(db, parent.id, other?.id ?? "", null)).toEqual({ kind: "deleted" });
    expect((await db.selectFrom("subscriptions").select("card_id").executeTakeFirstOrThrow()).card_id).toBeNull();
  });

  it("makes the most recent other card the default when the default is deleted", async () => {
    const { db, parent, renewing, other } = await parentWithTwoCards();
    await db.updateTable("subscriptions").set({ auto_renew: 0 }).execute();
    expect(await deleteCard(db, parent.id, other?.id ?? "", null)).toEqual({ kind: "deleted" });
    expect((await listCards(db, parent.id)).map((card) => [card.id, card.isDefault])).toEqual([[renewing?.id, true]]);
  });
});

describe("transactions", () => {
  it("are filtered by status and coupon code; an unknown status is told apart", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    await createPayment(
      db,
      subscriptionPayment(parent.id, { idempotencyKey: "a", couponCode: "SPRING20", discountMinor: 1428, amount: { minor: 5712, currency: "AZN" } }),
    );
    const { payment } = await startedPayment(db, subscriptionPayment(parent.id, { idempotencyKey: "b" }), new Date());
    await applyGatewayOutcome(db, gatewayOutcome({ orderId: payment.order_id }), "callback");
    const list = (query: string) => listTransactions(db, parent.id, transactionFilterFrom(new URLSearchParams(query)));
    expect(await list("")).toHaveLength(2);
    expect((await list("status=succeeded")).map((row) => row.orderId)).toEqual([payment.order_id]);
    expect((await list("coupon=%20spring20%20")).map((row) => row.couponCode)).toEqual(["SPRING20"]);
    expect(await list("status=pending&coupon=OTHER")).toHaveLength(0);
    expect(unknownTransactionStatus(new URLSearchParams("status=bogus"))).toBe("bogus");
    expect(unknownTransactionStatus(new URLSearchParams("status=succeeded"))).toBeNull();
    expect(unknownTransactionStatus(new URLSearchParams("status="))).toBeNull();
    const stranger = await createTestParent(db);
    expect(await listTransactions(db, stranger.id, transactionFilterFrom(new URLSearchParams("")))).toHaveLength(0);
  });

  it("are read a window at a time, newest first", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const orderIds: string[] = [];
    for (const [index, key] of ["w1", "w2", "w3"].entries()) {
      const { payment } = await createPayment(db, subscriptionPayment(parent.id, { idempotencyKey: key }));
      await db
        .updateTable("payments")
        .set({ created_at: `2026-11-0${index + 1}T10:00:00.000Z` })
        .where("id", "=", payment.id)
        .execute();
      orderIds.push(payment.order_id);
    }
    const none = transactionFilterFrom(new URLSearchParams(""));
    const window = async (limit: number, offset: number) => (await listTransactions(db, parent.id, none, { limit, offset })).map((row) => row.orderId);
    expect(await window(2, 0)).toEqual([orderIds[2], orderIds[1]]);
    expect(await window(2, 2)).toEqual([orderIds[0]]);
    expect(await window(2, 4)).toEqual([]);
  });
});
