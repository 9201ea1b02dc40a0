import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type EpointSimulator, TEST_CARDS, createEpointSimulator } from "../../../server/epoint-simulator";
import { createTestDatabase } from "../../../tests/support/test-database.ts";
import { RESULT_PATH, SIMULATOR_PATH } from "./config.server";
import { createEpointGateway } from "./epoint.server";
import { decodeData, encodeData, signData } from "./epoint-protocol";
import { GatewayError, type PaymentGateway } from "./gateway";

/**
 * The Epoint adapter against the embedded simulator, over real HTTP: a test server mounts the
 * simulator and a result URL that records the callbacks it receives.
 */
/** Merchant keys of this test's simulator (an installation makes its own: secrets.server.ts). */
const SIMULATOR_KEYS = { publicKey: "i0test0001", privateKey: "a-test-simulator-private-key" } as const;

let server: Server;
let origin: string;
let gateway: PaymentGateway;
const callbacks: URLSearchParams[] = [];

let simulator: EpointSimulator;

beforeAll(async () => {
  const app = express();
  const { db } = await createTestDatabase();
  simulator = createEpointSimulator({ ...SIMULATOR_KEYS, db, slowCallbackMs: 200 });
  app.use(SIMULATOR_PATH, simulator);
  app.post(RESULT_PATH, express.urlencoded({ extended: false }), (req, res) => {
    callbacks.push(new URLSearchParams(req.body as Record<string, string>));
    res.status(200).send("OK");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  gateway = createEpointGateway({ baseUrl: `${origin}${SIMULATOR_PATH}`, ...SIMULATOR_KEYS });
});

afterAll(async () => {
  simulator.stop();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  callbacks.length = 0;
});

let orderCounter = 0;
function newOrder() {
  orderCounter += 1;
  return `order-${Date.now()}-${orderCounter}`;
}

function hostedRequest(orderId: string, minor = 714_000) {
  return {
    orderId,
    amount: { minor, currency: "AZN" as const },
    description: "Balaca Premium, 6 months",
    language: "en" as const,
    successUrl: `${origin}/payments/return?order=${orderId}&payment=completed`,
    errorUrl: `${origin}/payments/return?order=${orderId}&payment=cancelled`,
  };
}

/** What the parent's browser does on the hosted page: type a card and press a button. */
async function submitHostedPage(redirectUrl: string, cardNumber: string, action: "pay" | "cancel" = "pay") {
  const page = await fetch(redirectUrl);
  expect(page.status).toBe(200);
  const response = await fetch(redirectUrl, {
    method: "POST",
    body: new URLSearchParams({ card_number: cardNumber, expiry: "12/29", cvc: "123", action }),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return response.headers.get("location");
}

async function waitForCallbacks(count: number) {
  for (let i = 0; i < 50 && callbacks.length < count; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(callbacks).toHaveLength(count);
}

describe("the Epoint protocol", () => {
  it("signs data as base64(sha1(private + data + private))", () => {
    const data = encodeData({ public_key: "i000000001", amount: "19.90" });
    expect(decodeData(data)).toEqual({ public_key: "i000000001", amount: "19.90" });
    // Computed by hand: sha1("k" + data + "k"), base64.
    expect(signData("k", data)).toBe(createHash("sha1").update(`k${data}k`).digest("base64"));
    expect(decodeData("not base64 json")).toBeNull();
  });
});

/** A callback signed with the simulator's key, as Epoint would send it. */
function signed(fields: Record<string, unknown>): URLSearchParams {
  const data = encodeData({ status: "success", order_id: "BLC-1", transaction: "te-1", ...fields });
  return new URLSearchParams({ data, signature: signData(SIMULATOR_KEYS.privateKey, data) });
}

describe("the Epoint adapter against the simulator", () => {
  it("pays on the hosted page: redirect back, a signed callback, and the status", async () => {
    const orderId = newOrder();
    const started = await gateway.startPayment({ ...hostedRequest(orderId), saveCard: false });
    expect(started.redirectUrl.startsWith(`${origin}${SIMULATOR_PATH}/pay/`)).toBe(true);
    expect(started.transaction).toMatch(/^te/);
    expect((await gateway.status(orderId)).status).toBe("new");

    const location = await submitHostedPage(started.redirectUrl, TEST_CARDS.success);
    expect(location).toBe(hostedRequest(orderId).successUrl);
    await waitForCallbacks(1);
    const outcome = gateway.readCallback(callbacks[0] ?? new URLSearchParams());
    expect(outcome).toMatchObject({ status: "success", orderId, transaction: started.transaction, amountMinor: 714_000, code: "00" });
    expect(outcome?.cardMask).toBeNull();
    expect(await gateway.status(orderId)).toMatchObject({ status: "success", amountMinor: 714_000 });
  });

  it("reports a declined card with the bank's code and sends the parent to the error URL", async () => {
    const orderId = newOrder();
    const started = await gateway.startPayment({ ...hostedRequest(orderId), saveCard: false });
    expect(await submitHostedPage(started.redirectUrl, TEST_CARDS.declined)).toBe(hostedRequest(orderId).errorUrl);
    await waitForCallbacks(1);
    expect(gateway.readCallback(callbacks[0] ?? new URLSearchParams())).toMatchObject({ status: "failed", code: "05", orderId });
  });

  it("leaves a payment cancelled on the gateway page untouched, without a callback", async () => {
    const orderId = newOrder();
    const started = await gateway.startPayment({ ...hostedRequest(orderId), saveCard: false });
    expect(await submitHostedPage(started.redirectUrl, "", "cancel")).toBe(hostedRequest(orderId).errorUrl);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callbacks).toHaveLength(0);
    expect((await gateway.status(orderId)).status).toBe("new");
  });

  it("lets the slow card's callback arrive after the parent is back", async () => {
    const orderId = newOrder();
    const started = await gateway.startPayment({ ...hostedRequest(orderId), saveCard: false });
    expect(await submitHostedPage(started.redirectUrl, TEST_CARDS.slow)).toBe(hostedRequest(orderId).successUrl);
    expect((await gateway.status(orderId)).status).toBe("new");
    await waitForCallbacks(1);
    expect((await gateway.status(orderId)).status).toBe("success");
  });

  it("saves a card, charges it later without the parent, and refunds a charge", async () => {
    const registration = await gateway.startCardRegistration({
      description: "Card for Balaca renewals",
      language: "az",
      successUrl: `${origin}/subscription/success`,
      errorUrl: `${origin}/subscription/checkout`,
    });
    expect(registration.cardId).toMatch(/^ca/);
    await submitHostedPage(registration.redirectUrl, TEST_CARDS.success);
    await waitForCallbacks(1);
    expect(gateway.readCallback(callbacks[0] ?? new URLSearchParams())).toMatchObject({
      status: "success",
      cardId: registration.cardId,
      cardMask: "416973******0001",
      operationCode: "100",
    });

    const orderId = newOrder();
    const charge = await gateway.chargeSavedCard({
      cardId: registration.cardId,
      orderId,
      amount: { minor: 1990, currency: "AZN" },
      description: "Renewal",
      language: "az",
    });
    expect(charge).toMatchObject({ status: "success", orderId, amountMinor: 1990 });
    const refund = await gateway.refund({ transaction: charge.transaction ?? "", amount: { minor: 1990, currency: "AZN" }, language: "az" });
    expect(refund.status).toBe("success");
    expect((await gateway.status(orderId)).status).toBe("returned");
  });

  it("fails a renewal charge when the saved card has no funds", async () => {
    const registration = await gateway.startCardRegistration({
      description: "Card",
      language: "en",
      successUrl: `${origin}/ok`,
      errorUrl: `${origin}/no`,
    });
    await submitHostedPage(registration.redirectUrl, TEST_CARDS.insufficientFunds);
    await waitForCallbacks(1);
    const charge = await gateway.chargeSavedCard({
      cardId: registration.cardId,
      orderId: newOrder(),
      amount: { minor: 1990, currency: "AZN" },
      description: "Renewal",
      language: "en",
    });
    expect(charge).toMatchObject({ status: "failed", code: "51" });
  });

  it("refuses requests with a wrong signature or key, a zero amount or a repeated order id", async () => {
    const forged = createEpointGateway({ baseUrl: `${origin}${SIMULATOR_PATH}`, publicKey: SIMULATOR_KEYS.publicKey, privateKey: "guess" });
    await expect(forged.startPayment({ ...hostedRequest(newOrder()), saveCard: false })).rejects.toThrow(GatewayError);
    const otherMerchant = createEpointGateway({ baseUrl: `${origin}${SIMULATOR_PATH}`, publicKey: "i999", privateKey: SIMULATOR_KEYS.privateKey });
    await expect(otherMerchant.status("x")).rejects.toThrow(GatewayError);
    await expect(gateway.startPayment({ ...hostedRequest(newOrder(), 0), saveCard: false })).rejects.toThrow(GatewayError);
    const orderId = newOrder();
    await gateway.startPayment({ ...hostedRequest(orderId), saveCard: false });
    await expect(gateway.startPayment({ ...hostedRequest(orderId), saveCard: false })).rejects.toThrow(GatewayError);
  });

  it("rejects callbacks whose data or signature was tampered with", async () => {
    const orderId = newOrder();
    const started = await gateway.startPayment({ ...hostedRequest(orderId), saveCard: false });
    await submitHostedPage(started.redirectUrl, TEST_CARDS.success);
    await waitForCallbacks(1);
    const genuine = callbacks[0] ?? new URLSearchParams();
    const payload = decodeData(genuine.get("data") ?? "") ?? {};
    const cheaper = new URLSearchParams({ data: encodeData({ ...payload, amount: "0.01" }), signature: genuine.get("signature") ?? "" });
    expect(gateway.readCallback(cheaper)).toBeNull();
    const resigned = new URLSearchParams({ data: genuine.get("data") ?? "", signature: signData("not-the-key", genuine.get("data") ?? "") });
    expect(gateway.readCallback(resigned)).toBeNull();
    expect(gateway.readCallback(new URLSearchParams({ data: genuine.get("data") ?? "" }))).toBeNull();
    expect(gateway.readCallback(genuine)).not.toBeNull();
  });

  it("reads a callback's amount strictly, names its currency, and refuses anything else", () => {
    expect(gateway.readCallback(signed({ amount: "10", currency: "AZN" }))).toMatchObject({ amountMinor: 1000, currency: "AZN" });
    expect(gateway.readCallback(signed({ amount: "10.5" }))).toMatchObject({ amountMinor: 1050, currency: null });
    expect(gateway.readCallback(signed({ amount: "10.50", currency: "USD" }))).toMatchObject({ amountMinor: 1050, currency: "USD" });
    expect(gateway.readCallback(signed({ amount: 10.5 }))).toMatchObject({ amountMinor: 1050 });
    for (const amount of ["10.505", "10,50", "1e3", " 10.50", "10.50 ", "10.50 AZN", "+10", "-10", "0x10", "10.", ".50", "1 000.00", "١٠"]) {
      expect(gateway.readCallback(signed({ amount }))).toBeNull();
    }
    for (const currency of ["XYZ", "azn", "944", "toString"]) {
      expect(gateway.readCallback(signed({ amount: "10.00", currency }))).toBeNull();
    }
  });

  it("throws a gateway error when Epoint cannot be reached", async () => {
    const unreachable = createEpointGateway({ baseUrl: "http://127.0.0.1:9/", ...SIMULATOR_KEYS, timeoutMs: 1000 });
    await expect(unreachable.status("x")).rejects.toThrow(GatewayError);
  });
});
