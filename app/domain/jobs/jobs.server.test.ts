import { beforeEach, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../db/seed.ts";
import { createTestParent } from "../../../tests/support/accounts";
import { fakeGateway, gatewayOutcome, subscriptionPayment } from "../../../tests/support/payments";
import { createTestDatabase } from "../../../tests/support/test-database.ts";
import { applyGatewayOutcome, createPayment } from "../payments/payments.server";
import { findSubscription } from "../subscriptions/subscriptions.server";
import { runPurgeJob, runRenewalJob } from "./jobs.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
});

const START = new Date("2026-11-22T10:00:00.000Z");
const DUE = new Date("2026-11-29T10:05:00.000Z");

/** A parent on the monthly plan's 7-day trial (ends 2026-11-29 10:00), with a saved card. */
async function parentOnTrial() {
  const { db } = database;
  const parent = await createTestParent(db);
  const { payment } = await createPayment(
    db,
    subscriptionPayment(parent.id, {
      idempotencyKey: "trial",
      kind: "card_registration",
      planId: "monthly",
      amount: { minor: 0, currency: "AZN" },
      originalMinor: 1990,
    }),
    START,
  );
  await db.updateTable("payments").set({ gateway_card_id: "ca-trial" }).where("id", "=", payment.id).execute();
  await applyGatewayOutcome(
    db,
    gatewayOutcome({ transaction: null, cardId: "ca-trial", cardMask: "416973******0001", cardName: "VISA", amountMinor: 0, operationCode: "100" }),
    "callback",
    START,
  );
  return parent;
}

/** A gateway whose saved-card charges take a moment (as a bank does) and succeed. */
function slowChargingGateway() {
  const charges: string[] = [];
  const gateway = fakeGateway({
    chargeSavedCard: async (request) => {
      charges.push(request.orderId);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return gatewayOutcome({ orderId: request.orderId, transaction: `te-${charges.length}`, cardId: request.cardId, amountMinor: request.amount.minor });
    },
  });
  return { gateway, charges };
}

describe("background jobs across processes", () => {
  it("charges a renewal once when two processes start the renewal job at once", async () => {
    const { db } = database;
    const parent = await parentOnTrial();
    const { gateway, charges } = slowChargingGateway();
    const reports = await Promise.all([runRenewalJob(db, gateway, DUE, { holder: "process-a" }), runRenewalJob(db, gateway, DUE, { holder: "process-b" })]);
    expect(charges).toHaveLength(1);
    expect(reports.filter((report) => report !== null)).toEqual([expect.objectContaining({ charged: 1 })]);
    expect(await findSubscription(db, parent.id)).toMatchObject({ status: "active", renewal_failures: 0 });
    const renewals = await db.selectFrom("payments").select("status").where("purpose", "=", "renewal").execute();
    expect(renewals).toEqual([{ status: "succeeded" }]);
  });

  it("runs a pass by hand (jobs:once) after a scheduled one in the same period, without charging twice", async () => {
    const { db } = database;
    await parentOnTrial();
    const { gateway, charges } = slowChargingGateway();
    expect(await runRenewalJob(db, gateway, DUE, { holder: "server" })).toMatchObject({ charged: 1 });
    // Another server's timer in the same period skips it; a pass by hand runs, and finds nothing due.
    expect(await runRenewalJob(db, gateway, DUE, { holder: "other-server" })).toBeNull();
    expect(await runRenewalJob(db, gateway, DUE, { holder: "cli", mode: "by-hand" })).toMatchObject({ charged: 0, failed: 0 });
    expect(charges).toHaveLength(1);
  });

  it("purges in one process per period", async () => {
    const { db } = database;
    const now = new Date("2026-11-25T10:00:00.000Z");
    await db
      .insertInto("rate_limit_hits")
      .values({ bucket: "contact:ip", key_hash: "h", window_start: "2026-11-25T09:00:00.000Z", count: 1, expires_at: "2026-11-25T09:10:00.000Z" })
      .execute();
    const [first, second] = await Promise.all([runPurgeJob(db, now, { holder: "process-a" }), runPurgeJob(db, now, { holder: "process-b" })]);
    expect([first, second].filter((report) => report !== null)).toEqual([{ assessments: 0, visitorMail: 0, signUps: 0, rateLimitWindows: 1 }]);
    expect(await runPurgeJob(db, now, { holder: "process-b" })).toBeNull();
  });
});
