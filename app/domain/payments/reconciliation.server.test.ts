import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OpenDatabase } from "../../../db/database.ts";
import { seedDatabase } from "../../../db/seed.ts";
import { type EpointSimulator, TEST_CARDS, createEpointSimulator } from "../../../server/epoint-simulator";
import { createTestParent } from "../../../tests/support/accounts";
import { createTestDatabase, openAsAnotherProcess } from "../../../tests/support/test-database.ts";
import { runRenewalJob } from "../jobs/jobs.server";
import { findSubscription } from "../subscriptions/subscriptions.server";
import { SIMULATOR_PATH } from "./config.server";
import { createEpointGateway } from "./epoint.server";
import { RECONCILE_AFTER_MINUTES, reconcilePendingPayments } from "./payment-flow.server";
import { openPayment } from "./payments.server";

/**
 * A saved-card charge whose process stopped after the gateway charged the card (its answer was
 * never recorded) is settled by the job from the gateway's status call, once, however many
 * passes or processes ask. The gateway is the embedded simulator, over HTTP, through the Epoint
 * adapter: its status answer comes from its own rows.
 */

const KEYS = { publicKey: "i0reconcile", privateKey: "reconcile-test-simulator-key" } as const;
const NOW = new Date();
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

let database: OpenDatabase;
let simulator: EpointSimulator;
let server: Server;
let origin: string;

beforeEach(async () => {
  database = await createTestDatabase({ concurrent: true });
  await seedDatabase(database.db);
  const app = express();
  simulator = createEpointSimulator({ ...KEYS, db: database.db, slowCallbackMs: 60_000, sweepMs: 0 });
  app.use(SIMULATOR_PATH, simulator);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  simulator.stop();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const gateway = () => createEpointGateway({ baseUrl: `${origin}${SIMULATOR_PATH}`, ...KEYS });

/**
 * A parent whose card the simulator keeps, who bought the monthly plan with it: the payment
 * was opened and the card charged, and then the process died before it recorded the answer.
 */
async function chargeWhoseProcessDied() {
  const { db } = database;
  const parent = await createTestParent(db);
  const gatewayCardId = `ca-reconcile-${parent.id}`;
  await db.insertInto("epoint_simulator_cards").values({ card_id: gatewayCardId, number: TEST_CARDS.success, registered: 1 }).execute();
  await db
    .insertInto("saved_cards")
    .values({
      id: `card-${parent.id}`,
      user_id: parent.id,
      gateway_card_id: gatewayCardId,
      card_mask: "416973******0001",
      card_brand: "VISA",
      is_default: 1,
      last_used_at: null,
      created_at: NOW.toISOString(),
    })
    .execute();
  const opened = await openPayment<never>(
    db,
    { userId: parent.id, idempotencyKey: "died" },
    async () => ({
      draft: {
        purpose: "subscription",
        kind: "saved_card",
        planId: "monthly",
        subscriptionId: null,
        amount: { minor: 1990, currency: "AZN" },
        originalMinor: 1990,
        discountMinor: 0,
        couponCode: null,
        autoRenew: true,
      },
    }),
    NOW,
  );
  if ("refused" in opened) throw new Error("the payment should open");
  const charged = await gateway().chargeSavedCard({
    cardId: gatewayCardId,
    orderId: opened.payment.order_id,
    amount: { minor: 1990, currency: "AZN" },
    description: "Balaca",
    language: "az",
  });
  expect(charged.status).toBe("success");
  return { parent, payment: opened.payment, charged };
}

const paymentRow = (id: string) => database.db.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("payments left pending are settled from the gateway's status", { timeout: 30_000 }, () => {
  it("a saved-card charge whose process died is settled by the job once; a second pass changes nothing", async () => {
    const { parent, payment, charged } = await chargeWhoseProcessDied();
    expect((await paymentRow(payment.id)).status).toBe("pending");
    // Not before a few minutes: the request may still be under way.
    expect(await reconcilePendingPayments(database.db, gateway(), later(RECONCILE_AFTER_MINUTES - 1))).toEqual({ asked: 0, settled: 0 });

    const first = await runRenewalJob(database.db, gateway(), later(RECONCILE_AFTER_MINUTES + 1));
    expect(first?.reconciled).toEqual({ asked: 1, settled: 1 });
    expect(await paymentRow(payment.id)).toMatchObject({ status: "succeeded", gateway_transaction: charged.transaction });
    expect(await findSubscription(database.db, parent.id)).toMatchObject({ plan_id: "monthly", status: "active", card_id: `card-${parent.id}` });

    // Another pass (by hand, as `npm run jobs:once`) finds nothing pending; a direct second ask applies nothing.
    const second = await runRenewalJob(database.db, gateway(), later(RECONCILE_AFTER_MINUTES + 11), { mode: "by-hand" });
    expect(second?.reconciled).toEqual({ asked: 0, settled: 0 });
    await database.db.updateTable("payments").set({ status: "pending" }).where("id", "=", payment.id).execute();
    expect(await reconcilePendingPayments(database.db, gateway(), later(RECONCILE_AFTER_MINUTES + 12))).toEqual({ asked: 1, settled: 0 });
    expect(await database.db.selectFrom("payment_events").select(["source", "status"]).where("payment_id", "=", payment.id).execute()).toEqual([
      { source: "status", status: "success" },
    ]);
  });

  it("two processes asking at once apply the answer once", async () => {
    const { parent, payment } = await chargeWhoseProcessDied();
    const other = await openAsAnotherProcess(database);
    const at = later(RECONCILE_AFTER_MINUTES + 1);
    // Past the lease too: the job's two passes, and the reconciliation itself run twice at once.
    const [a, b, c, d] = await Promise.all([
      runRenewalJob(database.db, gateway(), at),
      runRenewalJob(other.db, gateway(), at),
      reconcilePendingPayments(database.db, gateway(), at),
      reconcilePendingPayments(other.db, gateway(), at),
    ]);
    const settled = [a?.reconciled.settled ?? 0, b?.reconciled.settled ?? 0, c.settled, d.settled];
    expect(settled.reduce((sum, each) => sum + each, 0)).toBe(1);
    expect([a, b].filter((run) => run === null)).toHaveLength(1);
    expect((await paymentRow(payment.id)).status).toBe("succeeded");
    expect(await database.db.selectFrom("payment_events").selectAll().where("payment_id", "=", payment.id).execute()).toHaveLength(1);
    expect(await database.db.selectFrom("subscriptions").select(["status"]).where("user_id", "=", parent.id).execute()).toEqual([{ status: "active" }]);
  });
});
