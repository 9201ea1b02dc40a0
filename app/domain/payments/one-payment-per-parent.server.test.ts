import type { Kysely, KyselyPlugin } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import type { OpenDatabase } from "../../../db/database.ts";
import type { Database } from "../../../db/schema.ts";
import { seedDatabase } from "../../../db/seed.ts";
import { createTestParent } from "../../../tests/support/accounts";
import { fakeGateway, gatewayOutcome } from "../../../tests/support/payments";
import { createTestDatabase, openAsAnotherProcess } from "../../../tests/support/test-database.ts";
import type { ScreeningPrices } from "../autism/offer";
import { startScreeningPayment } from "../autism/payment.server";
import { addChild } from "../children/children.server";
import { startCheckout } from "../subscriptions/checkout.server";
import { runRenewals } from "../subscriptions/renewals.server";
import type { PaymentGateway } from "./gateway";

/**
 * One card charge per purchase, however the requests are spread: ten purchases at once over
 * three app processes (three pools on one PostgreSQL database) must charge a saved card once.
 * Opening a payment and recording the gateway's answer take the same lock (the parent's row),
 * so no request can read "nothing paid, nothing pending" between the two.
 */

/**
 * A process on a loaded machine (three processes on two cores): every answer from the database
 * reaches it a few milliseconds late, so another process's commit often lands between two of
 * its statements: the interleaving in which a guard outside the lock would let a double charge
 * through.
 */
const loaded: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => {
    await new Promise((resolve) => setTimeout(resolve, 1 + Math.random() * 4));
    return args.result;
  },
};

let database: OpenDatabase;
let processes: Array<Kysely<Database>>;
beforeEach(async () => {
  database = await createTestDatabase({ concurrent: true });
  await seedDatabase(database.db);
  processes = [database.db, (await openAsAnotherProcess(database)).db.withPlugin(loaded), (await openAsAnotherProcess(database)).db.withPlugin(loaded)];
});

/** The n-th request's process (round robin). */
const inProcess = (n: number): Kysely<Database> => processes[n % processes.length] ?? database.db;

const NOW = new Date("2026-11-28T10:00:00.000Z");
const PRICES: ScreeningPrices = { retakes: "paid", firstMinor: 1000, retakeMinor: 1000, currency: "AZN" };
const ROUNDS = 12;

/** A gateway whose saved-card charges answer after a moment, as Epoint's do; it counts them per card. */
function countingGateway() {
  const charges: Array<{ cardId: string; orderId: string }> = [];
  let transaction = 0;
  const gateway: PaymentGateway = fakeGateway({
    chargeSavedCard: async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 2 + Math.random() * 6));
      charges.push({ cardId: request.cardId, orderId: request.orderId });
      transaction += 1;
      return gatewayOutcome({
        orderId: request.orderId,
        transaction: `te-race-${transaction}`,
        cardId: request.cardId,
        amountMinor: request.amount.minor,
        currency: request.amount.currency,
      });
    },
  });
  return { gateway, chargesOf: (cardId: string) => charges.filter((charge) => charge.cardId === cardId).length };
}

async function parentWithCard() {
  const parent = await createTestParent(database.db);
  const cardId = `card-${parent.id}`;
  await database.db
    .insertInto("saved_cards")
    .values({
      id: cardId,
      user_id: parent.id,
      gateway_card_id: `ca-${parent.id}`,
      card_mask: "416973******0001",
      card_brand: "VISA",
      is_default: 1,
      last_used_at: null,
      created_at: NOW.toISOString(),
    })
    .execute();
  return { parent, cardId, gatewayCardId: `ca-${parent.id}` };
}

// Rounds of ten requests over three pools take seconds on a shared two-core machine.
describe("one charge per purchase over several processes", { timeout: 60_000 }, () => {
  it("ten purchases of one plan with a saved card, over three processes, charge the card once (every round)", async () => {
    const { gateway, chargesOf } = countingGateway();
    const perRound: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { parent, cardId, gatewayCardId } = await parentWithCard();
      // A returning parent: a month bought two months ago, not renewed, so it has ended.
      await startCheckout(
        database.db,
        gateway,
        {
          userId: parent.id,
          choice: { planId: "monthly", method: cardId, autoRenew: false, idempotencyKey: `earlier-${round}`, couponCode: null },
          language: "az",
          origin: "http://localhost",
        },
        new Date(NOW.getTime() - 62 * 24 * 60 * 60_000),
      );
      const before = chargesOf(gatewayCardId);
      await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          startCheckout(
            inProcess(n),
            gateway,
            {
              userId: parent.id,
              choice: { planId: "monthly", method: cardId, autoRenew: true, idempotencyKey: `tab-${round}-${n}`, couponCode: null },
              language: "az",
              origin: "http://localhost",
            },
            NOW,
          ),
        ),
      );
      perRound.push(chargesOf(gatewayCardId) - before);
    }
    expect(perRound).toEqual(Array(ROUNDS).fill(1));
  });

  it("ten purchases of one child's screening with a saved card, over three processes, charge the card once", async () => {
    const { gateway, chargesOf } = countingGateway();
    const perRound: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { parent, cardId, gatewayCardId } = await parentWithCard();
      const child = await addChild(database.db, parent.id, { firstName: "Leyla", lastName: "Məmmədova", birthDate: "2024-05-10" }, NOW);
      await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          startScreeningPayment(
            inProcess(n),
            gateway,
            {
              userId: parent.id,
              childId: child.id,
              method: cardId,
              idempotencyKey: `screen-${round}-${n}`,
              language: "az",
              origin: "http://localhost",
              prices: PRICES,
              healthConsentAt: NOW.toISOString(),
            },
            NOW,
          ),
        ),
      );
      perRound.push(chargesOf(gatewayCardId));
    }
    expect(perRound).toEqual(Array(ROUNDS).fill(1));
  });

  it("a renewal falling due while the parent buys the plan again charges the card once", async () => {
    const { gateway, chargesOf } = countingGateway();
    const perRound: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { parent, cardId, gatewayCardId } = await parentWithCard();
      // A monthly plan bought a month and a minute ago, renewing to the saved card: due now.
      const boughtAt = new Date(NOW.getTime() - 31 * 24 * 60 * 60_000);
      await startCheckout(
        database.db,
        gateway,
        {
          userId: parent.id,
          choice: { planId: "monthly", method: cardId, autoRenew: true, idempotencyKey: `first-${round}`, couponCode: null },
          language: "az",
          origin: "http://localhost",
        },
        boughtAt,
      );
      const before = chargesOf(gatewayCardId);
      await Promise.all([
        runRenewals(inProcess(1), gateway, NOW, { userId: parent.id }),
        ...[0, 1, 2].map((n) =>
          startCheckout(
            inProcess(n),
            gateway,
            {
              userId: parent.id,
              choice: { planId: "monthly", method: cardId, autoRenew: true, idempotencyKey: `again-${round}-${n}`, couponCode: null },
              language: "az",
              origin: "http://localhost",
            },
            NOW,
          ),
        ),
      ]);
      perRound.push(chargesOf(gatewayCardId) - before);
    }
    expect(perRound).toEqual(Array(ROUNDS).fill(1));
  });
});
