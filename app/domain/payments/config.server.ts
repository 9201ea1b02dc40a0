import { type Env, getEnv } from "~/env.server";
import { getSimulatorKeys } from "~/infrastructure/secrets.server";
import { singleton } from "~/infrastructure/singleton.server";
import { createEpointGateway } from "./epoint.server";
import type { PaymentGateway } from "./gateway";

/** Where the embedded Epoint simulator is mounted (only when payments use it). */
export const SIMULATOR_PATH = "/epoint-simulator";
/** Epoint posts payment results here (the merchant's "result URL"). */
export const RESULT_PATH = "/payments/epoint/result";

/** The gateway's address and keys for this environment, or null when payments are off. */
function gatewayConfig(env: Env): { baseUrl: string; publicKey: string; privateKey: string } | null {
  if (env.paymentsMode === "epoint") {
    return { baseUrl: env.EPOINT_BASE_URL, publicKey: env.EPOINT_PUBLIC_KEY ?? "", privateKey: env.EPOINT_PRIVATE_KEY ?? "" };
  }
  if (env.paymentsMode === "simulator") {
    // Called over HTTP like the real one, on this server's own port.
    const host = !env.HOST || env.HOST === "0.0.0.0" || env.HOST === "::" ? "127.0.0.1" : env.HOST;
    return { baseUrl: `http://${host.includes(":") ? `[${host}]` : host}:${env.PORT}${SIMULATOR_PATH}/`, ...getSimulatorKeys() };
  }
  return null;
}

/** The payment gateway, or null when this server takes no payments. */
export function getPaymentGateway(): PaymentGateway | null {
  return singleton("payment-gateway", () => {
    const config = gatewayConfig(getEnv());
    return config ? createEpointGateway(config) : null;
  });
}
