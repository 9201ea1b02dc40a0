import type { Route } from "./+types/epoint-result";
import { getDb } from "~/db.server";
import { getPaymentGateway } from "~/domain/payments/config.server";
import { applyCallback } from "~/domain/payments/payment-flow.server";
import { log } from "~/infrastructure/log.server";

/**
 * Epoint's result URL: a server-to-server post of signed `data`. A forged or malformed
 * message changes nothing and gets a 400; a genuine one is applied once (replays are
 * duplicates) and acknowledged.
 */
export async function action({ request }: Route.ActionArgs) {
  const gateway = getPaymentGateway();
  if (!gateway) return new Response("Payments are off", { status: 404 });
  const outcome = gateway.readCallback(await request.formData());
  if (!outcome) {
    log.warn("payment callback refused: bad signature or data");
    return new Response("Invalid signature", { status: 400 });
  }
  const result = await applyCallback(getDb(), gateway, outcome);
  log.info("payment callback", { result, status: outcome.status });
  // A replay or a late, out-of-order event is acknowledged (it changed nothing, and the
  // gateway should stop sending it); an unknown order, a wrong amount or currency, or another
  // payment's transaction is refused; one that could not be confirmed yet is asked again.
  if (result === "unknown_payment") return new Response("Unknown order", { status: 404 });
  if (result === "amount_mismatch") return new Response("Amount does not match the order", { status: 409 });
  if (result === "transaction_mismatch") return new Response("Transaction does not match the order", { status: 409 });
  if (result === "unverified") return new Response("Not confirmed yet", { status: 503 });
  return new Response("OK", { status: 200 });
}

export function loader() {
  return new Response("Method not allowed", { status: 405, headers: { Allow: "POST" } });
}
