import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RESULT_PATH, SIMULATOR_PATH } from "~/domain/payments/config.server";
import { createEpointGateway } from "~/domain/payments/epoint.server";
import { GatewayError } from "~/domain/payments/gateway";
import { createTestDatabase } from "../tests/support/test-database.ts";
import { type EpointSimulator, TEST_CARDS, createEpointSimulator } from "./epoint-simulator";

/**
 * Two app processes, each with its own simulator, on one database (ADR 019): whatever one
 * begins, the other (or a restarted one) carries on.
 */
const KEYS = { publicKey: "i0test0002", privateKey: "another-test-simulator-key" } as const;

interface Process {
  origin: string;
  simulator: EpointSimulator;
  callbacks: URLSearchParams[];
  server: Server;
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const running: Process[] = [];

beforeEach(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  for (const process of running.splice(0)) {
    process.simulator.stop();
    await new Promise<void>((resolve) => process.server.close(() => resolve()));
  }
});

/** One app process: its own simulator instance (timers off: the test says when time passes). */
async function startProcess(): Promise<Process> {
  const app = express();
  const simulator = createEpointSimulator({ ...KEYS, db: database.db, slowCallbackMs: 60_000, sweepMs: 0 });
  const callbacks: URLSearchParams[] = [];
  app.use(SIMULATOR_PATH, simulator);
  app.post(RESULT_PATH, express.urlencoded({ extended: false }), (req, res) => {
    callbacks.push(new URLSearchParams(req.body as Record<string, string>));
    res.status(200).send("OK");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const process = { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, simulator, callbacks, server };
  running.push(process);
  return process;
}

function gatewayOf(process: Process) {
  return createEpointGateway({ baseUrl: `${process.origin}${SIMULATOR_PATH}`, ...KEYS });
}

async function pay(redirectUrl: string, cardNumber: string) {
  const response = await fetch(redirectUrl, {
    method: "POST",
    body: new URLSearchParams({ card_number: cardNumber, expiry: "12/29", cvc: "123", action: "pay" }),
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location") };
}

describe("the simulator's state is shared by app processes", () => {
  it("pays on one process a payment the other started, and both report it", async () => {
    const first = await startProcess();
    const second = await startProcess();
    // The checkout ran on the first process; the parent's browser comes back through the second.
    const started = await gatewayOf(first).startPayment({
      orderId: "BLC-SHARED-1",
      amount: { minor: 7140, currency: "AZN" },
      description: "Balaca Premium",
      language: "en",
      successUrl: `${second.origin}/payments/return?payment=completed`,
      errorUrl: `${second.origin}/payments/return?payment=cancelled`,
      saveCard: false,
    });
    expect(started.redirectUrl.startsWith(`${second.origin}${SIMULATOR_PATH}/pay/`)).toBe(true);
    expect((await fetch(started.redirectUrl)).status).toBe(200);
    expect(await pay(started.redirectUrl, TEST_CARDS.success)).toEqual({ status: 303, location: `${second.origin}/payments/return?payment=completed` });
    expect(second.callbacks).toHaveLength(1);
    expect(gatewayOf(first).readCallback(second.callbacks[0] ?? new URLSearchParams())).toMatchObject({
      status: "success",
      orderId: "BLC-SHARED-1",
      amountMinor: 7140,
    });
    expect(await gatewayOf(first).status("BLC-SHARED-1")).toMatchObject({ status: "success" });
    // The order id is taken for both.
    await expect(
      gatewayOf(second).startPayment({
        orderId: "BLC-SHARED-1",
        amount: { minor: 100, currency: "AZN" },
        description: "x",
        language: "en",
        successUrl: `${second.origin}/ok`,
        errorUrl: `${second.origin}/no`,
        saveCard: false,
      }),
    ).rejects.toThrow(GatewayError);
  });

  it("sends the slow card's callback from another process when the first one stopped", async () => {
    const first = await startProcess();
    const started = await gatewayOf(first).startPayment({
      orderId: "BLC-SLOW-1",
      amount: { minor: 1990, currency: "AZN" },
      description: "Balaca Premium",
      language: "az",
      successUrl: `${first.origin}/payments/return`,
      errorUrl: `${first.origin}/payments/return`,
      saveCard: false,
    });
    expect(await pay(started.redirectUrl, TEST_CARDS.slow)).toMatchObject({ status: 303 });
    expect((await fetch(started.redirectUrl)).status).toBe(404);
    // The first process goes away before the bank answers; a second one is up.
    first.simulator.stop();
    const second = await startProcess();
    expect(await second.simulator.deliverDueCallbacks(new Date())).toBe(0);
    expect(await second.simulator.deliverDueCallbacks(new Date(Date.now() + 61_000))).toBe(1);
    // Sent once: a second sweep (or the first process's timer, had it lived) finds nothing.
    expect(await second.simulator.deliverDueCallbacks(new Date(Date.now() + 62_000))).toBe(0);
    expect(first.callbacks).toHaveLength(1);
    expect(gatewayOf(second).readCallback(first.callbacks[0] ?? new URLSearchParams())).toMatchObject({ status: "success", orderId: "BLC-SLOW-1" });
    expect(await gatewayOf(second).status("BLC-SLOW-1")).toMatchObject({ status: "success" });
  });

  it("charges and refunds on one process a card saved on the other, and refunds once", async () => {
    const first = await startProcess();
    const registration = await gatewayOf(first).startCardRegistration({
      description: "Card for Balaca renewals",
      language: "az",
      successUrl: `${first.origin}/subscription/success`,
      errorUrl: `${first.origin}/subscription/checkout`,
    });
    await pay(registration.redirectUrl, TEST_CARDS.success);
    expect(first.callbacks).toHaveLength(1);
    // A restart: a new process knows the saved card.
    first.simulator.stop();
    const second = await startProcess();
    const charge = await gatewayOf(second).chargeSavedCard({
      cardId: registration.cardId,
      orderId: "BLC-RENEW-1",
      amount: { minor: 1990, currency: "AZN" },
      description: "Renewal",
      language: "az",
    });
    expect(charge).toMatchObject({ status: "success", orderId: "BLC-RENEW-1", cardMask: "416973******0001" });
    const refund = { transaction: charge.transaction ?? "", amount: { minor: 1990, currency: "AZN" as const }, language: "az" as const };
    expect((await gatewayOf(first).refund(refund)).status).toBe("success");
    await expect(gatewayOf(second).refund(refund)).rejects.toThrow(GatewayError);
    expect(await gatewayOf(first).status("BLC-RENEW-1")).toMatchObject({ status: "returned" });
  });
});
